/**
 * Applying a paid order once (CONTRACT §7 "Applying a paid order", §10): class passes and the
 * booking they were bought for, the cart, the invoice number and the receipt mail; a second report
 * of the payment changes nothing, a refused booking keeps the purchase, a failed order gives
 * nothing. Memberships: fulfil-membership.test.ts; class series: fulfil-series.test.ts; gift
 * cards: gift-cards.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Order } from '@studio/contract/orders';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { classPasses, classSignups, orders, outbox } from '../../platform/db/schema.ts';
import { fulfilOrder, markPaymentFailed } from './fulfil.ts';
import { cartOf, orderOf, putInCart, row, shop } from '../../../test/kits/orders.ts';
import { invoicesOf } from './service.ts';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';

const { t, b, activeRows } = useBookingApp();

const mailsTo = (clientId: number, to: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.client_id, clientId), eq(outbox.to, to)));

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
    // The receipt, and the class booking's confirmation with its calendar file (issue 26).
    expect(mails).toHaveLength(2);
    const [receipt, ...others] = mails.filter((m) => !m.attachments);
    expect(others).toHaveLength(0);
    expect(receipt!.text).toContain('200,00 kr');
    expect(receipt!.text).toContain(
      `/orders/${order.id}/pdf-receipt?receiptToken=${paid!.receipt_token}`,
    );
    expect(expectHtmlLikeText(receipt!, 'en')).toEqual([
      expect.stringMatching(new RegExp(`/orders/${order.id}/pdf-receipt\\?receiptToken=`)),
    ]);
    const booked = mails.find((m) => m.attachments);
    expect(booked!.subject).toMatch(/^You are booked for Hatha on /);
    expect(booked!.text).toContain('You have 2 seats in the class.');
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
