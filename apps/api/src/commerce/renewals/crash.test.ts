/**
 * A crash between charging and recording (issue 12, done means 2): the provider took the money
 * but the renewal was never recorded. The next run finds the period's order with its stored key,
 * sends that same key, and the provider answers the charge it already made: one charge, one order,
 * one period paid.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory } from '../../../test/booking-factory.ts';
import { FIXED_NOW, useFixedClock } from '../../../test/clock.ts';
import { orders } from '../../platform/db/schema.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { changeMembership } from './queries.ts';
import { CLAIM_TTL_MS } from './renew.ts';
import { membershipNow, membershipWithCard, spyProvider } from '../../../test/kits/renewals.ts';
import { runDueRenewals } from './run.ts';

/** Recording a paid renewal throws while `crashes` is above 0. */
const failing = vi.hoisted(() => ({ crashes: 0 }));
vi.mock('../orders/public.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../orders/public.ts')>();
  return {
    ...real,
    recordRenewalPaid: (...args: Parameters<typeof real.recordRenewalPaid>) => {
      if (failing.crashes > 0) {
        failing.crashes -= 1;
        throw new Error('crashed after charging');
      }
      return real.recordRenewalPaid(...args);
    },
  };
});

useFixedClock();
const today = copenhagenToday(new Date(FIXED_NOW));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function dueMembership() {
  const b = bookingFactory(t.app, t.db, t.make);
  const studio = await b.studio({ payment_service_provider: 'test' });
  const c = await b.customer(studio.id);
  return membershipWithCard(t.db, studio.id, c.id, {
    price: 500,
    start_date: addDaysIso(today, -31),
    paid_until: addDaysIso(today, -1),
  });
}

const invoicesOf = (id: number) =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.membership_id, id), gt(orders.invoice_id, 0)));

test('a failed recording is recovered on the next run with the same key and no second charge', async () => {
  const m = await dueMembership();
  const spy = spyProvider();
  failing.crashes = 1;
  await expect(runDueRenewals(t.db, spy.deps, FIXED_NOW)).rejects.toThrow('1 renewals failed');
  expect(spy.charges.size).toBe(1);
  expect((await membershipNow(t.db, m.id)).paid_until).toBe(addDaysIso(today, -1));

  expect(await runDueRenewals(t.db, spy.deps, FIXED_NOW)).toEqual({ paid: 1 });
  expect(spy.calls).toBe(2); // the same key sent twice …
  expect([...spy.charges.keys()]).toEqual([`membership-${m.id}-${today}`]); // … one charge
  expect((await membershipNow(t.db, m.id)).paid_until).toBe(addDaysIso(today, 30));
  expect(await invoicesOf(m.id)).toHaveLength(1);
});

test('a runner that died after charging is taken over once its claim is stale, with its key', async () => {
  const m = await dueMembership();
  const spy = spyProvider();
  failing.crashes = 1;
  await expect(runDueRenewals(t.db, spy.deps, FIXED_NOW)).rejects.toThrow();
  // A process that dies never clears its claim.
  await changeMembership(t.db, m.id, { automatic_payment_processing_started: FIXED_NOW });

  expect(await runDueRenewals(t.db, spy.deps, FIXED_NOW + 60_000)).toEqual({ busy: 1 });
  expect(spy.calls).toBe(1);
  expect(await runDueRenewals(t.db, spy.deps, FIXED_NOW + CLAIM_TTL_MS)).toEqual({ paid: 1 });
  expect([...spy.charges.keys()]).toEqual([`membership-${m.id}-${today}`]);
  expect(await invoicesOf(m.id)).toHaveLength(1);
});
