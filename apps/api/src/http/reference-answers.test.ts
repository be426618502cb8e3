/**
 * Reference mode answers as the reference provider would (reference-mode.ts, reference-shapes.ts;
 * CONTRACT §1.7, §1.10, the *(design)* fields; issue 23 item 4): style-B answers carry 0/1 for
 * boolean columns, and no answer carries a field of our design. Our own server, beside it on the
 * same database, still sends real booleans and every field. The web's contract reads both.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PriceGroupList, MembershipTypeList } from '@studio/contract/catalogue';
import { ClientResponse } from '@studio/contract/client';
import { Invoices } from '@studio/contract/orders';
import { CheckoutResult } from '@studio/contract/payments';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import type { TestCustomer } from '../../test/factory.ts';
import { catalogueFactory } from '../catalogue/membership-types/test-catalogue.ts';

let t: TestApp;
let reference: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  reference = await buildApp({ db: t.db, tokenKeys: t.app.tokenKeys, referenceMode: true });
});
afterAll(async () => {
  await reference.close();
  await t.close();
});

/** A studio paying with the test provider that sells a membership and a class pass in a group. */
async function shop() {
  const studio = await t.make.studio({ payment_service_provider: 'test', currency: 'DKK' });
  const cat = catalogueFactory(t.db);
  const { type: membership } = await cat.membershipType(studio.id, {
    values: { registration_fee: '199' },
  });
  const pass = await cat.passType(studio.id, { name: '10 klip', price: '1200' });
  await cat.priceGroup(studio.id, { name: 'Yoga' }, [
    { item_type: 'membership_type', item_id: membership.id },
    { item_type: 'class_pass_type', item_id: pass.id },
  ]);
  const customer = await t.make.customer(studio);
  return { studio, pass, customer };
}

