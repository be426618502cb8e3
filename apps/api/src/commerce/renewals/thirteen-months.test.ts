/**
 * Thirteen months of renewals with a fake clock (issue 12, done means 2): the renewal job runs
 * every day from the day after purchase; the table below, worked out by hand from seed 001 §9 and
 * CONTRACT §8, is what the provider must have charged each month.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory } from '../../../test/booking-factory.ts';
import { noShowFees, orders } from '../../platform/db/schema.ts';
import { addDaysIso } from '../../platform/lib/time.ts';
import { membershipWithCard, spyProvider } from '../../../test/kits/renewals.ts';
import { runDueRenewals } from './run.ts';

/**
 * Kroner charged in each month. All bought on 2026-01-15 at 500 kr a month, the purchase paying
 * the first period (to 2026-02-14; at the 1st-of-month studio a prorated payment to 2026-01-31).
 * - plain: 500 every month, on the 15th.
 * - campaign: 3 months at 99 kr; the purchase was the first, so February and March are 99.
 * - discount: 20 % for 2 payments; the purchase was the first, so only February is 400.
 * - first-of-month: renews on the 1st from 1 February, 500 each time.
 * - late cancel: a 30 kr late-cancel fee on 20 March is paid with the April renewal: 530.
 */
const table: [
  month: string,
  plain: number,
  campaign: number,
  discount: number,
  first: number,
  fee: number,
][] = [
  ['2026-02', 500, 99, 400, 500, 500],
  ['2026-03', 500, 99, 500, 500, 500],
  ['2026-04', 500, 500, 500, 500, 530],
  ['2026-05', 500, 500, 500, 500, 500],
  ['2026-06', 500, 500, 500, 500, 500],
  ['2026-07', 500, 500, 500, 500, 500],
  ['2026-08', 500, 500, 500, 500, 500],
  ['2026-09', 500, 500, 500, 500, 500],
  ['2026-10', 500, 500, 500, 500, 500],
  ['2026-11', 500, 500, 500, 500, 500],
  ['2026-12', 500, 500, 500, 500, 500],
  ['2027-01', 500, 500, 500, 500, 500],
  ['2027-02', 500, 500, 500, 500, 500],
];

let t: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-01-15T09:00:00Z') });
  t = await createTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

test('13 months of renewals charge the campaign, discount, 1st-of-month and fee amounts of the table', async () => {
  const b = bookingFactory(t.app, t.db, t.make);
  const studio = await b.studio({ payment_service_provider: 'test' });
  const firstStudio = await b.studio({
    payment_service_provider: 'test',
    memberships_always_renew_at_1st_of_month: true,
  });
  const bought = { price: 500, start_date: '2026-01-15', paid_until: '2026-02-14' };
  const customer = async (id: number) => (await b.customer(id)).id;
  const plain = await membershipWithCard(t.db, studio.id, await customer(studio.id), bought);
  const campaign = await membershipWithCard(t.db, studio.id, await customer(studio.id), {
    ...bought,
    campaign: { reduced_price: 99, months: 3, left: 2 },
  });
  const discount = await membershipWithCard(t.db, studio.id, await customer(studio.id), {
    ...bought,
    discount: { percent: 20, number_of_payments: 2, left: 1 },
  });
  const first = await membershipWithCard(t.db, firstStudio.id, await customer(firstStudio.id), {
    ...bought,
    paid_until: '2026-01-31',
  });
  const feeUser = await customer(studio.id);
  const fee = await membershipWithCard(t.db, studio.id, feeUser, bought);
  const spy = spyProvider();

  for (let day = '2026-01-16'; day <= '2027-02-15'; day = addDaysIso(day, 1)) {
    vi.setSystemTime(Date.parse(`${day}T09:00:00Z`));
    if (day === '2026-03-20') {
      const cls = await b.class(studio, { startsInMinutes: -24 * 60 });
      await t.db.insert(noShowFees).values({
        client_id: studio.id,
        user_id: feeUser,
        class_id: cls.id,
        class_signup_id: 1,
        membership_id: fee.id,
        amount: '30.00',
        reason: 'late_cancel',
      });
    }
    await runDueRenewals(t.db, spy.deps, Date.now());
  }

  const monthly = (id: number) =>
    spy.paidByMembership(id).map((charge) => [charge.at.slice(0, 7), charge.amountOre / 100]);
  const column = (i: number) => table.map((row) => [row[0], row[i]]);
  expect(monthly(plain.id)).toEqual(column(1));
  expect(monthly(campaign.id)).toEqual(column(2));
  expect(monthly(discount.id)).toEqual(column(3));
  expect(monthly(first.id)).toEqual(column(4));
  expect(monthly(fee.id)).toEqual(column(5));
  // Renewal days: the 15th for a membership bought on the 15th, the 1st where renewals are on the 1st.
  expect(new Set(spy.paidByMembership(plain.id).map((c) => c.at.slice(8, 10)))).toEqual(
    new Set(['15']),
  );
  expect(new Set(spy.paidByMembership(first.id).map((c) => c.at.slice(8, 10)))).toEqual(
    new Set(['01']),
  );
  expect(spy.calls).toBe(5 * 13);

  // Each charge is an invoiced order; the fee is a line of April's and is paid.
  const invoices = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.membership_id, fee.id), gt(orders.invoice_id, 0)));
  expect(invoices).toHaveLength(13);
  const [paidFee] = await t.db
    .select()
    .from(noShowFees)
    .where(eq(noShowFees.membership_id, fee.id));
  const april = invoices.find((o) => o.renewal_period_start === '2026-04-15');
  expect(paidFee?.paid_with_order_id).toBe(april?.id);
}, 120_000);
