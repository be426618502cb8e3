/**
 * POST /memberships/{id}/retry-failed-subscription-payment (CONTRACT §8): 200 `OK` = paid,
 * 200 `"E_PAYMENT_FAILED"` = declined, 200 `"E_MEMBERSHIP_DOES_NOT_NEED_PAYMENT"` = nothing due;
 * 403 for another customer's membership or without login.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MembershipIdParams } from '@studio/contract/memberships';
import { answers } from '../../platform/http/answers.ts';
import { NoBody } from '../../platform/http/requests.ts';
import { retryFailedPayment } from './service.ts';

export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/memberships/:id/retry-failed-subscription-payment',
    {
      preValidation: app.requireCustomer,
      schema: {
        params: MembershipIdParams,
        body: NoBody,
        response: answers({ ok: true, refusals: true, forbidden: true }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError)
        return reply.badRequest('Membership id must be a positive integer');
      const outcome = await retryFailedPayment(
        app.db,
        request.client.row.id,
        request.user!.id,
        request.params.id,
      );
      if (outcome === 'forbidden') return reply.forbidden();
      return outcome.ok ? reply.type('text/plain').send('OK') : reply.refusal(outcome.code);
    },
  );
};
