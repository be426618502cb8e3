/**
 * Liveness and readiness for load balancers (issue 22 item 20; docs/decisions/
 * 2026-11-27-liveness-and-readiness.md): `/ping` says OK without touching the database, so it
 * cannot tell a balancer that this process has lost it.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ reuse: false });
  // A second app on the same database outlives t.close(), which closes the database.
  app = await buildApp({ db: t.db, tokenKeys: { secret: randomBytes(32) } });
});
afterAll(() => app.close());

test('with the database up: live and ready answer 200, and no studio is needed', async () => {
  const live = await app.inject({ url: '/health/live' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'ok' });
  const ready = await app.inject({ url: '/health/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  expect(ready.headers['cache-control']).toBe('no-store');
});

test('with the database closed: ready answers 503, live and /ping still 200', async () => {
  await t.close();
  const ready = await app.inject({ url: '/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
  expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
  const ping = await app.inject({ url: '/ping' });
  expect([ping.statusCode, ping.body]).toEqual([200, 'OK']);
});
