/**
 * The hosted-checkout routes shared by Stripe and the built-in test provider (CONTRACT §7 Stripe,
 * §11; test provider: README.md), under `/payments/stripe/…` and `/payments/test/…`:
 * create-order-and-matching-session-type, process-order-if-completed and
 * create-order-and-charge-session-for-gift-card. A route answers only for the studio's own
 * provider (`payment_service_provider`, 400 otherwise). Orders are limited per customer, gift card
 * orders per address (429, plugins/attempt-limits.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutResult,
  CheckoutSessionBody,
  GiftCardCheckoutSession,
  HostedGiftCardPurchaseBody,
  ProcessOrderBody,
} from '@studio/contract/payments';
import { answers } from '../../platform/http/answers.ts';
import { orderOfStudio } from './queries.ts';
import { processOrderPayment, startCheckout, startGiftCardCheckout } from './service.ts';
import { adapterForRequest, giftCardRefusal, isWebUrl } from './route-kit.ts';

export function hostedRoutes(provider: 'stripe' | 'test'): FastifyPluginAsyncZod {
  return async (app) => {
    const base = `/payments/${provider}`;
    const adapter = (request: FastifyRequest, reply: FastifyReply) =>
      adapterForRequest(app, request, reply, provider);

    app.post(
      `${base}/create-order-and-matching-session-type`,
      {
        preValidation: app.requireCustomer,
        preHandler: app.limitAttempts('checkout'),
        schema: {
          body: CheckoutSessionBody,
          response: answers({ json: CheckoutResult, refusals: true }),
        },
      },
      async (request, reply) => {
        const { success_url, cancel_url } = request.body;
        if (!isWebUrl(success_url) || !isWebUrl(cancel_url))
          return reply.badRequest('success_url and cancel_url must be http(s) urls');
        const payments = adapter(request, reply);
        if (!payments) return reply;
        const outcome = await startCheckout(app.db, {
          studio: request.client,
          user: request.user!,
          provider,
          adapter: payments,
          successUrl: success_url,
          cancelUrl: cancel_url,
          locale: request.locale,
        });
        return outcome.ok ? outcome.value : reply.refusal(outcome.code, outcome.params);
      },
    );

    // Own order; a gift card order (no user) anonymously (CONTRACT §11). 200 `OK` either way.
    app.post(
      `${base}/process-order-if-completed`,
      { schema: { body: ProcessOrderBody, response: answers({ ok: true, forbidden: true }) } },
      async (request, reply) => {
        const order = await orderOfStudio(app.db, request.client.row.id, request.body.orderId);
        if (order?.user_id && order.user_id !== request.user?.id) return reply.forbidden();
        const payments = adapter(request, reply);
        if (!payments) return reply;
        if (order) await processOrderPayment(app.db, payments, order);
        return reply.type('text/plain').send('OK');
      },
    );

    app.post(
      `${base}/create-order-and-charge-session-for-gift-card`,
      {
        preHandler: app.limitAttempts('giftCardOrder'),
        schema: {
          body: HostedGiftCardPurchaseBody,
          response: answers({ json: GiftCardCheckoutSession, refusals: true }),
        },
      },
      async (request, reply) => {
        const { stripe_success_url, stripe_cancel_url, ...body } = request.body;
        if (!isWebUrl(stripe_success_url) || !isWebUrl(stripe_cancel_url))
          return reply.badRequest('stripe_success_url and stripe_cancel_url must be http(s) urls');
        const payments = adapter(request, reply);
        if (!payments) return reply;
        const outcome = await startGiftCardCheckout(app.db, {
          studio: request.client,
          adapter: payments,
          body,
          successUrl: stripe_success_url,
          cancelUrl: stripe_cancel_url,
          locale: request.locale,
        });
        if (!outcome.ok) return giftCardRefusal(reply, outcome);
        return { url: outcome.value.session.url, order: { id: outcome.value.orderId } };
      },
    );
  };
}
