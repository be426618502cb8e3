/** A named piece of scheduled work (README.md beside this file). */
import type { Db } from '../db/connect.ts';

export interface Job {
  /** Queue name on PostgreSQL (pg-boss), label on PGlite. Kebab-case, unique. */
  name: string;
  /** Runs every this many minutes (1–59, or 60: on the hour). */
  everyMinutes: number;
  /** Also run once when the process starts (catching up after downtime). */
  runAtStart?: boolean;
  run: (db: Db) => Promise<unknown>;
}

export interface JobOptions {
  /** Hears every failed run; the schedule goes on. */
  onError: (error: unknown, job: string) => void;
  /** The jobs to run; the product's list (`jobs.ts`) by default. Tests pass their own. */
  jobs?: Job[];
}

export interface RunningJobs {
  /** Stops scheduling and waits for the runs in progress to finish. */
  stop: () => Promise<void>;
}
