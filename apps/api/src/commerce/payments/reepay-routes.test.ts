/**
 * The Reepay routes through the API against a local stand-in of Reepay (CONTRACT §7 Reepay): the
 * charge session (with the studio's wallet), process-if-paid and the webhook at the same moment
 * (applied once), a bad webhook signature refused, and the zero-total card attach. Order creation
 * is stood in for; fulfilment is the orders module's own (run with TEST_DATABASE_URL for
 * PostgreSQL).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutResult } from '@studio/contract/payments';
import { jsonOf, reepayEvent } from '../../../test/payments/stand-in-kit.ts';
import { createOrderFromCart, fulfilOrder } from '../orders/public.ts';
import {
  applications,
  mailsTo,
  storedOrder,
  useProviderWorld,
} from '../../../test/kits/payments.ts';

vi.mock(import('../orders/public.ts'), async (importOriginal) =>
  (await import('../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const { keys, providerApi, world } = useProviderWorld('reepay', [
  { item_type: 'product', name: 'Yogamåtte', priceOre: 29_900 },
]);

describe('Reepay', () => {
  let state: string;

  beforeEach(async () => {
    state = 'created';
    providerApi.answer = (request) => {
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
  });

  const create = async () =>
    CheckoutResult.parse(
      (
        await world.post(
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

  const webhook = (invoice: string, secret = keys.REEPAY_WEBHOOK_SECRET) =>
    world.post(
      `/payments/reepay/webhook?client=${world.studio.id}`,
      { 'content-type': 'application/json' },
      JSON.stringify(
        reepayEvent(secret, {
          id: 'evt_r1',
          timestamp: '2026-11-23T10:00:00Z',
          invoice,
          customer: `user-${world.customer.id}`,
        }),
      ),
    );

  it('answers CHARGE_SESSION_CREATED with the charge session', async () => {
    expect(await create()).toEqual({
      status: 'CHARGE_SESSION_CREATED',
      chargeSession: { id: 'cs_r1', url: 'https://checkout.reepay.com/#/cs_r1' },
    });
    expect(jsonOf(providerApi.requests[0]!)).toMatchObject({
      settle: true,
      order: { amount: 29_900, currency: 'DKK' },
    });
  });

  it('offers Vipps next to the card at a Norwegian studio with the Vipps logo on', async () => {
    await world.reset({ country: 'NO', settings: { payment_show_vipps_logo: true } });

    await create();

    expect(jsonOf(providerApi.requests[0]!).payment_methods).toEqual(['card', 'vipps']);
  });

  it('a bad webhook signature is 400; process-if-paid and the webhook at the same moment apply once', async () => {
    await create();
    const orderId = await latestOrderId();
    const invoice = (await storedOrder(world.db, orderId)).payment_provider_order_id!;
    state = 'settled';

    expect((await webhook(invoice, 'wrong-secret')).statusCode).toBe(400);
    expect((await storedOrder(world.db, orderId)).paid).toBe(0);

    const processIfPaid = () =>
      world.post(`/payments/reepay/invoice/${invoice}/process-if-paid`, world.studio.headers);
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

    const unknown = await world.post(
      `/payments/reepay/invoice/${orderId + 1000}/process-if-paid`,
      world.studio.headers,
    );
    const unpaid = await world.post(
      `/payments/reepay/invoice/${orderId}/process-if-paid`,
      world.studio.headers,
    );

    expect([unknown.body, unpaid.body]).toEqual(['OK', 'OK']);
    expect(vi.mocked(fulfilOrder)).not.toHaveBeenCalled();
  });

  it('a zero-total membership order opens a recurring session; the own card settles it', async () => {
    world.cart = [
      { item_type: 'membership_type', name: 'Unlimited (1 month) - Intro', priceOre: 0 },
    ];
    const result = await create();
    expect(result).toMatchObject({
      status: 'RECURRING_SESSION_CREATED',
      recurringSession: { id: 'cs_r1' },
    });
    const orderId = (result as { order: { id: number } }).order.id;
    vi.mocked(fulfilOrder).mockResolvedValueOnce('applied');
    const settle = (paymentMethod: string) =>
      world.post(
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
