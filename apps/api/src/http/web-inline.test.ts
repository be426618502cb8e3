import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ClientResponse } from '@studio/contract/client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { connect, type DbHandle } from '../platform/db/connect.ts';
import { and, eq } from 'drizzle-orm';
import { branches, clients, clientSettings } from '../platform/db/schema.ts';
import { bootScript } from './boot-requests.ts';

const hostile = '</script><script>alert("$&")</script><!--';
const built =
  '<!doctype html><html lang="da"><head><title>app</title>' +
  '<script type="module" crossorigin src="/assets/index-a1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let app: FastifyInstance;
let handle: DbHandle;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'web-inline-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), built);
  writeFileSync(join(root, 'assets', 'index-a1.js'), 'import{a}from"./core-b2.js";a()');
  writeFileSync(join(root, 'assets', 'core-b2.js'), 'export const a=()=>1');
  writeFileSync(join(root, 'assets', 'schedule-page-c3.js'), 'import"./get-classes-d4.js"');
  writeFileSync(join(root, 'assets', 'get-classes-d4.js'), '');
  handle = await connect({ dataDir: 'memory://' });
  const [nord, fjord] = await handle.db
    .insert(clients)
    .values([{ name: 'Studio Nord' }, { name: hostile }])
    .returning();
  await handle.db.insert(clientSettings).values([
    { client_id: nord!.id, key: 'theme_primary_color', value: '#1f4e5f' },
    { client_id: fjord!.id, key: 'theme_primary_color', value: 'red;}</style><script>' },
  ]);
  app = await buildApp({ db: handle.db, tokenKeys: { secret: randomBytes(32) }, webRoot: root });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

/** The inline boot data as the app reads it (the element's text parsed as JSON). */
function bootOf(html: string): {
  config: { apiRoot: string };
  client: unknown;
  requests?: string[];
} {
  const text = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!text) throw new Error('no boot data');
  return JSON.parse(text) as { config: { apiRoot: string }; client: unknown };
}

test('the page carries the studio its ?clientId= names, as GET /clients/current answers it', async () => {
  for (const id of [1, 2]) {
    const html = (await page(`/schedule?clientId=${id}`)).body;
    const boot = bootOf(html);
    const api = await app.inject({
      url: '/clients/current?populate[]=logo&populate[]=settings&populate[]=branches',
      headers: { 'x-yogo-client-id': String(id) },
    });
    expect(ClientResponse.parse(boot.client)).toEqual(ClientResponse.parse(api.json()));
    expect(ClientResponse.parse(boot.client).id).toBe(id);
    expect(boot.config).toEqual({ apiRoot: '', imageHost: '/image-files', clientId: null });
    // The requests the app makes first, which the page itself starts.
    expect(boot.requests).toEqual([
      '/get-login-status',
      expect.stringMatching(
        /^\/classes\?startDate=\d{4}-\d\d-\d\d&endDate=\d{4}-\d\d-\d\d&sessionType=group&populate\[\]=/,
      ),
    ]);
  }
});

test('the script that starts them runs first in <head> and is the one the page’s policy allows', async () => {
  const reply = await page('/schedule');
  const script =
    /<head>(?:<script type="application\/json"[^>]*>.*?<\/script>)<script>(.*?)<\/script><title>/s.exec(
      reply.body,
    )?.[1];
  expect(script).toBe(bootScript);
  const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
  expect(/script-src ([^;]*)/.exec(String(reply.headers['content-security-policy']))?.[1]).toBe(
    `'self' ${hash}`,
  );
});

test('by host, the studio is the host’s, with its colour on the page from the first paint', async () => {
  const html = (await page('/schedule')).body;
  expect(ClientResponse.parse(bootOf(html).client).name).toBe('Studio Nord');
  expect(html).toMatch(/<html lang="da" style="--color-primary:#1f4e5f;--color-background:#\w+">/);
  // The entry's imports and the schedule's own chunks are hinted, not only found one by one.
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/core-b2.js">');
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/get-classes-d4.js">');
});

test('a hostile studio name cannot end the script element, and a hostile colour is left out', async () => {
  const reply = await page('/login?clientId=2');
  expect(reply.body).not.toContain('</script><script>alert');
  // The app's, the data block and the boot script, which starts no week off the schedule.
  expect(reply.body.match(/<script/g)).toHaveLength(3);
  expect(bootOf(reply.body).requests).toEqual(['/get-login-status']);
  expect(ClientResponse.parse(bootOf(reply.body).client).name).toBe(hostile);
  expect(reply.body).toMatch(/<html lang="da" style="--color-background:#\w+">/);
});

test('for a studio nobody answers for, the page is the build, unchanged', async () => {
  const reply = await page('/schedule?clientId=99');
  expect(reply.statusCode).toBe(200);
  expect(reply.body).toBe(built);
});

test('the page is kept per studio and page, and built again when the studio’s data changes', async () => {
  const reply = await page('/schedule?clientId=1');
  expect((await page('/schedule?clientId=1')).body).toBe(reply.body);
  expect((await page('/schedule?clientId=1')).headers['content-type']).toBe(
    reply.headers['content-type'],
  );
  // The kept page is sent compressed as the browser accepts, the same HTML.
  const br = await app.inject({
    url: '/schedule?clientId=1',
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(reply.body);
  // A new colour and a new branch, written to the database as any process would.
  await handle.db
    .update(clientSettings)
    .set({ value: '#2a9d8f' })
    .where(and(eq(clientSettings.client_id, 1), eq(clientSettings.key, 'theme_primary_color')));
  await handle.db.insert(branches).values({ client_id: 1, name: 'Vesterbro' });
  const after = (await page('/schedule?clientId=1')).body;
  expect(after).toContain('--color-primary:#2a9d8f');
  expect(JSON.stringify(bootOf(after).client)).toContain('Vesterbro');
});
