/**
 * POST /confirm-email-with-token and POST /confirm-email-resend-welcome-email (CONTRACT §3 "Email
 * confirmation", design; seed 000 §2). Public. Missing fields answer the password-reset 400
 * strings; refusals are HTTP 200 `E_…`. Resending mails, so it is limited like a reset request.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmEmailBody, ResendWelcomeEmailBody } from '@studio/contract/account';
import { answers } from '../../platform/http/answers.ts';
import { checkedByHandler } from '../../platform/http/requests.ts';
import { leadsToStudio, readTextFields } from '../password-reset/public.ts';
import { confirmEmail, resendWelcomeEmail } from './service.ts';

export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Bodies are read by readTextFields, for the contract's own 400 texts.
  const response = answers({ ok: true, refusals: true });
  const confirm = { schema: { body: checkedByHandler(ConfirmEmailBody), response } };
  app.post('/confirm-email-with-token', confirm, async (request, reply) => {
    const read = readTextFields(request.body, ['email', 'token']);
    if (!read.ok) return reply.badRequest(read.message);
    const { email, token } = read.fields;
    const outcome = await confirmEmail(app.db, request.client.row.id, email, token);
    if (!outcome.ok) return reply.refusal(outcome.code, outcome.params);
    return reply.type('text/plain').send('OK');
  });

  const resend = {
    preHandler: app.limitAttempts('passwordReset'),
    schema: { body: checkedByHandler(ResendWelcomeEmailBody), response },
  };
  app.post('/confirm-email-resend-welcome-email', resend, async (request, reply) => {
    const read = readTextFields(request.body, ['email', 'emailConfirmationLink']);
    if (!read.ok) return reply.badRequest(read.message);
    const { email, emailConfirmationLink } = read.fields;
    if (!leadsToStudio(app, request, emailConfirmationLink))
      return reply.badRequest('emailConfirmationLink must lead to the studio’s own web address');
    const outcome = await resendWelcomeEmail(
      app.db,
      request.client,
      request.locale,
      email,
      emailConfirmationLink,
    );
    if (!outcome.ok) return reply.refusal(outcome.code, outcome.params);
    return reply.type('text/plain').send('OK');
  });
};
