/**
 * The app page carries a Content-Security-Policy the app works under, with `frame-ancestors` from
 * the studio's `frontend_allowed_embed_origins` setting; every answer carries nosniff and a
 * Referrer-Policy (issue 10 defect 11).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { bootScriptSource } from './boot-requests.ts';
import { clients } from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
let web: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const root = mkdtempSync(join(tmpdir(), 'web-root-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  web = await buildApp({ db: t.db, tokenKeys: { secret: randomBytes(32) }, webRoot: root });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ url, headers: { accept: 'text/html,*/*', ...headers } });

/** The CSP directives as a map, e.g. `{ 'script-src': ["'self'"] }`. */
function directives(header: unknown): Record<string, string[]> {
  const entries = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0]);
  return Object.fromEntries(entries.map(([name, ...values]) => [name, values]));
}

describe('the app page', () => {
  test('has a strict policy: own scripts and the boot script only, styles and fonts as the theme needs', async () => {
    await t.make.studio();
    const reply = await page('/schedule');
    expect(reply.statusCode).toBe(200);
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", bootScriptSource]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(
      expect.arrayContaining(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']),
    );
    expect(csp['font-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://fonts.gstatic.com']),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
    // Vimeo's player library asks its oEmbed endpoint (the video library, issue 25).
    expect(csp['connect-src']).toEqual(["'self'", 'https://vimeo.com']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['media-src']).toEqual(["'self'", 'blob:']);
    expect(csp['frame-src']).toEqual(["'self'", 'https:']);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the studio’s HLS livestream host may be fetched and played', async () => {
    const studio = await t.make.studio({
      livestream_stream_url: 'https://live.studio.example/hls/room.m3u8',
    });
    const csp = directives(
      (await page(`/schedule?clientId=${studio.id}`)).headers['content-security-policy'],
    );
    expect(csp['connect-src']).toContain('https://live.studio.example');
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://live.studio.example']);
  });

  test('may be framed by the origins the studio lists, and nobody else', async () => {
    const studio = await t.make.studio({
      frontend_allowed_embed_origins: [
        'https://studio.example',
        'http://localhost:*',
        'x; script-src *',
      ],
      theme_font_type: 'custom',
      theme_custom_font_stylesheet_url: 'https://fonts.example.net/studio.css',
    });
    const reply = await page(`/schedule?clientId=${studio.id}`);
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual([
      "'self'",
      'https://studio.example',
      'http://localhost:*',
    ]);
    expect(csp['script-src']).toEqual(["'self'", bootScriptSource]);
    expect(csp['style-src']).toContain('https://fonts.example.net');
    expect(reply.headers['x-frame-options']).toBeUndefined();
  });

  test("the studio's own domains may frame it too, over https only", async () => {
    const studio = await t.make.studio({ frontend_allowed_embed_origins: ['http://localhost:*'] });
    await t.db
      .update(clients)
      .set({ domains: ['studio-domain.example', 'bad domain; script-src *'] })
      .where(eq(clients.id, studio.id));
    const reply = await page(`/schedule?clientId=${studio.id}`);
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual([
      "'self'",
      'https://studio-domain.example',
      'http://localhost:*',
    ]);
  });

  test('Google Tag Manager may load only for a studio that has a container id', async () => {
    const plain = await t.make.studio();
    const tagged = await t.make.studio({ google_tag_manager_id: 'GTM-AB12CD' });
    const without = directives(
      (await page(`/schedule?clientId=${plain.id}`)).headers['content-security-policy'],
    );
    const withGtm = directives(
      (await page(`/schedule?clientId=${tagged.id}`)).headers['content-security-policy'],
    );
    expect(without['script-src']).toEqual(["'self'", bootScriptSource]);
    expect(withGtm['script-src']).toEqual([
      "'self'",
      bootScriptSource,
      'https://www.googletagmanager.com',
    ]);
    expect(withGtm['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com']),
    );
  });

  test('API answers carry nosniff and the referrer policy too, and images stay loadable cross-origin', async () => {
    const studio = await t.make.studio();
    const reply = await web.inject({ url: '/branches', headers: studio.headers });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['cross-origin-resource-policy']).not.toBe('same-origin');
  });

  test('pointed at another provider (WEB_API_ROOT), the page may call it and config.json names it', async () => {
    await t.make.studio();
    const root = mkdtempSync(join(tmpdir(), 'web-root-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const pointed = await buildApp({
      db: t.db,
      tokenKeys: { secret: randomBytes(32) },
      webRoot: root,
      webApiRoot: 'https://api.provider.example',
    });
    const reply = await pointed.inject({ url: '/schedule', headers: { accept: 'text/html' } });
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.provider.example',
      'https://vimeo.com',
    ]);
    // A built-in video's captions come from the API.
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://api.provider.example']);
    expect((await pointed.inject({ url: '/config.json' })).json()).toMatchObject({
      apiRoot: 'https://api.provider.example',
      imageHost: 'https://api.provider.example/image-files',
    });
    await pointed.close();
  });
});
