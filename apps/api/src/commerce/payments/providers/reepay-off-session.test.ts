/**
 * The Reepay adapter against the stateful Reepay stand-in (reepay-stand-in.ts), which refuses
 * what Reepay refuses: a saved card's charge (`POST /v1/charge` with `customer_handle`, the
 * idempotency key as handle and `key`), Reepay's declines (a `failed` charge, a failed or unknown
 * payment method) as declines, and refunds of a settled charge, at most what is left.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReepayAdapter } from './reepay.ts';
import { reepayDeclines, reepayStandIn } from '../../../../test/payments/reepay-stand-in.ts';
import {
  jsonOf,
  providerKeys,
  reepayAdapterAt,
  useStandIn,
} from '../../../../test/payments/stand-in-kit.ts';
import type { ChargeSavedCardRequest } from './types.ts';

const keys = providerKeys();
const reepay = reepayStandIn();
const standIn = useStandIn(reepay.handle);
let adapter: ReepayAdapter;
beforeAll(() => {
  adapter = reepayAdapterAt(keys, standIn.url, standIn.url);
  reepay.addCard('ca_good', { customer: 'user-7' });
  reepay.addCard('ca_declined', { customer: 'user-7', declines: reepayDeclines.declined });
  reepay.addCard('ca_poor', { customer: 'user-7', declines: reepayDeclines.insufficientFunds });
  reepay.addCard('ca_failed', { customer: 'user-7', state: 'failed' });
});

let keyCount = 0;
/** A renewal's charge of `handle` (user-7's saved card), 499 kr., with a fresh idempotency key. */
const renewal = (handle: string): ChargeSavedCardRequest => ({
  card: { provider: 'reepay', handle, customerHandle: 'user-7' },
  amountOre: 49_900,
  currency: 'DKK',
  idempotencyKey: `membership-55-2026-12-0${(keyCount += 1)}`,
  description: 'Unlimited 2026-12-01',
});
const posts = (path: string) =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('chargeSavedCard', () => {
  it('charges the card with the customer as customer_handle and the key as handle and key', async () => {
    const charge = renewal('ca_good');

    const state = await adapter.chargeSavedCard(charge);

    expect(state).toEqual({
      paid: true,
      failed: false,
      facts: { transaction_id: expect.any(String) as string },
    });
    expect(jsonOf(posts('/v1/charge')[0]!)).toEqual({
      handle: charge.idempotencyKey,
      key: charge.idempotencyKey,
      amount: 49_900,
      currency: 'DKK',
      source: 'ca_good',
      customer_handle: 'user-7',
      settle: true,
      ordertext: 'Unlimited 2026-12-01',
    });
    expect(reepay.charges.get(charge.idempotencyKey)?.state).toBe('settled');
  });

  it.each([
    ['a hard decline (a failed charge)', 'ca_declined'],
    ['insufficient funds (a soft decline)', 'ca_poor'],
    ['a payment method in state failed (code 147)', 'ca_failed'],
    ['a card Reepay does not know (code 110)', 'ca_gone'],
  ])('answers %s as a decline', async (_, card) => {
    expect(await adapter.chargeSavedCard(renewal(card))).toMatchObject({
      paid: false,
      failed: true,
    });
  });

  it('reads the charge already made under the key instead of trying again', async () => {
    const charge = renewal('ca_declined');
    await adapter.chargeSavedCard(charge);

    expect(await adapter.chargeSavedCard(charge)).toMatchObject({ failed: true });
    expect(posts('/v1/charge')).toHaveLength(1);
  });

  it('throws while a wallet charge is pending, and when Reepay fails: the outcome is unknown', async () => {
    standIn.answer = (request) =>
      request.method === 'GET'
        ? { status: 404, body: { code: 8, error: 'Not found' } }
        : { body: { handle: 'h', state: 'pending' } };
    await expect(adapter.chargeSavedCard(renewal('ms_1'))).rejects.toThrow(/pending/);

    standIn.answer = () => ({ status: 500, body: { code: 2, error: 'Internal error' } });
    await expect(adapter.chargeSavedCard(renewal('ca_good'))).rejects.toThrow(/500/);
  });
});

describe('refund', () => {
  /** A settled charge of 499 kr. of user-7's good card: its handle. */
  async function settled() {
    const charge = renewal('ca_good');
    await adapter.chargeSavedCard(charge);
    return charge.idempotencyKey;
  }
  const refund = (reference: string, amountOre: number, idempotencyKey: string) =>
    adapter.refund({ reference, amountOre, currency: 'DKK', idempotencyKey });

  it('refunds part of a settled charge with the key, then refuses more than is left', async () => {
    const handle = await settled();

    const part = await refund(handle, 20_000, 'order-5-refund');
    expect(part).toEqual({ refunded: true, id: expect.any(String) as string });
    expect(jsonOf(posts('/v1/refund')[0]!)).toEqual({
      invoice: handle,
      key: 'order-5-refund',
      amount: 20_000,
    });

    expect(await refund(handle, 30_000, 'order-5-refund-2')).toEqual({
      refunded: false,
      reason: 'Refund amount too high',
    });
  });

  it('answers the same refund for the same key', async () => {
    const handle = await settled();
    const first = await refund(handle, 49_900, 'order-6-refund');

    expect(await refund(handle, 49_900, 'order-6-refund')).toEqual(first);
    expect(reepay.charges.get(handle)?.refunded_amount).toBe(49_900);
  });

  it('refuses a declined charge and an unknown invoice', async () => {
    const declined = renewal('ca_declined');
    await adapter.chargeSavedCard(declined);

    expect(await refund(declined.idempotencyKey, 100, 'order-7-refund')).toEqual({
      refunded: false,
      reason: 'Invoice not settled',
    });
    expect(await refund('no-such-invoice', 100, 'order-8-refund')).toEqual({
      refunded: false,
      reason: 'Invoice not found',
    });
  });
});
