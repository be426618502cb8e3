/**
 * POST /event-signups/{id}/retry-failed-installment-payment (CONTRACT §6 design; the answer forms
 * of the membership retry): 200 `OK` = paid, 200 `"E_PAYMENT_FAILED"` = declined, no card or a
 * charge running, 200 `"E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT"` = nothing due; 403 for another
 * customer's signup or without login (nothing changed); 400 for an id that is not one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventSignupIdParams } from '@studio/contract/payments';
import { answers } from '../../platform/http/answers.ts';
import { NoBody } from '../../platform/http/requests.ts';
import { retryFailedInstallments } from './service.ts';

export const installmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/event-signups/:id/retry-failed-installment-payment',
    {
      preValidation: app.requireCustomer,
      schema: {
        params: EventSignupIdParams,
        body: NoBody,
        response: answers({ ok: true, refusals: true, forbidden: true }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError)
        return reply.badRequest('Event signup id must be a positive integer');
      const outcome = await retryFailedInstallments(app.db, {
        clientId: request.client.row.id,
        userId: request.user!.id,
        signupId: request.params.id,
      });
      if (outcome === 'forbidden') return reply.forbidden();
      return outcome.ok ? reply.type('text/plain').send('OK') : reply.refusal(outcome.code);
    },
  );
};
