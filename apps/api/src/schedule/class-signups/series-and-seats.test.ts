/**
 * Issue 10 defects 7 and 9. A class-series holder books a locked class only while the series is
 * valid (`valid_until`) and has `classes_left`; each seat spends one, and a cancel before the
 * deadline gives them back (CONTRACT §9). `user_can_sign_up_for_number_of_seats` never promises
 * more seats than change-count then allows: both come from one computation.
 */
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ClassesResponse } from '@studio/contract/classes';
import { ClassSignup } from '@studio/contract/class-signups';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { classSeries } from '../../platform/db/schema.ts';
import type { Customer } from '../../../test/booking-factory.ts';

const { t, b, post, classesLeft } = useBookingApp();

async function flagsOf(c: Customer, classId: number) {
  const keys = [
    'user_can_sign_up_for_number_of_seats',
    'user_can_sign_up_for_class_locked_by_class_series',
  ];
  const reply = await t.app.inject({
    url: `/classes?id=${classId}${keys.map((k) => `&populate[]=${k}`).join('')}`,
    headers: c.headers,
  });
  return ClassesResponse.parse(reply.json()).classes[0]!;
}

const seriesLeft = async (userId: number) =>
  (await t.db.select().from(classSeries).where(eq(classSeries.user_id, userId)))[0]!.classes_left;

async function seriesHolder(series: Partial<typeof classSeries.$inferInsert>) {
  const studio = await b.studio({ customer_can_reserve_multiple_seats_for_class: true });
  const cls = await b.class(studio, { seats: 8, startsInMinutes: 3 * 24 * 60 });
  const c = await b.customer(studio.id);
  await b.classSeries(studio.id, [cls.id], true, c.id);
  await t.db.update(classSeries).set(series).where(eq(classSeries.user_id, c.id));
  return { cls, c };
}

describe('class series', () => {
  test('an expired series does not open its locked class', async () => {
    const { cls, c } = await seriesHolder({ valid_until: '2020-01-01', classes_left: 5 });
    expect((await flagsOf(c, cls.id)).user_can_sign_up_for_class_locked_by_class_series).toBe(
      false,
    );
    expect((await post(c, '/class-signups', { user: c.id, class: cls.id })).json()).toBe(
      'E_CLASS_IS_LOCKED_BY_CLASS_SERIES',
    );
  });

  test('a series with no classes left does not open its locked class', async () => {
    const { cls, c } = await seriesHolder({ classes_left: 0 });
    expect((await flagsOf(c, cls.id)).user_can_sign_up_for_class_locked_by_class_series).toBe(
      false,
    );
    expect((await post(c, '/class-signups', { user: c.id, class: cls.id })).json()).toBe(
      'E_CLASS_IS_LOCKED_BY_CLASS_SERIES',
    );
  });

  test('each seat spends a class of the series; cancelling gives them back', async () => {
    const { cls, c } = await seriesHolder({ classes_left: 2 });
    expect(await flagsOf(c, cls.id)).toMatchObject({
      user_can_sign_up_for_class_locked_by_class_series: true,
      user_can_sign_up_for_number_of_seats: 2,
    });
    expect((await post(c, '/class-signups', { user: c.id, class: cls.id, count: 3 })).json()).toBe(
      'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP',
    );
    const booked = ClassSignup.parse(
      (await post(c, '/class-signups', { user: c.id, class: cls.id, count: 2 })).json(),
    );
    expect(booked).toMatchObject({ count: 2, class_series: expect.any(Number) });
    expect(await seriesLeft(c.id)).toBe(0);
    const cancel = await post(c, '/class-signups/change-count', {
      user: c.id,
      class: cls.id,
      count: 0,
    });
    expect(cancel.body).toBe('OK');
    expect(await seriesLeft(c.id)).toBe(2);
  });
});

describe('user_can_sign_up_for_number_of_seats', () => {
  test('promises only what the pass that paid the signup can add', async () => {
    const studio = await b.studio({ customer_can_reserve_multiple_seats_for_class: true });
    const cls = await b.class(studio, { seats: 8 });
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 2 });
    await post(c, '/class-signups', { user: c.id, class: cls.id });
    // A membership bought later does not pay for seats of the pass-paid signup (decision 8).
    await b.membership(studio.id, c.id, [studio.classTypeId]);
    const promised = (await flagsOf(c, cls.id)).user_can_sign_up_for_number_of_seats as number;
    expect(promised).toBe(1);
    const raised = await post(c, '/class-signups/change-count', {
      user: c.id,
      class: cls.id,
      count: 1 + promised,
    });
    expect(ClassSignup.parse(raised.json()).count).toBe(2);
    expect(await classesLeft(pass.id)).toBe(0);
    expect((await flagsOf(c, cls.id)).user_can_sign_up_for_number_of_seats).toBe(0);
  });
});
