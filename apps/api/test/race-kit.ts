/**
 * Tests only, for the race tests on PostgreSQL (`describeRaces`; renewals, installments): two
 * API processes on one database (the test app and a second pool of its own on the same
 * database), and one job's queue (pg-boss) started on both at once.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { connect, type Db, type DbHandle } from '../src/platform/db/connect.ts';
import { startJobs } from '../src/jobs/start.ts';

export interface TwoProcesses {
  t: TestApp;
  second: DbHandle;
}

/** Opens the test app and a second process's pool before the tests, closes both after. */
export function useTwoProcesses(): TwoProcesses {
  const both = {} as TwoProcesses;
  beforeAll(async () => {
    both.t = await createTestApp();
    // The second process: its own pool on the same database.
    const url = (both.t.db as unknown as { $client: { options: { connectionString: string } } })
      .$client.options.connectionString;
    both.second = await connect({ databaseUrl: url });
  });
  afterAll(async () => {
    await both.second.close();
    await both.t.close();
  });
  return both;
}

/**
 * Starts job `name` (every 10 minutes and at start) on both processes' queues at once.
 * `stop()` stops both queues and answers the errors the runs reported.
 */
export async function startOnBothQueues(
  both: TwoProcesses,
  name: string,
  run: (db: Db) => Promise<unknown>,
) {
  const jobs = [{ name, everyMinutes: 10, runAtStart: true, run }];
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  const first = { db: both.t.db, kind: 'postgres' as const, close: async () => {} };
  const queues = await Promise.all([
    startJobs(first, { onError, jobs }),
    startJobs(both.second, { onError, jobs }),
  ]);
  return {
    async stop() {
      await Promise.all(queues.map((queue) => queue.stop()));
      return errors;
    },
  };
}
