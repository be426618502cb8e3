/**
 * Two API processes on one PostgreSQL (issue 14, done means 2): their installment runners, started
 * together, charge each due installment exactly once; so do two job queues (pg-boss) started
 * together. PGlite runs one transaction at a time, so this only proves something on PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { describeRaces } from '../../../test/postgres-races.ts';
import { connect, type DbHandle } from '../../db/connect.ts';
import { startJobs } from '../../jobs/start.ts';
import { addDaysIso, copenhagenToday } from '../../lib/time.ts';
import { runDueInstallments } from './run.ts';
import { installmentSignup, installmentsNow, paidOrdersOf, spyProvider } from './test-kit.ts';

const today = copenhagenToday();

describeRaces('installments on two API processes', () => {
  let t: TestApp;
  let second: DbHandle;
  beforeAll(async () => {
    t = await createTestApp();
    // The second process: its own pool on the same database.
    const url = (t.db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
    second = await connect({ databaseUrl: url });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  /** `count` signups, each with two installments due and one to come. */
  async function dueSignups(count: number) {
    const studio = await t.make.studio({ payment_service_provider: 'test' });
    const made = [];
    for (let i = 0; i < count; i += 1) {
      const c = await t.make.customer(studio);
      made.push(
        await installmentSignup(t.db, studio.id, c.id, {
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
      expect((await installmentsNow(t.db, m.signup.id)).map((row) => row.paid > 0)).toEqual([
        true,
        true,
        true,
        false,
      ]);
    expect(
      await paidOrdersOf(
        t.db,
        due.map((row) => row.id),
      ),
    ).toHaveLength(due.length);
  }

  test('two runners started together charge each installment once', async () => {
    const made = await dueSignups(5);
    const spy = spyProvider();
    await Promise.all([
      runDueInstallments(t.db, { deps: spy.deps }),
      runDueInstallments(second.db, { deps: spy.deps }),
    ]);
    // Exactly one provider call per installment: the loser of each claim never called.
    expect(spy.calls).toBe(made.length * 2);
    await expectPaidOnce(made, spy);
  });

  test('two job queues started together charge each installment once', async () => {
    const made = await dueSignups(3);
    const spy = spyProvider();
    const jobs = [
      {
        name: 'event-installments',
        everyMinutes: 10,
        runAtStart: true,
        run: (db: typeof t.db) => runDueInstallments(db, { deps: spy.deps }),
      },
    ];
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    const first = { db: t.db, kind: 'postgres' as const, close: async () => {} };
    const queues = await Promise.all([
      startJobs(first, { onError, jobs }),
      startJobs(second, { onError, jobs }),
    ]);
    const due = made.flatMap((m) => m.installments.slice(1, 3));
    await expect
      .poll(() => due.filter((row) => spy.paidFor(row.id).length).length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(due.length);
    await Promise.all(queues.map((queue) => queue.stop()));
    expect(errors).toEqual([]);
    expect(spy.calls).toBe(due.length);
    await expectPaidOnce(made, spy);
  }, 40_000);
});
