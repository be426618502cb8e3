/**
 * Paid events in the cart (CONTRACT §6 "Installment purchase flow", §7; seed 001 §2, §5, §9): an
 * `event` row holds its seats in `item_count`, an `event_first_installment` row costs what is due
 * now; every purchase guard refuses with the event's code and leaves the cart as it was. Fixed
 * clock: today is Wednesday 2026-05-06 in Copenhagen.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { CartItem, CartItemList } from '@studio/contract/cart';
import { useFixedClock } from '../../../test/clock.ts';
import { makeEventFactory } from '../../../test/event-factory.ts';
import { discountCodes, events } from '../../platform/db/schema.ts';
import { cartStudio, catalogue, type Who } from '../../../test/kits/cart.ts';

useFixedClock();

let s: Awaited<ReturnType<typeof cartStudio>>;
let ev: ReturnType<typeof makeEventFactory>;
beforeAll(async () => {
  s = await cartStudio({ customer_can_buy_multiple_seats_for_event: true });
  ev = makeEventFactory(s.db);
});
afterAll(() => s.close());

const cartOf = async (who: Who) => {
  const reply = await s.app.inject({
    url: `/cart-items?user=${who.id}&populate[]=product`,
    headers: who.headers,
  });
  expect(reply.statusCode).toBe(200);
  return CartItemList.parse(reply.json());
};

/** A paid workshop of 5 seats on 20 May (overrides in `values`). */
const workshop = (values: Partial<typeof events.$inferInsert> = {}, clientId = s.studio.id) =>
  ev.event(
    clientId,
    { name: 'Armbalancer', price: '450', seats: 5, ...values },
    {
      slots: [['2026-05-20', '13:00', '16:00']],
    },
  );

/** 24,000 kr in 4: a deposit, one dated last week (due now too), two later ones. */
const training = () =>
  ev.event(
    s.studio.id,
    { name: 'Uddannelse', price: '24000', seats: 10, installment_payments_enabled: true },
    {
      slots: [['2026-06-20', '09:00', '16:00']],
      plan: [
        ['1970-01-01', '6000'],
        ['2026-04-29', '6000'],
        ['2026-06-06', '6000'],
        ['2026-07-06', '6000'],
      ],
    },
  );

describe('events in the cart', () => {
  test('several seats are one row whose item_count is the seats, priced price × seats', async () => {
    const c = await s.customer();
    const event = await workshop();
    const item = CartItem.parse(
      (await s.add(c, { item_type: 'event', item_id: event.id, item_count: 3 })).json(),
    );
    expect(item).toMatchObject({ item_type: 'event', item_id: event.id, item_count: 3 });
    const [row] = await cartOf(c);
    expect(row).toMatchObject({ item_count: 3, item_price: 450, total_price: 1350, valid: true });
    expect(row!.product).toMatchObject({ id: event.id, name: 'Armbalancer', price: 450 });
  });

  test('the first installment: count 1, what is due today, named in the studio language', async () => {
    const c = await s.customer();
    const event = await training();
    await s.add(c, { item_type: 'event_first_installment', item_id: event.id, item_count: 4 });
    const priced = await s.priced(c);
    expect(priced.rows).toEqual([
      expect.objectContaining({
        item_type: 'event_first_installment',
        name: 'Uddannelse – installments 1–2 of 4',
        count: 1,
        total_price: 12000,
      }),
    ]);
    expect(priced.total).toBe(12000);
    // Buying it whole instead replaces the installment row.
    await s.add(c, { item_type: 'event', item_id: event.id });
    expect((await cartOf(c)).map((r) => [r.item_type, r.total_price])).toEqual([['event', 24000]]);
  });

  test('rows come in checkout order: pass, series, event, first installment, product', async () => {
    const c = await s.customer();
    const [a, b] = [await workshop(), await training()];
    await s.add(c, { item_type: 'product', item_id: s.product.id });
    await s.add(c, { item_type: 'event_first_installment', item_id: b.id });
    await s.add(c, { item_type: 'event', item_id: a.id });
    await s.add(c, { item_type: 'class_pass_type', item_id: s.passType.id });
    const types = (await s.priced(c)).rows.map((r) => r.item_type);
    expect(types).toEqual(['class_pass_type', 'event', 'event_first_installment', 'product']);
  });

  test('a discount code for events takes its share off the event row', async () => {
    const c = await s.customer();
    const event = await workshop();
    await s.db
      .update(discountCodes)
      .set({ valid_for_items: [`event_${event.id}`] })
      .where(eq(discountCodes.id, s.code.id));
    await s.add(c, { item_type: 'event', item_id: event.id, item_count: 2 });
    await s.add(c, { item_type: 'discount_code', discount_code: 'SUMMER' });
    expect((await s.priced(c)).total).toBe(810);
  });
});

