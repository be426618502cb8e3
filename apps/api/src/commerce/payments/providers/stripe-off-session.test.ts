/**
 * The Stripe adapter against the stateful Stripe stand-in (stripe-stand-in.ts), which refuses
 * what Stripe refuses: a saved card charged off-session and declined (402 `card_error`) is a
 * decline, not an error; refunds of a Checkout payment or a saved card's charge, at most what is
 * left; and every request the adapter makes is one Stripe takes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutRequest,
  formOf,
  providerKeys,
  stripeAdapterAt,
  useStandIn,
} from '../../../../test/payments/stand-in-kit.ts';
import { stripeStandIn } from '../../../../test/payments/stripe-stand-in.ts';
import type { ChargeSavedCardRequest, PaymentAdapter } from './types.ts';

const keys = providerKeys();
const stripe = stripeStandIn();
const standIn = useStandIn(stripe.handle);
let adapter: PaymentAdapter;
beforeAll(() => {
  adapter = stripeAdapterAt(keys, standIn.url);
  stripe.customers.add('cus_anna');
});

let keyCount = 0;
/** A renewal's charge of `handle` (Anna's saved card), 499 kr., with a fresh idempotency key. */
const renewal = (handle: string): ChargeSavedCardRequest => ({
  card: { provider: 'stripe', handle, customerHandle: 'cus_anna' },
  amountOre: 49_900,
  currency: 'DKK',
  idempotencyKey: `membership-55-2026-12-0${(keyCount += 1)}`,
  description: 'Unlimited 2026-12-01',
});
const intentRequests = () => standIn.requests.filter((r) => r.path === '/v1/payment_intents');

describe('chargeSavedCard', () => {
  it('charges a good card off-session, card only, so Stripe needs no return_url', async () => {
    const state = await adapter.chargeSavedCard(renewal('pm_card_visa'));

    expect(state).toMatchObject({ paid: true, failed: false });
    const sent = formOf(intentRequests()[0]!);
    expect(sent.get('allowed_payment_method_types[0]')).toBe('card');
    expect(sent.get('off_session')).toBe('true');
    expect(stripe.intents.get(state.facts.transaction_id!)).toMatchObject({
      amount: 49_900,
      currency: 'dkk',
      status: 'succeeded',
    });
  });

  it.each([
    ['a generic decline', 'pm_card_visa_chargeDeclined'],
    ['insufficient funds', 'pm_card_chargeDeclinedInsufficientFunds'],
    ['an expired card', 'pm_card_chargeDeclinedExpiredCard'],
    ['a bank that wants 3-D Secure', 'pm_card_authenticationRequired'],
  ])('answers %s (HTTP 402) as a decline with the failed attempt', async (_, card) => {
    const state = await adapter.chargeSavedCard(renewal(card));

    expect(state).toEqual({
      paid: false,
      failed: true,
      facts: { transaction_id: expect.stringMatching(/^pi_/) as string },
    });
    expect(stripe.intents.get(state.facts.transaction_id!)?.status).toBe('requires_payment_method');
  });

  it('sends the same key again: Stripe answers the same decline and makes no new attempt', async () => {
    const charge = renewal('pm_card_visa_chargeDeclined');
    const first = await adapter.chargeSavedCard(charge);
    const before = stripe.intents.size;

    expect(await adapter.chargeSavedCard(charge)).toEqual(first);
    expect(stripe.intents.size).toBe(before);
    expect(intentRequests().map((r) => r.headers['idempotency-key'])).toEqual([
      charge.idempotencyKey,
      charge.idempotencyKey,
    ]);
  });

  it('throws when the outcome is unknown (a Stripe server error): the key is asked again later', async () => {
    standIn.answer = () => ({ status: 500, body: { error: { type: 'api_error', message: 'x' } } });

    await expect(adapter.chargeSavedCard(renewal('pm_card_visa'))).rejects.toThrow();
  });
});

