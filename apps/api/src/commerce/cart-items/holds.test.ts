/**
 * Money holds (issue 22 items 1–6): every purchase rule checked when the cart is priced is checked
 * again, under locks, when the order is paid, against what is granted and what other customers'
 * unpaid orders hold; an order that can no longer be granted is refunded through the provider and
 * the customer is mailed. The sequential cases run on PGlite and PostgreSQL; the 20-at-once cases
 * on PostgreSQL, where they really run in parallel.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeRaces } from '../../../test/postgres-races.ts';
import { makeEventFactory } from '../../../test/event-factory.ts';
import {
  classPasses,
  discountCodes,
  eventSignups,
  giftCards,
  memberships,
  outbox,
  users,
} from '../../platform/db/schema.ts';
import { giftCard, type Who } from '../../../test/kits/cart.ts';
import {
  buy,
  checkout,
  granted,
  holdsShop,
  lapse,
  ordersOf,
  pay,
  type Shop,
} from '../../../test/kits/holds.ts';

let s: Shop;
beforeAll(async () => {
  s = await holdsShop();
});
afterAll(() => s.close());

const add = async (who: Who, payload: Record<string, unknown>) => {
  const response = await s.add(who, payload);
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toMatch(/^"E_/);
};
const product = (who: Who) => add(who, { item_type: 'product', item_id: s.product.id });

async function paidEvent(seats: number) {
  return makeEventFactory(s.db).event(s.studio.id, {
    name: `Paid ${seats}`,
    seats,
    price: '300',
    start_date: '2099-06-01',
  });
}
const seatsTaken = async (eventId: number) =>
  (
    await s.db
      .select()
      .from(eventSignups)
      .where(and(eq(eventSignups.event_id, eventId), eq(eventSignups.archived, false)))
  ).reduce((sum, signup) => sum + signup.count, 0);

describe('a gift card pays at most its value', () => {
  test('two checkouts of one cart, then two payments: 100 kr off once, the other refunded', async () => {
    const card = await giftCard(s.db, s.studio.id, { code: 'TWICE-100' });
    const customer = await s.customer();
    await product(customer);
    await add(customer, { item_type: 'discount_code', discount_code: 'TWICE-100' });
    const first = await checkout(s, customer);
    const second = await checkout(s, customer);
    await pay(s, first.page);
    await pay(s, second.page);

    const [left] = await s.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(left!.amount_left).toBe('0.00');
    const both = await ordersOf(s, [first.orderId!, second.orderId!]);
    const spent = both
      .filter((o) => !o.refused)
      .flatMap((o) => o.lines.filter((l) => l.item_type === 'gift_card_spend'))
      .reduce((sum, l) => sum - Number(l.total_price), 0);
    expect(spent).toBe(100);
    const refused = both.filter((o) => o.refused);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ refund_reason: 'gift_card_spent' });
    expect(refused[0]!.refunded).toBeGreaterThan(0);
    const [buyer] = await s.db.select().from(users).where(eq(users.id, customer.id));
    const mails = await s.db.select().from(outbox).where(eq(outbox.to, buyer!.email));
    expect(mails.map((m) => m.text)).toContainEqual(
      expect.stringMatching(/refunded 150,00 kr|betalt 150,00 kr tilbage/),
    );
    const outcome = (id: number) =>
      s.app.inject({
        method: 'GET',
        url: `/orders/${id}/payment-outcome`,
        headers: customer.headers,
      });
    expect((await outcome(refused[0]!.id)).json()).toMatchObject({
      status: 'refused',
      amount: 150,
      refund_text: expect.stringMatching(/gift card|gavekort/) as string,
    });
    const other = both.find((o) => !o.refused)!;
    expect((await outcome(other.id)).json()).toMatchObject({ status: 'paid', refund_text: null });
    const stranger = await s.customer();
    const forbidden = await s.app.inject({
      method: 'GET',
      url: `/orders/${other.id}/payment-outcome`,
      headers: stranger.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  test("another customer's unpaid order holds the balance: the card is used up for them", async () => {
    const holder = await s.customer();
    await product(holder);
    await add(holder, { item_type: 'discount_code', discount_code: 'GIFT-100' });
    const held = await checkout(s, holder);
    expect(held.orderId).toBeGreaterThan(0);

    const other = await s.customer();
    const refused = await s.add(other, { item_type: 'discount_code', discount_code: 'GIFT-100' });
    expect(refused.json()).toBe('E_GIFT_CARD_IS_USED_UP');

    await lapse(s, held.orderId!);
    const afterLapse = await s.add(other, {
      item_type: 'discount_code',
      discount_code: 'GIFT-100',
    });
    expect(afterLapse.body).toBe('OK');
  });
});

describe('discount code limits hold at payment', () => {
  test('a code of one use per customer, bought three times: one discount, two refunds', async () => {
    const [code] = await s.db
      .insert(discountCodes)
      .values({
        client_id: s.studio.id,
        name: 'ONCE',
        type: 'discount_percent',
        discount_percent: '50',
        valid_for_items: ['products'],
        has_use_per_customer_limit: true,
        use_per_customer_limit: 1,
      })
      .returning();
    const customer = await s.customer();
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      await product(customer);
      await add(customer, { item_type: 'discount_code', discount_code: 'ONCE' });
      made.push(await checkout(s, customer));
    }
    for (const order of made) await pay(s, order.page);
    const ids = made.map((m) => m.orderId!);
    const withCode = (await granted(s, ids)).filter((o) =>
      o.lines.some((l) => l.item_type === 'discount_code' && l.item_id === code!.id),
    );
    expect(withCode).toHaveLength(1);
    const refused = (await ordersOf(s, ids)).filter((o) => o.refused);
    expect(refused.map((o) => o.refund_reason)).toEqual(['code_used_up', 'code_used_up']);
  });
});

describe('a paid event never sells more than its seats', () => {
  test('A checks out, B is told full, A pays: 1 of 1 seats', async () => {
    const event = await paidEvent(1);
    const [a, b] = [await s.customer(), await s.customer()];
    await add(a, { item_type: 'event', item_id: event.id });
    const held = await checkout(s, a);
    // The payment page tells A until when the seat is held (Copenhagen time).
    const page = await s.app.inject({
      method: 'GET',
      url: held.page!.pathname + held.page!.search,
    });
    expect(page.body).toMatch(/hold it for you until \d\d:\d\d|til dig til kl\. \d\d:\d\d/);
    const full = await s.add(b, { item_type: 'event', item_id: event.id });
    expect(full.json()).toBe('E_EVENT_IS_FULL');
    await pay(s, held.page);
    expect(await seatsTaken(event.id)).toBe(1);
  });

  test('a payment after the hold lapsed and the seat went elsewhere is refunded', async () => {
    const event = await paidEvent(1);
    const [a, b] = [await s.customer(), await s.customer()];
    await add(a, { item_type: 'event', item_id: event.id });
    const late = await checkout(s, a);
    await lapse(s, late.orderId!);
    await add(b, { item_type: 'event', item_id: event.id });
    await buy(s, b);
    await pay(s, late.page);

    expect(await seatsTaken(event.id)).toBe(1);
    const [order] = await ordersOf(s, [late.orderId!]);
    expect(order).toMatchObject({ refund_reason: 'sold_out' });
    expect(order!.refunded).toBeGreaterThan(0);
    expect(order!.invoice_id).toBe(0);
  });
});

describe('one membership of a type', () => {
  test('the same membership type checked out twice and paid twice gives one membership', async () => {
    const customer = await s.customer();
    await add(customer, { item_type: 'membership_type', item_id: s.membershipType.id });
    const first = await checkout(s, customer);
    const second = await checkout(s, customer);
    await pay(s, first.page);
    await pay(s, second.page);
    const held = await s.db.select().from(memberships).where(eq(memberships.user_id, customer.id));
    expect(held).toHaveLength(1);
    const [, refused] = await ordersOf(s, [first.orderId!, second.orderId!]);
    expect(refused).toMatchObject({ refund_reason: 'limit_reached' });
  });
});

describeRaces('20 at once stay within every limit', () => {
  test('20 parallel checkouts of a one-per-customer pass, 20 payments: one pass', async () => {
    const customer = await s.customer();
    await add(customer, { item_type: 'class_pass_type', item_id: s.passType.id });
    const made = await Promise.all(Array.from({ length: 20 }, () => checkout(s, customer)));
    await Promise.all(made.filter((m) => m.page).map((m) => pay(s, m.page)));
    const passes = await s.db
      .select()
      .from(classPasses)
      .where(eq(classPasses.user_id, customer.id));
    expect(passes).toHaveLength(1);
  });

  test('a one-customer 100 % code tried by 10 customers at once: one free order', async () => {
    await s.db.insert(discountCodes).values({
      client_id: s.studio.id,
      name: 'ONLYONE',
      type: 'discount_percent',
      discount_percent: '100',
      valid_for_items: ['products'],
      has_customer_limit: true,
      customer_limit: 1,
    });
    const customers = await Promise.all(Array.from({ length: 10 }, () => s.customer()));
    for (const c of customers) {
      await product(c);
      await add(c, { item_type: 'discount_code', discount_code: 'ONLYONE' });
    }
    const made = await Promise.all(customers.map((c) => checkout(s, c)));
    await Promise.all(made.filter((m) => m.page).map((m) => pay(s, m.page)));
    const ids = made.flatMap((m) => (m.orderId ? [m.orderId] : []));
    const free = (await granted(s, ids)).filter((o) => Number(o.total) === 0);
    expect(free).toHaveLength(1);
  });

  test('20 customers for the last seat of a paid event, 5 rounds: never more than 1', async () => {
    for (let round = 0; round < 5; round += 1) {
      const event = await paidEvent(1);
      const customers = await Promise.all(Array.from({ length: 20 }, () => s.customer()));
      await Promise.all(customers.map((c) => s.add(c, { item_type: 'event', item_id: event.id })));
      const made = await Promise.all(customers.map((c) => checkout(s, c)));
      await Promise.all(made.filter((m) => m.page).map((m) => pay(s, m.page)));
      expect(await seatsTaken(event.id)).toBe(1);
    }
  });
});