describe('what is refused, with nothing changed', () => {
  const refusals: [string, () => Promise<number>, number?][] = [
    ['E_EVENT_NOT_FOUND', async () => (await workshop({ archived: true })).id],
    ['E_EVENT_NOT_FOUND', async () => (await workshop({ cancelled: true })).id],
    [
      'E_EVENT_NOT_FOUND',
      async () => (await workshop({}, (await catalogue(s.db, s.kit)).studio.id)).id,
    ],
    ['E_INVALID_CART_ITEM', async () => (await workshop({ price: '0' })).id],
    ['E_EVENT_HAS_STARTED', async () => (await workshop({ start_date: '2026-05-05' })).id],
    ['E_EVENT_IS_FULL', async () => (await workshop({ seats: 0 })).id],
    ['E_EVENT_IS_FULL', async () => (await workshop({ seats: 3 })).id, 4],
  ];

  test.each(refusals)('%s, and the cart keeps what it held', async (code, make, seats = 1) => {
    const c = await s.customer();
    await s.add(c, { item_type: 'product', item_id: s.product.id });
    const before = await cartOf(c);
    const reply = await s.add(c, { item_type: 'event', item_id: await make(), item_count: seats });
    expect(reply.json()).toBe(code);
    expect(await cartOf(c)).toEqual(before);
  });

  test('seats beyond the free ones, counting other customers, are E_EVENT_IS_FULL', async () => {
    const [c, other] = [await s.customer(), await s.customer()];
    const event = await workshop({ seats: 4 });
    await ev.signup(s.studio.id, event.id, other.id, 2);
    const asked = await s.add(c, { item_type: 'event', item_id: event.id, item_count: 3 });
    expect(asked.json()).toBe('E_EVENT_IS_FULL');
    expect(await cartOf(c)).toEqual([]);
    CartItem.parse(
      (await s.add(c, { item_type: 'event', item_id: event.id, item_count: 2 })).json(),
    );
  });

  test('a customer already signed up is refused', async () => {
    const c = await s.customer();
    const event = await workshop();
    await ev.signup(s.studio.id, event.id, c.id);
    const reply = await s.add(c, { item_type: 'event', item_id: event.id });
    expect(reply.json()).toBe('E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT');
    expect(await cartOf(c)).toEqual([]);
  });

  test('installments of an event that offers none are E_INVALID_CART_ITEM', async () => {
    const c = await s.customer();
    const event = await workshop();
    const reply = await s.add(c, { item_type: 'event_first_installment', item_id: event.id });
    expect(reply.json()).toBe('E_INVALID_CART_ITEM');
    expect(await cartOf(c)).toEqual([]);
  });

  test('an event that fills up after it went in the cart is marked invalid', async () => {
    const [c, other] = [await s.customer(), await s.customer()];
    const event = await workshop({ seats: 2 });
    await s.add(c, { item_type: 'event', item_id: event.id, item_count: 2 });
    await ev.signup(s.studio.id, event.id, other.id);
    const [row] = await cartOf(c);
    expect(row).toMatchObject({ valid: false });
    expect((await s.priced(c)).invalid_cart_item_ids).toEqual([row!.id]);
  });

  test('several seats where the studio sells one: a localised 400, cart unchanged', async () => {
    const one = await catalogue(s.db, s.kit, { locale: 'en' });
    const c = await one.customer();
    const event = await workshop({}, one.studio.id);
    const reply = await s.add(c, { item_type: 'event', item_id: event.id, item_count: 2 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toBe('At this studio you can buy only one seat per event.');
    const list = await s.app.inject({ url: `/cart-items?user=${c.id}`, headers: c.headers });
    expect(CartItemList.parse(list.json())).toEqual([]);
    CartItem.parse((await s.add(c, { item_type: 'event', item_id: event.id })).json());
  });
});
