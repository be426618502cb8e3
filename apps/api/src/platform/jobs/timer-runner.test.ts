/**
 * Jobs on the embedded PGlite (README.md beside this file): the product's waiting-list sweep runs
 * on its timer (it used to have its own), a failing job is reported and keeps its schedule, and
 * `stop` waits for a run in progress.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory } from '../../../test/booking-factory.ts';
import { classPasses, classSignups, classWaitingListSignups } from '../db/schema.ts';
import { productJobs } from '../../jobs/jobs.ts';
import { startTimerJobs } from './timer-runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the waiting-list sweep runs every minute on its own and stops', async () => {
  const b = bookingFactory(t.app, t.db, t.make);
  const studio = await b.studio({ no_show_fees_enabled: true, class_signoff_deadline: 120 });
  const cls = await b.class(studio, { seats: 2, startsInMinutes: 60 }); // deadline an hour ago
  const holder = await b.customer(studio.id);
  await t.db
    .insert(classSignups)
    .values({ client_id: studio.id, user_id: holder.id, class_id: cls.id, count: 2 });
  const c = await b.customer(studio.id);
  const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 2 });
  const [row] = await t.db
    .insert(classWaitingListSignups)
    .values({
      client_id: studio.id,
      user_id: c.id,
      class_id: cls.id,
      used_class_pass_id: pass.id,
      class_pass_classes_spent: 1,
    })
    .returning();
  const errors: unknown[] = [];
  const sweep = productJobs.filter((job) => job.name === 'waiting-list-sweep');
  const jobs = startTimerJobs(t.db, sweep, (error) => errors.push(error), 20); // a minute = 20 ms
  const waiting = async () =>
    (
      await t.db
        .select()
        .from(classWaitingListSignups)
        .where(eq(classWaitingListSignups.id, row!.id))
    )[0]!;
  await expect
    .poll(async () => (await waiting()).cancelled_at, { timeout: 5_000 })
    .toBeGreaterThan(0);
  await jobs.stop();
  const [after] = await t.db.select().from(classPasses).where(eq(classPasses.id, pass.id));
  expect(after!.classes_left).toBe(3);
  expect(errors).toEqual([]);
});

test('a failing job is reported and runs again; stop waits for the run in progress', async () => {
  const heard: string[] = [];
  let runs = 0;
  let finished = 0;
  const jobs = startTimerJobs(
    t.db,
    [
      {
        name: 'flaky',
        everyMinutes: 1,
        runAtStart: true,
        run: async () => {
          runs += 1;
          await new Promise((resolve) => setImmediate(resolve));
          finished += 1;
          if (runs === 1) throw new Error('first run fails');
        },
      },
    ],
    (error, job) => heard.push(`${job}: ${(error as Error).message}`),
    10,
  );
  await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
  await jobs.stop();
  expect(finished).toBe(runs);
  expect(heard).toEqual(['flaky: first run fails']);
});
