/**
 * Payments (CONTRACT §7 "Checkout result statuses", Reepay, Stripe; §11 gift cards; seed 001 §4
 * payment creation result, §7 calls). Request bodies are validated by the api with these schemas;
 * answers parsed by the web. Amounts on the wire are kroner (CONTRACT §1.9).
 *
 * The built-in `test` provider (the demo default, our own design: apps/api/src/commerce/payments/
 * README.md) takes the same bodies and gives the same answers as Stripe under `/payments/test/…`.
 */
import * as z from 'zod/mini';
import { Order } from './orders.ts';
import { someOf } from './relations.ts';
import { Id } from './wire.ts';

/** The studio setting `payment_service_provider` values our server speaks. */
export const PAYMENT_PROVIDERS = ['stripe', 'reepay', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The placeholder a return url may contain; the server puts the order id in its place. */
export const ORDER_ID_PLACEHOLDER = '{orderId}';

const Url = z.string().check(z.minLength(1), z.maxLength(2000));

/**
 * POST /payments/{stripe,test}/create-order-and-matching-session-type. `success_url` may contain
 * `{orderId}`; `cancel_url` is where Cancel on the hosted page leads (the Checkout route).
 */
export const CheckoutSessionBody = z.object({ success_url: Url, cancel_url: Url });
export type CheckoutSessionBody = z.infer<typeof CheckoutSessionBody>;

/** POST /payments/{stripe,test}/process-order-if-completed → 200 `OK` whether processed or not. */
export const ProcessOrderBody = z.object({ orderId: Id });
export type ProcessOrderBody = z.infer<typeof ProcessOrderBody>;

/** POST /payments/reepay/settle-and-attach-card-to-zero-total-recurring-order → 200 `OK`. */
export const SettleZeroTotalRecurringBody = z.object({
  order: Id,
  paymentMethod: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SettleZeroTotalRecurringBody = z.infer<typeof SettleZeroTotalRecurringBody>;

/** `{invoice}` of POST /payments/reepay/invoice/{invoice}/process-if-paid: `<orderId>[_test<ms>]`. */
export const ReepayInvoiceParams = z.object({
  invoice: z.string().check(z.regex(/^[1-9][0-9]{0,9}(_test[0-9]{1,16})?$/)),
});

/** `{sessionId}` of GET /payments/test/checkout/{sessionId} and its form posts. */
export const TestSessionParams = z.object({
  sessionId: z.string().check(z.regex(/^tcs_[A-Za-z0-9_-]{16,64}$/)),
});

const text = (max: number) => z.string().check(z.maxLength(max));
const Email = z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));
/** Kroner with at most two decimals, above 0 and below a million. */
const GiftAmount = z.number().check(
  z.gt(0),
  z.lt(1_000_000),
  z.refine(
    (kroner) => Math.abs(kroner * 100 - Math.round(kroner * 100)) < 1e-6,
    'at most two decimals',
  ),
);

/**
 * POST /payments/reepay/create-order-and-charge-session-for-gift-card (CONTRACT §11). Public.
 * `amount` in kroner; below `gift_card_minimum_amount` → extended `giftCardAmountTooSmall`.
 * *(design, docs/decisions/2026-11-27-gift-card-delivery.md)* `recipient_email`: with
 * `gift_card_delivery_mode = auto` the card is e-mailed there, else to the giver; one that is not
 * an address → extended `giftCardRecipientEmailInvalid` (the buyer typed it: a sentence, not a
 * 400). `send_on`: the Copenhagen date the card is e-mailed on (its morning), today to a year
 * ahead, else extended `giftCardSendDateInvalid`; absent = at payment.
 */
export const GiftCardPurchaseBody = z.object({
  amount: GiftAmount,
  giver_name: z.string().check(z.minLength(1), z.maxLength(200)),
  giver_email: Email,
  recipient_name: z.string().check(z.minLength(1), z.maxLength(200)),
  recipient_email: z.optional(text(254)),
  message: z.optional(text(300)),
  send_on: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});
export type GiftCardPurchaseBody = z.infer<typeof GiftCardPurchaseBody>;

/**
 * POST /payments/{stripe,test}/create-order-and-charge-session-for-gift-card: the gift card body
 * plus the return routes (`stripe_success_url` may contain `{orderId}`).
 */
export const HostedGiftCardPurchaseBody = z.object({
  ...GiftCardPurchaseBody.shape,
  stripe_success_url: Url,
  stripe_cancel_url: Url,
});
export type HostedGiftCardPurchaseBody = z.infer<typeof HostedGiftCardPurchaseBody>;

/** An order in an answer (CONTRACT §10, full shape in orders.ts); only `id` is relied on here. */
/** The order made (CONTRACT §7 `<Order>`, §10); the web reads its id. */
const OrderInAnswer = someOf(Order, { id: z.number() });

const Session = z.looseObject({ id: z.string(), url: z.string() });

/** The checkout result statuses (CONTRACT §7), one literal each. */
export const CHECKOUT_STATUSES = [
  'ORDER_SETTLED',
  'CHARGE_SESSION_CREATED',
  'RECURRING_SESSION_CREATED',
  'CHECKOUT_SESSION_CREATED',
] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** Total 0 and nothing recurring: paid and applied at once. */
export const OrderSettled = z.looseObject({
  status: z.literal('ORDER_SETTLED'),
  order: OrderInAnswer,
});
/** Reepay: open the modal checkout with `chargeSession.id`. */
export const ChargeSessionCreated = z.looseObject({
  status: z.literal('CHARGE_SESSION_CREATED'),
  chargeSession: Session,
});
/** Reepay: total 0 but a membership needs a card; open the modal, then settle. */
export const RecurringSessionCreated = z.looseObject({
  status: z.literal('RECURRING_SESSION_CREATED'),
  recurringSession: Session,
  order: OrderInAnswer,
});
/** Stripe and `test`: redirect the browser to `url`. */
export const CheckoutSessionCreated = z.looseObject({
  status: z.literal('CHECKOUT_SESSION_CREATED'),
  order: OrderInAnswer,
  url: z.string(),
});

/** The refusals of order creation, raw JSON strings (CONTRACT §7, §15.2). */
export const CheckoutRefusal = z.union([
  z.literal('E_INVALID_CART_ITEM'),
  z.literal('E_CART_IS_EMPTY'),
]);

/** Every answer of `…/create-order-and-matching-session-type`; anything else is a server fault. */
export const CheckoutResult = z.union([
  OrderSettled,
  ChargeSessionCreated,
  RecurringSessionCreated,
  CheckoutSessionCreated,
  CheckoutRefusal,
]);
export type CheckoutResult = z.infer<typeof CheckoutResult>;

/** Reepay gift card answer (CONTRACT §11). */
export const GiftCardChargeSession = z.looseObject({ chargeSession: Session });
/** Stripe and `test` gift card answer (CONTRACT §11 design). */
export const GiftCardCheckoutSession = z.looseObject({ url: z.string(), order: OrderInAnswer });

/** `{id}` of POST /event-signups/{id}/retry-failed-installment-payment (CONTRACT §6 design). */
export const EventSignupIdParams = z.object({ id: Id });

/**
 * The answers of POST /event-signups/{id}/retry-failed-installment-payment: `OK` (every due
 * installment paid, receipts mailed), or a refusal (seed 001 §8).
 */
export const InstallmentRetryAnswer = z.union([
  z.literal('OK'),
  z.literal('E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT'),
  z.literal('E_PAYMENT_FAILED'),
]);
export type InstallmentRetryAnswer = z.infer<typeof InstallmentRetryAnswer>;

/** POST /payments/reepay/attach-card-to-event-signup → 200 `OK` (CONTRACT §7 design). */
export const AttachCardToEventSignupBody = z.object({
  cardId: z.string().check(z.minLength(1), z.maxLength(200)),
  eventSignup: Id,
});
export type AttachCardToEventSignupBody = z.infer<typeof AttachCardToEventSignupBody>;

/**
 * POST /payments/{stripe,test}/create-checkout-setup-session-for-event-signup → `{url}`; the
 * success url is the web's `/stripe/event-signup-update-payment-method-success/{eventSignupId}`.
 */
export const EventSignupSetupSessionBody = z.object({
  eventSignup: Id,
  success_url: Url,
  cancel_url: Url,
});
export type EventSignupSetupSessionBody = z.infer<typeof EventSignupSetupSessionBody>;

/** The `{url}` answer of a create-checkout-setup-session route. */
export const SetupSessionAnswer = z.looseObject({ url: z.string() });

/** POST /payments/{stripe,test}/process-event-signup-payment-method-update-if-completed → `OK`. */
export const EventSignupBody = z.object({ eventSignup: Id });
export type EventSignupBody = z.infer<typeof EventSignupBody>;

/** POST /payments/reepay/create-recurring-session → the Reepay session the card form opens (§7). */
export const RecurringSessionAnswer = z.looseObject({ id: z.string(), url: z.string() });
