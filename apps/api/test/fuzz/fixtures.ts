/**
 * The studio the route fuzz test works in, made through the API where a customer would make it:
 * classes (one open, one full with two other customers' signups), a free and a paid event (one
 * with another customer's signup), the cart's catalogue (cart-items/test-kit.ts: a membership type
 * with payment options and a campaign, a class pass type, a class series type, a product, the
 * discount code `SUMMER`, the gift card `GIFT-100`), the customer's active membership, an order
 * of theirs started at the test provider, and a cart with a product, a pass, a code and a gift card
 * in it. The studio pays with the test provider and lets customers pause memberships, so the
 * commerce and pause routes are reached past their first checks.
 */
import { addDaysIso, copenhagenToday } from '../../src/platform/lib/time.ts';
import { catalogue } from '../kits/cart.ts';
import { bookingFactory } from '../booking-factory.ts';
import type { TestApp } from '../create-test-app.ts';
import { makeEventFactory } from '../event-factory.ts';
import type { Known } from './arbitraries.ts';

export async function fuzzStudio(t: TestApp): Promise<Known> {
  const b = bookingFactory(t.app, t.db, t.make);
  const shop = await catalogue(t.db, b, {
    locale: 'da',
    livestream_enabled: true,
    payment_service_provider: 'test',
    customer_can_pause_membership: true,
  });
  const studio = shop.studio;
  const customer = await b.customer(studio.id);
  const post = (url: string, payload: object, headers = customer.headers) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  await b.classPass(studio.id, customer.id, [studio.classTypeId], { classes_left: 5 });
  const open = await b.class(studio, { seats: 5, livestream_enabled: true });
  const full = await b.class(studio, { seats: 2 }); // 1 seat would be a private class
  const signupIds: number[] = [];
  for (let i = 0; i < 2; i++) {
    const other = await b.customer(studio.id);
    await b.classPass(studio.id, other.id, [studio.classTypeId], { classes_left: 5 });
    const booked = await post('/class-signups', { user: other.id, class: full.id }, other.headers);
    signupIds.push(booked.json<{ id: number }>().id);
  }
  const ev = makeEventFactory(t.db);
  const date = addDaysIso(copenhagenToday(), 5);
  const free = await ev.event(studio.id, { seats: 2 }, { slots: [[date, '10:00', '12:00']] });
  const paid = await ev.event(studio.id, { price: '300' }, { slots: [[date, '13:00', '15:00']] });
  const taken = await ev.signup(studio.id, free.id, (await b.customer(studio.id)).id);
  const membership = await b.membership(
    studio.id,
    customer.id,
    [studio.classTypeId],
    {},
    { payment_option_id: shop.monthly.id, paid_until: addDaysIso(copenhagenToday(), 20) },
  );

  // An order: what the cart held when the customer went to pay.
  await post('/cart-items', { user: customer.id, item_type: 'product', item_id: shop.product.id });
  const urls = { success_url: 'https://studio.example/ok', cancel_url: 'https://studio.example/' };
  const started = await post('/payments/test/create-order-and-matching-session-type', urls);
  const orderId = started.json<{ order?: { id: number } }>().order?.id;
  if (!orderId) throw new Error(`no order: ${started.body}`);
  // Then a new cart, codes included.
  const cart = [
    { item_type: 'product', item_id: shop.product.id },
    { item_type: 'class_pass_type', item_id: shop.passType.id },
    { item_type: 'discount_code', discount_code: 'SUMMER' },
    { item_type: 'discount_code', discount_code: 'GIFT-100' },
  ];
  for (const item of cart) {
    const added = await post('/cart-items', { user: customer.id, ...item });
    if (added.statusCode !== 200 || added.body.startsWith('"E_')) throw new Error(added.body);
  }
  const cartItems = await t.app.inject({
    url: `/cart-items?user=${customer.id}`,
    headers: customer.headers,
  });

  return {
    studioId: studio.id,
    customerId: customer.id,
    classIds: [open.id, full.id, shop.cls.id],
    signupIds,
    eventIds: [free.id, paid.id],
    eventSignupIds: [taken.id],
    membershipIds: [membership.id],
    orderIds: [orderId],
    cartItemIds: cartItems.json<{ id: number }[]>().map((item) => item.id),
    typeIds: [
      shop.membershipType.id,
      shop.monthly.id,
      shop.campaign.id,
      shop.passType.id,
      shop.seriesType.id,
      shop.product.id,
    ],
    codes: ['SUMMER', 'GIFT-100'],
  };
}
