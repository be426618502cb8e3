/**
 * Fuzz test of every route (issue 10, done means 2; issue 22 item 13): generated path ids, query
 * strings, bodies and headers are thrown at each route the app registers, on PGlite and (with
 * TEST_DATABASE_URL) on PostgreSQL, in a studio with classes, events, a shop, a membership, an
 * order and a full cart (fixtures.ts), so the commerce routes are reached past their first checks.
 * No answer may be a 5xx, and a refused request (4xx, or a 200 refusal, CONTRACT §1.5) may change
 * no row of any table (fuzz-kit.ts `noteChanges`). FUZZ_RUNS (about 40 a route), FUZZ_SEED and
 * FUZZ_DEBUG=1 (the statuses each route answered) tune a run.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import fc from 'fast-check';
import qs from 'qs';
import { signToken } from '../../src/account/auth/tokens.ts';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { appRoutes, changesSince, isRefusal, noteChanges } from './fuzz-kit.ts';
import { bodies, headerValues, pathValue, queries, type Known } from './arbitraries.ts';
import { fuzzStudio } from './fixtures.ts';

let t: TestApp;
let known: Known;

beforeAll(async () => {
  t = await createTestApp();
  known = await fuzzStudio(t);
  await noteChanges(t.db);
}, 60_000);

afterAll(() => t?.close());

test('the change notes see a change a customer could make', async () => {
  const { mark } = await changesSince(t.db, 0);
  const token = await signToken(t.app.tokenKeys, known.customerId);
  const reply = await t.app.inject({
    method: 'POST',
    url: '/class-waiting-list-signups',
    headers: { 'x-yogo-client-id': String(known.studioId), authorization: `Bearer ${token}` },
    payload: { user: known.customerId, class: known.classIds[1] },
  });
  expect(reply.body).toMatch(/"class":/);
  expect(isRefusal(reply)).toBe(false);
  // The place, and its confirmation mail (issue 26).
  expect((await changesSince(t.db, mark)).tables).toEqual(['class_waiting_list_signups', 'outbox']);
});

test('no generated request to any route answers 5xx, and no refused one changes anything', async () => {
  const routes = appRoutes(t.app).filter(({ method }) => method !== 'OPTIONS');
  expect(routes.length).toBeGreaterThan(15);
  const failures: string[] = [];
  const statuses = new Map<string, number>();
  let { mark } = await changesSince(t.db, 0);
  const seed = Number(process.env.FUZZ_SEED ?? 2026);
  // A GET or DELETE sends no body, so it has less to vary: 25 requests each, and 55 for a route
  // with a body (about 40 a route, as before, in the same time).
  const runs = Number(process.env.FUZZ_RUNS ?? 40);
  const runsOf = (method: string) =>
    Math.round((runs * (method === 'GET' || method === 'DELETE' ? 25 : 55)) / 40);

  for (const [index, route] of routes.entries()) {
    const request = fc.record({
      path: fc
        .constant(route.path)
        .chain((path) =>
          path.includes(':')
            ? pathValue(known).map((value) =>
                path.replace(/:[a-z]+/g, encodeURIComponent(String(value))),
              )
            : fc.constant(path),
        ),
      query: queries(known),
      body: bodies(known),
      headers: headerValues(known),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ path, query, body, headers }) => {
        // A fresh token each time: a generated password change or logout may end the old one.
        const token = await signToken(t.app.tokenKeys, known.customerId);
        const auth = headers.authorization === 'valid' ? `Bearer ${token}` : headers.authorization;
        const search = qs.stringify(query);
        const url = search ? `${path}?${search}` : path;
        const reply = await t.app.inject({
          method: route.method,
          url,
          headers: {
            ...headers.rest,
            ...(auth === undefined ? {} : { authorization: auth }),
            ...(body.raw !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : body.raw !== undefined
              ? { payload: body.raw }
              : { payload: body.json as object }),
        });
        const where = `${route.method} ${url} ${JSON.stringify(body)} → ${reply.statusCode}`;
        const key = `${route.method} ${route.path} ${reply.statusCode}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (process.env.FUZZ_ROUTE && route.path.includes(process.env.FUZZ_ROUTE))
          console.log('DBG', reply.statusCode, reply.body.slice(0, 150));
        if (reply.statusCode >= 500) failures.push(`${where} ${reply.body.slice(0, 120)}`);
        const changes = await changesSince(t.db, mark);
        if (isRefusal(reply) && changes.tables.length)
          failures.push(`refusal changed ${changes.tables.join(', ')}: ${where}`);
        mark = changes.mark;
      }),
      // Each route its own seed: the same seed would send every route the same 40 requests.
      { numRuns: runsOf(route.method), seed: seed + index },
    );
  }
  // FUZZ_DEBUG=1 prints how often each route answered each status (how deep the fuzz reaches).
  if (process.env.FUZZ_DEBUG) console.log([...statuses].sort().join('\n'));
  expect(failures.slice(0, 20)).toEqual([]);
}, 300_000);
