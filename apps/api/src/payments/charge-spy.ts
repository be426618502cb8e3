/**
 * Tests only: a payment provider stand-in for the jobs that charge saved cards (renewals, later
 * event installments). It keeps one charge per idempotency key, as Stripe and Reepay do: a
 * repeated key answers the first charge again and takes nothing new. A card whose handle
 * contains `decline` is declined. Amounts in øre.
 */
import type { PaymentAdapter, PaymentState } from './types.ts';

export interface ProviderCharge {
  key: string;
  amountOre: number;
  paid: boolean;
  /** ISO instant the charge was made (the fake clock's, when one is set). */
  at: string;
}

/**
 * The stand-in: `calls` counts every charge request, `charges` holds one charge per key,
 * `paidWithKey(key)` the money taken under `key` and its retry keys (`key-…`).
 */
export function chargeSpy() {
  const charges = new Map<string, ProviderCharge>();
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
          };
          charges.set(idempotencyKey, charge);
        }
        return {
          paid: charge.paid,
          failed: !charge.paid,
          facts: charge.paid ? { transaction_id: `spy_${idempotencyKey}` } : {},
        };
      },
    } satisfies PaymentAdapter,
  };
  return spy;
}
