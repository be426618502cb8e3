/**
 * Answers are compressed (brotli or gzip, as the client accepts) and the web app's hashed assets are
 * cached for a year and served precompressed when the build wrote `.br`/`.gz` files beside them
 * (issue 10 defect 12).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ClassesResponse } from '@studio/contract/classes';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { classes } from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
let web: FastifyInstance;
const script = `export const x = ${JSON.stringify('bundle '.repeat(400))};\n`;
beforeAll(async () => {
  t = await createTestApp();
  const root = mkdtempSync(join(tmpdir(), 'web-root-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'assets', 'plain-def456.css'), 'body{}');
  web = await buildApp({ db: t.db, tokenKeys: { secret: randomBytes(32) }, webRoot: root });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

describe('API answers', () => {
  test('a 500-class week comes brotli- or gzip-compressed, the same JSON, far smaller', async () => {
    const studio = await t.make.studio();
    const type = await t.make.classType(studio);
    const days = ['2099-01-05', '2099-01-06', '2099-01-07', '2099-01-08', '2099-01-09'];
    await t.db.insert(classes).values(
      Array.from({ length: 500 }, (_, index) => ({
        client_id: studio.id,
        class_type_id: type.id,
        date: days[index % days.length]!,
        start_time: '10:00',
        end_time: '11:00',
        seats: 10,
      })),
    );
    const url = '/classes?startDate=2099-01-05&endDate=2099-01-11&populate[]=class_type';
    const plain = await t.app.inject({ url, headers: studio.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(ClassesResponse.parse(plain.json()).classes).toHaveLength(500);
    const br = await t.app.inject({
      url,
      headers: { ...studio.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    const gzip = await t.app.inject({
      url,
      headers: { ...studio.headers, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  test('small answers are sent as they are', async () => {
    const reply = await t.app.inject({ url: '/ping', headers: { 'accept-encoding': 'br' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe('OK');
  });
});

describe('the web app’s files', () => {
  test('hashed assets are cached for a year; index.html is revalidated', async () => {
    const asset = await web.inject({ url: '/assets/plain-def456.css' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await web.inject({ url: '/schedule', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  test('a precompressed brotli or gzip file beside an asset is sent when accepted', async () => {
    const br = await web.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await web.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const none = await web.inject({ url: '/assets/index-abc123.js' });
    expect(none.body).toBe(script);
  });
});
