/**
 * Jobs on PostgreSQL: pg-boss (v10, https://github.com/timgit/pg-boss) in the schema `pgboss` of
 * the product's database, through the product's own connection pool. Every API process starts the
 * same schedules and workers; pg-boss's clock sends a job once per slot (one process wins the
 * `cron_on` update, and the send is a singleton per minute), and each queue is `stately` (at most
 * one job queued and one running), so a job never runs twice at once across processes. Runs that
 * fail are not retried: the next slot runs again, and each job is itself safe to repeat.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../db/connect.ts';
import type { Job, JobOptions, RunningJobs } from './types.ts';

interface PgClient {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  release: () => void;
}
interface PgPool {
  connect: () => Promise<PgClient>;
}

/** The node-postgres pool under drizzle's database (`db.$client`). */
function poolOf(db: Db): PgPool {
  const pool = (db as unknown as { $client?: PgPool }).$client;
  if (!pool || typeof pool.connect !== 'function')
    throw new Error('pg-boss needs the node-postgres pool of a PostgreSQL database');
  return pool;
}

/**
 * pg-boss's database: our pool. pg-boss sends some commands as one `BEGIN; …; COMMIT` text; when
 * one fails, the connection is rolled back before it goes back to the pool, so the next query on
 * it does not meet an aborted transaction.
 */
function bossDb(pool: PgPool): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const client = await pool.connect();
      try {
        return await client.query(text, values);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * Runs `setUp` while holding a session advisory lock on one connection: processes starting
 * together set pg-boss up one after the other. pg-boss's schema creation and `createQueue` are not
 * safe to run at the same moment (a catalog unique violation, a deadlock: race.test.ts in
 * commerce/renewals found both).
 */
async function oneAtATime<T>(pool: PgPool, setUp: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query(`SELECT pg_advisory_lock(hashtext('studio:jobs:start'))`);
    try {
      return await setUp();
    } finally {
      await holder.query(`SELECT pg_advisory_unlock(hashtext('studio:jobs:start'))`);
    }
  } finally {
    holder.release();
  }
}

/** `every 10 minutes` → `*\/10 * * * *`; 60 → on the hour. */
export function cronOf(everyMinutes: number): string {
  if (everyMinutes <= 1) return '* * * * *';
  if (everyMinutes >= 60) return '0 * * * *';
  return `*/${everyMinutes} * * * *`;
}

/** Starts pg-boss with a schedule and a worker per job; `runAtStart` jobs are also sent now. */
export async function startPgBossJobs(
  db: Db,
  jobs: Job[],
  onError: JobOptions['onError'],
): Promise<RunningJobs> {
  const pool = poolOf(db);
  // Loaded with the PostgreSQL job runner only: the embedded database never needs it.
  const { default: PgBossClass } = await import('pg-boss');
  const boss = new PgBossClass({ db: bossDb(pool), schema: 'pgboss' });
  boss.on('error', (error) => onError(error, 'pg-boss'));
  await oneAtATime(pool, async () => {
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.name, {
        name: job.name,
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: 15 * 60,
      });
      await boss.schedule(job.name, cronOf(job.everyMinutes), {}, { tz: 'Europe/Copenhagen' });
    }
  });
  for (const job of jobs) {
    await boss.work(job.name, async () => {
      try {
        await job.run(db);
      } catch (error) {
        onError(error, job.name);
        throw error; // the job is marked failed in pgboss.job
      }
    });
    if (job.runAtStart)
      await boss.send(job.name, {}, { singletonKey: 'start', singletonSeconds: 60 });
  }
  return {
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000 }),
  };
}
