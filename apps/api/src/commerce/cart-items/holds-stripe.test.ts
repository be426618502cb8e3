/**
 * A paid order that can no longer be granted is refunded through Stripe (issue 22 item 6), end to
 * end against the stateful Stripe stand-in (payments/stripe-stand-in.ts): A checks out the last
 * seat of a paid event, A's hold lapses, B buys the seat, then A pays on Stripe's page. A's return
 * gives A nothing and Stripe refunds A's PaymentIntent in full, once, however often it is reported.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { makeEventFactory } from '../../../test/event-factory.ts';
import {
  providerKeys,
  providerStandIns,
  useProviderEnvironment,
} from '../../../test/payments/stand-in-kit.ts';
import { eventSignups, orders } from '../../platform/db/schema.ts';
import { cartStudio, type Who } from '../../../test/kits/cart.ts';

const standIns = providerStandIns();
useProviderEnvironment(providerKeys(), standIns.handle);

let s: Awaited<ReturnType<typeof cartStudio>>;
beforeAll(async () => {
  s = await cartStudio({ payment_service_provider: 'stripe' });
});
afterAll(() => s.close());

const urls = {
  success_url: 'https://studio.example/stripe-payment-succes/{orderId}',
  cancel_url: 'https://studio.example/checkout',
};

/** Checks out the customer's cart with Stripe: the order id and its Checkout Session id. */
async function checkout(who: Who) {
  const response = await s.app.inject({
    method: 'POST',
    url: '/payments/stripe/create-order-and-matching-session-type',
    headers: who.headers,
    payload: urls,
  });
  const answer = response.json() as { status: string; order: { id: number } };
  expect(answer.status).toBe('CHECKOUT_SESSION_CREATED');
  const [order] = await s.db.select().from(orders).where(eq(orders.id, answer.order.id));
  return { orderId: order!.id, sessionId: order!.payment_provider_order_id! };
}

/** The customer comes back from Stripe's page to the return route. */
async function returnFrom(who: Who, made: { orderId: number; sessionId: string }) {
  const response = await s.app.inject({
    method: 'POST',
    url: '/payments/stripe/process-order-if-completed',
    headers: who.headers,
    payload: { orderId: made.orderId },
  });
  expect(response.body).toBe('OK');
}

test('a payment for a seat that went elsewhere is refunded in full on Stripe, once', async () => {
  const event = await makeEventFactory(s.db).event(s.studio.id, {
    name: 'Last seat',
    seats: 1,
    price: '300',
    start_date: '2099-06-01',
  });
  const [a, b] = [await s.customer(), await s.customer()];
  await s.add(a, { item_type: 'event', item_id: event.id });
  const late = await checkout(a);
  await s.db.update(orders).set({ hold_until: 1 }).where(eq(orders.id, late.orderId));
  await s.add(b, { item_type: 'event', item_id: event.id });
  const bought = await checkout(b);
  standIns.stripe.completeSession(bought.sessionId);
  await returnFrom(b, bought);

  standIns.stripe.completeSession(late.sessionId); // A pays on Stripe's page
  await returnFrom(a, late);
  await returnFrom(a, late); // the return reported twice

  const signups = await s.db
    .select()
    .from(eventSignups)
    .where(and(eq(eventSignups.event_id, event.id), eq(eventSignups.archived, false)));
  expect(signups.map((signup) => signup.user_id)).toEqual([b.id]);
  const [order] = await s.db.select().from(orders).where(eq(orders.id, late.orderId));
  expect(order).toMatchObject({ refund_reason: 'sold_out', invoice_id: 0 });
  expect(order!.refunded).toBeGreaterThan(0);
  const intent = String(standIns.stripe.sessions.get(late.sessionId)!.payment_intent);
  const refunds = [...standIns.stripe.refunds.values()].filter((r) => r.payment_intent === intent);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ amount: 30_000, status: 'succeeded' });
  expect(order!.refund_id).toBe(refunds[0]!.id);
});