/** The customer buys `passId` as a customer does: cart, checkout, Pay on the test page. */
async function buyPass(customer: TestCustomer, passId: number) {
  const post = (url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: customer.headers, payload: payload as never });
  await post('/cart-items', { item_type: 'class_pass_type', item_id: passId, user: customer.id });
  const answer = CheckoutResult.parse(
    (
      await post('/payments/test/create-order-and-matching-session-type', {
        success_url: 'https://studio.example/stripe-payment-succes/{orderId}',
        cancel_url: 'https://studio.example/checkout',
      })
    ).json(),
  );
  if (typeof answer === 'string' || answer.status !== 'CHECKOUT_SESSION_CREATED')
    throw new Error(`no checkout session: ${JSON.stringify(answer)}`);
  const page = new URL(answer.url);
  await t.app.inject({
    method: 'POST',
    url: `${page.pathname}/pay${page.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=4242',
  });
  return answer.order.id;
}

const both = async (url: string, headers: Record<string, string>) => ({
  ref: (await reference.inject({ url, headers })).json(),
  ours: (await t.app.inject({ url, headers })).json(),
});

describe('reference mode answers', () => {
  test('prices: 0/1 columns, converted flags stay booleans, no registration fee or group place', async () => {
    const { studio } = await shop();
    const populate = 'populate[]=membership_types&populate[]=class_pass_types';
    const groups = await both(`/price-groups?${populate}`, studio.headers);
    const [group] = groups.ref as Array<Record<string, unknown>>;
    expect(group).toMatchObject({ archived: 0, show_in_default_price_list: true });
    expect(group?.membership_types).toEqual([
      expect.objectContaining({ for_sale: 1, archived: 0, access_all_videos: false }),
    ]);
    expect(group?.class_pass_types).toEqual([
      expect.objectContaining({ for_sale: 1, limited_number_per_customer: 0 }),
    ]);
    expect(JSON.stringify(groups.ref)).not.toMatch(/sort_in_price_group|registration_fee/);
    expect(groups.ours).toEqual([expect.objectContaining({ archived: false })]);

    const types = await both('/membership-types?populate[]=payment_options', studio.headers);
    const [type] = types.ref as Array<Record<string, unknown>>;
    expect(type).toMatchObject({ for_sale: 1, has_max_number_of_memberships: false });
    expect(type).not.toHaveProperty('registration_fee');
    expect(type?.payment_options).toEqual([expect.objectContaining({ for_sale: true })]);
    expect(types.ours).toEqual([
      expect.objectContaining({ for_sale: true, registration_fee: 199 }),
    ]);
    // What the web reads of the reference's answers.
    expect(PriceGroupList.parse(groups.ref)[0]).toMatchObject({ archived: false });
    expect(MembershipTypeList.parse(types.ref)[0]).toMatchObject({
      for_sale: true,
      registration_fee: 0,
    });
  });

  test("a paid order: the user's invoices and GET /orders are style B, the outcome call is not there", async () => {
    const { pass, customer } = await shop();
    const orderId = await buyPass(customer, pass.id);
    const profile = await both(`/users/${customer.id}?populate[]=invoices`, customer.headers);
    const [invoice] = (profile.ref as { invoices: unknown[] }).invoices;
    expect(invoice).toMatchObject({ id: orderId, archived: 0, test: 1 });
    expect(profile.ref).toMatchObject({ customer: true }); // the user itself is style A
    expect(profile.ours).toMatchObject({ invoices: [{ id: orderId, archived: false }] });
    expect(Invoices.parse([invoice])[0]).toMatchObject({ archived: false, invoice_id: 1 });

    const orders = await both(`/orders?id[]=${orderId}`, customer.headers);
    expect(orders.ref).toEqual([expect.objectContaining({ id: orderId, archived: 0 })]);

    const outcome = `/orders/${orderId}/payment-outcome`;
    const call = { url: outcome, headers: customer.headers };
    expect((await reference.inject(call)).statusCode).toBe(404);
    expect((await t.app.inject(call)).json()).toMatchObject({ status: 'paid' });
  });

  test('the cart, the user and the settings come without the fields of our design', async () => {
    const { studio, pass, customer } = await shop();
    await t.app.inject({
      method: 'POST',
      url: '/cart-items',
      headers: customer.headers,
      payload: { item_type: 'class_pass_type', item_id: pass.id, user: customer.id },
    });
    const cart = await both(`/cart-items?user=${customer.id}&populate[]=product`, customer.headers);
    expect(cart.ours).toEqual([expect.objectContaining({ item_count: 1, item_price: 1200 })]);
    const [item] = cart.ref as Array<Record<string, unknown>>;
    expect(item).toMatchObject({ item_type: 'class_pass_type', product: { price: 1200 } });
    for (const field of ['item_count', 'use_immediately_after_purchase', 'item_price', 'valid'])
      expect(item).not.toHaveProperty(field);

    const user = await both(`/users/${customer.id}?populate[]=branches`, customer.headers);
    expect(user.ours).toHaveProperty('branches');
    expect(user.ref).toMatchObject({ id: customer.id, email: customer.email });
    for (const field of ['branches', 'vat_id', 'company_name'])
      expect(user.ref).not.toHaveProperty(field);
    // The cart on the list form is ours; on GET /users/{id} it is the reference's too.
    const list = await both(`/users?id=${customer.id}&populate[]=cart_items`, customer.headers);
    expect(list.ours).toEqual([expect.objectContaining({ cart_items: [expect.anything()] })]);
    expect((list.ref as unknown[])[0]).not.toHaveProperty('cart_items');
    const own = await both(`/users/${customer.id}?populate[]=cart_items`, customer.headers);
    expect(own.ref).toMatchObject({ cart_items: [{ item_id: pass.id }] });

    const url = '/clients/current?populate[]=settings&populate[]=branches';
    const client = ClientResponse.parse(
      (await reference.inject({ url, headers: studio.headers })).json(),
    );
    expect(client.settings).toMatchObject({ payment_service_provider: 'test', locale: 'en' });
    for (const setting of ['currency', 'customer_can_reserve_multiple_seats_for_class', 'website'])
      expect(client.settings).not.toHaveProperty(setting);
    expect(client.branches).toEqual([expect.objectContaining({ id: studio.branchId })]);
  });
});
