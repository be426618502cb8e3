/**
 * The Stripe adapter against a local stand-in of the Stripe API (the official SDK pointed at
 * 127.0.0.1 with its `host`/`port`/`protocol` options): what it asks Stripe for, what it reads
 * back, and webhook signatures (CONTRACT §7 Stripe). The wallets its sessions offer:
 * wallet-methods.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutRequest,
  formOf as form,
  providerKeys,
  stripeAdapterAt,
  stripeSession as session,
  stripeSignature,
  useStandIn,
} from '../../../../test/payments/stand-in-kit.ts';
import type { PaymentAdapter } from './types.ts';

const keys = providerKeys();
const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = keys;
const standIn = useStandIn(() => ({ body: session() }));
let adapter: PaymentAdapter;
beforeAll(() => {
  adapter = stripeAdapterAt(keys, standIn.url);
});

const order = checkoutRequest();

describe('createCheckout', () => {
  it('opens a payment-mode session for the order total in øre and answers its hosted url', async () => {
    const created = await adapter.createCheckout(order);

    expect(created).toEqual({
      kind: 'hosted',
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      reference: 'cs_test_1',
    });
    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request?.headers['idempotency-key']).toBeTruthy();
    const sent = form(request!);
    expect(sent.get('mode')).toBe('payment');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('44950');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('dkk');
    expect(sent.get('line_items[0][price_data][product_data][name]')).toBe('10 klip');
    expect(sent.get('client_reference_id')).toBe('901');
    expect(sent.get('success_url')).toBe(order.successUrl);
    expect(sent.get('cancel_url')).toBe(order.cancelUrl);
    expect(sent.get('payment_intent_data[setup_future_usage]')).toBeNull();
  });

  it('saves the card of a membership order for renewals', async () => {
    await adapter.createCheckout({ ...order, saveCard: true });

    const sent = form(standIn.requests[0]!);
    expect(sent.get('mode')).toBe('payment');
    expect(sent.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(sent.get('customer_creation')).toBe('always');
  });

  it('opens a setup-mode session (card only) for a membership order of total 0', async () => {
    standIn.answer = () => ({ body: session({ mode: 'setup' }) });
    await adapter.createCheckout({ ...order, amountOre: 0, saveCard: true });

    const sent = form(standIn.requests[0]!);
    expect(sent.get('mode')).toBe('setup');
    expect(sent.get('currency')).toBe('dkk');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBeNull();
  });
});

describe('readPayment', () => {
  const card = {
    id: 'pm_1',
    object: 'payment_method',
    card: { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2029 },
  };

  it('reports a completed, paid session with its card and the card to keep', async () => {
    standIn.answer = () => ({
      body: session({
        status: 'complete',
        payment_status: 'paid',
        customer: 'cus_1',
        payment_intent: {
          id: 'pi_1',
          object: 'payment_intent',
          setup_future_usage: 'off_session',
          payment_method: card,
        },
      }),
    });

    const state = await adapter.readPayment('cs_test_1');

    expect(state).toEqual({
      paid: true,
      failed: false,
      facts: {
        transaction_id: 'pi_1',
        pay_type: 'visa',
        card_last_4_digits: '4242',
        card_expiration: '03/29',
        savedCard: {
          provider: 'stripe',
          handle: 'pm_1',
          customerHandle: 'cus_1',
          pay_type: 'visa',
          card_last_4_digits: '4242',
          card_expiration: '03/29',
        },
      },
    });
    const [request] = standIn.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/v1/checkout/sessions/cs_test_1');
    expect([...request!.query.values()]).toContain('payment_intent.payment_method');
  });

  it('reports an open session as not paid, and an expired one as failed', async () => {
    expect((await adapter.readPayment('cs_test_1')).paid).toBe(false);

    standIn.answer = () => ({ body: session({ status: 'expired' }) });
    expect(await adapter.readPayment('cs_test_1')).toMatchObject({ paid: false, failed: true });
  });

  it('reports a completed setup session as paid, with the saved card', async () => {
    standIn.answer = () => ({
      body: session({
        mode: 'setup',
        status: 'complete',
        payment_status: 'no_payment_required',
        customer: 'cus_2',
        setup_intent: { id: 'seti_1', object: 'setup_intent', payment_method: card },
      }),
    });

    const state = await adapter.readPayment('cs_test_1');

    expect(state.paid).toBe(true);
    expect(state.facts.savedCard).toMatchObject({ handle: 'pm_1', customerHandle: 'cus_2' });
  });
});

describe('verifyWebhook', () => {
  const event = (type: string) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: { object: session({ status: 'complete', client_reference_id: '901' }) },
    });
  const signed = (payload: string, secret = webhookSecret) => ({
    'stripe-signature': stripeSignature(payload, secret),
  });

  it('reports the session of a signed checkout.session.completed', () => {
    const payload = event('checkout.session.completed');

    expect(adapter.verifyWebhook(Buffer.from(payload), signed(payload))).toEqual({
      kind: 'payment',
      reference: 'cs_test_1',
      orderId: 901,
    });
  });

  it('refuses a body signed with another secret, a changed body and a missing signature', () => {
    const payload = event('checkout.session.completed');
    const other = `whsec_${randomBytes(12).toString('hex')}`;

    expect(adapter.verifyWebhook(Buffer.from(payload), signed(payload, other))).toBeNull();
    expect(
      adapter.verifyWebhook(Buffer.from(payload.replace('901', '902')), signed(payload)),
    ).toBeNull();
    expect(adapter.verifyWebhook(Buffer.from(payload), {})).toBeNull();
  });

  it('ignores other signed events', () => {
    const payload = event('customer.created');

    expect(adapter.verifyWebhook(Buffer.from(payload), signed(payload))).toEqual({
      kind: 'ignored',
    });
  });
});

describe('chargeSavedCard', () => {
  it('charges the saved card off-session with the idempotency key', async () => {
    standIn.answer = () => ({
      body: { id: 'pi_9', object: 'payment_intent', status: 'succeeded' },
    });

    const state = await adapter.chargeSavedCard({
      card: { provider: 'stripe', handle: 'pm_1', customerHandle: 'cus_1' },
      amountOre: 49_900,
      currency: 'DKK',
      idempotencyKey: 'renewal-55-2026-12',
      description: 'Unlimited',
    });

    expect(state).toEqual({ paid: true, failed: false, facts: { transaction_id: 'pi_9' } });
    const [request] = standIn.requests;
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers['idempotency-key']).toBe('renewal-55-2026-12');
    const sent = form(request!);
    expect(sent.get('amount')).toBe('49900');
    expect(sent.get('payment_method')).toBe('pm_1');
    expect(sent.get('customer')).toBe('cus_1');
    expect(sent.get('off_session')).toBe('true');
  });
});
