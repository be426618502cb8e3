/**
 * `startJobs`: the one way the product runs scheduled work (README.md beside this file).
 * On PostgreSQL (`DATABASE_URL`) the jobs go through pg-boss, shared by every API process;
 * on the embedded PGlite they run on timers in this process, the only one using that database.
 */
import type { DbHandle } from '../platform/db/connect.ts';
import { productJobs } from './jobs.ts';
import { startPgBossJobs } from '../platform/jobs/pg-boss-runner.ts';
import { startTimerJobs } from '../platform/jobs/timer-runner.ts';
import type { JobOptions, RunningJobs } from '../platform/jobs/types.ts';

/**
 * Starts the jobs (`productJobs` unless `options.jobs`): waiting-list sweep every minute,
 * membership renewals every 10 minutes and at start, no-show fees every 10 minutes.
 * @returns `stop`, which waits for running jobs; call it before closing the database
 */
export async function startJobs(handle: DbHandle, options: JobOptions): Promise<RunningJobs> {
  const jobs = options.jobs ?? productJobs;
  if (handle.kind === 'postgres') return startPgBossJobs(handle.db, jobs, options.onError);
  return startTimerJobs(handle.db, jobs, options.onError);
}
