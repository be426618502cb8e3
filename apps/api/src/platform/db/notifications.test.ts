/**
 * Database notifications (notifications.ts) on PGlite, and on PostgreSQL with TEST_DATABASE_URL:
 * a NOTIFY reaches every subscriber, a row change in a schedule table names its studio (migration
 * 0021), and on PostgreSQL a lost listener is not trusted until it has connected again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { subscribe } from './notifications.ts';
import { branches } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

test('every subscriber hears a notification; a branch change names its studio', async () => {
  const heard: [string, string | null][] = [];
  const first = await subscribe(t.db, 'schedule_changed', (p) => heard.push(['first', p]));
  const second = await subscribe(t.db, 'schedule_changed', (p) => heard.push(['second', p]));
  expect(first.live()).toBe(true);
  await t.db.execute(sql`SELECT pg_notify('schedule_changed', 'hello')`);
  await expect
    .poll(() => heard)
    .toEqual(
      expect.arrayContaining([
        ['first', 'hello'],
        ['second', 'hello'],
      ]),
    );
  await second.stop();
  heard.length = 0;
  const studio = await t.make.studio();
  await t.db.insert(branches).values({ client_id: studio.id, name: 'Vesterbro' });
  await expect.poll(() => heard).toContainEqual(['first', String(studio.id)]);
  expect(heard.some(([who]) => who === 'second')).toBe(false);
  await first.stop();
});

test.runIf(onPostgres)(
  'PostgreSQL: a dropped listener is not trusted, says so, and listens again',
  async () => {
    const heard: (string | null)[] = [];
    const feed = await subscribe(t.db, 'schedule_changed', (p) => heard.push(p));
    expect(feed.live()).toBe(true);
    await t.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN schedule_changed'`);
    await expect.poll(() => feed.live()).toBe(false);
    expect(heard).toContain(null); // "anything may have changed"
    await expect.poll(() => feed.live(), { timeout: 5_000 }).toBe(true);
    await t.db.execute(sql`SELECT pg_notify('schedule_changed', 'again')`);
    await expect.poll(() => heard).toContain('again');
    await feed.stop();
  },
);
