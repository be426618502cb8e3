/**
 * Tests only: a payment provider stand-in for the jobs that charge saved cards (renewals, later
 * event installments). It keeps one charge per idempotency key, as Stripe and Reepay do: a
 * repeated key answers the first charge again and takes nothing new. A card whose handle
 * contains `decline` is declined. A refund names a charge by its key (the `reference`), at most
 * what it took. Amounts in øre.
 */
import type {
  PaymentAdapter,
  PaymentState,
  RefundResult,
} from '../../src/commerce/payments/providers/types.ts';

export interface ProviderCharge {
  key: string;
  amountOre: number;
  paid: boolean;
  /** ISO instant the charge was made (the fake clock's, when one is set). */
  at: string;
  /** Øre given back so far. */
  refundedOre: number;
}

/**
 * The stand-in: `calls` counts every charge request, `charges` holds one charge per key,
 * `paidWithKey(key)` the money taken under `key` and its retry keys (`key-…`).
 */
export function chargeSpy() {
  const charges = new Map<string, ProviderCharge>();
  const refunds = new Map<string, RefundResult>();
  const spy = {
    calls: 0,
    charges,
    paidWithKey(key: string): ProviderCharge[] {
      return [...charges.values()].filter(
        (c) => c.paid && (c.key === key || c.key.startsWith(`${key}-`)),
      );
    },
    adapter: {
      provider: 'test',
      createCheckout: () => Promise.reject(new Error('not used')),
      readPayment: () => Promise.reject(new Error('not used')),
      verifyWebhook: () => null,
      createSaveCardSession: () => Promise.reject(new Error('not used')),
      async chargeSavedCard({ card, amountOre, idempotencyKey }): Promise<PaymentState> {
        spy.calls += 1;
        let charge = charges.get(idempotencyKey);
        if (!charge) {
          charge = {
            key: idempotencyKey,
            amountOre,
            paid: !card.handle.includes('decline'),
            at: new Date().toISOString(),
            refundedOre: 0,
          };
          charges.set(idempotencyKey, charge);
        }
        return {
          paid: charge.paid,
          failed: !charge.paid,
          facts: charge.paid ? { transaction_id: `spy_${idempotencyKey}` } : {},
        };
      },
      async refund({ reference, amountOre, idempotencyKey }): Promise<RefundResult> {
        const known = refunds.get(idempotencyKey);
        if (known) return known;
        const charge = charges.get(reference);
        let answer: RefundResult = { refunded: false, reason: 'nothing_paid' };
        if (charge?.paid && amountOre > charge.amountOre - charge.refundedOre)
          answer = { refunded: false, reason: 'amount_too_large' };
        else if (charge?.paid) {
          charge.refundedOre += amountOre;
          answer = { refunded: true, id: `spy_refund_${idempotencyKey}` };
        }
        refunds.set(idempotencyKey, answer);
        return answer;
      },
    } satisfies PaymentAdapter,
  };
  return spy;
}
