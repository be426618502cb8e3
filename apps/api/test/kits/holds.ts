/**
 * Test set-up of the money-holds tests (issue 22): the cart studio of cart-items (a one-per-customer
 * class pass, a membership, a product, `SUMMER`, `GIFT-100`) paid with the built-in test provider
 * through the API, as a browser would: the cart, the checkout call, the test page's Pay button.
 * Not imported by the app.
 */
import { expect } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orderItems, orders } from '../../src/platform/db/schema.ts';
import { cartStudio, type Who } from './cart.ts';

export type Shop = Awaited<ReturnType<typeof cartStudio>>;

export const holdsShop = () => cartStudio({ payment_service_provider: 'test' });

const returnUrls = {
  success_url: 'https://studio.example/stripe-payment-succes/{orderId}',
  cancel_url: 'https://studio.example/checkout',
};

/**
 * A checkout of the customer's cart: the order id and its test page, or the refusal string
 * (`too_many_attempts` past the order-creation limit).
 */
export async function checkout(s: Shop, who: Who) {
  const response = await s.app.inject({
    method: 'POST',
    url: '/payments/test/create-order-and-matching-session-type',
    headers: who.headers,
    payload: returnUrls,
  });
  // Past the order-creation limit (plugins/attempt-limits.ts) a checkout is a 429: no order.
  if (response.statusCode === 429) return { refusal: 'too_many_attempts' } as const;
  expect(response.statusCode).toBe(200);
  const answer = response.json() as
    string | { status: string; order: { id: number }; url?: string };
  if (typeof answer === 'string') return { refusal: answer } as const;
  return { orderId: answer.order.id, page: answer.url ? new URL(answer.url) : null } as const;
}

/** Presses Pay on the order's test page (the payment is taken, then the order applied). */
export async function pay(s: Shop, page: URL | null | undefined) {
  if (!page) throw new Error('no payment page');
  const response = await s.app.inject({
    method: 'POST',
    url: `${page.pathname}/pay${page.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=4242',
  });
  expect(response.statusCode).toBe(303);
}

/** Checks out the cart and pays at once: the order id. */
export async function buy(s: Shop, who: Who) {
  const made = await checkout(s, who);
  if (!made.orderId) throw new Error(`checkout refused: ${made.refusal}`);
  await pay(s, made.page);
  return made.orderId;
}

/** The orders by id, with their lines. */
export async function ordersOf(s: Shop, ids: number[]) {
  const rows = await s.db.select().from(orders).where(inArray(orders.id, ids));
  const lines = await s.db.select().from(orderItems).where(inArray(orderItems.order_id, ids));
  return rows.map((row) => ({ ...row, lines: lines.filter((l) => l.order_id === row.id) }));
}

/** Of these orders, those that gave what they sold (paid, not refused). */
export const granted = async (s: Shop, ids: number[]) =>
  (await ordersOf(s, ids)).filter((o) => o.paid > 0 && !o.refused);

/** Lets an order's hold lapse (as if `HOLD_MINUTES` had passed). */
export const lapse = (s: Shop, orderId: number) =>
  s.db.update(orders).set({ hold_until: 1 }).where(eq(orders.id, orderId));
