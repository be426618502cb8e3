/**
 * POST /login, POST /logout and GET /get-login-status (CONTRACT §1.4, §3; seed 000 §4 login and
 * logout). Bad tokens are answered by plugins/request-context.ts before these handlers run.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginRequest } from '@studio/contract/auth';
import { LoginAnswer, LoginStatusAnswer } from '@studio/contract/own-user';
import { answers } from '../../platform/http/answers.ts';
import { NoBody, NoQuery } from '../../platform/http/requests.ts';
import { hasNoNul } from '@studio/contract/wire';
import { branchIdsOf } from '../users/public.ts';
import { serializeOwnUser } from '../users/public.ts';
import { checkLogin } from './login.ts';
import { revoke, signToken } from './tokens.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const login = {
    preHandler: app.limitAttempts('login'),
    schema: { body: LoginRequest, response: answers({ json: LoginAnswer, refusals: true }) },
    // The contract's 400 text, not the schema error object (and still counted as an attempt).
    attachValidation: true,
  };
  app.post('/login', login, async (request, reply) => {
    if (request.validationError) return reply.badRequest('email and password required');
    const { email, password } = request.body;
    if (!hasNoNul(email) || !hasNoNul(password))
      return reply.badRequest('email and password must not contain NUL characters');
    const fromFrontend = request.headers['x-yogo-request-context'] === 'frontend';
    const clientId = request.client.row.id;
    const outcome = await checkLogin(app.db, clientId, email, password, fromFrontend);
    if (!outcome.ok) return reply.refusal(outcome.code);
    const user = outcome.value;
    return {
      user: serializeOwnUser(user, await branchIdsOf(app.db, user.id)),
      token: await signToken(app.tokenKeys, user.id, user.session_version),
    };
  });

  await app.register(async (scope) => {
    // Logout has no body and must answer OK whatever arrives (CONTRACT §3), even `{` or nothing.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
      try {
        done(null, raw ? JSON.parse(String(raw)) : undefined);
      } catch {
        done(null, undefined);
      }
    });
    const logout = { schema: { body: NoBody, response: answers({ ok: true }) } };
    scope.post('/logout', logout, async (request, reply) => {
      if (request.token) await revoke(app.db, request.token.value, request.token.exp);
      return reply.type('text/plain').send('OK');
    });
  });

  const status = { querystring: NoQuery, response: answers({ json: LoginStatusAnswer }) };
  app.get('/get-login-status', { schema: status }, async (request) => {
    const user = request.user;
    if (!user) return { status: 'NOT_LOGGED_IN' };
    return {
      status: 'LOGGED_IN',
      user: serializeOwnUser(user, await branchIdsOf(app.db, user.id)),
    };
  });
};
