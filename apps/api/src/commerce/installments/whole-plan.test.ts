/**
 * A whole installment plan with a fake clock (issue 14, done means 2): the job runs every day
 * from purchase to past the last installment; each later installment is charged once, on its date,
 * and the first (paid at signup) plus the paid installment orders add up to the event price to
 * the øre.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { toOre } from '@studio/contract/money';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { outbox } from '../../platform/db/schema.ts';
import { addDaysIso, copenhagenInstant, copenhagenToday } from '../../platform/lib/time.ts';
import { runDueInstallments } from './run.ts';
import {
  installmentSignup,
  installmentsNow,
  paidOrdersOf,
  signupNow,
  spyProvider,
} from '../../../test/kits/installments.ts';

let t: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: copenhagenInstant('2026-05-06', '09:00') });
  t = await createTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const plan: [string, string][] = [
  ['1970-01-01', '2499.99'],
  ['2026-06-01', '2500.00'],
  ['2026-07-01', '2500.00'],
  ['2026-08-31', '2500.00'],
];

test('a 4-installment plan: each later installment charged once on its date, the sum exact', async () => {
  const studio = await t.make.studio({ payment_service_provider: 'test' });
  const customer = await t.make.customer(studio);
  const { signup, installments } = await installmentSignup(t.db, studio.id, customer.id, {
    price: '9999.99',
    plan,
  });
  const spy = spyProvider();

  for (let day = '2026-05-06'; day <= '2026-09-15'; day = addDaysIso(day, 1)) {
    for (const time of ['00:05', '09:00', '23:55']) {
      vi.setSystemTime(copenhagenInstant(day, time));
      await runDueInstallments(t.db, { deps: spy.deps });
    }
  }

  const later = installments.slice(1);
  expect(spy.calls).toBe(3);
  for (const row of later) {
    const charges = spy.paidFor(row.id);
    expect(charges.map((c) => copenhagenToday(new Date(c.at)))).toEqual([row.date]);
    expect(charges[0]!.amountOre).toBe(250_000);
  }
  const now = await installmentsNow(t.db, signup.id);
  expect(now.every((row) => row.paid > 0)).toBe(true);
  const orders = await paidOrdersOf(
    t.db,
    later.map((row) => row.id),
  );
  expect(orders).toHaveLength(3);
  expect(now.slice(1).map((row) => row.order_id)).toEqual(
    later.map((row) => orders.find((o) => o.event_signup_installment_id === row.id)?.id),
  );
  const paidOre = orders.reduce((sum, order) => sum + toOre(order.total), 0);
  expect(toOre(plan[0]![1]) + paidOre).toBe(toOre('9999.99'));
  expect(await signupNow(t.db, signup.id)).toMatchObject({
    installment_payment_failed_number_of_times: 0,
    installment_payment_processing_started: 0,
  });
  const mails = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
  expect(mails.filter((m) => m.subject.startsWith('Receipt'))).toHaveLength(3);
}, 120_000);
