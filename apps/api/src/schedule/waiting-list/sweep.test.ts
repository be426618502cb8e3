import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WaitingListSignup } from '@studio/contract/class-signups';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  bookingFactory,
  type BookingFactory,
  type Customer,
} from '../../../test/booking-factory.ts';
import { classPasses, classSignups, classWaitingListSignups } from '../../platform/db/schema.ts';
import { sweepExpiredWaitingLists } from './sweep.ts';
import { useFixedClock } from '../../../test/clock.ts';

useFixedClock();

let t: TestApp;
let b: BookingFactory;
beforeAll(async () => {
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const classesLeft = async (id: number) =>
  (await t.db.select().from(classPasses).where(eq(classPasses.id, id)))[0]!.classes_left;
const waitingRow = async (id: number) =>
  (await t.db.select().from(classWaitingListSignups).where(eq(classWaitingListSignups.id, id)))[0]!;
const join = async (c: Customer, classId: number) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/class-waiting-list-signups',
    headers: c.headers,
    payload: { user: c.id, class: classId },
  });
  return WaitingListSignup.parse(reply.json()).id;
};

/** A full two-seat class starting in `startsInMinutes`, with a 2-hour sign-off deadline. */
async function fullClass(startsInMinutes: number) {
  const studio = await b.studio({ no_show_fees_enabled: true, class_signoff_deadline: 120 });
  const cls = await b.class(studio, { seats: 2, startsInMinutes });
  const holder = await b.customer(studio.id);
  await t.db
    .insert(classSignups)
    .values({ client_id: studio.id, user_id: holder.id, class_id: cls.id, count: 2 });
  return { studio, cls };
}

describe('sweepExpiredWaitingLists', () => {
  test('at the sign-off deadline it cancels the waiting list and refunds fixed-count classes, once', async () => {
    const { studio, cls } = await fullClass(4 * 60); // deadline in 2 hours
    const withPass = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, withPass.id, [studio.classTypeId], {
      classes_left: 3,
    });
    const withMembership = await b.customer(studio.id);
    await b.membership(studio.id, withMembership.id, [studio.classTypeId]);
    const passSignup = await join(withPass, cls.id);
    const membershipSignup = await join(withMembership, cls.id);
    expect(await classesLeft(pass.id)).toBe(2);

    expect(await sweepExpiredWaitingLists(t.db, Date.now() + HOUR)).not.toContain(passSignup);
    expect((await waitingRow(passSignup)).cancelled_at).toBe(0);
    expect(await classesLeft(pass.id)).toBe(2);

    const at = Date.now() + 2 * HOUR + 60_000;
    const swept = await sweepExpiredWaitingLists(t.db, at);
    expect(swept).toEqual(expect.arrayContaining([passSignup, membershipSignup]));
    expect(await waitingRow(passSignup)).toMatchObject({
      cancelled_at: at,
      class_pass_classes_spent: 0,
    });
    expect((await waitingRow(membershipSignup)).cancelled_at).toBe(at);
    expect(await classesLeft(pass.id)).toBe(3);

    const again = await sweepExpiredWaitingLists(t.db, at + 60_000);
    expect(again).not.toContain(passSignup);
    expect(await classesLeft(pass.id)).toBe(3);
    expect((await waitingRow(passSignup)).cancelled_at).toBe(at);
  });

  test('leaves waiting lists of classes whose deadline is still ahead, and left signups alone', async () => {
    const { studio, cls } = await fullClass(3 * 24 * 60);
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 1 });
    const id = await join(c, cls.id);
    expect(await sweepExpiredWaitingLists(t.db, Date.now() + HOUR)).not.toContain(id);
    expect((await waitingRow(id)).cancelled_at).toBe(0);

    await t.app.inject({
      method: 'DELETE',
      url: `/class-waiting-list-signups/${id}`,
      headers: c.headers,
    });
    expect(await classesLeft(pass.id)).toBe(1);
    expect(await sweepExpiredWaitingLists(t.db, Date.now() + 4 * 24 * HOUR)).not.toContain(id);
    expect(await classesLeft(pass.id)).toBe(1);
  });
});
