/**
 * Paid event lines (CONTRACT §6 "Installment purchase flow", §7 "Applying a paid order"): bought
 * through the real cart, the order made by `createOrderFromCart` and paid by `fulfilOrder`. What
 * the customer sees is read back through GET /event-signups, parsed by the contract. Fixed clock:
 * 2026-05-06 10:00 Copenhagen (FIXED_NOW).
 */
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { EventSignupList } from '@studio/contract/events';
import { toOre } from '@studio/contract/money';
import { useBookingApp } from '../../../test/booking-kit.ts';
import type { Customer } from '../../../test/booking-factory.ts';
import { FIXED_NOW } from '../../../test/clock.ts';
import { makeEventFactory } from '../../../test/event-factory.ts';
import { discountCodes, eventSignups, orderItems, outbox } from '../../platform/db/schema.ts';
import { createOrderFromCart } from './create.ts';
import { fulfilOrder } from './fulfil.ts';
import { installmentOrder } from './installment.ts';
import { cartOf, studioClient } from '../../../test/kits/orders.ts';

const { t, b } = useBookingApp();
const POPULATE = ['installments', 'installments.order', 'payment_subscriptions']
  .map((key) => `populate[]=${key}`)
  .join('&');

async function signupsOf(c: Customer, query = `user=${c.id}`) {
  const reply = await t.app.inject({
    url: `/event-signups?${query}&${POPULATE}`,
    headers: c.headers,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return EventSignupList.parse(reply.json());
}

/** The customer's cart as `payload`s, ordered and paid with a saved test card. */
async function buy(studioId: number, c: Customer, payloads: Record<string, unknown>[]) {
  for (const payload of payloads) {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/cart-items',
      headers: c.headers,
      payload: { user: c.id, ...payload },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  }
  const outcome = await createOrderFromCart(t.db, await studioClient(t, studioId), c.id, 'test');
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
}

const card = {
  provider: 'test' as const,
  handle: 'card_1',
  pay_type: 'visa',
  card_last_4_digits: '4242',
};

async function shop() {
  const studio = await b.studio({ customer_can_buy_multiple_seats_for_event: true });
  const ev = makeEventFactory(t.db);
  const training = await ev.event(
    studio.id,
    { name: 'Training', price: '1000', seats: 5, installment_payments_enabled: true },
    {
      slots: [['2026-06-20', '09:00', '16:00']],
      plan: [
        ['1970-01-01', '250.01'],
        ['2026-04-29', '249.99'],
        ['2026-06-06', '250.00'],
        ['2026-07-06', '250.00'],
      ],
    },
  );
  return { studio, ev, training };
}

describe('fulfilOrder: events', () => {
  test('an event line makes one signup with its seats, once, and mails the customer', async () => {
    const { studio, ev } = await shop();
    const event = await ev.event(
      studio.id,
      { name: 'Workshop', price: '450', seats: 3, send_email_to_customer: true },
      { slots: [['2026-05-20', '13:00', '16:00']] },
    );
    const c = await b.customer(studio.id);
    const order = await buy(studio.id, c, [
      { item_type: 'event', item_id: event.id, item_count: 2 },
    ]);
    expect(order.total).toBe('900.00');
    expect(await fulfilOrder(t.db, order.id, {})).toBe('applied');
    expect(await fulfilOrder(t.db, order.id, {})).toBe('already');
    const [signup, ...more] = await signupsOf(c);
    expect(more).toEqual([]);
    expect(signup).toMatchObject({
      event_id: event.id,
      count: 2,
      installment_payments_enabled: false,
      installment_payments_status: 'paid_in_full',
      installments: [],
    });
    expect(await cartOf(t, c.id)).toEqual([]);
    const [user] = await t.db.select().from(eventSignups).where(eq(eventSignups.id, signup!.id));
    expect(user!.order_id).toBe(order.id);
    const mails = await t.db.select().from(outbox).where(eq(outbox.client_id, studio.id));
    expect(mails.map((m) => m.subject)).toContain('You are signed up for Workshop');
  });

  test('an event that filled up before the payment is not oversold: the order is refused', async () => {
    const { studio, ev } = await shop();
    const event = await ev.event(
      studio.id,
      { price: '300', seats: 2 },
      {
        slots: [['2026-05-20', '10:00', '12:00']],
      },
    );
    const [c, other] = [await b.customer(studio.id), await b.customer(studio.id)];
    const order = await buy(studio.id, c, [
      { item_type: 'event', item_id: event.id, item_count: 2 },
    ]);
    await ev.signup(studio.id, event.id, other.id);
    expect(await fulfilOrder(t.db, order.id, {})).toBe('refused');
    expect(await signupsOf(c)).toEqual([]);
  });

  test('the first installment copies the plan øre-exact, pays what is due and keeps the card', async () => {
    const { studio, training } = await shop();
    await t.db.insert(discountCodes).values({
      client_id: studio.id,
      name: 'TEN',
      type: 'discount_percent',
      discount_percent: '10',
      valid_for_items: ['event_first_installments'],
    });
    const c = await b.customer(studio.id);
    const order = await buy(studio.id, c, [
      { item_type: 'event_first_installment', item_id: training.id },
      { item_type: 'discount_code', discount_code: 'TEN' },
    ]);
    // Due now: the deposit and last week's installment, 500 kr, 10 % off.
    expect(order.total).toBe('450.00');
    await fulfilOrder(t.db, order.id, { savedCard: card });
    const [signup] = await signupsOf(c);
    expect(signup).toMatchObject({
      count: 1,
      installment_payments_enabled: true,
      installment_payments_status: 'on_track',
      number_of_installments_paid: 2,
      payment_subscriptions: [{ status: 'active', pay_type: 'visa', card_last_4_digits: '4242' }],
    });
    const rows = signup!.installments;
    expect(rows.map((i) => [i.date, i.amount, i.discount_amount, i.paid])).toEqual([
      ['1970-01-01', 250.01, 50, FIXED_NOW],
      ['2026-04-29', 249.99, 0, FIXED_NOW],
      ['2026-06-06', 250, 0, 0],
      ['2026-07-06', 250, 0, 0],
    ]);
    expect(rows.reduce((sum, i) => sum + toOre(i.amount), 0)).toBe(100000);
    expect(rows[0]!.order).toEqual({ id: order.id, receipt_token: expect.any(String) });
    expect(rows[2]!.order).toBeNull();
  });

  test('a later installment: one order however often asked, and paying it marks it paid', async () => {
    const { studio, training } = await shop();
    const c = await b.customer(studio.id);
    await fulfilOrder(
      t.db,
      (await buy(studio.id, c, [{ item_type: 'event_first_installment', item_id: training.id }]))
        .id,
      { savedCard: card },
    );
    const third = (await signupsOf(c))[0]!.installments[2]!;
    const [first, again] = await Promise.all([
      t.db.transaction((tx) => installmentOrder(tx, third.id)),
      t.db.transaction((tx) => installmentOrder(tx, third.id)),
    ]);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      user_id: c.id,
      total: '250.00',
      payment_service_provider: 'test',
    });
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.order_id, first.id));
    expect(lines.map((l) => [l.item_type, l.item_id, l.name, l.total_price])).toEqual([
      ['event_installment', third.id, 'Training – installment 3 of 4', '250.00'],
    ]);
    await fulfilOrder(t.db, first.id, { transaction_id: 'tx_3' });
    const [signup] = await signupsOf(c, `id=${(await signupsOf(c))[0]!.id}`);
    expect(signup!.installments[2]).toMatchObject({
      paid: FIXED_NOW,
      order: { id: first.id, receipt_token: expect.any(String) },
    });
    expect(signup!.number_of_installments_paid).toBe(3);
  });

  test("another customer's signup id is a 403 and shows nothing", async () => {
    const { studio, training } = await shop();
    const [c, other] = [await b.customer(studio.id), await b.customer(studio.id)];
    const order = await buy(studio.id, c, [
      { item_type: 'event_first_installment', item_id: training.id },
    ]);
    await fulfilOrder(t.db, order.id, { savedCard: card });
    const id = (await signupsOf(c))[0]!.id;
    const reply = await t.app.inject({
      url: `/event-signups?id=${id}&${POPULATE}`,
      headers: other.headers,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.body).not.toContain('4242');
  });
});
