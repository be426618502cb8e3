/**
 * The shared set-up of the signup tests: a fresh app (test/create-test-app.ts) per test file with
 * its booking factory, plus the helpers every signup test reads the outcome with, on a frozen
 * clock (test/clock.ts). Call
 * `useBookingApp()` at the top of a test file; `t` and `b` point at that file's app once
 * `beforeAll` has run.
 */
import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { classPasses, classSignups } from '../src/platform/db/schema.ts';
import { useFixedClock } from './clock.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { bookingFactory, type BookingFactory, type Customer } from './booking-factory.ts';

/** An object that forwards to whatever `get()` returns when it is used (after beforeAll). */
function late<T extends object>(get: () => T | undefined): T {
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(get() as T, key),
  });
}

/** Options: `now`, the frozen clock of the file (default FIXED_NOW, test/clock.ts). */
export function useBookingApp(options: { now?: number } = {}) {
  useFixedClock(options.now);
  let app: TestApp | undefined;
  let factory: BookingFactory | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    factory = bookingFactory(app.app, app.db, app.make);
  });
  afterAll(() => app?.close());
  const t = late(() => app);
  const b = late(() => factory);

  /** POST as customer `c` (extra headers, e.g. the extended-error header). */
  const post = (c: Customer, url: string, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...c.headers, ...extra },
      payload: payload as object,
    });
  /** Classes left on a class pass. */
  const classesLeft = async (id: number) =>
    (await t.db.select().from(classPasses).where(eq(classPasses.id, id)))[0]!.classes_left;
  /** Active class signups of a class. */
  const activeRows = (classId: number) =>
    t.db
      .select()
      .from(classSignups)
      .where(and(eq(classSignups.class_id, classId), eq(classSignups.cancelled_at, 0)));

  return { t, b, post, classesLeft, activeRows };
}
