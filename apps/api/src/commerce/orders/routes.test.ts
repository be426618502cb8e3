/**
 * GET /orders, GET /orders/{id} and the receipt PDF (CONTRACT §10): own invoiced orders only,
 * `populate[]` of `order_items` only, the anonymous read with the receipt token, and a PDF that
 * lists the order's lines and total in Danish money format. Answers parsed with the contract.
 */
import { describe, expect, test } from 'vitest';
import { Invoices, Order, OrderList } from '@studio/contract/orders';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { fulfilOrder } from './fulfil.ts';
import { orderOf, pdfText, row, shop } from '../../../test/kits/orders.ts';

const { t, b } = useBookingApp();

async function paidOrder(settings: Record<string, unknown> = {}) {
  const { studio, client, passType } = await shop(t, b, settings);
  const customer = await b.customer(studio.id, { first_name: 'Ane', last_name: 'Holm' });
  const order = await orderOf(t, client, customer.id, [
    row({
      item_type: 'class_pass_type',
      item_id: passType.id,
      name: '2 classes',
      itemPriceOre: 123450,
    }),
    row({
      item_type: 'discount_code',
      item_id: 3,
      name: 'Discount code: SOMMER',
      itemPriceOre: -10000,
    }),
  ]);
  await fulfilOrder(t.db, order.id);
  const unpaid = await orderOf(t, client, customer.id, [
    row({ item_type: 'class_pass_type', item_id: passType.id, itemPriceOre: 100 }),
  ]);
  const { body } = await get(customer.headers, `/orders/${order.id}`);
  const token = Order.parse(JSON.parse(body)).receipt_token!;
  return { studio, customer, order, unpaid, token };
}

const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /orders', () => {
  test('the own invoiced orders by id with their items; unpaid ones are left out', async () => {
    const { customer, order, unpaid } = await paidOrder();
    const res = await get(
      customer.headers,
      `/orders?id[]=${unpaid.id}&id[]=${order.id}&populate[]=order_items`,
    );
    expect(res.statusCode).toBe(200);
    const list = OrderList.parse(res.json());
    expect(list.map((o) => o.id)).toEqual([order.id]);
    expect(list[0]).toMatchObject({
      total: 1134.5,
      invoice_id: 1,
      user: customer.id,
      user_first_name: 'Ane',
      user_last_name: 'Holm',
    });
    expect(list[0]!.order_items!.map((i) => [i.item_type, i.item_price, i.count])).toEqual([
      ['class_pass_type', 1234.5, 1],
      ['discount_code', -100, 1],
    ]);
  });

  test("another customer's order, no id, and no login are 403", async () => {
    const { studio, order } = await paidOrder();
    const other = await b.customer(studio.id);
    expect((await get(other.headers, `/orders?id[]=${order.id}`)).statusCode).toBe(403);
    expect((await get(other.headers, '/orders')).statusCode).toBe(403);
    expect((await get(other.headers, `/orders/${order.id}`)).statusCode).toBe(403);
    expect(
      (await get({ 'x-yogo-client-id': String(studio.id) }, `/orders/${order.id}`)).statusCode,
    ).toBe(403);
  });

  test('populate other than order_items is a 400 naming the keys', async () => {
    const { customer, order } = await paidOrder();
    const res = await get(
      customer.headers,
      `/orders?id[]=${order.id}&populate[]=user&populate[]=order_items`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toBe('Invalid populate fields: user');
    const single = await get(customer.headers, `/orders/${order.id}?populate[]=payment`);
    expect(single.json()).toBe('Invalid populate fields: payment');
  });
});

describe('GET /orders/{id}', () => {
  test('own order as one object; an unpaid one is an empty 200', async () => {
    const { customer, order, unpaid } = await paidOrder();
    const res = await get(customer.headers, `/orders/${order.id}`);
    const parsed = Order.parse(res.json());
    expect(parsed).toMatchObject({ id: order.id, paid: expect.any(Number), payment_failed: 0 });
    expect(parsed).not.toHaveProperty('order_items');
    const empty = await get(customer.headers, `/orders/${unpaid.id}`);
    expect([empty.statusCode, empty.body]).toEqual([200, '']);
  });

  test('with its receipt token it is read without login; a wrong token is 403', async () => {
    const { studio, order, token } = await paidOrder();
    const anonymous = { 'x-yogo-client-id': String(studio.id) };
    const res = await get(
      anonymous,
      `/orders/${order.id}?receiptToken=${token}&populate[]=order_items`,
    );
    expect(Order.parse(res.json()).order_items).toHaveLength(2);
    const wrong = await get(
      anonymous,
      `/orders/${order.id}?receiptToken=${token.replace(/.$/, 'x')}`,
    );
    expect(wrong.statusCode).toBe(403);
  });
});

describe('GET /orders/{id}/pdf-receipt', () => {
  test('a PDF attachment listing the lines and the total in Danish money format', async () => {
    const { order, token } = await paidOrder({ receipt_pdf_filename: 'Kvittering Yoga' });
    // No login and no studio header: the token is the credential.
    const res = await t.app.inject({
      method: 'GET',
      url: `/orders/${order.id}/pdf-receipt?receiptToken=${token}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="Kvittering Yoga.pdf"',
    );
    const text = pdfText(res.rawPayload);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      '2 classes',
      '1.234,50 kr',
      'Discount code: SOMMER',
      '-100,00 kr',
      '1.134,50 kr',
    ])
      expect(text).toContain(expected);
  });

  test('a wrong or missing token is 400 "Receipt token is incorrect"', async () => {
    const { order, unpaid } = await paidOrder();
    for (const url of [
      `/orders/${order.id}/pdf-receipt?receiptToken=nope`,
      `/orders/${order.id}/pdf-receipt`,
      `/orders/${unpaid.id}/pdf-receipt?receiptToken=`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json()]).toEqual([400, 'Receipt token is incorrect']);
    }
  });
});

describe('invoices on the user (CONTRACT §10, §3)', () => {
  test('GET /users/{id} and GET /users?id= answer the paid orders as `invoices`', async () => {
    const { customer, order, unpaid } = await paidOrder();
    const one = await get(customer.headers, `/users/${customer.id}?populate[]=invoices`);
    const invoices = Invoices.parse(one.json<{ invoices: unknown }>().invoices);
    expect(invoices.map((invoice) => invoice.id)).toEqual([order.id]);
    expect(invoices.map((invoice) => invoice.id)).not.toContain(unpaid.id);
    expect(invoices[0]).toMatchObject({ invoice_id: 1, total: 1134.5 });
    const list = await get(customer.headers, `/users?id=${customer.id}&populate[]=invoices`);
    const [user] = list.json<{ invoices: unknown }[]>();
    expect(Invoices.parse(user!.invoices).map((invoice) => invoice.id)).toEqual([order.id]);
  });
});
