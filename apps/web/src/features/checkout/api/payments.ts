/**
 * Starting and confirming a payment for the cart (CONTRACT §7 "Checkout result statuses", Reepay,
 * Stripe; the built-in `test` provider answers like Stripe). The provider is the studio setting
 * `payment_service_provider`: `test` and `stripe` are hosted pages, `reepay` a modal.
 */
import { CheckoutResult, ORDER_ID_PLACEHOLDER } from '@studio/contract/payments';
import { api } from '../../../shared/api/client.ts';

export type Provider = 'test' | 'stripe' | 'reepay';

/** The provider the web speaks for a setting value; `null` when online payment is not set up. */
export function paymentProvider(setting: unknown): Provider | null {
  return setting === 'test' || setting === 'stripe' || setting === 'reepay' ? setting : null;
}

/** The hosted page's return route for an order (the server fills in `{orderId}`). */
export const orderReturnUrl = (origin: string) =>
  `${origin}/stripe-payment-succes/${ORDER_ID_PLACEHOLDER}`;

/**
 * POST /payments/{provider}/create-order-and-matching-session-type. Hosted providers get the
 * return and cancel routes; Reepay takes no body. `E_INVALID_CART_ITEM` and `E_CART_IS_EMPTY`
 * reject as `ApiRefusal`.
 */
export function createOrderAndSession(provider: Provider, origin: string) {
  const path = `/payments/${provider}/create-order-and-matching-session-type`;
  const body =
    provider === 'reepay'
      ? undefined
      : { success_url: orderReturnUrl(origin), cancel_url: `${origin}/checkout` };
  return api.post(path, CheckoutResult, { body });
}

/** POST /payments/{test|stripe}/process-order-if-completed: 200 `OK` whether or not processed. */
export const processHostedOrder = (provider: 'test' | 'stripe', orderId: number) =>
  api.post(`/payments/${provider}/process-order-if-completed`, null, { body: { orderId } });

/** POST /payments/reepay/invoice/{invoice}/process-if-paid (invoice = order handle). */
export const processReepayInvoice = (invoice: string) =>
  api.post(`/payments/reepay/invoice/${encodeURIComponent(invoice)}/process-if-paid`, null);

/** POST /payments/reepay/settle-and-attach-card-to-zero-total-recurring-order. */
export const settleZeroTotalRecurringOrder = (order: number, paymentMethod: string) =>
  api.post('/payments/reepay/settle-and-attach-card-to-zero-total-recurring-order', null, {
    body: { order, paymentMethod },
  });
