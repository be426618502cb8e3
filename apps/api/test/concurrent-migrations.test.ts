/**
 * Issue 27: replicas of a deployment start together on one new PostgreSQL database. Each runs the
 * migrations at start; under the advisory lock (platform/db/connect.ts) the first applies them and
 * the others find nothing to do, instead of failing on tables another just made.
 * PostgreSQL only (PGlite is one process's own database).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connect } from '../src/platform/db/connect.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

describe.skipIf(!baseUrl)('three processes starting on one new database', () => {
  it('all start, and the migrations ran once', async () => {
    const name = `migrate_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    try {
      const handles = await Promise.all(
        [1, 2, 3].map(() => connect({ databaseUrl: url.toString() })),
      );
      const applied = (await handles[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      const journal = await import('../src/platform/db/migrations/meta/_journal.json', {
        with: { type: 'json' },
      });
      expect(applied.rows[0]!.n).toBe(journal.default.entries.length);
      for (const handle of handles) await handle.close();
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 60_000);
});
