/**
 * The one payment interface (ARCHITECTURE.md "Payments"): every provider (`stripe`, `reepay`,
 * the built-in `test`) is an adapter of this shape. Amounts are integer minor units (øre);
 * the adapters never see the database, the orders module applies what they report.
 */
import type { PaymentProvider } from '@studio/contract/payments';
import type { Wallet } from './wallet.ts';

import type { PaymentFacts, SavedCard } from '../../orders/public.ts';

export type { PaymentFacts, SavedCard } from '../../orders/public.ts';

/** One line shown on the provider's page; `unitOre` may be negative (discounts, gift cards). */
export interface CheckoutLine {
  name: string;
  count: number;
  unitOre: number;
}

/** Everything an adapter needs to open a payment page for one order. */
export interface CheckoutRequest {
  orderId: number;
  /** The order total in øre (what the customer pays now; 0 with `saveCard` = save only). */
  amountOre: number;
  /** ISO 4217, the studio's `currency` setting (`DKK`). */
  currency: string;
  lines: CheckoutLine[];
  /** Keep the card for renewals (the order holds a membership). */
  saveCard: boolean;
  customer: { handle: string; email: string; name?: string };
  /** Where the browser goes after paying (`{orderId}` already filled) and after cancelling. */
  successUrl: string;
  cancelUrl: string;
  /** `da`, `en`, `nb`. */
  locale: string;
  /** Test mode at the provider (Reepay handle `<orderId>_test<ms>`). */
  test?: boolean;
  /** The studio's phone wallet offered next to the card (`walletOf`, wallet.ts), or null. */
  wallet: Wallet | null;
}

/**
 * The page the customer pays on: a hosted page to redirect to (`hosted`: Stripe, test), a modal
 * charge session (`charge`: Reepay) or a modal save-card session (`recurring`: Reepay, total 0).
 * `reference` is what to store on the order to read the payment later (`payment_provider_order_id`).
 */
export interface CheckoutSession {
  kind: 'hosted' | 'charge' | 'recurring';
  id: string;
  url: string;
  reference: string;
}

/**
 * A payment's state at the provider. A definite refusal (a card decline, an expired card, 3-D
 * Secure needed off-session, insufficient funds) is an answer, `failed: true`; an outcome we do
 * not know (network error, timeout, the provider's 5xx or rate limit, a charge still processing)
 * is thrown instead, so the caller keeps its idempotency key and asks again later.
 */
export interface PaymentState {
  /** Money taken (or, for a save-only session, the card saved): the order may be fulfilled. */
  paid: boolean;
  /** Declined or cancelled for good. */
  failed: boolean;
  facts: PaymentFacts;
}

/** A verified webhook: which payment it reports, or nothing we act on. */
export type WebhookReport =
  { kind: 'payment'; reference: string; orderId?: number; customer?: string } | { kind: 'ignored' };

export interface ChargeSavedCardRequest {
  card: SavedCard;
  amountOre: number;
  currency: string;
  /** Same key → same charge at the provider, however often it is retried (issue 12). */
  idempotencyKey: string;
  description: string;
}

/**
 * What a saved card pays: a membership's renewals or an event signup's later installments
 * (`payment_subscriptions.membership_id` / `event_signup_id`).
 */
export interface CardOwner {
  kind: 'membership' | 'event_signup';
  id: number;
}

/** A save-card page (card change, commerce/payments/README.md "Card change"). */
export interface SaveCardRequest {
  /**
   * Who the card is for: our handle `user-<id>` (Reepay customer, test provider), or the
   * customer's Stripe id `cus_…` when a saved card already has one (else Stripe makes one).
   */
  customer: { handle: string; email: string; name?: string };
  /**
   * What the card will pay, a membership or an event signup (Stripe metadata, the test page's
   * signed query); Reepay's session is the customer's and names none.
   */
  owner?: CardOwner;
  currency: string;
  /** Where the browser goes after saving and after cancelling; empty for Reepay's modal. */
  successUrl: string;
  cancelUrl: string;
  locale: string;
  /** The studio's wallet (`walletOf`), where the provider can keep it for renewals. */
  wallet: Wallet | null;
}

/**
 * The opened save-card page: `id` is what to read it by later (Stripe session id, Reepay
 * session id, test session id); `customerHandle` the provider's customer it saves the card for
 * (Stripe `cus_…`), when known.
 */
export interface SaveCardSession {
  id: string;
  url: string;
  customerHandle?: string;
}

/**
 * Money back for (part of) a paid order (cancellations, issue 22). Øre, like every amount here.
 */
export interface RefundRequest {
  /**
   * The payment at the provider: the order's `payment_provider_order_id` (Stripe Checkout
   * Session `cs_…`, Reepay charge handle, test session `tcs_…`) or, for a saved card's charge
   * (renewal, installment), the charge's idempotency key (Reepay's charge handle).
   */
  reference: string;
  /** The order's `transaction_id` when known (Stripe `pi_…`: refunded without reading the session). */
  transactionId?: string;
  /** How much to give back, øre, > 0; at most what was paid and not yet refunded. */
  amountOre: number;
  /** ISO 4217 of the payment (`DKK`). */
  currency: string;
  /** Same key → the same refund, however often it is retried: `order-<id>-refund`. */
  idempotencyKey: string;
}

/**
 * The provider's answer to a refund. `refunded: false` is a refusal (the payment was never
 * taken, already refunded, the amount is too high, the acquirer declined): `reason` is the
 * provider's code or message. A refund whose outcome is unknown (network, 5xx) is thrown.
 */
export interface RefundResult {
  /** True: the money is on its way back to the customer. */
  refunded: boolean;
  /** The provider's refund id (`re_…`, Reepay refund id, `test_refund_…`). */
  id?: string;
  reason?: string;
}

export interface PaymentAdapter {
  readonly provider: PaymentProvider;
  /** Opens the payment page for an order. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Reads the state of the payment stored on the order (`CheckoutSession.reference`). */
  readPayment(reference: string): Promise<PaymentState>;
  /**
   * Checks a webhook's signature on the raw body and headers; null = not from the provider
   * (the route answers 400 and changes nothing).
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookReport | null;
  /** A save-card page for a customer (membership card change; issue 12). */
  createSaveCardSession(request: SaveCardRequest): Promise<SaveCardSession>;
  /**
   * Charges a saved card off-session (renewals, installments; issue 12). A decline answers
   * `failed: true`; an unknown outcome throws (see `PaymentState`).
   */
  chargeSavedCard(request: ChargeSavedCardRequest): Promise<PaymentState>;
  /** Gives (part of) a payment back; a refusal answers `refunded: false`, an unknown outcome throws. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
