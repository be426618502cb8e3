/**
 * Two API processes on one PostgreSQL (issue 12, done means 2): their renewal runners, started
 * together, charge each due period exactly once; so do two job queues (pg-boss) started together.
 * PGlite runs one transaction at a time, so this only proves something on PostgreSQL.
 */
import { expect, test } from 'vitest';
import { and, gt, inArray } from 'drizzle-orm';
import { bookingFactory } from '../../../test/booking-factory.ts';
import { describeRaces } from '../../../test/postgres-races.ts';
import { orders } from '../../platform/db/schema.ts';
import { startOnBothQueues, useTwoProcesses } from '../../../test/race-kit.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { periodEnd } from './renew.ts';
import { membershipNow, membershipWithCard, spyProvider } from '../../../test/kits/renewals.ts';
import { runDueRenewals } from './run.ts';

const today = copenhagenToday();

describeRaces('renewals on two API processes', () => {
  const procs = useTwoProcesses();

  async function dueMemberships(count: number) {
    const b = bookingFactory(procs.t.app, procs.t.db, procs.t.make);
    const studio = await b.studio({ payment_service_provider: 'test' });
    const made = [];
    for (let i = 0; i < count; i += 1) {
      const c = await b.customer(studio.id);
      made.push(
        await membershipWithCard(procs.t.db, studio.id, c.id, {
          price: 400,
          start_date: addDaysIso(today, -31),
          paid_until: addDaysIso(today, -1),
        }),
      );
    }
    return made;
  }

  async function expectPaidOnce(ids: number[], spy: ReturnType<typeof spyProvider>) {
    for (const id of ids) {
      expect(spy.paidByMembership(id)).toHaveLength(1);
      expect((await membershipNow(procs.t.db, id)).paid_until).toBe(periodEnd(today, 1));
    }
    const invoices = await procs.t.db
      .select()
      .from(orders)
      .where(and(inArray(orders.membership_id, ids), gt(orders.invoice_id, 0)));
    expect(invoices).toHaveLength(ids.length);
  }

  test('two runners started together charge each period once', async () => {
    const made = await dueMemberships(6);
    const spy = spyProvider();
    await Promise.all([
      runDueRenewals(procs.t.db, spy.deps),
      runDueRenewals(procs.second.db, spy.deps),
    ]);
    // Exactly one provider call per period: the loser of each claim never called the provider.
    expect(spy.calls).toBe(made.length);
    await expectPaidOnce(
      made.map((m) => m.id),
      spy,
    );
  });

  test('two job queues started together run the renewals once per period', async () => {
    const made = await dueMemberships(4);
    const spy = spyProvider();
    const queues = await startOnBothQueues(procs, 'membership-renewals', (db) =>
      runDueRenewals(db, spy.deps),
    );
    await expect
      .poll(async () => made.filter((m) => spy.paidByMembership(m.id).length).length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(made.length);
    expect(await queues.stop()).toEqual([]);
    expect(spy.calls).toBe(made.length);
    await expectPaidOnce(
      made.map((m) => m.id),
      spy,
    );
  }, 40_000);
});
