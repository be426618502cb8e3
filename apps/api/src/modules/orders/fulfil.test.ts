/**
 * Making an order from the cart and applying it once paid (CONTRACT §7 "Applying a paid order",
 * §10, §11): what the customer gets, what is taken off the cart and the gift cards, the invoice
 * number, the receipt mail; and that a second report of the payment changes nothing.
 */
import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Order } from '@studio/contract/orders';
import { useBookingApp } from '../../../test/booking-kit.ts';
import {
  classPasses,
  classSeries,
  classSignups,
  giftCards,
  memberships,
  orders,
  outbox,
  paymentSubscriptions,
} from '../../db/schema.ts';
import { createGiftCardOrder, createOrderFromCart } from './create.ts';
import { fulfilOrder, markPaymentFailed } from './fulfil.ts';
import { cartOf, orderOf, pricer, putInCart, row, shop } from './order-kit.ts';
import { invoicesOf } from './service.ts';

const { t, b, activeRows } = useBookingApp();

const mailsTo = (clientId: number, to: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.client_id, clientId), eq(outbox.to, to)));

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

describe('fulfilOrder', () => {
  test('class passes, booking, cart, invoice and receipt: once, however often it is reported', async () => {
    const { studio, client, passType } = await shop(t, b, {
      customer_can_reserve_multiple_seats_for_class: true,
    });
    const cls = await b.class(studio);
    const customer = await b.customer(studio.id, { email: 'ane@example.dk' });
    await putInCart(t, studio.id, customer.id, [
      { item_type: 'class_pass_type', item_id: passType.id },
    ]);
    const order = await orderOf(t, client, customer.id, [
      row({
        item_type: 'class_pass_type',
        item_id: passType.id,
        itemPriceOre: 20000,
        use_immediately_after_purchase: { item_type: 'class', class_id: cls.id, numberOfSeats: 2 },
      }),
    ]);

    expect(await fulfilOrder(t.db, order.id, { transaction_id: 'tx-1', pay_type: 'visa' })).toBe(
      'applied',
    );
    expect(await fulfilOrder(t.db, order.id, { transaction_id: 'tx-2' })).toBe('already');

    const passes = await t.db
      .select()
      .from(classPasses)
      .where(eq(classPasses.user_id, customer.id));
    expect(passes).toHaveLength(1);
    // 2 classes bought, 2 seats booked with them.
    expect(passes[0]).toMatchObject({
      classes_left: 0,
      start_date: '2026-05-06',
      valid_until: '2026-06-05',
    });
    expect((await activeRows(cls.id)).map((s) => [s.user_id, s.count])).toEqual([[customer.id, 2]]);
    expect(await cartOf(t, customer.id)).toEqual([]);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ invoice_id: 1, transaction_id: 'tx-1', pay_type: 'visa' });
    expect(paid!.paid).toBeGreaterThan(0);
    expect(paid!.receipt_token).toMatch(/^[0-9a-f]{48}$/);
    const mails = await mailsTo(studio.id, 'ane@example.dk');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('200,00 kr');
    expect(mails[0]!.text).toContain(
      `/orders/${order.id}/pdf-receipt?receiptToken=${paid!.receipt_token}`,
    );
  });

  test('a refused booking does not undo the purchase: the customer keeps the pass', async () => {
    const { studio, client, passType } = await shop(t, b);
    const full = await b.class(studio, { seats: 1 });
    const other = await b.customer(studio.id);
    await b.classPass(studio.id, other.id, [studio.classTypeId]);
    await t.db
      .insert(classSignups)
      .values({ client_id: studio.id, user_id: other.id, class_id: full.id });
    const customer = await b.customer(studio.id);
    const order = await orderOf(t, client, customer.id, [
      row({
        item_type: 'class_pass_type',
        item_id: passType.id,
        itemPriceOre: 20000,
        use_immediately_after_purchase: { item_type: 'class', class_id: full.id, numberOfSeats: 1 },
      }),
    ]);
    expect(await fulfilOrder(t.db, order.id)).toBe('applied');
    const passes = await t.db
      .select()
      .from(classPasses)
      .where(eq(classPasses.user_id, customer.id));
    expect(passes.map((p) => p.classes_left)).toEqual([2]);
    expect((await activeRows(full.id)).map((s) => s.user_id)).toEqual([other.id]);
  });

  test('two passes bought for one class book it once with the seats of both lines', async () => {
    // Seed 000 §2: 3 seats of a 2-class pass buy two passes, the first line taking the remainder.
    const { studio, client, passType } = await shop(t, b, {
      customer_can_reserve_multiple_seats_for_class: true,
    });
    const cls = await b.class(studio, { seats: 5 });
    const customer = await b.customer(studio.id);
    const line = (numberOfSeats: number) =>
      row({
        item_type: 'class_pass_type',
        item_id: passType.id,
        itemPriceOre: 20000,
        use_immediately_after_purchase: { item_type: 'class', class_id: cls.id, numberOfSeats },
      });
    const order = await orderOf(t, client, customer.id, [line(1), line(2)]);
    expect(await fulfilOrder(t.db, order.id)).toBe('applied');
    expect((await activeRows(cls.id)).map((s) => [s.user_id, s.count])).toEqual([[customer.id, 3]]);
    const passes = await t.db
      .select()
      .from(classPasses)
      .where(eq(classPasses.user_id, customer.id));
    expect(passes.map((p) => p.classes_left).sort()).toEqual([0, 1]);
  });

  test('a membership starts today, is paid for its months and keeps the saved card', async () => {
    const { studio, client, membershipType, option } = await shop(t, b);
    const customer = await b.customer(studio.id);
    const order = await orderOf(t, client, customer.id, [
      row({
        item_type: 'membership_type',
        item_id: membershipType.id,
        payment_option_id: option.id,
        itemPriceOre: 120000,
      }),
      row({
        item_type: 'membership_registration_fee',
        item_id: membershipType.id,
        itemPriceOre: 5000,
      }),
    ]);
    await fulfilOrder(t.db, order.id, {
      savedCard: { provider: 'test', handle: 'card_1', card_last_4_digits: '4242' },
    });
    const [membership] = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.user_id, customer.id));
    // 3 months from Wednesday 6 May 2026: paid up to and including 5 August.
    expect(membership).toMatchObject({
      start_date: '2026-05-06',
      paid_until: '2026-08-05',
      payment_option_id: option.id,
      order_id: order.id,
      status: 'active',
    });
    const [card] = await t.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.membership_id, membership!.id));
    expect(card).toMatchObject({
      payment_provider_subscription_id: 'card_1',
      card_last_4_digits: '4242',
    });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({
      membership_id: membership!.id,
      payment_subscription_id: card!.id,
    });
  });

  test('at a studio renewing on the 1st the first payment covers the rest of the month', async () => {
    const { studio, client, membershipType, option } = await shop(t, b, {
      memberships_always_renew_at_1st_of_month: true,
    });
    const customer = await b.customer(studio.id);
    const order = await orderOf(t, client, customer.id, [
      row({
        item_type: 'membership_type',
        item_id: membershipType.id,
        payment_option_id: option.id,
      }),
    ]);
    await fulfilOrder(t.db, order.id);
    const [membership] = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.user_id, customer.id));
    // 3-month option from 6 May: the rest of May, then June and July.
    expect(membership!.paid_until).toBe('2026-07-31');
  });

  test('a class series signs the customer up for its remaining classes', async () => {
    const { studio, client } = await shop(t, b);
    const first = await b.class(studio, { startsInMinutes: 24 * 60 });
    const second = await b.class(studio, { startsInMinutes: 8 * 24 * 60 });
    const past = await b.class(studio, { startsInMinutes: -3 * 24 * 60 });
    const type = await b.classSeries(studio.id, [first.id, second.id, past.id], true);
    const customer = await b.customer(studio.id);
    const order = await orderOf(t, client, customer.id, [
      row({ item_type: 'class_series_type', item_id: type.id, itemPriceOre: 90000 }),
    ]);
    await fulfilOrder(t.db, order.id);
    const [series] = await t.db
      .select()
      .from(classSeries)
      .where(eq(classSeries.user_id, customer.id));
    expect(series).toMatchObject({ order_id: order.id, classes_left: 0 });
    for (const cls of [first, second])
      expect((await activeRows(cls.id)).map((s) => s.class_series_id)).toEqual([series!.id]);
    expect(await activeRows(past.id)).toEqual([]);
  });

  test('a gift card spend takes the amount off the card, never below 0', async () => {
    const { studio, client, passType } = await shop(t, b);
    const [card] = await t.db
      .insert(giftCards)
      .values({
        client_id: studio.id,
        code: 'HALFHALF',
        giver_email: 'g@example.dk',
        giver_name: 'G',
        activated: true,
        amount: '500',
        amount_left: '150',
        valid_until: '2027-01-01',
      })
      .returning();
    const customer = await b.customer(studio.id);
    const spend = (ore: number) =>
      orderOf(t, client, customer.id, [
        row({ item_type: 'class_pass_type', item_id: passType.id, itemPriceOre: 20000 }),
        row({ item_type: 'gift_card_spend', item_id: card!.id, itemPriceOre: -ore }),
      ]);
    await fulfilOrder(t.db, (await spend(10000)).id);
    const left = async () =>
      (await t.db.select().from(giftCards).where(eq(giftCards.id, card!.id)))[0]!.amount_left;
    expect(await left()).toBe('50.00');
    await fulfilOrder(t.db, (await spend(10000)).id);
    expect(await left()).toBe('0.00');
  });

  test('invoice numbers run per studio, and a failed order gives nothing', async () => {
    const { studio, client, passType } = await shop(t, b);
    const customer = await b.customer(studio.id);
    const line = [row({ item_type: 'class_pass_type', item_id: passType.id, itemPriceOre: 100 })];
    const failed = await orderOf(t, client, customer.id, line);
    expect(await markPaymentFailed(t.db, failed.id)).toBe(true);
    const [a, c] = [
      await orderOf(t, client, customer.id, line),
      await orderOf(t, client, customer.id, line),
    ];
    await fulfilOrder(t.db, a.id);
    await fulfilOrder(t.db, c.id);
    expect(await markPaymentFailed(t.db, a.id)).toBe(false);
    const invoices = (await invoicesOf(t.db, studio.id, customer.id)).map((o) => Order.parse(o));
    expect(invoices.map((o) => [o.id, o.invoice_id])).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    expect(invoices[0]).not.toHaveProperty('order_items');
    const passes = await t.db.select().from(classPasses).where(eq(classPasses.order_id, failed.id));
    expect(passes).toEqual([]);
  });
});

