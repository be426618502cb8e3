/**
 * POST /class-livestream-signups, DELETE /class-livestream-signups/{id} and
 * GET /class-livestream-signups (style B rows) (CONTRACT §5). Customers only, own signups only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LivestreamSignup,
  LivestreamSignupStyleB,
  SignupBody,
  SignupIdParams,
} from '@studio/contract/class-signups';
import { answers } from '../../platform/http/answers.ts';
import {
  livestreamSignupStyleA,
  signupListRoute,
  signupStyleB,
  styleBKeys,
} from '../signups/public.ts';
import { joinLivestream, leaveLivestream } from './service.ts';

export const livestreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireCustomer };

  app.post(
    '/class-livestream-signups',
    {
      ...guard,
      schema: {
        body: SignupBody,
        response: answers({ json: LivestreamSignup, refusals: true, forbidden: true }),
      },
    },
    async (request, reply) => {
      if (request.body.user !== request.user!.id) return reply.forbidden();
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

  const response = answers({ ok: true, refusals: true, forbidden: true });
  const byId = { ...guard, schema: { params: SignupIdParams, response }, attachValidation: true };
  app.delete('/class-livestream-signups/:id', byId, async (request, reply) => {
    if (request.validationError) return reply.badRequest('Signup id must be a positive integer');
    const { id } = request.params;
    const result = await leaveLivestream(app.db, request.client, request.user!.id, id);
    if (result === 'forbidden') return reply.forbidden();
    // Legacy string only (CONTRACT §15.2).
    if (result !== 'OK') return reply.type('application/json').send(JSON.stringify(result));
    return reply.type('text/plain').send('OK');
  });

  signupListRoute(
    app,
    '/class-livestream-signups',
    'livestream',
    (row) => signupStyleB(livestreamSignupStyleA(row)),
    styleBKeys,
    LivestreamSignupStyleB,
  );
};
