/**
 * What a paid payment tells us (CONTRACT §10, the order's card fields: transaction id, card type,
 * the card number's first six and last four digits, expiry), handed by the payments module to
 * `fulfilOrder`. One definition for the payment adapters and the orders that record them.
 */
import type { PaymentProvider } from '@studio/contract/payments';

export interface PaymentFacts {
  transaction_id?: string;
  pay_type?: string;
  card_prefix?: string;
  card_last_4_digits?: string;
  /** `MM/YY`. */
  card_expiration?: string;
  /** The card kept for renewals and installments (a membership's payment subscription). */
  savedCard?: SavedCard;
}

/** A card saved with a payment, charged later without the customer (renewals, installments). */
export interface SavedCard {
  provider: PaymentProvider;
  /** Stripe payment method id (`pm_…`), Reepay card id (`ca_…`), test card handle. */
  handle: string;
  /** Stripe customer id (`cus_…`), Reepay customer handle: who the card belongs to. */
  customerHandle?: string;
  pay_type?: string;
  /** The card number's first six digits, where the provider tells them (Reepay, test). */
  card_prefix?: string;
  card_last_4_digits?: string;
  card_expiration?: string;
}
