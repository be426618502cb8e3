/**
 * POST /class-waiting-list-signups, DELETE /class-waiting-list-signups/{id} and
 * GET /class-waiting-list-signups (CONTRACT §5). Customers only; the body `user` must be the caller.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignupBody, SignupIdParams, WaitingListSignup } from '@studio/contract/class-signups';
import { answers } from '../../platform/http/answers.ts';
import { signupListRoute, styleAKeys, waitingListSignupStyleA } from '../signups/public.ts';
import { joinWaitingList, leaveWaitingList } from './service.ts';

export const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireCustomer };

  app.post(
    '/class-waiting-list-signups',
    {
      ...guard,
      schema: {
        body: SignupBody,
        response: answers({ json: WaitingListSignup, refusals: true, forbidden: true }),
      },
    },
    async (request, reply) => {
      if (request.body.user !== request.user!.id) return reply.forbidden();
      const outcome = await joinWaitingList(
        app.db,
        request.client,
        request.user!.id,
        request.body.class,
      );
      return outcome.ok
        ? waitingListSignupStyleA(outcome.value)
        : reply.refusal(outcome.code, outcome.params);
    },
  );

  const response = answers({ ok: true, forbidden: true });
  const byId = { ...guard, schema: { params: SignupIdParams, response }, attachValidation: true };
  app.delete('/class-waiting-list-signups/:id', byId, async (request, reply) => {
    if (request.validationError) return reply.badRequest('Signup id must be a positive integer');
    const { id } = request.params;
    const result = await leaveWaitingList(app.db, request.client, request.user!.id, id);
    return result === 'forbidden' ? reply.forbidden() : reply.type('text/plain').send('OK');
  });

  signupListRoute(
    app,
    '/class-waiting-list-signups',
    'waiting_list',
    waitingListSignupStyleA,
    styleAKeys,
    WaitingListSignup,
  );
};
