/**
 * Issue 22 item 9, campaign periods: Studio Nord renews memberships on the 1st and offers "first
 * month 295 kr, then 695 kr". A customer joining on 27 November pays the 4 days left of November
 * at 295 kr pro rata (seed 001 §9); the campaign's month is December, not those 4 days. Joining on
 * 1 December, that payment is the campaign month. Cart → order → membership → renewals, on a fake
 * clock, asserting what the customer sees at checkout and on the membership and what is charged.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CartItemList, PricedCart } from '@studio/contract/cart';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory, type BookingFactory } from '../../../test/booking-factory.ts';
import {
  membershipCampaigns,
  memberships,
  membershipTypePaymentOptions,
  membershipTypes,
} from '../../platform/db/schema.ts';
import { addDaysIso } from '../../platform/lib/time.ts';
import { createOrderFromCart, fulfilOrder } from '../orders/public.ts';
import { studioClient } from '../../../test/kits/orders.ts';
import { spyProvider } from '../../../test/kits/renewals.ts';
import { runDueRenewals } from './run.ts';

/** 10:00 in Copenhagen on `date` (winter time). */
const at = (date: string) => Date.parse(`${date}T09:00:00Z`);

let t: TestApp;
let b: BookingFactory;
let nord: Awaited<ReturnType<typeof studioNord>>;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: at('2026-11-27') });
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
  nord = await studioNord();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** A studio renewing on the 1st with Nord's monthly membership: 695 kr, campaign 295 kr, fee 199 kr. */
async function studioNord() {
  const studio = await b.studio({
    payment_service_provider: 'test',
    memberships_always_renew_at_1st_of_month: true,
  });
  const [type] = await t.db
    .insert(membershipTypes)
    .values({ client_id: studio.id, name: 'Ubegrænset', registration_fee: '199' })
    .returning();
  const [option] = await t.db
    .insert(membershipTypePaymentOptions)
    .values({
      client_id: studio.id,
      membership_type_id: type!.id,
      name: 'Månedlig',
      payment_amount: '695',
    })
    .returning();
  const [campaign] = await t.db
    .insert(membershipCampaigns)
    .values({
      client_id: studio.id,
      membership_type_id: type!.id,
      name: 'Sommerstart',
      reduced_price: '295',
      number_of_months_at_reduced_price: 1,
    })
    .returning();
  await t.db
    .update(membershipTypes)
    .set({ active_campaign_id: campaign!.id })
    .where(eq(membershipTypes.id, type!.id));
  return { studio, type: type!, option: option!, campaign: campaign! };
}

/** A new customer puts the campaign membership in the cart: the cart item and the priced cart. */
async function joinToday() {
  const customer = await b.customer(nord.studio.id);
  const added = await t.app.inject({
    method: 'POST',
    url: '/cart-items',
    headers: customer.headers,
    payload: {
      user: customer.id,
      item_type: 'membership_type',
      item_id: nord.type.id,
      payment_option: nord.option.id,
      membership_campaign: nord.campaign.id,
    },
  });
  expect(added.statusCode).toBe(200);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: customer.headers });
  const [item] = CartItemList.parse((await get(`/cart-items?user=${customer.id}`)).json());
  const priced = PricedCart.parse((await get(`/cart-items/priced?user=${customer.id}`)).json());
  return { customer, item: item!, priced, get };
}

/** Checkout and payment with a saved card: the membership the order gives. */
async function buy(userId: number) {
  const client = await studioClient(t, nord.studio.id);
  const outcome = await createOrderFromCart(t.db, client, userId, 'test');
  if (!outcome.ok) throw new Error(outcome.code);
  const savedCard = { provider: 'test' as const, handle: `card_${userId}` };
  expect(await fulfilOrder(t.db, outcome.value.id, { savedCard })).toBe('applied');
  const [membership] = await t.db.select().from(memberships).where(eq(memberships.user_id, userId));
  return membership!;
}

/** Runs the renewal job every day from `from` to `to` (10:00), charging through `spy`. */
async function renewDaily(spy: ReturnType<typeof spyProvider>, from: string, to: string) {
  for (let day = from; day <= to; day = addDaysIso(day, 1)) {
    vi.setSystemTime(at(day));
    await runDueRenewals(t.db, spy.deps, Date.now());
  }
}

test('joining on 27 November: 4 days at 295 kr now, 295 kr on 1 December, then 695 kr', async () => {
  vi.setSystemTime(at('2026-11-27'));
  const { customer, item, priced, get } = await joinToday();
  // November has 30 days; 27–30 are left: 295 × 4/30 = 39.33 kr, plus the registration fee.
  expect(item).toMatchObject({
    item_price: 39.33,
    ratioOfRemainingDaysAndFullMonthDays: 4 / 30,
    next_payment: { date: '2026-12-01', amount: 295 },
    then_payment: { date: '2027-01-01', amount: 695 },
  });
  expect(priced.total).toBe(238.33);

  const membership = await buy(customer.id);
  // The 4 days were a stub: the campaign's one month is still to come.
  expect(membership).toMatchObject({
    paid_until: '2026-11-30',
    membership_campaign_id: nord.campaign.id,
    membership_campaign_number_of_reduced_payments_left: 1,
  });
  const nextPayment = async () =>
    (await get(`/memberships?user=${customer.id}&populate[]=next_payment`)).json()[0].next_payment;
  expect(await nextPayment()).toEqual({ date: '2026-12-01', amount: 295 });

  const spy = spyProvider();
  await renewDaily(spy, '2026-11-28', '2026-12-02');
  // After December's campaign payment the membership shows the full price.
  expect(await nextPayment()).toEqual({ date: '2027-01-01', amount: 695 });
  await renewDaily(spy, '2026-12-03', '2027-01-02');
  const charged = spy
    .paidByMembership(membership.id)
    .map((charge) => [charge.at.slice(0, 10), charge.amountOre / 100]);
  expect(charged).toEqual([
    ['2026-12-01', 295],
    ['2027-01-01', 695],
  ]);
}, 60_000);

test('joining on 1 December: this payment is the campaign month; 695 kr on 1 January', async () => {
  vi.setSystemTime(at('2026-12-01'));
  const { customer, item, priced } = await joinToday();
  expect(item).toMatchObject({
    item_price: 295,
    ratioOfRemainingDaysAndFullMonthDays: 1,
    next_payment: { date: '2027-01-01', amount: 695 },
    then_payment: null,
  });
  expect(priced.total).toBe(295 + 199);

  const membership = await buy(customer.id);
  expect(membership).toMatchObject({
    paid_until: '2026-12-31',
    membership_campaign_number_of_reduced_payments_left: 0,
  });
  const spy = spyProvider();
  await renewDaily(spy, '2026-12-02', '2027-01-02');
  expect(spy.paidByMembership(membership.id).map((c) => c.amountOre / 100)).toEqual([695]);
}, 60_000);
