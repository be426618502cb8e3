/**
 * Vitest global setup: migrates one template database before any test file runs, so each test app
 * starts from a copy instead of migrating its own (issue 23 item 7: 130 files × ~2.7 s of PGlite
 * start-up and migrations). On PostgreSQL the template is a database that `CREATE DATABASE …
 * TEMPLATE` copies; on PGlite it is a data-directory snapshot (`dumpDataDir`) in a temporary file
 * that every test app loads. `createTestApp` still runs the migrator on the copy, which finds every
 * migration applied (a stale template would be caught there, not silently used).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/platform/db/connect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database's name. */
    postgresTemplate: string;
    /** PGlite: the path of a migrated data-directory snapshot. */
    pgliteSnapshot: string;
  }
}

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const handle = await connect({ databaseUrl: url.toString() });
    // No connection may stay open on a template while it is copied.
    await handle.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteSnapshot', '');
    return () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const handle = await connect({ dataDir: 'memory://' });
  const snapshot = await handle.dumpDataDir!();
  await handle.close();
  const folder = mkdtempSync(join(tmpdir(), 'studio-api-tests-'));
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(folder, { recursive: true, force: true });
}
