/**
 * The test provider's refunds (test-provider-refunds.ts): no money moves, but a refund is
 * answered as a provider would, at most what the payment took and once per idempotency key, and
 * kept so the test pages can show it.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutRequest } from '../../../../test/payments/stand-in-kit.ts';
import { createTestAdapter } from './provider.ts';
import { testRefundsOf } from './refunds.ts';

/** The test adapter of a studio of its own (refunds are kept per studio). */
const studioAdapter = (clientId: number) =>
  createTestAdapter({ signingKey: randomBytes(32), origin: 'http://localhost:3000', clientId });
const refundOf = (reference: string, amountOre: number, idempotencyKey: string) => ({
  reference,
  amountOre,
  currency: 'DKK',
  idempotencyKey,
});

describe('the test provider’s refunds', () => {
  it('refunds part of a checkout, refuses more than is left, and keeps what it gave back', async () => {
    const adapter = studioAdapter(7001);
    const session = await adapter.createCheckout(checkoutRequest());

    const part = await adapter.refund(refundOf(session.reference, 20_000, 'order-901-refund'));
    expect(part).toEqual({ refunded: true, id: 'test_refund_order-901-refund' });
    expect(await adapter.refund(refundOf(session.reference, 30_000, 'order-901-refund-2'))).toEqual(
      { refunded: false, reason: 'amount_too_large' },
    );
    expect(await adapter.refund(refundOf(session.reference, 24_950, 'order-901-refund-3'))).toEqual(
      { refunded: true, id: 'test_refund_order-901-refund-3' },
    );
    expect(testRefundsOf(7001, session.reference).map((r) => r.amountOre)).toEqual([
      20_000, 24_950,
    ]);
  });

  it('answers the same refund for the same key, once', async () => {
    const adapter = studioAdapter(7002);
    const session = await adapter.createCheckout(checkoutRequest());
    const refund = refundOf(session.reference, 44_950, 'order-902-refund');

    const first = await adapter.refund(refund);
    expect(await adapter.refund(refund)).toEqual(first);
    expect(testRefundsOf(7002, session.reference)).toHaveLength(1);
  });

  it('refuses a declined saved card’s charge; refunds a paid one by its transaction id', async () => {
    const adapter = studioAdapter(7003);
    const charge = (handle: string, idempotencyKey: string) =>
      adapter.chargeSavedCard({
        card: { provider: 'test', handle },
        amountOre: 49_900,
        currency: 'DKK',
        idempotencyKey,
        description: 'Unlimited',
      });
    await charge('test_card_decline_1', 'membership-1-2026-06-01');
    const paid = await charge('test_card_1', 'membership-2-2026-06-01');

    expect(await adapter.refund(refundOf('membership-1-2026-06-01', 100, 'r-1'))).toEqual({
      refunded: false,
      reason: 'nothing_paid',
    });
    const byTransaction = await adapter.refund({
      ...refundOf('', 49_900, 'r-2'),
      transactionId: paid.facts.transaction_id,
    });
    expect(byTransaction.refunded).toBe(true);
    expect(testRefundsOf(7003, 'membership-2-2026-06-01')).toHaveLength(1);
  });

  it('refuses a zero amount; another studio’s payment is not this studio’s', async () => {
    const adapter = studioAdapter(7004);
    const session = await adapter.createCheckout(checkoutRequest());

    expect(await adapter.refund(refundOf(session.reference, 0, 'r-0'))).toEqual({
      refunded: false,
      reason: 'amount_invalid',
    });
    await studioAdapter(7005).refund(refundOf(session.reference, 44_950, 'r-other'));
    expect(testRefundsOf(7004, session.reference)).toEqual([]);
  });
});
