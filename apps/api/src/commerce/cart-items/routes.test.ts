/**
 * POST/DELETE/GET /cart-items (CONTRACT §7): what a customer's cart holds after each call, answers
 * parsed with the contract; refusals leave the cart as it was.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CartItem, CartItemList } from '@studio/contract/cart';
import { cartStudio, catalogue, type Who } from '../../../test/kits/cart.ts';

let s: Awaited<ReturnType<typeof cartStudio>>;
beforeAll(async () => {
  s = await cartStudio();
});
afterAll(() => s.close());

const cartOf = async (who: Who) => {
  const reply = await s.app.inject({
    method: 'GET',
    url: `/cart-items?user=${who.id}&populate[]=product&populate[]=payment_option`,
    headers: who.headers,
  });
  expect(reply.statusCode).toBe(200);
  return CartItemList.parse(reply.json());
};
describe('adding what the studio sells', () => {
  test('a class pass type: the created row comes back, and the cart shows its price', async () => {
    const c = await s.customer();
    const reply = await s.add(c, { item_type: 'class_pass_type', item_id: s.passType.id });
    const item = CartItem.parse(reply.json());
    expect(item).toMatchObject({
      item_type: 'class_pass_type',
      item_id: s.passType.id,
      user: c.id,
    });
    const cart = await cartOf(c);
    expect(cart).toHaveLength(1);
    expect(cart[0]!.product).toMatchObject({ name: '10 classes', price: 1200 });
    expect(cart[0]!.total_price).toBe(1200);
  });

  test('a membership gets the 1-month option by default; a second membership replaces it', async () => {
    const c = await s.customer();
    await s.add(c, { item_type: 'membership_type', item_id: s.membershipType.id });
    let cart = await cartOf(c);
    expect(cart.map((i) => i.payment_option)).toMatchObject([{ id: s.monthly.id }]);
    await s.add(c, {
      item_type: 'membership_type',
      item_id: s.membershipType.id,
      payment_option: s.quarterly.id,
    });
    cart = await cartOf(c);
    expect(cart).toHaveLength(1);
    expect(cart[0]!.payment_option).toMatchObject({ id: s.quarterly.id, payment_amount: 1200 });
    const priced = await s.priced(c);
    expect(priced.rows.map((r) => [r.item_type, r.total_price])).toEqual([
      ['membership_type', 1200],
      ['membership_registration_fee', 200],
    ]);
    expect(priced.total).toBe(1400);
  });

  test('a campaign only on the 1-month option', async () => {
    const c = await s.customer();
    const refused = await s.add(c, {
      item_type: 'membership_type',
      item_id: s.membershipType.id,
      payment_option: s.quarterly.id,
      membership_campaign: s.campaign.id,
    });
    expect(refused.json()).toBe('E_INVALID_CART_ITEM');
    expect(await cartOf(c)).toHaveLength(0);
    await s.add(c, {
      item_type: 'membership_type',
      item_id: s.membershipType.id,
      payment_option: s.monthly.id,
      membership_campaign: s.campaign.id,
    });
    expect((await s.priced(c)).total).toBe(99 + 200);
  });

  test('a class series and a product; products are not replaced, item_count makes rows', async () => {
    const c = await s.customer();
    await s.add(c, { item_type: 'class_series_type', item_id: s.seriesType.id });
    await s.add(c, { item_type: 'product', item_id: s.product.id, item_count: 2 });
    await s.add(c, { item_type: 'product', item_id: s.product.id });
    const cart = await cartOf(c);
    expect(cart.map((i) => i.item_type)).toEqual([
      'class_series_type',
      'product',
      'product',
      'product',
    ]);
    const priced = await s.priced(c);
    expect(priced.total).toBe(900 + 3 * 250);
    expect(priced.vat_amount).toBe(150); // 20 % of 750 kr, products only
  });

  test('n passes for a multi-seat booking: the class to book goes on the first row only', async () => {
    const open = await s.db
      .insert((await import('../../platform/db/schema.ts')).classPassTypes)
      .values({
        client_id: s.studio.id,
        name: '2 classes',
        pass_type: 'fixed_count',
        number_of_classes: 2,
        days: 30,
        price: '200',
      })
      .returning();
    const c = await s.customer();
    await s.add(c, { item_type: 'product', item_id: s.product.id });
    const reply = await s.add(c, {
      item_type: 'class_pass_type',
      item_id: open[0]!.id,
      item_count: 2,
      destroyOthers: 1,
      use_immediately_after_purchase: { item_type: 'class', class_id: s.cls.id, numberOfSeats: 3 },
    });
    const first = CartItem.parse(reply.json());
    const cart = await cartOf(c);
    expect(cart.map((i) => i.item_type)).toEqual(['class_pass_type', 'class_pass_type']);
    expect(cart[0]!.id).toBe(first.id);
    expect(cart.map((i) => i.use_immediately_after_purchase)).toEqual([
      { item_type: 'class', class_id: s.cls.id, numberOfSeats: 3 },
      null,
    ]);
  });

  test('destroyOthers in the query empties the cart first', async () => {
    const c = await s.customer();
    await s.add(c, { item_type: 'product', item_id: s.product.id });
    await s.add(
      c,
      { item_type: 'class_pass_type', item_id: s.passType.id },
      '/cart-items?destroyOthers=1',
    );
    expect((await cartOf(c)).map((i) => i.item_type)).toEqual(['class_pass_type']);
  });
});

describe('what is refused, with nothing changed', () => {
  test('another studio’s product, class pass type or class', async () => {
    const other = await catalogue(s.db, s.kit);
    {
      const c = await s.customer();
      await s.add(c, { item_type: 'product', item_id: s.product.id });
      for (const payload of [
        { item_type: 'product', item_id: other.product.id },
        { item_type: 'class_pass_type', item_id: other.passType.id },
        { item_type: 'membership_type', item_id: other.membershipType.id },
      ]) {
        expect((await s.add(c, payload)).json()).toBe('E_INVALID_CART_ITEM');
      }
      const booking = await s.add(c, {
        item_type: 'class_pass_type',
        item_id: s.passType.id,
        use_immediately_after_purchase: { item_type: 'class', class_id: other.cls.id },
      });
      expect(booking.json()).toBe('E_CLASS_NOT_FOUND');
      expect((await cartOf(c)).map((i) => i.item_id)).toEqual([s.product.id]);
    }
  });

  test('a class pass type at its per-customer max', async () => {
    const c = await s.customer();
    const reply = await s.add(c, {
      item_type: 'class_pass_type',
      item_id: s.passType.id,
      item_count: 2,
    });
    expect(reply.json()).toBe('E_INVALID_CART_ITEM');
    expect(await cartOf(c)).toHaveLength(0);
  });

  test('another customer as `user`, or another customer’s cart', async () => {
    const [c, d] = [await s.customer(), await s.customer()];
    const reply = await s.app.inject({
      method: 'POST',
      url: '/cart-items',
      headers: c.headers,
      payload: { user: d.id, item_type: 'product', item_id: s.product.id },
    });
    expect(reply.statusCode).toBe(403);
    const list = await s.app.inject({
      method: 'GET',
      url: `/cart-items?user=${d.id}`,
      headers: c.headers,
    });
    expect(list.statusCode).toBe(403);
    expect(await cartOf(d)).toHaveLength(0);
  });

  test.each([
    [{ item_type: 'product', item_id: 1, item_count: -1 }],
    [{ item_type: 'product', item_id: 1, item_count: 0 }],
    [{ item_type: 'product', item_id: 1, item_count: 100000 }],
    [{ item_type: 'product', item_id: 1, item_count: 1.5 }],
    [{ item_type: 'product', item_id: '1; drop' }],
    [{ item_type: 'product', item_id: null }],
    [{ item_type: 'appointment', item_id: 1 }],
    [{ item_type: 'product', item_id: 1, use_immediately_after_purchase: { class_id: 1 } }],
    [{ item_type: 'discount_code' }],
  ])('bad input %j is a 400', async (payload) => {
    const c = await s.customer();
    const reply = await s.add(c, payload);
    expect(reply.statusCode).toBe(400);
    expect(await cartOf(c)).toHaveLength(0);
  });
});

describe('removing', () => {
  test('own row: OK; unknown: E_CART_ITEM_DOES_NOT_EXIST; another customer’s: 403', async () => {
    const [c, d] = [await s.customer(), await s.customer()];
    const mine = CartItem.parse(
      (await s.add(c, { item_type: 'product', item_id: s.product.id })).json(),
    );
    const del = (who: Who, id: number | string) =>
      s.app.inject({ method: 'DELETE', url: `/cart-items/${id}`, headers: who.headers });
    expect((await del(d, mine.id)).statusCode).toBe(403);
    expect(await cartOf(c)).toHaveLength(1);
    expect((await del(c, 2_000_000_000)).json()).toBe('E_CART_ITEM_DOES_NOT_EXIST');
    expect((await del(c, 'abc')).statusCode).toBe(400);
    const ok = await del(c, mine.id);
    expect(ok.body).toBe('OK');
    expect(await cartOf(c)).toHaveLength(0);
  });
});
