/**
 * A whole API on a fresh, migrated database with no demo data, for `app.inject` tests. Runs on
 * in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (each app gets its own database).
 * Both start from the template that global-setup.ts migrated once: a copy is ~0.5 s, migrating ~2.7.
 * On PGlite a closed app's database is emptied and handed to the next app of the same worker
 * (~0.05 s): it is then as the template left it (no rows, identities from 1, session reset).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { sql } from 'drizzle-orm';
import { connect, type Db, type DbHandle } from '../src/platform/db/connect.ts';
import { makeFactory, type Factory } from './factory.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  make: Factory;
  close: () => Promise<void>;
}

/**
 * `onQuery` sees every statement; `reuse: false` keeps the database from the next app when this
 * one closes (a test that goes on using a closed database).
 */
export async function createTestApp(
  options: { onQuery?: (sql: string) => void; reuse?: boolean } = {},
): Promise<TestApp> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (baseUrl) {
    // One throwaway database per test app keeps tests independent and parallel-safe.
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  // Statements are counted through the connection's logger: such an app gets its own.
  const reusable = !databaseUrl && !options.onQuery && options.reuse !== false;
  const handle =
    (reusable && (await emptiedSpare())) ||
    (await connect({
      databaseUrl,
      dataDir: 'memory://',
      onQuery: options.onQuery,
      loadDataDir: databaseUrl ? undefined : pgliteSnapshot(),
    }));
  // Every answer is checked against its contract schema (a field it lacks fails the test).
  const app = await buildApp({
    db: handle.db,
    tokenKeys: { secret: randomBytes(32) },
    checkAnswers: true,
  });
  const make = makeFactory(app, handle.db);
  return {
    app,
    db: handle.db,
    make,
    close: async () => {
      await app.close();
      if (reusable && !spare) spare = handle;
      else await handle.close();
      await dropDatabase();
    },
  };
}

let snapshot: Blob | undefined;
/** The migrated PGlite template, read once per test file. */
function pgliteSnapshot(): Blob {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return snapshot;
}

/** PGlite: a closed test app's database, kept for the next app of this worker. */
let spare: DbHandle | undefined;

/**
 * The spare database with every table emptied, identities restarted and the session reset (as
 * the template was), or undefined when there is none or it does not empty within 5 s (a test that
 * failed inside a transaction may hold PGlite's one connection): then the caller loads a copy.
 */
async function emptiedSpare(): Promise<DbHandle | undefined> {
  const handle = spare;
  spare = undefined;
  if (!handle) return undefined;
  const emptied = (async () => {
    const { rows } = (await handle.db.execute(
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { name: string }[] };
    await handle.db.execute(sql.raw('DISCARD ALL'));
    if (rows.length)
      await handle.db.execute(
        sql.raw(`TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`),
      );
    return true;
  })();
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref());
  if (await Promise.race([emptied.catch(() => false), timeout])) return handle;
  void handle.close().catch(() => {});
  return undefined;
}
