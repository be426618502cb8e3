/**
 * POST /class-signups, DELETE /class-signups/{id}, POST /class-signups/change-count and
 * GET /class-signups (CONTRACT §5). Customers only (403 otherwise); the body `user` must be the
 * caller. Refusals are HTTP 200 through `reply.refusal` (extended format when asked).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeCountBody,
  ClassSignup,
  SignupBody,
  SignupIdParams,
} from '@studio/contract/class-signups';
import { answers } from '../../platform/http/answers.ts';
import { classSignupStyleA, signupListRoute, styleAKeys } from '../signups/public.ts';
import { cancelSignup, changeSeatCount, createSignup } from './service.ts';

export const classSignupRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireCustomer };

  const signup = answers({ json: ClassSignup, refusals: true, forbidden: true });
  const create = { ...guard, schema: { body: SignupBody, response: signup } };
  app.post('/class-signups', create, async (request, reply) => {
    const { user, class: classId, count = 1 } = request.body;
    if (user !== request.user!.id) return reply.forbidden();
    const outcome = await createSignup(app.db, {
      client: request.client,
      userId: user,
      classId,
      count,
    });
    return outcome.ok
      ? classSignupStyleA(outcome.value)
      : reply.refusal(outcome.code, outcome.params);
  });

  app.post(
    '/class-signups/change-count',
    {
      ...guard,
      schema: {
        body: ChangeCountBody,
        response: answers({ json: ClassSignup, refusals: true, ok: true, forbidden: true }),
      },
    },
    async (request, reply) => {
      const { user, class: classId, count } = request.body;
      if (user !== request.user!.id) return reply.forbidden();
      const outcome = await changeSeatCount(app.db, {
        client: request.client,
        userId: user,
        classId,
        count,
      });
      if (!outcome.ok) return reply.refusal(outcome.code, outcome.params);
      return outcome.value === 'OK'
        ? reply.type('text/plain').send('OK')
        : classSignupStyleA(outcome.value);
    },
  );

  const response = answers({ ok: true, refusals: true, forbidden: true });
  const byId = { ...guard, schema: { params: SignupIdParams, response }, attachValidation: true };
  app.delete('/class-signups/:id', byId, async (request, reply) => {
    if (request.validationError) return reply.badRequest('Signup id must be a positive integer');
    const outcome = await cancelSignup(app.db, request.client, request.user!.id, request.params.id);
    if (outcome === 'forbidden') return reply.forbidden();
    // Legacy string only: this endpoint never takes the extended form (CONTRACT §5, §15.2).
    if (!outcome.ok) return reply.type('application/json').send(JSON.stringify(outcome.code));
    return reply.type('text/plain').send('OK');
  });

  signupListRoute(app, '/class-signups', 'class', classSignupStyleA, styleAKeys, ClassSignup);
};
