/**
 * Issue 13: the one-line embed script and its demo page, served beside the web app. The demo page
 * on one loopback name frames the app from the other, so the frame is third-party.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { appHostFor } from './demo-page.ts';

let t: TestApp;
let web: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const root = mkdtempSync(join(tmpdir(), 'web-root-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  web = await buildApp({ db: t.db, tokenKeys: { secret: randomBytes(32) }, webRoot: root });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

test('the embed script is JavaScript any site may load, listening to our frame only', async () => {
  const reply = await web.inject({ url: '/embed.js', headers: { accept: '*/*' } });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
  expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(reply.body).toContain('event.origin !== origin || event.source !== frame.contentWindow');
  for (const message of [
    'studio-booking:height',
    'studio-booking:close',
    'studio-booking:scroll-top',
  ])
    expect(reply.body).toContain(message);
  expect(() => new Function(reply.body)).not.toThrow();
});

test('the demo page on 127.0.0.1 embeds the app from localhost with one line, in the studio language', async () => {
  const studio = await t.make.studio({ locale: 'da' });
  const reply = await web.inject({
    url: `/embed-demo?clientId=${studio.id}`,
    headers: { accept: 'text/html', host: '127.0.0.1:3131' },
  });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/html/);
  expect(reply.body).toContain(
    `<script src="http://localhost:3131/embed.js" data-client-id="${studio.id}" async></script>`,
  );
  expect(reply.body).toContain('<html lang="da">');
  expect(reply.body).toContain('Bookingen bad om at blive lukket');
});

test('an unknown studio gets no demo page', async () => {
  const reply = await web.inject({
    url: '/embed-demo?clientId=999999',
    headers: { host: 'localhost' },
  });
  expect(reply.statusCode).toBe(400);
  expect(reply.json()).toBe('E_INVALID_CLIENT_ID');
});

test('loopback names swap; any other host frames itself', () => {
  expect(appHostFor('127.0.0.1:3000')).toBe('localhost:3000');
  expect(appHostFor('localhost:3000')).toBe('127.0.0.1:3000');
  expect(appHostFor('[::1]:3000')).toBe('localhost:3000');
  expect(appHostFor('127.0.0.2:3000')).toBe('localhost:3000');
  expect(appHostFor('booking.studio.dk')).toBe('booking.studio.dk');
});
