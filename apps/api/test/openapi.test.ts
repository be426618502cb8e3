/**
 * The OpenAPI document (http/openapi.ts): it validates as OpenAPI 3.1, the reference page answers
 * at GET /docs (also where the web app is served), and every route declares its schemas: params
 * when its path has any, the query of a GET, the body of a POST/PUT/PATCH, and the answer of its
 * success status. Only the routes below answer no JSON, each for the reason given.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/platform/db/connect.ts';

/** Routes without a JSON answer schema, and why (`METHOD path`). */
const noJsonAnswer: Record<string, string> = {
  'GET /favicon.svg': 'an image file (the web app’s icon)',
  'GET /embed.js': 'a script for studios’ own pages (issue 13)',
  'GET /embed-demo': 'an HTML page (the embed demo)',
  'GET /outbox': 'an HTML page (the local demo’s unsent mail)',
  'GET /image-files/:filename': 'an image file',
  'GET /classes/:id/ics': 'a calendar file (text/calendar)',
  'GET /livestream-media/:token/:file':
    'the livestream’s HLS playlist and video segments (issue 25)',
  'GET /video-media/:token/:file':
    'a built-in video’s HLS playlist, segments and WebVTT captions (issue 25)',
  'GET /orders/:id/pdf-receipt': 'a PDF file',
  'GET /metrics':
    'the operator’s metrics in the Prometheus text format (text/plain; hidden from the document)',
  'GET /payments/test/checkout/:sessionId': 'an HTML page (the test provider’s checkout)',
  'POST /payments/test/checkout/:sessionId/pay': 'a redirect (303) to the success url',
  'POST /payments/test/checkout/:sessionId/decline': 'an HTML page (payment declined)',
  'POST /payments/test/checkout/:sessionId/cancel': 'a redirect (303) to the cancel url',
  'GET /payments/test/card/:sessionId': 'an HTML page (the test provider’s card form)',
  'POST /payments/test/card/:sessionId/save-card': 'a redirect (303) to the success url',
  'POST /payments/test/card/:sessionId/save-declining-card': 'a redirect (303) to the success url',
  'POST /payments/test/card/:sessionId/cancel': 'a redirect (303) to the cancel url',
};

/** Routes a plugin owns, with no schemas of ours at all. */
const pluginRoutes: Record<string, string> = {
  'GET /assets/*': 'the web app’s built files (@fastify/static, hidden from the document)',
};

let app: FastifyInstance;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'openapi-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // No request below reaches the database: the document and its page need no studio.
  app = await buildApp({
    db: {} as Db,
    tokenKeys: { secret: randomBytes(32) },
    webRoot,
    outboxPage: true,
    testRoutes: true,
  });
  await app.ready();
});
afterAll(() => app.close());

const routeName = (route: RouteOptions) =>
  `${[route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .join(',')} ${route.url}`;
/** The journeys' test-only routes (E2E_TEST_ROUTES=1, never in production) are left out. */
const testOnly = (route: RouteOptions) => route.url.startsWith('/test/');
const ours = () =>
  app.apiRoutes.filter(
    (route) =>
      !route.url.startsWith('/docs') && !(routeName(route) in pluginRoutes) && !testOnly(route),
  );

describe('the OpenAPI document', () => {
  test('validates as OpenAPI 3.1', async () => {
    const document = (await app.inject({ url: '/docs/json' })).json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('is served with its reference page at /docs, also beside the web app', async () => {
    for (const accept of ['*/*', 'text/html,application/xhtml+xml,*/*']) {
      const page = await app.inject({ url: '/docs', headers: { accept } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('swagger-ui');
      expect(page.body).not.toContain('<title>app</title>');
    }
    const script = await app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("resolveUrl('./json')");
    expect((await app.inject({ url: '/docs/static/swagger-ui-bundle.js' })).statusCode).toBe(200);
  });

  test('leaves out the test-only routes', async () => {
    const document = (await app.inject({ url: '/docs/json' })).json();
    expect(app.apiRoutes.filter(testOnly).length).toBeGreaterThan(0);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/test/'))).toEqual([]);
  });

  test('tags every operation with its domain', async () => {
    const document = (await app.inject({ url: '/docs/json' })).json();
    const untagged = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { tags?: string[] }>)
        .filter(([, operation]) => !operation.tags?.length)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(untagged).toEqual([]);
  });
});

describe('every route declares its schemas', () => {
  test('params, query, body and the success answer', () => {
    const missing = ours().flatMap((route) => {
      const schema = route.schema ?? {};
      const name = routeName(route);
      const methods = [route.method].flat();
      const lacks: string[] = [];
      if (/[:*]/.test(route.url) && !schema.params) lacks.push('params');
      if (methods.includes('GET') && !schema.querystring) lacks.push('querystring');
      if (methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m)) && !schema.body)
        lacks.push('body');
      const statuses = Object.keys((schema.response as object | undefined) ?? {});
      if (!(name in noJsonAnswer) && !statuses.some((status) => /^2/.test(status)))
        lacks.push('response');
      return lacks.length ? [`${name}: ${lacks.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  test('the routes without a JSON answer are still routes', () => {
    const names = new Set(app.apiRoutes.map(routeName));
    const listed = [...Object.keys(noJsonAnswer), ...Object.keys(pluginRoutes)];
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
  });
});
