/**
 * A whole API on a fresh, migrated database with no demo data, for `app.inject` tests. Runs on
 * in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (each app gets its own database).
 * Both start from the template that global-setup.ts migrated once: a copy is ~0.5 s, migrating ~2.7.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { connect, type Db } from '../src/platform/db/connect.ts';
import { makeFactory, type Factory } from './factory.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  make: Factory;
  close: () => Promise<void>;
}

export async function createTestApp(
  options: { onQuery?: (sql: string) => void } = {},
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
  const handle = await connect({
    databaseUrl,
    dataDir: 'memory://',
    onQuery: options.onQuery,
    loadDataDir: databaseUrl ? undefined : pgliteSnapshot(),
  });
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
      await handle.close();
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