describe('gift card purchase', () => {
  const body = {
    amount: 500,
    giver_name: 'Gorm',
    giver_email: 'gorm@example.dk',
    recipient_name: 'Rita',
    recipient_email: 'rita@example.dk',
    message: 'Til yoga',
  };

  test('below gift_card_minimum_amount it is refused with giftCardAmountTooSmall', async () => {
    const { client } = await shop(t, b, { gift_card_minimum_amount: 200 });
    expect(await createGiftCardOrder(t.db, client, { ...body, amount: 199.99 })).toEqual({
      ok: false,
      code: 'giftCardAmountTooSmall',
      params: { amount: 200 },
    });
  });

  test('paid, the card is activated with a code and mailed to the recipient (auto)', async () => {
    const { studio, client } = await shop(t, b, {
      gift_card_delivery_mode: 'auto',
      gift_card_valid_for_days: 365,
    });
    const created = await createGiftCardOrder(t.db, client, body);
    if (!created.ok) throw new Error(created.code);
    const order = created.value;
    expect(order).toMatchObject({
      user_id: null,
      non_user_email: 'gorm@example.dk',
      total: '500.00',
    });
    expect(order.items.map((i) => i.item_type)).toEqual(['gift_card_purchase']);
    const cardId = order.items[0]!.item_id!;
    const card = async () =>
      (await t.db.select().from(giftCards).where(eq(giftCards.id, cardId)))[0]!;
    expect(await card()).toMatchObject({ activated: false, code: null, amount_left: '0.00' });

    await fulfilOrder(t.db, order.id);
    await fulfilOrder(t.db, order.id);
    const activated = await card();
    expect(activated).toMatchObject({
      activated: true,
      amount_left: '500.00',
      valid_until: '2027-05-06',
      paid_with_order_id: order.id,
      sent_by: 'system',
    });
    expect(activated.code).toMatch(/^[A-Z2-9]{10}$/);
    const mails = await mailsTo(studio.id, 'rita@example.dk');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(activated.code!);
    expect(mails[0]!.text).toContain('500,00 kr');
    expect(await mailsTo(studio.id, 'gorm@example.dk')).toHaveLength(1); // the receipt
  });

  test('with manual delivery the studio is told to send it, not the recipient', async () => {
    const { studio, client } = await shop(t, b, {
      gift_card_delivery_mode: 'manual',
      gift_card_manual_delivery_admin_notification_email: 'desk@studio.dk',
    });
    const created = await createGiftCardOrder(t.db, client, body);
    if (!created.ok) throw new Error(created.code);
    await fulfilOrder(t.db, created.value.id);
    expect(await mailsTo(studio.id, 'rita@example.dk')).toEqual([]);
    const [mail] = await mailsTo(studio.id, 'desk@studio.dk');
    expect(mail!.text).toContain('rita@example.dk');
  });
});
