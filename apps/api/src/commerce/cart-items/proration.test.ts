/**
 * A studio whose memberships renew on the 1st (seed 001 §9): the first payment is prorated, the
 * registration fee added; the profile's `cart_items` (CONTRACT §3, §7) show the server's prices
 * and a membership's payments after this one (`next_payment`, `then_payment`); a row that is no
 * longer sellable is marked and left out of the total.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CartItemList, CartItemStyleB } from '@studio/contract/cart';
import { eq } from 'drizzle-orm';
import { useFixedClock } from '../../../test/clock.ts';
import { products } from '../../platform/db/schema.ts';
import { cartStudio } from '../../../test/kits/cart.ts';

useFixedClock(); // Wednesday 6 May 2026: 26 of May's 31 days are left, today included.

let s: Awaited<ReturnType<typeof cartStudio>>;
beforeAll(async () => {
  s = await cartStudio({ memberships_always_renew_at_1st_of_month: true });
});
afterAll(() => s.close());

test('1-month option: 499 kr × 26/31, plus the 200 kr registration fee', async () => {
  const c = await s.customer();
  await s.add(c, { item_type: 'membership_type', item_id: s.membershipType.id });
  expect((await s.priced(c)).total).toBe(418.52 + 200);
});

test('3-month option: 400 kr a month × (26/31 + 2)', async () => {
  const c = await s.customer();
  await s.add(c, {
    item_type: 'membership_type',
    item_id: s.membershipType.id,
    payment_option: s.quarterly.id,
  });
  expect((await s.priced(c)).rows[0]).toMatchObject({ total_price: 1135.48 });
});

test('a campaign: 99 kr × 26/31 now, its month in June, 499 kr from July; the profile shows them', async () => {
  const c = await s.customer();
  await s.add(c, {
    item_type: 'membership_type',
    item_id: s.membershipType.id,
    membership_campaign: s.campaign.id,
  });
  expect((await s.priced(c)).total).toBe(83.03 + 200);
  const reply = await s.app.inject({
    method: 'GET',
    url:
      `/users/${c.id}?populate[]=cart_items&populate[]=cart_items.product` +
      '&populate[]=cart_items.payment_option&populate[]=cart_items.membership_campaign',
    headers: c.headers,
  });
  const [row] = CartItemList.parse(reply.json().cart_items);
  expect(row).toMatchObject({
    item_price: 83.03,
    ratioOfRemainingDaysAndFullMonthDays: 26 / 31,
    // The rest of May is a stub at the campaign's price: the campaign month is June.
    next_payment: { date: '2026-06-01', amount: 99 },
    then_payment: { date: '2026-07-01', amount: 499 },
    payment_option: { id: s.monthly.id, payment_amount: 499 },
    membership_campaign: { id: s.campaign.id, reduced_price: 99 },
    product: { id: s.membershipType.id, registration_fee: 200 },
  });
  const list = await s.app.inject({
    method: 'GET',
    url: `/users?id=${c.id}&populate[]=cart_items.payment_option`,
    headers: c.headers,
  });
  const [styleB] = list.json()[0].cart_items;
  expect(CartItemStyleB.parse(styleB)).toMatchObject({
    user_id: c.id,
    payment_option_id: s.monthly.id,
    payment_option: { id: s.monthly.id },
  });
});

test('a discount code for memberships: 10 % off now and off every renewal', async () => {
  const c = await s.customer();
  await s.add(c, { item_type: 'membership_type', item_id: s.membershipType.id });
  await s.add(c, { item_type: 'discount_code', discount_code: 'SUMMER' });
  const reply = await s.app.inject({
    method: 'GET',
    url: `/cart-items?user=${c.id}`,
    headers: c.headers,
  });
  const [membership] = CartItemList.parse(reply.json());
  expect(membership).toMatchObject({
    item_price: 418.52,
    next_payment: { date: '2026-06-01', amount: 449.1 },
    then_payment: null,
  });
});

test('a product taken off sale stays in the cart, marked, and out of the total', async () => {
  const c = await s.customer();
  await s.add(c, { item_type: 'class_series_type', item_id: s.seriesType.id });
  await s.add(c, { item_type: 'product', item_id: s.product.id });
  await s.db.update(products).set({ for_sale: false }).where(eq(products.id, s.product.id));
  try {
    const cart = await s.priced(c);
    expect(cart.total).toBe(900);
    expect(cart.invalid_cart_item_ids).toHaveLength(1);
    const reply = await s.app.inject({
      method: 'GET',
      url: `/users/${c.id}?populate[]=cart_items`,
      headers: c.headers,
    });
    const items = CartItemList.parse(reply.json().cart_items);
    expect(items.map((i) => i.valid)).toEqual([true, false]);
  } finally {
    await s.db.update(products).set({ for_sale: true }).where(eq(products.id, s.product.id));
  }
});
