/**
 * POST /class-livestream-signups, DELETE /class-livestream-signups/{id} and
 * GET /class-livestream-signups (style B rows) (CONTRACT §5). Customers only, own signups only.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classLivestreamSignups } from '../../db/schema.ts';
import { listSignups, populateSignups, readListQuery } from '../class-signups/list.ts';
import { livestreamSignupStyleA, signupStyleB } from '../class-signups/serialize.ts';
import { joinLivestream, leaveLivestream } from './service.ts';

/** Both required integers (CONTRACT §5: else 400 E_MISSING_OR_INVALID_PARAMS). */
const Body = z.object({
  user: z.coerce.number().int().positive(),
  class: z.coerce.number().int().positive(),
});

export const livestreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireCustomer };
  const forbid = (reply: FastifyReply) => reply.code(403).type('text/plain').send('Forbidden');

  app.post(
    '/class-livestream-signups',
    { ...guard, schema: { body: Body } },
    async (request, reply) => {
      if (request.body.user !== request.user!.id) return forbid(reply);
      const outcome = await joinLivestream(
        app.db,
        request.client,
        request.user!.id,
        request.body.class,
      );
      return outcome.ok
        ? livestreamSignupStyleA(outcome.value)
        : reply.refusal(outcome.code, outcome.params);
    },
  );

  app.delete('/class-livestream-signups/:id', guard, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0)
      return reply.badRequest('Signup id must be a positive integer');
    const result = await leaveLivestream(app.db, request.client, request.user!.id, id);
    if (result === 'forbidden') return forbid(reply);
    // Legacy string only (CONTRACT §15.2).
    if (result !== 'OK') return reply.type('application/json').send(JSON.stringify(result));
    return reply.type('text/plain').send('OK');
  });

  app.get('/class-livestream-signups', guard, async (request, reply) => {
    const window = readListQuery(request, reply);
    if (!window) return reply;
    const rows = await listSignups(app.db, request.client.row.id, classLivestreamSignups, window);
    const list = rows.map(
      (row) => signupStyleB(livestreamSignupStyleA(row)) as Record<string, unknown>,
    );
    return populateSignups(app.db, request, list, window.populate, {
      user: 'user_id',
      class: 'class_id',
      pass: 'used_class_pass_id',
      membership: 'used_membership_id',
    });
  });
};
