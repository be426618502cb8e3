/**
 * Orders are limited (issue 22 item 17; the numbers in plugins/attempt-limits.ts): a customer
 * making order after order from the cart, and one address buying gift card after gift card, hear
 * 429 before another order is made; other customers and addresses go on as before, and the end of
 * the window lets them in again. Real order creation on a fresh database (TEST_DATABASE_URL for
 * PostgreSQL); Reepay is a local stand-in. Only `Date` is faked, so the window can pass.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { FIXED_NOW } from '../../../test/clock.ts';
import type { TestCustomer, TestStudio } from '../../../test/factory.ts';
import { giftCards, orders, products } from '../../platform/db/schema.ts';
import { attemptLimits } from '../../platform/http/attempt-limits.ts';
import { providerKeys, useProviderEnvironment } from '../../../test/payments/stand-in-kit.ts';
import { returnUrls } from '../../../test/kits/payments.ts';

useProviderEnvironment(providerKeys(), (request) =>
  request.path === '/v1/session/charge'
    ? { body: { id: 'cs_limit', url: 'https://checkout.reepay.com/#/cs_limit' } }
    : { status: 404, body: {} },
);

let t: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** Moves the clock on by `ms` (the limits' windows read `Date.now()`). */
const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** A studio taking payments with `provider`, Danish, with a 250 kr yoga mat for sale. */
async function shop(provider: 'test' | 'reepay') {
  const studio = await t.make.studio({ payment_service_provider: provider, locale: 'da' });
  const [mat] = await t.db
    .insert(products)
    .values({ client_id: studio.id, name: 'Yogamåtte', price: '250' })
    .returning();
  /** A customer of the studio with the mat in the cart. */
  const customer = async () => {
    const who = await t.make.customer(studio);
    const added = await t.app.inject({
      method: 'POST',
      url: '/cart-items',
      headers: who.headers,
      payload: { user: who.id, item_type: 'product', item_id: mat!.id },
    });
    expect(added.statusCode).toBe(200);
    return who;
  };
  return { studio, customer };
}

const checkout = (provider: 'test' | 'reepay', who: TestCustomer) =>
  t.app.inject({
    method: 'POST',
    url: `/payments/${provider}/create-order-and-matching-session-type`,
    headers: who.headers,
    ...(provider === 'test' && { payload: returnUrls }),
  });

const ordersOf = async (who: TestCustomer) =>
  (await t.db.select().from(orders).where(eq(orders.user_id, who.id))).length;

describe('orders from the cart, per customer', () => {
  const { max, windowMs } = attemptLimits.checkout.perCustomer;

  test.each(['test', 'reepay'] as const)(
    '%s: the order after the limit is a 429 that makes no order; others still check out',
    async (provider) => {
      const { customer } = await shop(provider);
      const eager = await customer();
      for (let attempt = 0; attempt < max; attempt++)
        expect((await checkout(provider, eager)).json()).toHaveProperty('status');

      const refused = await checkout(provider, eager);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toBe(`For mange forsøg. Prøv igen om ${windowMs / 60_000} min.`);
      expect(Number(refused.headers['retry-after'])).toBe(windowMs / 1000);
      expect(await ordersOf(eager)).toBe(max);

      const other = await customer();
      expect((await checkout(provider, other)).json()).toHaveProperty('status');
      expect(await ordersOf(other)).toBe(1);
    },
  );

  test('when the window has passed, the customer checks out again', async () => {
    const { customer } = await shop('test');
    const eager = await customer();
    for (let attempt = 0; attempt < max; attempt++) await checkout('test', eager);
    wait(windowMs - 1000);
    expect((await checkout('test', eager)).statusCode).toBe(429);
    wait(1000);
    const again = await checkout('test', eager);
    expect(again.json()).toMatchObject({ status: 'CHECKOUT_SESSION_CREATED' });
    expect(await ordersOf(eager)).toBe(max + 1);
  });
});

describe('anonymous gift card orders, per address', () => {
  const { max, windowMs } = attemptLimits.giftCardOrder.perIp;
  const gift = {
    amount: 500,
    giver_name: 'Ida',
    giver_email: 'ida@example.dk',
    recipient_name: 'Bo',
  };
  const buy = (studio: TestStudio, provider: 'test' | 'reepay', remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/payments/${provider}/create-order-and-charge-session-for-gift-card`,
      headers: studio.headers,
      remoteAddress,
      payload:
        provider === 'test'
          ? {
              ...gift,
              stripe_success_url: 'https://studio.example/gift-ok/{orderId}',
              stripe_cancel_url: 'https://studio.example/gift',
            }
          : gift,
    });
  /** The gift cards and the orders without a customer the studio has. */
  const madeFor = async (studio: TestStudio) => ({
    cards: (await t.db.select().from(giftCards).where(eq(giftCards.client_id, studio.id))).length,
    orders: (
      await t.db
        .select()
        .from(orders)
        .where(and(eq(orders.client_id, studio.id), isNull(orders.user_id)))
    ).length,
  });

  test.each([
    ['test', '203.0.113.10', '203.0.113.11'],
    ['reepay', '203.0.113.20', '203.0.113.21'],
  ] as const)(
    '%s: the order after the limit is a 429 that makes nothing; another address still buys',
    async (provider, address, otherAddress) => {
      const { studio } = await shop(provider);
      for (let attempt = 0; attempt < max; attempt++)
        expect((await buy(studio, provider, address)).statusCode).toBe(200);

      const refused = await buy(studio, provider, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toBe(`For mange forsøg. Prøv igen om ${windowMs / 60_000} min.`);
      expect(Number(refused.headers['retry-after'])).toBe(windowMs / 1000);
      expect(await madeFor(studio)).toEqual({ cards: max, orders: max });

      expect((await buy(studio, provider, otherAddress)).statusCode).toBe(200);
      expect(await madeFor(studio)).toEqual({ cards: max + 1, orders: max + 1 });
    },
  );

  test('when the window has passed, the address buys again', async () => {
    const { studio } = await shop('test');
    for (let attempt = 0; attempt < max; attempt++) await buy(studio, 'test', '203.0.113.30');
    expect((await buy(studio, 'test', '203.0.113.30')).statusCode).toBe(429);
    wait(windowMs);
    expect((await buy(studio, 'test', '203.0.113.30')).statusCode).toBe(200);
  });
});
