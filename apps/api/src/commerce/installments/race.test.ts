/**
 * Two API processes on one PostgreSQL (issue 14, done means 2): their installment runners, started
 * together, charge each due installment exactly once; so do two job queues (pg-boss) started
 * together. PGlite runs one transaction at a time, so this only proves something on PostgreSQL.
 */
import { expect, test } from 'vitest';
import { describeRaces } from '../../../test/postgres-races.ts';
import { startOnBothQueues, useTwoProcesses } from '../../../test/race-kit.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { runDueInstallments } from './run.ts';
import {
  installmentSignup,
  installmentsNow,
  paidOrdersOf,
  spyProvider,
} from '../../../test/kits/installments.ts';

const today = copenhagenToday();

describeRaces('installments on two API processes', () => {
  const procs = useTwoProcesses();

  /** `count` signups, each with two installments due and one to come. */
  async function dueSignups(count: number) {
    const studio = await procs.t.make.studio({ payment_service_provider: 'test' });
    const made = [];
    for (let i = 0; i < count; i += 1) {
      const c = await procs.t.make.customer(studio);
      made.push(
        await installmentSignup(procs.t.db, studio.id, c.id, {
          price: '1200.00',
          plan: [
            ['1970-01-01', '300.00'],
            [addDaysIso(today, -3), '300.00'],
            [today, '300.00'],
            [addDaysIso(today, 20), '300.00'],
          ],
        }),
      );
    }
    return made;
  }

  async function expectPaidOnce(
    made: Awaited<ReturnType<typeof dueSignups>>,
    spy: ReturnType<typeof spyProvider>,
  ) {
    const due = made.flatMap((m) => m.installments.slice(1, 3));
    for (const row of due) expect(spy.paidFor(row.id)).toHaveLength(1);
    for (const m of made)
      expect((await installmentsNow(procs.t.db, m.signup.id)).map((row) => row.paid > 0)).toEqual([
        true,
        true,
        true,
        false,
      ]);
    expect(
      await paidOrdersOf(
        procs.t.db,
        due.map((row) => row.id),
      ),
    ).toHaveLength(due.length);
  }

  test('two runners started together charge each installment once', async () => {
    const made = await dueSignups(5);
    const spy = spyProvider();
    await Promise.all([
      runDueInstallments(procs.t.db, { deps: spy.deps }),
      runDueInstallments(procs.second.db, { deps: spy.deps }),
    ]);
    // Exactly one provider call per installment: the loser of each claim never called.
    expect(spy.calls).toBe(made.length * 2);
    await expectPaidOnce(made, spy);
  });

  test('two job queues started together charge each installment once', async () => {
    const made = await dueSignups(3);
    const spy = spyProvider();
    const queues = await startOnBothQueues(procs, 'event-installments', (db) =>
      runDueInstallments(db, { deps: spy.deps }),
    );
    const due = made.flatMap((m) => m.installments.slice(1, 3));
    await expect
      .poll(() => due.filter((row) => spy.paidFor(row.id).length).length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(due.length);
    expect(await queues.stop()).toEqual([]);
    expect(spy.calls).toBe(due.length);
    await expectPaidOnce(made, spy);
  }, 40_000);
});
