/**
 * Fuzz test of every route (issue 10, done means 2): generated path ids, query strings, bodies and
 * headers are thrown at each route the app registers, on PGlite and (with TEST_DATABASE_URL) on
 * PostgreSQL. No answer may be a 5xx, and a refused request (4xx, or a 200 refusal, CONTRACT §1.5)
 * must leave the database exactly as it was.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import fc from 'fast-check';
import qs from 'qs';
import { signToken } from '../../src/modules/auth/tokens.ts';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { bookingFactory } from '../booking-factory.ts';
import { makeEventFactory } from '../event-factory.ts';
import { addDaysIso, copenhagenToday } from '../../src/lib/time.ts';
import { appRoutes, databaseFingerprint, isRefusal } from './fuzz-kit.ts';
import { bodies, headerValues, pathValue, queries, type Known } from './arbitraries.ts';

let t: TestApp;
let known: Known;

beforeAll(async () => {
  t = await createTestApp();
  const b = bookingFactory(t.app, t.db, t.make);
  const studio = await b.studio({ locale: 'da', livestream_enabled: true });
  const customer = await b.customer(studio.id);
  await b.classPass(studio.id, customer.id, [studio.classTypeId], { classes_left: 5 });
  const open = await b.class(studio, { seats: 5, livestream_enabled: true });
  const full = await b.class(studio, { seats: 2 }); // 1 seat would be a private class
  const signupIds: number[] = [];
  for (let i = 0; i < 2; i++) {
    const other = await b.customer(studio.id);
    await b.classPass(studio.id, other.id, [studio.classTypeId], { classes_left: 5 });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/class-signups',
      headers: other.headers,
      payload: { user: other.id, class: full.id },
    });
    signupIds.push(booked.json<{ id: number }>().id);
  }
  const ev = makeEventFactory(t.db);
  const date = addDaysIso(copenhagenToday(), 5);
  const free = await ev.event(studio.id, { seats: 2 }, { slots: [[date, '10:00', '12:00']] });
  const paid = await ev.event(studio.id, { price: '300' }, { slots: [[date, '13:00', '15:00']] });
  const taken = await ev.signup(studio.id, free.id, (await b.customer(studio.id)).id);
  known = {
    studioId: studio.id,
    customerId: customer.id,
    classIds: [open.id, full.id],
    signupIds,
    eventIds: [free.id, paid.id],
    eventSignupIds: [taken.id],
  };
}, 60_000);

afterAll(() => t?.close());

test('the fingerprint notices a change a customer could make', async () => {
  const before = await databaseFingerprint(t.db);
  const token = await signToken(t.app.tokenKeys, known.customerId);
  const reply = await t.app.inject({
    method: 'POST',
    url: '/class-waiting-list-signups',
    headers: { 'x-yogo-client-id': String(known.studioId), authorization: `Bearer ${token}` },
    payload: { user: known.customerId, class: known.classIds[1] },
  });
  expect(reply.body).toMatch(/"class":/);
  expect(isRefusal(reply)).toBe(false);
  expect(await databaseFingerprint(t.db)).not.toBe(before);
});

test('no generated request to any route answers 5xx, and no refused one changes anything', async () => {
  const routes = appRoutes(t.app).filter(({ method }) => method !== 'OPTIONS');
  expect(routes.length).toBeGreaterThan(15);
  const failures: string[] = [];
  const statuses = new Map<string, number>();
  let baseline = await databaseFingerprint(t.db);

  for (const route of routes) {
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
        if (reply.statusCode >= 500) failures.push(`${where} ${reply.body.slice(0, 120)}`);
        const after = await databaseFingerprint(t.db);
        if (isRefusal(reply) && after !== baseline) failures.push(`changed by refusal: ${where}`);
        baseline = after;
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40), seed: Number(process.env.FUZZ_SEED ?? 2026) },
    );
  }
  // FUZZ_DEBUG=1 prints how often each route answered each status (how deep the fuzz reaches).
  if (process.env.FUZZ_DEBUG) console.log([...statuses].sort().join('\n'));
  expect(failures.slice(0, 20)).toEqual([]);
}, 300_000);
