/**
 * Paying for a gift card (CONTRACT §11; seed 001 §4 gift card flow, §7). Public: no login.
 * `test` and `stripe`: POST …/create-order-and-charge-session-for-gift-card with the return routes
 * → `{url, order}`, the browser goes to the hosted page; `reepay`: the same route without them →
 * `{chargeSession}` for the modal. A refusal (e.g. the amount below the minimum) rejects as
 * `ApiRefusal` with the server's localised message (the client always asks for the extended form);
 * so do a recipient e-mail that is not one and a send date out of range (gift card delivery).
 */
import { GiftCardChargeSession, GiftCardCheckoutSession } from '@studio/contract/payments';
import { ORDER_ID_PLACEHOLDER } from '@studio/contract/payments';
import { api } from '../../../shared/api/client.ts';

export interface GiftCardOrder {
  amount: number;
  giver_name: string;
  giver_email: string;
  recipient_name: string;
  message: string;
  /** (design) The card goes to this address instead of the giver's (auto studios). */
  recipient_email?: string;
  /** (design) The Copenhagen date the card is mailed on, `YYYY-MM-DD`. */
  send_on?: string;
}

const path = (provider: string) =>
  `/payments/${provider}/create-order-and-charge-session-for-gift-card`;

/** Hosted page: the url to go to. */
export const startHostedGiftCardPayment = (
  provider: 'test' | 'stripe',
  order: GiftCardOrder,
  origin: string,
) =>
  api.post(path(provider), GiftCardCheckoutSession, {
    body: {
      ...order,
      stripe_success_url: `${origin}/stripe-giftcard-payment-success/${ORDER_ID_PLACEHOLDER}`,
      stripe_cancel_url: `${origin}/gift`,
    },
  });

/** Reepay: the charge session for the modal. */
export const startReepayGiftCardPayment = (order: GiftCardOrder) =>
  api.post(path('reepay'), GiftCardChargeSession, { body: order });

/** POST /payments/{test|stripe}/process-order-if-completed (allowed anonymously for gift cards). */
export const processHostedGiftCardOrder = (provider: 'test' | 'stripe', orderId: number) =>
  api.post(`/payments/${provider}/process-order-if-completed`, null, { body: { orderId } });

/** POST /payments/reepay/invoice/{invoice}/process-if-paid. */
export const processReepayGiftCardInvoice = (invoice: string) =>
  api.post(`/payments/reepay/invoice/${encodeURIComponent(invoice)}/process-if-paid`, null);
