/**
 * POST /password-reset-send-token, /password-reset-check-token and
 * /password-reset-set-password-with-token (CONTRACT §3 "Password reset"; seed 000 §2, §8). Public.
 * Missing fields answer the contract's 400 strings; refusals are HTTP 200 `E_…` (extended with the
 * header). Sending is limited like signup (plugins/attempt-limits.ts, `passwordReset`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PasswordResetCheckTokenBody,
  PasswordResetSendTokenBody,
  PasswordResetSetPasswordBody,
} from '@studio/contract/account';
import { answers } from '../../platform/http/answers.ts';
import { checkedByHandler } from '../../platform/http/requests.ts';
import { isStudioLink } from '../../studio/public.ts';
import { readTextFields } from './body.ts';
import { checkResetToken, sendResetToken, setPasswordWithToken } from './service.ts';

/**
 * True when an e-mailed link template leads to the studio's own web address: its `domains`, its
 * `frontend_allowed_embed_origins`, or our own origin on loopback (docs/decisions: embed origins, account lifecycle).
 */
export function leadsToStudio(app: FastifyInstance, request: FastifyRequest, template: string) {
  return isStudioLink(template, {
    studio: request.client,
    requestHost: request.headers.host,
    servesWebApp: app.servesWebApp === true,
  });
}

const ok = 'OK';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  // Bodies are read by readTextFields, for the contract's own 400 texts.
  const response = answers({ ok: true, refusals: true });
  const send = {
    preHandler: app.limitAttempts('passwordReset'),
    schema: { body: checkedByHandler(PasswordResetSendTokenBody), response },
  };
  app.post('/password-reset-send-token', send, async (request, reply) => {
    const read = readTextFields(request.body, ['email', 'setNewPasswordLink']);
    if (!read.ok) return reply.badRequest(read.message);
    const { email, setNewPasswordLink } = read.fields;
    if (!leadsToStudio(app, request, setNewPasswordLink))
      return reply.badRequest('setNewPasswordLink must lead to the studio’s own web address');
    const outcome = await sendResetToken(
      app.db,
      request.client,
      request.locale,
      email,
      setNewPasswordLink,
    );
    if (!outcome.ok) return reply.refusal(outcome.code, outcome.params);
    return reply.type('text/plain').send(ok);
  });

  const check = { schema: { body: checkedByHandler(PasswordResetCheckTokenBody), response } };
  app.post('/password-reset-check-token', check, async (request, reply) => {
    const read = readTextFields(request.body, ['email', 'token']);
    if (!read.ok) return reply.badRequest(read.message);
    const { email, token } = read.fields;
    const outcome = await checkResetToken(app.db, request.client.row.id, email, token);
    if (!outcome.ok) return reply.refusal(outcome.code, outcome.params);
    return reply.type('text/plain').send(ok);
  });

  const set = { schema: { body: checkedByHandler(PasswordResetSetPasswordBody), response } };
  app.post('/password-reset-set-password-with-token', set, async (request, reply) => {
    const read = readTextFields(request.body, ['email', 'token', 'password']);
    if (!read.ok) return reply.badRequest(read.message);
    const outcome = await setPasswordWithToken(app.db, request.client.row.id, read.fields);
    if (!outcome.ok) return reply.refusal(outcome.code, outcome.params);
    return reply.type('text/plain').send(ok);
  });
};
