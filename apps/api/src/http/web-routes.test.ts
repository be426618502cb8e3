import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BranchList } from '@studio/contract/users';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { connect, type DbHandle } from '../platform/db/connect.ts';
import { clients } from '../platform/db/schema.ts';
import { danishPaths } from '@studio/contract/danish-paths';
import { webRoutes } from '@studio/contract/web-routes';

let app: FastifyInstance;
let handle: DbHandle;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'web-root-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  handle = await connect({ dataDir: 'memory://' });
  await handle.db.insert(clients).values({ name: 'Studio' });
  app = await buildApp({ db: handle.db, tokenKeys: { secret: randomBytes(32) }, webRoot: root });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html,*/*' } });

test('a browser opening a web route, English or Danish, gets the app', async () => {
  for (const url of [
    '/',
    '/schedule?week=2026-11-23',
    '/my-profile',
    '/skema',
    '/log-ind',
    '/events',
  ]) {
    const reply = await page(url);
    expect(reply.statusCode, url).toBe(200);
    expect(reply.body, url).toContain('<title>app</title>');
  }
});

test('API calls on the same paths still reach the API, and assets and config are served', async () => {
  const api = await app.inject({ url: '/branches', headers: { accept: 'application/json' } });
  expect(BranchList.parse(api.json())).toEqual([]);
  expect((await app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
  expect((await app.inject({ url: '/config.json' })).json()).toMatchObject({ apiRoot: '' });
  // A browser opening an unknown path gets the app, which says "Page not found" (issue 26), with
  // a 404 status; other clients keep the plain `Not Found` of an unknown route (CONTRACT §1.1).
  const unknown = await page('/no-such-page');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.body).toContain('<title>app</title>');
  const plain = await app.inject({ url: '/no-such-page', headers: { accept: '*/*' } });
  expect([plain.statusCode, plain.body]).toEqual([404, 'Not Found']);
});

test('every route of the web app, and every Danish path, reloads through our server', async () => {
  const urls = [
    ...webRoutes.map((route) => `/${route.path.replace(/:(\w+)\??/g, '7')}`),
    ...Object.keys(danishPaths).map((path) => `/${path}`),
  ];
  expect(urls.length).toBeGreaterThan(30);
  for (const url of urls) {
    const reply = await page(url);
    expect(reply.statusCode, url).toBe(200);
    expect(reply.body, url).toContain('<title>app</title>');
  }
});