describe('refund', () => {
  /** A paid Checkout payment of an order of 449,50 kr.: its session id. */
  async function paidOrder(orderId: number) {
    const session = await adapter.createCheckout(checkoutRequest({ orderId }));
    stripe.completeSession(session.id);
    return session.reference;
  }
  const refund = (reference: string, amountOre: number, idempotencyKey: string) =>
    adapter.refund({ reference, amountOre, currency: 'DKK', idempotencyKey });

  it('refunds part of a Checkout payment on its PaymentIntent, then refuses more than is left', async () => {
    const reference = await paidOrder(901);

    const part = await refund(reference, 20_000, 'order-901-refund');
    expect(part).toEqual({ refunded: true, id: expect.stringMatching(/^re_/) as string });
    const sent = standIn.requests.find((r) => r.path === '/v1/refunds')!;
    expect(sent.headers['idempotency-key']).toBe('order-901-refund');
    expect(formOf(sent).get('amount')).toBe('20000');
    expect(stripe.refunds.get(part.id!)).toMatchObject({ amount: 20_000, status: 'succeeded' });

    const tooMuch = await refund(reference, 30_000, 'order-901-refund-2');
    expect(tooMuch.refunded).toBe(false);
    expect(tooMuch.reason).toMatch(/greater than unrefunded amount/);
  });

  it('answers the same refund for the same key, and refuses a payment refunded in full', async () => {
    const reference = await paidOrder(902);
    const first = await refund(reference, 44_950, 'order-902-refund');

    expect(await refund(reference, 44_950, 'order-902-refund')).toEqual(first);
    expect([...stripe.refunds.values()].filter((r) => r.id === first.id)).toHaveLength(1);
    expect(await refund(reference, 100, 'order-902-refund-again')).toEqual({
      refunded: false,
      reason: 'charge_already_refunded',
    });
  });

  it('refunds a saved card’s charge by its PaymentIntent, reading no session', async () => {
    const charge = renewal('pm_card_visa');
    const paid = await adapter.chargeSavedCard(charge);

    const answer = await adapter.refund({
      reference: charge.idempotencyKey,
      transactionId: paid.facts.transaction_id,
      amountOre: 49_900,
      currency: 'DKK',
      idempotencyKey: 'order-903-refund',
    });

    expect(answer.refunded).toBe(true);
    expect(standIn.requests.filter((r) => r.method === 'GET')).toEqual([]);
  });

  it('refuses to refund a save-only session: it took no money', async () => {
    const session = await adapter.createCheckout(
      checkoutRequest({ orderId: 904, amountOre: 0, saveCard: true, lines: [] }),
    );
    stripe.completeSession(session.id);

    expect(await refund(session.reference, 100, 'order-904-refund')).toEqual({
      refunded: false,
      reason: 'nothing_paid',
    });
  });
});

describe('requests Stripe takes', () => {
  it('opens every kind of Checkout session without a parameter Stripe refuses', async () => {
    // Each its own order: Stripe refuses a checkout key used again with other parameters.
    const order = checkoutRequest({ orderId: 910 });
    await adapter.createCheckout(order);
    await adapter.createCheckout({ ...order, orderId: 911, saveCard: true });
    await adapter.createCheckout({ ...order, orderId: 912, amountOre: 0, saveCard: true });
    await adapter.createCheckout({ ...order, orderId: 913, wallet: 'mobilepay' });
    const owner = { kind: 'membership' as const, id: 17 };
    await adapter.createSaveCardSession({ ...order, owner, customer: order.customer });
    await adapter.createSaveCardSession({
      ...order,
      owner,
      customer: { ...order.customer, handle: 'cus_anna' },
    });

    expect(stripe.sessions.size).toBeGreaterThanOrEqual(6);
    const setup = standIn.requests.filter((r) => formOf(r).get('mode') === 'setup');
    // A total-0 membership order saves the card for a new Stripe customer, or it is usable once.
    expect(formOf(setup[0]!).get('customer_creation')).toBe('always');
  });

  it('reads a paid membership order with the card kept for renewals and its customer', async () => {
    const session = await adapter.createCheckout(checkoutRequest({ orderId: 920, saveCard: true }));
    stripe.completeSession(session.id);

    const state = await adapter.readPayment(session.reference);

    expect(state).toMatchObject({ paid: true, failed: false });
    expect(state.facts.savedCard).toMatchObject({
      provider: 'stripe',
      handle: 'pm_card_visa',
      customerHandle: expect.stringMatching(/^cus_/) as string,
      card_last_4_digits: '4242',
    });
  });
});
