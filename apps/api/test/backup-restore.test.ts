/**
 * Issue 27 item 6, "backups and restore (tested)": a studio's PostgreSQL database dumped with
 * `pg_dump` (custom format, as docs/scaling.md tells an operator) and restored with `pg_restore`
 * into a fresh database serves the same schedule, byte for byte, and takes bookings again.
 * PostgreSQL only (the embedded PGlite is backed up by copying DATA_DIR while stopped).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connect, type DbHandle } from '../src/platform/db/connect.ts';
import { seedDemoIfEmpty } from '../src/demo/demo.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const made: string[] = [];
const handles: DbHandle[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

function urlOf(name: string) {
  const url = new URL(baseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function appOn(name: string) {
  const handle = await connect({ databaseUrl: urlOf(name), dataDir: 'memory://' });
  handles.push(handle);
  const app = await buildApp({ db: handle.db, tokenKeys: { secret: Buffer.from('backup-test') } });
  return { app, handle };
}

const week =
  '/classes?startDate=2026-11-23&endDate=2026-11-29&populate[]=class_type&populate[]=signup_count&populate[]=room';
const headers = { 'x-yogo-client-id': '1' };

describe.skipIf(!baseUrl)('a dumped and restored database', () => {
  // A fixed clock: the two answers are compared byte for byte, and a class starting between them
  // would change its flags.
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T09:00:00Z') }));
  afterAll(async () => {
    vi.useRealTimers();
    for (const handle of handles) await handle.close();
    for (const name of made) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('serves the same schedule and takes bookings', async () => {
    const original = `backup_${randomBytes(4).toString('hex')}`;
    const restored = `${original}_restored`;
    made.push(original, restored);
    await admin(`CREATE DATABASE ${original} TEMPLATE ${inject('postgresTemplate')}`);
    const before = await appOn(original);
    await seedDemoIfEmpty(before.handle.db, new Date('2026-11-25T09:00:00Z'));
    const answer = await before.app.inject({ url: week, headers });
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body).classes.length).toBeGreaterThan(10);

    const folder = mkdtempSync(join(tmpdir(), 'studio-backup-'));
    const dump = join(folder, 'studio.dump');
    try {
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, urlOf(original)]);
      await admin(`CREATE DATABASE ${restored}`);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${urlOf(restored)}`, dump]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    const after = await appOn(restored);
    const again = await after.app.inject({ url: week, headers });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(answer.body);
    // Sequences came along: the demo customer books, and the new signup gets a fresh id.
    const login = await after.app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...headers, 'x-yogo-request-context': 'frontend' },
      payload: { email: 'anna@studionord.dk', password: 'Klippekort10' },
    });
    const { token, user } = login.json<{ token: string; user: { id: number } }>();
    const later = JSON.parse(again.body).classes.find(
      (c: { date: string; seats: number; signup_count: number }) =>
        c.date === '2026-11-27' && c.seats > c.signup_count,
    );
    const booking = await after.app.inject({
      method: 'POST',
      url: '/class-signups',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload: { user: user.id, class: later.id },
    });
    expect(booking.statusCode).toBe(200);
    expect(booking.json<{ id: number }>().id).toBeGreaterThan(0);
  });
});
