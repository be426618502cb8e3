/**
 * Jobs on the embedded PGlite: one process owns the database, so a timer per job in this process is
 * the whole queue (the waiting-list sweeper's old timer, generalised). Timers are unref'd (they
 * never keep the process alive); a run still going when the next is due is skipped, not doubled.
 */
import type { Db } from '../db/connect.ts';
import type { Job, JobOptions, RunningJobs } from './types.ts';

/**
 * Starts a timer per job; `runAtStart` jobs also run right away. `minuteMs` is a minute's length
 * (tests shorten it to watch the timers run).
 */
export function startTimerJobs(
  db: Db,
  jobs: Job[],
  onError: JobOptions['onError'],
  minuteMs = 60_000,
): RunningJobs {
  const running = new Set<Promise<unknown>>();
  const busy = new Set<string>();
  const runOnce = (job: Job) => {
    if (busy.has(job.name)) return;
    busy.add(job.name);
    const run = job
      .run(db)
      .catch((error: unknown) => onError(error, job.name))
      .finally(() => {
        busy.delete(job.name);
        running.delete(run);
      });
    running.add(run);
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => runOnce(job), job.everyMinutes * minuteMs);
    timer.unref();
    return timer;
  });
  for (const job of jobs) if (job.runAtStart) runOnce(job);
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
