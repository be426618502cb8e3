/**
 * The visitors' week from memory (week-cache.ts, decision 2026-11-28-visitors-week-cache): the
 * same bytes as uncached, dropped by any change from any app instance on the database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), recomputed when a class starts, never a customer's answer.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { ClassSignup } from '@studio/contract/class-signups';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { connect } from '../../platform/db/connect.ts';
import { classes, users } from '../../platform/db/schema.ts';
import { mondayOf, plusDays } from '../access/public.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory, type BookingFactory } from '../../../test/booking-factory.ts';
import { FIXED_NOW, useFixedClock } from '../../../test/clock.ts';

useFixedClock();

let t: TestApp;
let b: BookingFactory;
/** A second app on the same database, as another process would be (its own pool on PostgreSQL). */
let other: { app: FastifyInstance; close: () => Promise<void> };
let statements = 0;
beforeAll(async () => {
  // The studio's own read is not counted: it is kept per process too (http/request-context.ts),
  // and on PostgreSQL a notification of this file's set-up may empty that cache at any moment.
  t = await createTestApp({
    onQuery: (query) => void (/^select .* from "clients"/is.test(query) || statements++),
  });
  b = bookingFactory(t.app, t.db, t.make);
  const url = (t.db as unknown as { $client: { options?: { connectionString?: string } } }).$client
    .options?.connectionString;
  const handle = url ? await connect({ databaseUrl: url }) : undefined;
  const app = await buildApp({ db: handle?.db ?? t.db, tokenKeys: t.app.tokenKeys });
  other = { app, close: async () => void (await app.close(), await handle?.close()) };
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const populate = customerClassPopulate.map((key) => `populate[]=${key}`).join('&');
const weekOf = (date: string) => {
  const monday = mondayOf(date);
  return `/classes?startDate=${monday}&endDate=${plusDays(monday, 6)}&${populate}`;
};
type Answer = { classes: Record<string, unknown>[] };
const look = (app: FastifyInstance, url: string, headers: Record<string, string>) =>
  app.inject({ url, headers });
/** One class of an answer. */
const classIn = (body: string, id: number) =>
  (JSON.parse(body) as Answer).classes.find((c) => c.id === id)!;

async function studioWithClass(startsInMinutes = 24 * 60) {
  const studio = await b.studio();
  const cls = await b.class(studio, { startsInMinutes });
  await b.teacher(studio.id, cls.id);
  const visitor = { 'x-yogo-client-id': String(studio.id) };
  return { studio, cls, visitor, url: weekOf(cls.date) };
}

test('a visitor’s second look comes from memory, the same bytes in every encoding', async () => {
  const { visitor, url } = await studioWithClass();
  const first = await look(t.app, url, visitor);
  expect(first.statusCode).toBe(200);
  statements = 0;
  const second = await look(t.app, url, visitor);
  expect(statements).toBe(0); // the week from memory
  expect(second.body).toBe(first.body);
  expect(second.headers['content-type']).toBe(first.headers['content-type']);
  const br = await look(t.app, url, { ...visitor, 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  const gzip = await look(t.app, url, { ...visitor, 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  // An app that has kept nothing answers the same bytes.
  expect((await look(other.app, url, visitor)).body).toBe(first.body);
});

test('a customer gets their own answer, never the visitors’ one, and sees their booking at once', async () => {
  const { studio, cls, visitor, url } = await studioWithClass();
  await look(t.app, url, visitor);
  const c = await b.customer(studio.id);
  await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 3 });
  const before = classIn((await look(t.app, url, c.headers)).body, cls.id);
  expect(before).toMatchObject({
    user_can_sign_up_for_class: true,
    livestream_link: expect.any(String),
  });
  await t.app.inject({
    method: 'POST',
    url: '/class-signups',
    headers: c.headers,
    payload: { user: c.id, class: cls.id },
  });
  statements = 0;
  const mine = classIn((await look(t.app, url, c.headers)).body, cls.id);
  expect(mine).toMatchObject({ user_is_signed_up_for_class: true, signup_count: 1 });
  statements = 0;
  await look(t.app, url, c.headers);
  // The customer and their holdings: the week itself is shared with visitors.
  expect(statements).toBe(2);
  const theirs = classIn((await look(t.app, url, visitor)).body, cls.id);
  expect(theirs).toMatchObject({
    user_is_signed_up_for_class: false,
    signup_count: 1,
    livestream_link: false,
  });
});

test('a booking and a cancellation through another app instance reach this one’s memory', async () => {
  const { studio, cls, visitor, url } = await studioWithClass();
  const signups = async () => classIn((await look(t.app, url, visitor)).body, cls.id).signup_count;
  expect(await signups()).toBe(0);
  const c = await b.customer(studio.id);
  await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 3 });
  const booked = await other.app.inject({
    method: 'POST',
    url: '/class-signups',
    headers: c.headers,
    payload: { user: c.id, class: cls.id },
  });
  const { id } = ClassSignup.parse(booked.json());
  await expect.poll(signups).toBe(1);
  const cancelled = await other.app.inject({
    method: 'DELETE',
    url: `/class-signups/${id}`,
    headers: c.headers,
  });
  expect(cancelled.body).toBe('OK');
  await expect.poll(signups).toBe(0);
});

test('a class edit and a teacher’s new name reach the cache', async () => {
  const { cls, visitor, url } = await studioWithClass();
  const mine = async () => classIn((await look(t.app, url, visitor)).body, cls.id);
  expect(await mine()).toMatchObject({ subtitle: '', seats: 10 });
  await t.db.update(classes).set({ subtitle: 'Ashtanga', seats: 4 }).where(eq(classes.id, cls.id));
  await expect.poll(mine).toMatchObject({ subtitle: 'Ashtanga', seats: 4 });
  const [teacher] = (await mine()).teachers as { id: number }[];
  await t.db.update(users).set({ first_name: 'Nanna' }).where(eq(users.id, teacher!.id));
  await expect
    .poll(async () => ((await mine()).teachers as { first_name: string }[])[0]?.first_name)
    .toBe('Nanna');
});

test('a visitor’s answer ends when a class starts: recomputed from the kept week', async () => {
  const { cls, visitor, url } = await studioWithClass(30);
  const started = async () =>
    classIn((await look(t.app, url, visitor)).body, cls.id).class_has_started;
  vi.setSystemTime(FIXED_NOW + 30 * 60_000 - 20_000);
  expect(await started()).toBe(false);
  statements = 0;
  expect(await started()).toBe(false);
  vi.setSystemTime(FIXED_NOW + 30 * 60_000);
  expect(await started()).toBe(true);
  // The week from memory: the answer was computed again, the week not read again.
  expect(statements).toBe(0);
  vi.setSystemTime(FIXED_NOW);
});
