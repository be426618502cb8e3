/**
 * Test data for the payments route tests: a studio with a payment provider and a customer, orders
 * inserted as the orders module would make them (the tests stand in for `createOrderFromCart` and
 * `createGiftCardOrder`, which price the cart; orders-mock.ts), and what a customer notices after
 * a payment (the order's state, how often it was applied, its receipt mails).
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { oreToDecimal } from '@studio/contract/money';
import { CheckoutResult } from '@studio/contract/payments';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import type { TestCustomer, TestStudio } from '../factory.ts';
import type { Db } from '../../src/platform/db/connect.ts';
import { clients, orderItems, orders, outbox } from '../../src/platform/db/schema.ts';
import { ok } from '../../src/platform/lib/outcome.ts';
import { providerKeys, useProviderEnvironment } from '../payments/stand-in-kit.ts';
import { createOrderFromCart, fulfilOrder } from '../../src/commerce/public.ts';

export interface Line {
  item_type: string;
  name: string;
  priceOre: number;
  count?: number;
}

export interface PaymentsWorld extends TestApp {
  studio: TestStudio;
  customer: TestCustomer;
}

export interface WorldOptions {
  /** Studio settings besides the provider and `currency: DKK`. */
  settings?: Record<string, unknown>;
  /** The studio's country (client row), `DK` unless given. */
  country?: string;
  /** The lines a checkout's order gets (the stood-in `createOrderFromCart`), read at checkout. */
  cart?: () => Line[];
}

/**
 * A fresh app with one studio paying with `provider` and one customer; with `cart`, checkouts
 * make their order of those lines (the test file mocks the orders module, orders-mock.ts).
 */
export async function paymentsWorld(
  provider: string,
  { settings = {}, country, cart }: WorldOptions = {},
): Promise<PaymentsWorld> {
  const test = await createTestApp();
  const studio = await test.make.studio({
    payment_service_provider: provider,
    currency: 'DKK',
    ...settings,
  });
  if (country) await test.db.update(clients).set({ country }).where(eq(clients.id, studio.id));
  const customer = await test.make.customer(studio);
  if (cart)
    vi.mocked(createOrderFromCart).mockImplementation(async (db, client, userId, chosen) =>
      ok(
        await insertOrder(db, { clientId: client.row.id, userId, provider: chosen, lines: cart() }),
      ),
    );
  return { ...test, studio, customer };
}

/** The world of each test in a file, with the cart its checkouts order. */
export interface LiveWorld extends PaymentsWorld {
  /** A JSON (or empty) POST to the app. */
  post(url: string, headers: Record<string, string>, payload?: unknown): ReturnType<typeof postTo>;
  /** The lines of the next checkout's order; back to the file's initial cart before each test. */
  cart: Line[];
  /** Closes this test's world and opens another (other settings or country). */
  reset(options?: Omit<WorldOptions, 'cart'>): Promise<void>;
}

/**
 * A fresh `paymentsWorld` before each test of the file (closed after it, the orders mocks
 * cleared), whose checkouts order `world.cart`.
 */
export function usePaymentsWorld(provider: string, initialCart: Line[]): LiveWorld {
  let current: PaymentsWorld | undefined;
  const now = () => {
    if (!current) throw new Error('the world opens in beforeEach');
    return current;
  };
  const live: LiveWorld = {
    cart: initialCart,
    async reset(options = {}) {
      await current?.close();
      current = await paymentsWorld(provider, { ...options, cart: () => live.cart });
    },
    get app() {
      return now().app;
    },
    get db() {
      return now().db;
    },
    get make() {
      return now().make;
    },
    get studio() {
      return now().studio;
    },
    get customer() {
      return now().customer;
    },
    close: () => now().close(),
    post: (url, headers, payload) => postTo(now(), url, headers, payload),
  };
  beforeEach(async () => {
    live.cart = initialCart;
    await live.reset();
  });
  afterEach(async () => {
    vi.clearAllMocks();
    await current?.close();
    current = undefined;
  });
  return live;
}

