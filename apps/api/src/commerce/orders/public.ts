/**
 * What other modules use of orders (CONTRACT §7, §10, §11; README.md beside this file): making an
 * order from the cart or for a gift card, applying a paid order once (`fulfilOrder`), marking a
 * failed payment, the order paying one later event installment (`installmentOrder`) and the
 * signup's saved card it is charged to (`activeSignupCard`), the users' `invoices`, and the
 * routes. Other modules import from this file only.
 */
export { createGiftCardOrder, createOrderFromCart, type OrderWithItems } from './create.ts';
export { fulfilOrder, markPaymentFailed, type Fulfilment } from './fulfil.ts';
export type { PaymentFacts, SavedCard } from './payment-facts.ts';
export { ordersAwaitingRefund, recordRefund } from './refund.ts';
export { activeSignupCard, installmentOrder } from './installment.ts';
export { invoicesOf } from './service.ts';
export { serializeOrder } from './serialize.ts';
export {
  recordRenewalDeclined,
  recordRenewalPaid,
  renewalKey,
  renewalOrderFor,
  startRenewalAttempt,
  type RenewalLine,
  type RenewalOrder,
} from './renewal.ts';
export { attemptKey, retryDays } from './charge-attempts.ts';
