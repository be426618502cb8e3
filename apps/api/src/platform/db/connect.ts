/**
 * Opens the database: PGlite embedded in `./data/pglite` by default (or in memory for tests), or
 * PostgreSQL when `DATABASE_URL` is set. Same schema and migrations on both (ARCHITECTURE.md).
 * PGlite serialises transactions on its one connection; PostgreSQL relies on row locks.
 */
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema } from './schema.ts';
import { shippedPath } from '../paths.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction (`db.transaction(async (tx) => …)`); anything that takes a `Db` takes it too. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, loadable with `loadDataDir` (test templates). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface ConnectOptions {
  /** `postgres://…` for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throwaway database. */
  dataDir?: string;
  /** Called with every SQL statement sent (used by the benchmark to count statements). */
  onQuery?: (sql: string) => void;
  /** PGlite only: start from this data-directory snapshot (the tests' migrated template). */
  loadDataDir?: Blob;
}

const migrationsFolder = shippedPath('platform/db/migrations');

/** The advisory lock key the migrations run under on PostgreSQL (any constant of our own). */
const MIGRATION_LOCK = 727_274_001;

/** Connects and runs pending migrations (on PostgreSQL one process at a time). */
export async function connect(options: ConnectOptions = {}): Promise<DbHandle> {
  const logger = options.onQuery
    ? { logQuery: (query: string) => options.onQuery?.(query) }
    : false;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool:', error.message));
    const db = drizzle(pool, { schema, logger });
    // Several processes starting at once on one database (a deployment's replicas) migrate one
    // after the other: the first applies the migrations, the others then find nothing to do.
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lock.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzle(client, { schema, logger });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}
