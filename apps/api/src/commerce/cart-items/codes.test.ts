/**
 * Discount codes and gift cards typed at checkout (CONTRACT §7 POST /cart-items with
 * `item_type: "discount_code"`; seed 001 §8): what the cart then costs, and each refusal.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CartItemList } from '@studio/contract/cart';
import { giftCards, orderItems, orders } from '../../platform/db/schema.ts';
import { cartStudio, giftCard, type Who } from '../../../test/kits/cart.ts';

let s: Awaited<ReturnType<typeof cartStudio>>;
beforeAll(async () => {
  s = await cartStudio();
});
afterAll(() => s.close());

const code = (who: Who, text: string) =>
  s.add(who, { item_type: 'discount_code', discount_code: text });
const rows = async (who: Who) =>
  CartItemList.parse(
    (
      await s.app.inject({
        method: 'GET',
        url: `/cart-items?user=${who.id}&populate[]=product`,
        headers: who.headers,
      })
    ).json(),
  );

const card = (values: Partial<typeof giftCards.$inferInsert>) =>
  giftCard(s.db, s.studio.id, values);

/** A paid order of `userId` that used the SUMMER code. */
async function usedCode(userId: number) {
  const [order] = await s.db
    .insert(orders)
    .values({ client_id: s.studio.id, user_id: userId, total: '0', paid: Date.now() })
    .returning();
  await s.db.insert(orderItems).values({
    client_id: s.studio.id,
    order_id: order!.id,
    item_type: 'discount_code',
    item_id: s.code.id,
    name: 'SUMMER',
    item_price: '-10',
    total_price: '-10',
  });
}

describe('discount codes', () => {
  test('an unknown code is E_DISCOUNT_CODE_NOT_FOUND and the cart is unchanged', async () => {
    const c = await s.customer();
    await s.add(c, { item_type: 'product', item_id: s.product.id });
    expect((await code(c, 'NOPE')).json()).toBe('E_DISCOUNT_CODE_NOT_FOUND');
    expect((await rows(c)).map((r) => r.item_type)).toEqual(['product']);
  });

  test('10 % off the valid items, shown as a negative row; typed in any case', async () => {
    const c = await s.customer();
    await s.add(c, { item_type: 'product', item_id: s.product.id });
    await s.add(c, { item_type: 'class_series_type', item_id: s.seriesType.id });
    const reply = await code(c, 'summer');
    expect(reply.body).toBe('OK');
    const cart = await s.priced(c);
    // 10 % of 250 kr (products are valid), not of the 900 kr series (not listed).
    expect(cart.rows.at(-1)).toMatchObject({ item_type: 'discount_code', total_price: -25 });
    expect(cart.total).toBe(900 + 250 - 25);
    expect(cart.vat_amount).toBe(45); // 20 % of the 225 kr paid for the product
    const discountRow = (await rows(c)).find((r) => r.item_type === 'discount_code');
    expect(discountRow?.product).toMatchObject({ name: 'SUMMER', price: -25 });
  });

  test('not on a membership row with a campaign', async () => {
    const c = await s.customer();
    await s.add(c, {
      item_type: 'membership_type',
      item_id: s.membershipType.id,
      membership_campaign: s.campaign.id,
    });
    await code(c, 'SUMMER');
    expect((await s.priced(c)).total).toBe(99 + 200);
  });

  test('customer limit and use-per-customer limit, counted from paid orders', async () => {
    const c = await s.customer();
    await usedCode(c.id);
    await s.db.update((await import('../../platform/db/schema.ts')).discountCodes).set({
      has_use_per_customer_limit: true,
      use_per_customer_limit: 1,
    });
    expect((await code(c, 'SUMMER')).json()).toBe('E_DISCOUNT_CODE_USE_PER_CUSTOMER_LIMIT_REACHED');
    await s.db.update((await import('../../platform/db/schema.ts')).discountCodes).set({
      has_use_per_customer_limit: false,
      has_customer_limit: true,
      customer_limit: 1,
    });
    const d = await s.customer();
    expect((await code(d, 'SUMMER')).json()).toBe('E_DISCOUNT_CODE_CUSTOMER_LIMIT_REACHED');
    expect(await rows(d)).toHaveLength(0);
    await s.db.update((await import('../../platform/db/schema.ts')).discountCodes).set({
      has_customer_limit: false,
    });
  });
});

describe('gift cards', () => {
  test('spent up to the cart sum; the same card twice is a silent OK', async () => {
    const c = await s.customer();
    await s.add(c, { item_type: 'class_series_type', item_id: s.seriesType.id });
    const big = await card({ code: 'BIG-1000', amount_left: '1000', valid_until: null });
    expect((await code(c, 'GIFT-100')).body).toBe('OK');
    expect((await code(c, 'big-1000')).body).toBe('OK');
    expect((await code(c, 'GIFT-100')).body).toBe('OK');
    const cart = await s.priced(c);
    // GIFT-100 expires first (2099-01-01 vs none): it is used first, BIG-1000 takes the rest.
    expect(cart.rows.filter((r) => r.item_type === 'gift_card_spend')).toMatchObject([
      { item_id: s.card.id, total_price: -100 },
      { item_id: big.id, total_price: -800 },
    ]);
    expect(cart.total).toBe(0);
  });

  test('used up and expired cards are refused', async () => {
    const c = await s.customer();
    await card({ code: 'EMPTY', amount_left: '0' });
    await card({ code: 'OLD', valid_until: '2020-01-01' });
    expect((await code(c, 'EMPTY')).json()).toBe('E_GIFT_CARD_IS_USED_UP');
    expect((await code(c, 'OLD')).json()).toBe('E_GIFT_CARD_HAS_EXPIRED');
    expect(await rows(c)).toHaveLength(0);
  });
});
