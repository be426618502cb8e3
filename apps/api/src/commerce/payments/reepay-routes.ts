/**
 * Reepay routes (CONTRACT §7 Reepay, §11): create-order-and-matching-session-type,
 * invoice/{invoice}/process-if-paid (no auth, always `OK`),
 * settle-and-attach-card-to-zero-total-recurring-order and the public gift card purchase.
 * The webhook is in webhook-routes.ts (raw body). Orders are limited per customer, gift card
 * orders per address (429, plugins/attempt-limits.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toOre } from '@studio/contract/money';
import { parseId } from '@studio/contract/wire';
import {
  CheckoutResult,
  GiftCardChargeSession,
  GiftCardPurchaseBody,
  ReepayInvoiceParams,
  SettleZeroTotalRecurringBody,
} from '@studio/contract/payments';
import { answers } from '../../platform/http/answers.ts';
import { NoBody } from '../../platform/http/requests.ts';
import { reepayAdapter } from './providers/adapters.ts';
import { orderLines, orderOfStudio } from './queries.ts';
import {
  applyPayment,
  customerHandle,
  keepsCard,
  processOrderPayment,
  startCheckout,
  startGiftCardCheckout,
} from './service.ts';
import { adapterForRequest, giftCardRefusal } from './route-kit.ts';

/** The order id of a Reepay handle `<orderId>` or `<orderId>_test<ms>`. */
/** The order id in a Reepay handle (`<orderId>` or `<orderId>_test<ms>`), if it is one. */
export const orderIdOfHandle = (handle: string) => parseId(handle.split('_')[0]);

export const reepayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/reepay/create-order-and-matching-session-type',
    {
      preValidation: app.requireCustomer,
      preHandler: app.limitAttempts('checkout'),
      schema: { body: NoBody, response: answers({ json: CheckoutResult, refusals: true }) },
    },
    async (request, reply) => {
      const adapter = adapterForRequest(app, request, reply, 'reepay');
      if (!adapter) return reply;
      const outcome = await startCheckout(app.db, {
        studio: request.client,
        user: request.user!,
        provider: 'reepay',
        adapter,
        locale: request.locale,
      });
      return outcome.ok ? outcome.value : reply.refusal(outcome.code, outcome.params);
    },
  );

  // Only acts on what Reepay reports about the order with this handle; 200 `OK` always.
  app.post(
    '/payments/reepay/invoice/:invoice/process-if-paid',
    {
      schema: { params: ReepayInvoiceParams, body: NoBody, response: answers({ ok: true }) },
      attachValidation: true,
    },
    async (request, reply) => {
      const done = () => reply.type('text/plain').send('OK');
      if (request.validationError) return done();
      const { invoice } = request.params;
      const orderId = orderIdOfHandle(invoice);
      if (orderId === undefined) return done();
      const order = await orderOfStudio(app.db, request.client.row.id, orderId);
      if (!order || order.payment_provider_order_id !== invoice) return done();
      try {
        await processOrderPayment(app.db, reepayAdapter(), order);
      } catch (error) {
        request.log.error(error);
      }
      return done();
    },
  );

  app.post(
    '/payments/reepay/settle-and-attach-card-to-zero-total-recurring-order',
    {
      preValidation: app.requireCustomer,
      schema: {
        body: SettleZeroTotalRecurringBody,
        response: answers({ ok: true, forbidden: true }),
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const order = await orderOfStudio(app.db, request.client.row.id, request.body.order);
      if (!order || order.user_id !== user.id) return reply.forbidden();
      if (!adapterForRequest(app, request, reply, 'reepay')) return reply;
      const lines = await orderLines(app.db, order.id);
      if (toOre(order.total) !== 0 || !keepsCard(lines))
        return reply.badRequest('The order must have total 0 and contain a membership');
      const card = await reepayAdapter().readCard(request.body.paymentMethod);
      if (!card?.active || card.customer !== customerHandle(user.id))
        return reply.badRequest('Card is not an active payment method for this user.');
      const { id, customer, active: _active, ...facts } = card;
      await applyPayment(app.db, reepayAdapter(), order.id, {
        ...facts,
        savedCard: { provider: 'reepay', handle: id, customerHandle: customer, ...facts },
      });
      return reply.type('text/plain').send('OK');
    },
  );

  app.post(
    '/payments/reepay/create-order-and-charge-session-for-gift-card',
    {
      preHandler: app.limitAttempts('giftCardOrder'),
      schema: {
        body: GiftCardPurchaseBody,
        response: answers({ json: GiftCardChargeSession, refusals: true }),
      },
    },
    async (request, reply) => {
      const adapter = adapterForRequest(app, request, reply, 'reepay');
      if (!adapter) return reply;
      const outcome = await startGiftCardCheckout(app.db, {
        studio: request.client,
        adapter,
        body: request.body,
        locale: request.locale,
      });
      if (!outcome.ok) return giftCardRefusal(reply, outcome);
      const { id, url } = outcome.value.session;
      return { chargeSession: { id, url } };
    },
  );
};
