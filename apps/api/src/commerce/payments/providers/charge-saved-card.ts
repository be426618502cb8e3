/**
 * One charge of a saved card by a job (renewals, later event installments), shared by both:
 * the `payment_subscriptions` row's handles go to the adapter's `chargeSavedCard` with the
 * amount in øre and the idempotency key the caller stored first; no card is a decline without a
 * provider call. What the provider did not report of a paid charge is taken from the saved card.
 */
import type { PaymentAdapter, PaymentFacts, PaymentState } from './types.ts';

/** The columns of a saved card (`payment_subscriptions`) a charge reads. */
export interface SavedCardRow {
  payment_provider_subscription_id: string;
  payment_provider_customer_id: string | null;
  pay_type: string | null;
  card_last_4_digits: string | null;
}

export interface SavedCardCharge {
  /** Øre. */
  amountOre: number;
  currency: string;
  idempotencyKey: string;
  description: string;
}

/** Charges `card` once per `idempotencyKey`; undefined `card`: declined, the provider not asked. */
export function chargeSavedCardOnce(
  adapter: PaymentAdapter,
  card: SavedCardRow | undefined,
  charge: SavedCardCharge,
): Promise<PaymentState> {
  if (!card) return Promise.resolve({ paid: false, failed: true, facts: {} });
  return adapter.chargeSavedCard({
    card: {
      provider: adapter.provider,
      handle: card.payment_provider_subscription_id,
      ...(card.payment_provider_customer_id && {
        customerHandle: card.payment_provider_customer_id,
      }),
    },
    ...charge,
  });
}

/** A paid charge's facts, its card type and last four digits from `card` when not reported. */
export function paidFacts(state: PaymentState, card: SavedCardRow | undefined): PaymentFacts {
  return {
    ...state.facts,
    pay_type: state.facts.pay_type ?? card?.pay_type ?? undefined,
    card_last_4_digits: state.facts.card_last_4_digits ?? card?.card_last_4_digits ?? undefined,
  };
}
