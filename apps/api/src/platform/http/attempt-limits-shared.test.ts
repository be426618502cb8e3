/**
 * Several API processes on one database count one account's attempts together (issue 27 item 2):
 * two apps on the same database (on PostgreSQL each with its own connection pool, as two
 * processes would be) share the per-account login limit, and a new window starts when it ends;
 * refused-only limits (`limitMisses`) are shared too, a parallel burst across both included.
 * Only `Date` is faked, so the window can pass.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { FIXED_NOW } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildApp } from '../../app.ts';
import { connect, type DbHandle } from '../db/connect.ts';
import { attemptCounts } from '../db/schema.ts';
import limits, { attemptLimits, missLimits } from './attempt-limits.ts';
import database from './database.ts';

let t: TestApp;
let second: { app: FastifyInstance; handle?: DbHandle };
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
  t = await createTestApp();
  second = { app: t.app };
  // PostgreSQL: a second pool on the same database, as another process would open.
  let db = t.db;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(base);
    url.pathname = `/${rows[0]!.name}`;
    second.handle = await connect({ databaseUrl: url.toString() });
    db = second.handle.db;
  }
  second.app = await buildApp({ db, tokenKeys: { secret: randomBytes(32) } });
});
afterAll(async () => {
  await second.app.close();
  await second.handle?.close();
  await t.close();
  vi.useRealTimers();
});

let ip = 0;
/** A fresh address per attempt, so only the per-account limit can bite. */
const nextIp = () => `10.2.0.${++ip}`;

test('wrong passwords for one account through two processes share the limit and its window', async () => {
  const studio = await t.make.studio({ locale: 'da' });
  const customer = await t.make.customer(studio);
  const { max, windowMs } = attemptLimits.login.perAccount;
  const login = (app: FastifyInstance, password: string) =>
    app.inject({
      method: 'POST',
      url: '/login',
      headers: studio.headers,
      payload: { email: customer.email, password },
      remoteAddress: nextIp(),
    });

  for (let attempt = 0; attempt < max; attempt++) {
    const app = attempt % 2 ? second.app : t.app;
    expect((await login(app, `Guess${attempt}`)).json()).toBe('E_LOGIN_FAILED');
  }
  for (const app of [t.app, second.app]) {
    const refused = await login(app, customer.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(windowMs / 1000);
  }

  vi.setSystemTime(Date.now() + windowMs - 1000);
  expect((await login(second.app, customer.password)).statusCode).toBe(429);
  vi.setSystemTime(Date.now() + 1000);
  expect((await login(second.app, customer.password)).statusCode).toBe(200);
  expect((await login(t.app, 'Wrong123')).json()).toBe('E_LOGIN_FAILED');
});

test('ended windows are swept from the table now and then', async () => {
  const studio = await t.make.studio();
  const before = await t.db.select().from(attemptCounts);
  expect(before.length).toBeGreaterThan(0);
  // A minute past every window: the next attempt sweeps the ended rows before it counts.
  vi.setSystemTime(Date.now() + attemptLimits.login.perIp.windowMs + 60_000);
  await t.app.inject({
    method: 'POST',
    url: '/login',
    headers: studio.headers,
    payload: { email: 'nobody@example.dk', password: 'Secret12' },
    remoteAddress: '10.3.0.1',
  });
  const keys = (await t.db.select().from(attemptCounts)).map((row) => row.key);
  expect(keys.sort()).toEqual(
    ['login:account:' + studio.id + ':nobody@example.dk', 'login:ip:10.3.0.1'].sort(),
  );
});

/**
 * Two bare apps with only the limits, on the test database: `POST /guess` is a miss (404) unless
 * its body is `right`, counted per address (`limitMisses('code')`, no customer).
 */
async function guessingApps() {
  const apps = await Promise.all(
    [t.db, second.handle?.db ?? t.db].map(async (db) => {
      const app = Fastify();
      app.decorateRequest('locale', 'da');
      app.decorateRequest('user', null);
      await app.register(database, { db });
      await app.register(limits);
      const { preHandler, onSend } = app.limitMisses('code', {
        isAttempt: () => true,
        isMiss: (reply) => reply.statusCode === 404,
      });
      app.post('/guess', { preHandler, onSend }, async (request, reply) =>
        request.body === 'right' ? 'OK' : reply.code(404).send('no'),
      );
      return app;
    }),
  );
  const guess = (n: number, body: string, remoteAddress: string) =>
    apps[n % 2]!.inject({
      method: 'POST',
      url: '/guess',
      payload: body,
      headers: { 'content-type': 'text/plain' },
      remoteAddress,
    });
  return { guess, close: () => Promise.all(apps.map((app) => app.close())) };
}

test('misses through two processes share the limit; right answers and a burst are held to it', async () => {
  const { guess, close } = await guessingApps();
  try {
    const { max } = missLimits.code.perIp;
    for (let n = 0; n < max - 1; n++)
      expect((await guess(n, 'wrong', '10.4.0.1')).statusCode).toBe(404);
    for (let n = 0; n < 4; n++) expect((await guess(n, 'right', '10.4.0.1')).statusCode).toBe(200);
    expect((await guess(0, 'wrong', '10.4.0.1')).statusCode).toBe(404);
    for (const n of [0, 1]) expect((await guess(n, 'right', '10.4.0.1')).statusCode).toBe(429);

    // At once, half through each process: exactly the limit's worth are let through.
    const replies = await Promise.all(
      Array.from({ length: 2 * max }, (_, n) => guess(n, 'wrong', '10.4.0.2')),
    );
    expect(replies.filter((reply) => reply.statusCode === 404)).toHaveLength(max);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(max);
  } finally {
    await close();
  }
});
