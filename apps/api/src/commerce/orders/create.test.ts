/**
 * Making an order from the cart (CONTRACT §7 "Checkout result statuses", §10): an empty cart and
 * invalid rows are refused with nothing made; the order holds the server's prices, unpaid.
 */
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { orders } from '../../platform/db/schema.ts';
import { createOrderFromCart } from './create.ts';
import { cartOf, orderOf, pricer, putInCart, row, shop } from '../../../test/kits/orders.ts';

const { t, b } = useBookingApp();

describe('createOrderFromCart', () => {
  test('an empty cart is refused with E_CART_IS_EMPTY and makes no order', async () => {
    const { studio, client } = await shop(t, b);
    const customer = await b.customer(studio.id);
    const outcome = await createOrderFromCart(t.db, client, customer.id, 'test', pricer([]));
    expect(outcome).toEqual({ ok: false, code: 'E_CART_IS_EMPTY' });
    expect(await t.db.select().from(orders).where(eq(orders.client_id, studio.id))).toEqual([]);
  });

  test('invalid cart rows are removed and the order refused with E_INVALID_CART_ITEM', async () => {
    const { studio, client, passType } = await shop(t, b);
    const customer = await b.customer(studio.id);
    const [bad, good] = await putInCart(t, studio.id, customer.id, [
      { item_type: 'class_pass_type', item_id: 999 },
      { item_type: 'class_pass_type', item_id: passType.id },
    ]);
    const rows = [row({ item_type: 'class_pass_type', item_id: passType.id, itemPriceOre: 20000 })];
    const outcome = await createOrderFromCart(
      t.db,
      client,
      customer.id,
      'test',
      pricer(rows, [bad!.id]),
    );
    expect(outcome).toEqual({ ok: false, code: 'E_INVALID_CART_ITEM' });
    expect((await cartOf(t, customer.id)).map((r) => r.id)).toEqual([good!.id]);
    expect(await t.db.select().from(orders).where(eq(orders.client_id, studio.id))).toEqual([]);
  });

  test("with the cart's own pricing the order charges the catalogue price", async () => {
    const { studio, client, passType } = await shop(t, b);
    const customer = await b.customer(studio.id);
    await putInCart(t, studio.id, customer.id, [
      { item_type: 'class_pass_type', item_id: passType.id },
    ]);
    const outcome = await createOrderFromCart(t.db, client, customer.id, 'test');
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.value.total).toBe('200.00');
    expect(outcome.value.items.map((i) => [i.item_type, i.item_id, i.total_price])).toEqual([
      ['class_pass_type', passType.id, '200.00'],
    ]);
  });

  test('the order holds the priced rows in kroner, unpaid and without invoice number', async () => {
    const { studio, client, passType } = await shop(t, b);
    const customer = await b.customer(studio.id);
    const order = await orderOf(t, client, customer.id, [
      row({ item_type: 'class_pass_type', item_id: passType.id, itemPriceOre: 19950, count: 2 }),
      row({ item_type: 'discount_code', item_id: 7, itemPriceOre: -5000 }),
    ]);
    expect(order).toMatchObject({ total: '349.00', paid: 0, invoice_id: 0, user_id: customer.id });
    expect(order.items.map((i) => [i.item_type, i.count, i.item_price, i.total_price])).toEqual([
      ['class_pass_type', 2, '199.50', '399.00'],
      ['discount_code', 1, '-50.00', '-50.00'],
    ]);
  });
});
