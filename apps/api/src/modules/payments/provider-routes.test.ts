/**
 * The Stripe and Reepay routes through the API against local stand-ins of the providers
 * (CONTRACT §7): sessions, the return and the webhook reporting a payment twice and at the same
 * moment (applied once: one invoice, one receipt), a bad webhook signature refused with nothing
 * changed, and the Reepay zero-total card attach. Order creation is stood in for; fulfilment is
 * the orders module's own (run with TEST_DATABASE_URL for PostgreSQL).
 */
import { createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutResult } from '@studio/contract/payments';
import { ok } from '../../lib/outcome.ts';
import { startStandIn, type StandIn, type StandInRequest } from '../../payments/stand-in.ts';
import { createOrderFromCart, fulfilOrder } from '../orders/public.ts';
import {
  insertOrder,
  mailsTo,
  paymentsWorld,
  storedOrder,
  type Line,
  type PaymentsWorld,
} from './test-kit.ts';

vi.mock(import('../orders/public.ts'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    createOrderFromCart: vi.fn(),
    createGiftCardOrder: vi.fn(),
    fulfilOrder: vi.fn(real.fulfilOrder),
    markPaymentFailed: vi.fn(real.markPaymentFailed),
  };
});

const secrets = {
  STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(12).toString('hex')}`,
  REEPAY_PRIVATE_KEY: `priv_${randomBytes(12).toString('hex')}`,
  REEPAY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
};

let standIn: StandIn;
let answer: (request: StandInRequest) => { status?: number; body: unknown };
let world: PaymentsWorld;
let cart: Line[];

beforeAll(async () => {
  standIn = await startStandIn((request) => answer(request));
  for (const [name, value] of Object.entries(secrets)) vi.stubEnv(name, value);
  vi.stubEnv('STRIPE_API_URL', standIn.url);
  vi.stubEnv('REEPAY_API_URL', standIn.url);
  vi.stubEnv('REEPAY_CHECKOUT_API_URL', standIn.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  cart = [{ item_type: 'product', name: 'Yogamåtte', priceOre: 29_900 }];
});
afterEach(async () => {
  vi.clearAllMocks();
  await world.close();
});

async function setUp(provider: string) {
  world = await paymentsWorld(provider);
  vi.mocked(createOrderFromCart).mockImplementation(async (db, client, userId, chosen) =>
    ok(await insertOrder(db, { clientId: client.row.id, userId, provider: chosen, lines: cart })),
  );
}

const inject = (
  method: 'POST' | 'GET',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  world.app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined && { payload: payload as string }),
  });

/** How many times the orders module applied an order (not counting "already"). */
const applications = async () => {
  const results = vi.mocked(fulfilOrder).mock.results;
  const values = await Promise.all(results.map((result) => result.value as Promise<string>));
  return values.filter((value) => value === 'applied').length;
};

describe('Stripe', () => {
  const stripe = new Stripe(secrets.STRIPE_SECRET_KEY);
  let paid: boolean;

  beforeEach(async () => {
    paid = false;
    answer = (request) => ({
      body: {
        id: 'cs_test_a1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
        mode: 'payment',
        status: paid ? 'complete' : 'open',
        payment_status: paid ? 'paid' : 'unpaid',
        client_reference_id:
          request.method === 'POST'
            ? new URLSearchParams(request.body).get('client_reference_id')
            : null,
        payment_intent: paid
          ? {
              id: 'pi_a1',
              object: 'payment_intent',
              payment_method: {
                id: 'pm_1',
                card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 },
              },
            }
          : null,
      },
    });
    await setUp('stripe');
  });

  async function startCheckout() {
    const response = await inject(
      'POST',
      '/payments/stripe/create-order-and-matching-session-type',
      world.customer.headers,
      {
        success_url: 'https://studio.example/stripe-payment-succes/{orderId}',
        cancel_url: 'https://studio.example/checkout',
      },
    );
    const result = CheckoutResult.parse(response.json());
    if (typeof result === 'string' || result.status !== 'CHECKOUT_SESSION_CREATED')
      throw new Error(String(result));
    return result;
  }

  const webhook = (payload: string, secret = secrets.STRIPE_WEBHOOK_SECRET) =>
    inject(
      'POST',
      `/payments/stripe/webhook?client=${world.studio.id}`,
      {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    );

  const completed = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_test_a1', object: 'checkout.session', client_reference_id: '1' } },
  });

  it('answers CHECKOUT_SESSION_CREATED with Stripe’s url; Stripe got the order id in the success url', async () => {
    const result = await startCheckout();

    expect(result.url).toBe('https://checkout.stripe.com/c/pay/cs_test_a1');
    const sent = new URLSearchParams(standIn.requests[0]!.body);
    expect(sent.get('success_url')).toBe(
      `https://studio.example/stripe-payment-succes/${result.order.id}`,
    );
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('29900');
    expect((await storedOrder(world.db, result.order.id)).payment_provider_order_id).toBe(
      'cs_test_a1',
    );
  });

  it('a webhook with a bad signature is 400 and changes nothing', async () => {
    const { order } = await startCheckout();
    paid = true;
    standIn.requests.length = 0;

    const forged = await webhook(completed, `whsec_${randomBytes(12).toString('hex')}`);

    expect(forged.statusCode).toBe(400);
    expect(standIn.requests).toHaveLength(0);
    expect((await storedOrder(world.db, order.id)).paid).toBe(0);
    expect(vi.mocked(fulfilOrder)).not.toHaveBeenCalled();
  });

  it('the return and the webhook, each twice at the same moment, apply the order once', async () => {
    const { order } = await startCheckout();
    const processOwn = () =>
      inject('POST', '/payments/stripe/process-order-if-completed', world.customer.headers, {
        orderId: order.id,
      });

    // Not paid yet: the return changes nothing.
    expect((await processOwn()).body).toBe('OK');
    expect((await storedOrder(world.db, order.id)).paid).toBe(0);

    paid = true;
    const answers = await Promise.all([
      processOwn(),
      webhook(completed),
      processOwn(),
      webhook(completed),
    ]);

    expect(answers.map((response) => [response.statusCode, response.body])).toEqual(
      Array.from({ length: 4 }, () => [200, 'OK']),
    );
    expect(await applications()).toBe(1);
    const stored = await storedOrder(world.db, order.id);
    expect(stored.invoice_id).toBeGreaterThan(0);
    expect(stored.card_last_4_digits).toBe('4242');
    expect(stored.transaction_id).toBe('pi_a1');
    expect(await mailsTo(world.db, world.customer.email)).toBe(1);
  });

  it('another customer cannot process the order (403)', async () => {
    const { order } = await startCheckout();
    paid = true;
    const other = await world.make.customer(world.studio);

    const response = await inject(
      'POST',
      '/payments/stripe/process-order-if-completed',
      other.headers,
      { orderId: order.id },
    );

    expect(response.statusCode).toBe(403);
    expect((await storedOrder(world.db, order.id)).paid).toBe(0);
  });
});

