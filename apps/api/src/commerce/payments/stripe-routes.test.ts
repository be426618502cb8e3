/**
 * The Stripe routes through the API against a local stand-in of Stripe (CONTRACT §7 Stripe):
 * the Checkout Session (with the studio's wallet), the return and the webhook reporting a payment
 * twice and at the same moment (applied once: one invoice, one receipt), a bad webhook signature
 * refused with nothing changed, and who may process an order. Order creation is stood in for;
 * fulfilment is the orders module's own (run with TEST_DATABASE_URL for PostgreSQL).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutResult } from '@studio/contract/payments';
import {
  allowedTypesOf,
  providerKeys,
  stripeSession,
  stripeSignature,
} from '../../../test/payments/stand-in-kit.ts';
import { fulfilOrder } from '../orders/public.ts';
import {
  applications,
  mailsTo,
  storedOrder,
  useProviderWorld,
} from '../../../test/kits/payments.ts';

vi.mock(import('../orders/public.ts'), async (importOriginal) =>
  (await import('../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const { keys, providerApi, world } = useProviderWorld('stripe', [
  { item_type: 'product', name: 'Yogamåtte', priceOre: 29_900 },
]);

describe('Stripe', () => {
  let paid: boolean;

  beforeEach(async () => {
    paid = false;
    providerApi.answer = (request) => ({
      body: stripeSession({
        id: 'cs_test_a1',
        url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
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
      }),
    });
  });

  async function startCheckout() {
    const response = await world.post(
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

  const webhook = (payload: string, secret = keys.STRIPE_WEBHOOK_SECRET) =>
    world.post(
      `/payments/stripe/webhook?client=${world.studio.id}`,
      { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, secret) },
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
    const sent = new URLSearchParams(providerApi.requests[0]!.body);
    expect(sent.get('success_url')).toBe(
      `https://studio.example/stripe-payment-succes/${result.order.id}`,
    );
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('29900');
    expect((await storedOrder(world.db, result.order.id)).payment_provider_order_id).toBe(
      'cs_test_a1',
    );
  });

  it('offers MobilePay next to the card at a Danish studio with the MobilePay logo on', async () => {
    await world.reset({ settings: { payment_show_mobilepay_logo: true } });

    await startCheckout();

    expect(allowedTypesOf(providerApi.requests[0]!)).toEqual(['card', 'mobilepay']);
  });

  it("keeps the card of an event's first installment: card only, saved off-session", async () => {
    await world.reset({ settings: { payment_show_mobilepay_logo: true } });
    world.cart = [
      { item_type: 'event_first_installment', name: 'Teacher training', priceOre: 600_000 },
    ];

    await startCheckout();

    const sent = new URLSearchParams(providerApi.requests.at(-1)!.body);
    expect(sent.get('mode')).toBe('payment');
    expect(sent.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(allowedTypesOf(providerApi.requests.at(-1)!)).toEqual(['card']);
  });

  it('a webhook with a bad signature is 400 and changes nothing', async () => {
    const { order } = await startCheckout();
    paid = true;
    providerApi.requests.length = 0;

    const forged = await webhook(completed, providerKeys().STRIPE_WEBHOOK_SECRET);

    expect(forged.statusCode).toBe(400);
    expect(providerApi.requests).toHaveLength(0);
    expect((await storedOrder(world.db, order.id)).paid).toBe(0);
    expect(vi.mocked(fulfilOrder)).not.toHaveBeenCalled();
  });

  it('the return and the webhook, each twice at the same moment, apply the order once', async () => {
    const { order } = await startCheckout();
    const processOwn = () =>
      world.post('/payments/stripe/process-order-if-completed', world.customer.headers, {
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

    const response = await world.post(
      '/payments/stripe/process-order-if-completed',
      other.headers,
      {
        orderId: order.id,
      },
    );

    expect(response.statusCode).toBe(403);
    expect((await storedOrder(world.db, order.id)).paid).toBe(0);
  });
});
