/**
 * The Reepay adapter against local stand-ins of Reepay's main API and Checkout API: sessions,
 * reading a charge, saved cards and webhook signatures (CONTRACT §7 Reepay). The wallets the
 * sessions offer: wallet-methods.test.ts; charging a saved card and refunds:
 * reepay-off-session.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReepayAdapter } from './reepay.ts';
import {
  checkoutRequest,
  jsonOf as json,
  providerKeys,
  reepayAdapterAt,
  reepayEvent,
  useStandIn,
} from '../../../../test/payments/stand-in-kit.ts';

const keys = providerKeys();
const { REEPAY_PRIVATE_KEY: privateKey, REEPAY_WEBHOOK_SECRET: webhookSecret } = keys;
const api = useStandIn(() => ({ status: 404, body: { error: 'Not found' } }));
const checkout = useStandIn(() => ({
  body: { id: 'cs_47a', url: 'https://checkout.reepay.com/#/cs_47a' },
}));
let adapter: ReepayAdapter;
beforeAll(() => {
  adapter = reepayAdapterAt(keys, api.url, checkout.url);
});

/** A membership order in Reepay's modal checkout (no return urls). */
const order = checkoutRequest({
  orderId: 42,
  amountOre: 69_900,
  lines: [{ name: 'Unlimited (1 month)', count: 1, unitOre: 69_900 }],
  saveCard: true,
  customer: { handle: 'user-7', email: 'anna@example.dk', name: 'Anna Berg' },
  successUrl: '',
  cancelUrl: '',
});
const basic = `Basic ${Buffer.from(`${privateKey}:`).toString('base64')}`;

describe('createCheckout', () => {
  it('opens a settling charge session for the order, saving the card for a membership', async () => {
    const created = await adapter.createCheckout(order);

    expect(created).toEqual({
      kind: 'charge',
      id: 'cs_47a',
      url: 'https://checkout.reepay.com/#/cs_47a',
      reference: '42',
    });
    const [request] = checkout.requests;
    expect(request?.path).toBe('/v1/session/charge');
    expect(request?.headers.authorization).toBe(basic);
    expect(json(request!)).toEqual({
      settle: true,
      recurring: true,
      payment_methods: ['card'],
      locale: 'da_DK',
      order: {
        handle: '42',
        amount: 69_900,
        currency: 'DKK',
        customer: { handle: 'user-7', email: 'anna@example.dk', first_name: 'Anna Berg' },
      },
    });
  });

  it('uses the handle <orderId>_test<ms> in test mode', async () => {
    const created = await adapter.createCheckout({ ...order, test: true, saveCard: false });

    expect(created.reference).toMatch(/^42_test\d+$/);
    const sent = json(checkout.requests[0]!) as { recurring: boolean; order: { handle: string } };
    expect(sent.order.handle).toBe(created.reference);
    expect(sent.recurring).toBe(false);
  });

  it('opens a recurring (save card) session for a membership order of total 0', async () => {
    const created = await adapter.createCheckout({ ...order, amountOre: 0 });

    expect(created.kind).toBe('recurring');
    const [request] = checkout.requests;
    expect(request?.path).toBe('/v1/session/recurring');
    expect(json(request!).create_customer).toEqual({
      handle: 'user-7',
      email: 'anna@example.dk',
    });
  });
});

describe('readPayment', () => {
  it('reports a settled charge with its card facts and the saved card', async () => {
    api.answer = (request) =>
      request.path === '/v1/charge/42'
        ? {
            body: {
              handle: '42',
              state: 'settled',
              customer: 'user-7',
              transaction: 'tr_1',
              recurring_payment_method: 'ca_9',
              source: {
                type: 'card',
                card_type: 'visa',
                masked_card: '457110XXXXXX0000',
                exp_date: '12-27',
              },
            },
          }
        : { status: 404, body: {} };

    const state = await adapter.readPayment('42');

    expect(state).toEqual({
      paid: true,
      failed: false,
      facts: {
        transaction_id: 'tr_1',
        pay_type: 'visa',
        card_prefix: '457110',
        card_last_4_digits: '0000',
        card_expiration: '12/27',
        savedCard: {
          provider: 'reepay',
          handle: 'ca_9',
          customerHandle: 'user-7',
          pay_type: 'visa',
          card_last_4_digits: '0000',
          card_expiration: '12/27',
        },
      },
    });
    expect(api.requests[0]?.headers.authorization).toBe(basic);
  });

  it('counts an authorized charge as paid, a failed one as failed, an unknown one as unpaid', async () => {
    api.answer = () => ({ body: { handle: '42', state: 'authorized' } });
    expect(await adapter.readPayment('42')).toMatchObject({ paid: true, failed: false });

    api.answer = () => ({ body: { handle: '42', state: 'failed' } });
    expect(await adapter.readPayment('42')).toMatchObject({ paid: false, failed: true });

    api.answer = () => ({ status: 404, body: {} });
    expect(await adapter.readPayment('42')).toEqual({ paid: false, failed: false, facts: {} });
  });

  it('throws when Reepay fails (the caller answers a server fault)', async () => {
    api.answer = () => ({ status: 500, body: {} });
    await expect(adapter.readPayment('42')).rejects.toThrow(/500/);
  });
});

describe('verifyWebhook', () => {
  const event = (values: Record<string, string>, secret = webhookSecret) =>
    Buffer.from(
      JSON.stringify(
        reepayEvent(secret, { invoice: '42', customer: 'user-7', event_id: 'e1', ...values }),
      ),
    );

  it('reports the invoice of a signed invoice_settled or invoice_authorized', () => {
    expect(adapter.verifyWebhook(event({}), {})).toEqual({
      kind: 'payment',
      reference: '42',
      customer: 'user-7',
    });
    expect(adapter.verifyWebhook(event({ event_type: 'invoice_authorized' }), {})).toMatchObject({
      kind: 'payment',
    });
  });

  it('refuses another secret, a changed id and a forged signature', () => {
    expect(adapter.verifyWebhook(event({}, 'another-secret'), {})).toBeNull();
    const signed = JSON.parse(event({}).toString()) as Record<string, string>;
    expect(
      adapter.verifyWebhook(Buffer.from(JSON.stringify({ ...signed, id: 'evt_2' })), {}),
    ).toBeNull();
    expect(
      adapter.verifyWebhook(
        Buffer.from(JSON.stringify({ ...signed, signature: 'ab'.repeat(32) })),
        {},
      ),
    ).toBeNull();
    expect(adapter.verifyWebhook(Buffer.from('not json'), {})).toBeNull();
  });

  it('ignores other signed events', () => {
    expect(adapter.verifyWebhook(event({ event_type: 'customer_created' }), {})).toEqual({
      kind: 'ignored',
    });
  });
});

describe('saved cards', () => {
  it('reads a saved card with its owner and facts', async () => {
    api.answer = () => ({
      body: {
        id: 'ca_9',
        state: 'active',
        customer: 'user-7',
        card: { card_type: 'mc', masked_card: '520000XXXXXX1234', exp_date: '01-30' },
      },
    });

    expect(await adapter.readCard('ca_9')).toEqual({
      id: 'ca_9',
      active: true,
      customer: 'user-7',
      pay_type: 'mc',
      card_prefix: '520000',
      card_last_4_digits: '1234',
      card_expiration: '01/30',
    });
    expect(api.requests[0]?.path).toBe('/v1/payment_method/ca_9');
  });
});