describe('Reepay', () => {
  let state: string;

  beforeEach(async () => {
    state = 'created';
    answer = (request) => {
      if (request.path === '/v1/session/charge' || request.path === '/v1/session/recurring')
        return { body: { id: 'cs_r1', url: 'https://checkout.reepay.com/#/cs_r1' } };
      if (request.path.startsWith('/v1/charge/'))
        return {
          body: {
            handle: request.path.split('/').pop(),
            state,
            transaction: 'tr_r1',
            source: { card_type: 'dankort', masked_card: '457100XXXXXX1111', exp_date: '05-29' },
          },
        };
      if (request.path === '/v1/payment_method/ca_own')
        return {
          body: {
            id: 'ca_own',
            state: 'active',
            customer: `user-${world.customer.id}`,
            card: { card_type: 'visa', masked_card: '411111XXXXXX1111', exp_date: '06-31' },
          },
        };
      if (request.path === '/v1/payment_method/ca_other')
        return { body: { id: 'ca_other', state: 'active', customer: 'user-999999' } };
      return { status: 404, body: {} };
    };
    await setUp('reepay');
  });

  const create = async () =>
    CheckoutResult.parse(
      (
        await inject(
          'POST',
          '/payments/reepay/create-order-and-matching-session-type',
          world.customer.headers,
        )
      ).json(),
    );
  /** The id of the order the last checkout made. */
  const latestOrderId = async () => {
    const made = await vi.mocked(createOrderFromCart).mock.results.at(-1)!.value;
    if (!made.ok) throw new Error('no order');
    return made.value.id;
  };

  const webhook = (invoice: string, secret = secrets.REEPAY_WEBHOOK_SECRET) => {
    const body = {
      id: 'evt_r1',
      timestamp: '2026-11-23T10:00:00Z',
      invoice,
      event_type: 'invoice_settled',
      customer: `user-${world.customer.id}`,
    };
    const signature = createHmac('sha256', secret)
      .update(body.timestamp + body.id)
      .digest('hex');
    return inject(
      'POST',
      `/payments/reepay/webhook?client=${world.studio.id}`,
      { 'content-type': 'application/json' },
      JSON.stringify({ ...body, signature }),
    );
  };

  it('answers CHARGE_SESSION_CREATED with the charge session', async () => {
    expect(await create()).toEqual({
      status: 'CHARGE_SESSION_CREATED',
      chargeSession: { id: 'cs_r1', url: 'https://checkout.reepay.com/#/cs_r1' },
    });
    expect(JSON.parse(standIn.requests[0]!.body)).toMatchObject({
      settle: true,
      order: { amount: 29_900, currency: 'DKK' },
    });
  });

  it('a bad webhook signature is 400; process-if-paid and the webhook at the same moment apply once', async () => {
    await create();
    const orderId = await latestOrderId();
    const invoice = (await storedOrder(world.db, orderId)).payment_provider_order_id!;
    state = 'settled';

    expect((await webhook(invoice, 'wrong-secret')).statusCode).toBe(400);
    expect((await storedOrder(world.db, orderId)).paid).toBe(0);

    const processIfPaid = () =>
      inject('POST', `/payments/reepay/invoice/${invoice}/process-if-paid`, world.studio.headers);
    const answers = await Promise.all([
      processIfPaid(),
      webhook(invoice),
      processIfPaid(),
      webhook(invoice),
    ]);

    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await applications()).toBe(1);
    const stored = await storedOrder(world.db, orderId);
    expect(stored).toMatchObject({
      pay_type: 'dankort',
      card_last_4_digits: '1111',
      card_expiration: '05/29',
    });
    expect(await mailsTo(world.db, world.customer.email)).toBe(1);
  });

  it('process-if-paid answers OK and does nothing for an unknown or unpaid invoice', async () => {
    await create();
    const orderId = await latestOrderId();

    const unknown = await inject(
      'POST',
      `/payments/reepay/invoice/${orderId + 1000}/process-if-paid`,
      world.studio.headers,
    );
    const unpaid = await inject(
      'POST',
      `/payments/reepay/invoice/${orderId}/process-if-paid`,
      world.studio.headers,
    );

    expect([unknown.body, unpaid.body]).toEqual(['OK', 'OK']);
    expect(vi.mocked(fulfilOrder)).not.toHaveBeenCalled();
  });

  it('a zero-total membership order opens a recurring session; the own card settles it', async () => {
    cart = [{ item_type: 'membership_type', name: 'Unlimited (1 month) - Intro', priceOre: 0 }];
    const result = await create();
    expect(result).toMatchObject({
      status: 'RECURRING_SESSION_CREATED',
      recurringSession: { id: 'cs_r1' },
    });
    const orderId = (result as { order: { id: number } }).order.id;
    vi.mocked(fulfilOrder).mockResolvedValueOnce('applied');
    const settle = (paymentMethod: string) =>
      inject(
        'POST',
        '/payments/reepay/settle-and-attach-card-to-zero-total-recurring-order',
        world.customer.headers,
        { order: orderId, paymentMethod },
      );

    const foreign = await settle('ca_other');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toBe('Card is not an active payment method for this user.');
    expect(vi.mocked(fulfilOrder)).not.toHaveBeenCalled();

    expect((await settle('ca_own')).body).toBe('OK');
    expect(vi.mocked(fulfilOrder)).toHaveBeenCalledWith(
      world.db,
      orderId,
      expect.objectContaining({
        savedCard: expect.objectContaining({
          provider: 'reepay',
          handle: 'ca_own',
          customerHandle: `user-${world.customer.id}`,
          card_expiration: '06/31',
        }),
      }),
    );
  });
});