/**
 * A file of Stripe or Reepay route tests: fresh provider keys in the environment, one stand-in
 * for the provider's APIs (404 until a test says otherwise) and a world per test whose checkouts
 * order `cart`.
 */
export function useProviderWorld(provider: 'stripe' | 'reepay', cart: Line[]) {
  const keys = providerKeys();
  const standIn = useProviderEnvironment(keys, () => ({ status: 404, body: {} }));
  return { keys, providerApi: standIn, world: usePaymentsWorld(provider, cart) };
}

/** A class pass of 449,50 kr., the test provider tests' usual cart. */
export const classPass: Line = { item_type: 'class_pass_type', name: '10 klip', priceOre: 44_950 };

/** The return urls a hosted checkout is given (Stripe's and the test provider's). */
export const returnUrls = {
  success_url: 'https://studio.example/stripe-payment-succes/{orderId}',
  cancel_url: 'https://studio.example/checkout',
};

/** POST /payments/test/create-order-and-matching-session-type as `headers`: 200, parsed. */
export async function testCheckout(world: PaymentsWorld, headers = world.customer.headers) {
  const response = await postTo(
    world,
    '/payments/test/create-order-and-matching-session-type',
    headers,
    returnUrls,
  );
  expect(response.statusCode).toBe(200);
  return CheckoutResult.parse(response.json());
}

/** A test provider checkout session: the answer, its page path, signed query and order id. */
export async function testSession(world: PaymentsWorld) {
  const answer = await testCheckout(world);
  if (typeof answer === 'string' || answer.status !== 'CHECKOUT_SESSION_CREATED')
    throw new Error(`unexpected ${JSON.stringify(answer)}`);
  const url = new URL(answer.url);
  return { answer, path: url.pathname, query: url.search, orderId: answer.order.id };
}

/** A button of the test page pressed: its form posted (the fields are not read). */
export const pressButton = (world: PaymentsWorld, url: string) =>
  world.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=4242+4242+4242+4242&expiry=12%2F34&cvc=123',
  });

/** A JSON (or empty) POST to the world's app. */
export const postTo = (
  world: PaymentsWorld,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  world.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload !== undefined && { payload: payload as string }),
  });

/** How many times the orders module applied an order (not counting "already"). */
export async function applications() {
  const results = vi.mocked(fulfilOrder).mock.results;
  const values = await Promise.all(results.map((result) => result.value as Promise<string>));
  return values.filter((value) => value === 'applied').length;
}

/** An unpaid order with its lines, as the orders module makes it. */
export async function insertOrder(
  db: Db,
  values: {
    clientId: number;
    userId: number | null;
    provider: string;
    lines: Line[];
    email?: string;
  },
) {
  const totalOre = values.lines.reduce((sum, line) => sum + line.priceOre * (line.count ?? 1), 0);
  const [order] = await db
    .insert(orders)
    .values({
      client_id: values.clientId,
      user_id: values.userId,
      non_user_email: values.userId ? null : (values.email ?? 'giver@example.dk'),
      non_user_name: values.userId ? null : 'Giver',
      total: oreToDecimal(totalOre),
      payment_service_provider: values.provider,
      test: values.provider === 'test',
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values(
      values.lines.map((line) => ({
        client_id: values.clientId,
        order_id: order!.id,
        item_type: line.item_type,
        name: line.name,
        count: line.count ?? 1,
        item_price: oreToDecimal(line.priceOre),
        total_price: oreToDecimal(line.priceOre * (line.count ?? 1)),
      })),
    )
    .returning();
  return { ...order!, items };
}

/** The order as stored now. */
export async function storedOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** How many mails the studio has queued to `to` (the receipt is one). */
export async function mailsTo(db: Db, to: string) {
  return (await db.select().from(outbox).where(eq(outbox.to, to))).length;
}
