/**
 * POST /cron/log (CONTRACT §14 [REF]): a logged-in customer's client appends one diagnostic line
 * to the server's log, tagged with the studio (client id) and the customer, as the reference's
 * "cron log" did. Anonymous callers get `403 Forbidden` before the body is looked at (CONTRACT
 * §1.4); a body without a non-empty `entry` string (at most 4000 characters) is the framework's
 * 400 `E_MISSING_OR_INVALID_PARAMS`. Nothing is stored in the database. 200 `OK` as text.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientLogBody } from '@studio/contract/diagnostics';
import { answers } from '../../platform/http/answers.ts';

/** The message every client log line carries, so the lines can be found in the log. */
export const CLIENT_LOG_MESSAGE = 'client log entry';

export const diagnosticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    preValidation: app.requireCustomer,
    schema: { body: ClientLogBody, response: answers({ ok: true }) },
  };
  app.post('/cron/log', options, async (request, reply) => {
    // The tags go in the line itself (not a child logger): the line names its studio and customer
    // wherever the log is shipped.
    request.log.info(
      { client: request.client.row.id, user: request.user!.id, entry: request.body.entry },
      CLIENT_LOG_MESSAGE,
    );
    return reply.type('text/plain').send('OK');
  });
};
