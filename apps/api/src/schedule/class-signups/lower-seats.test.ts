/**
 * Issue 10 defect 2: lowering seats is a partial cancel, so it follows the cancel's rules: after
 * the class has started it is refused with E_CLASS_HAS_STARTED, on a cancelled class with
 * E_CLASS_CANCELLED (CONTRACT §5 change-count), and nothing is refunded.
 */
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ClassSignup } from '@studio/contract/class-signups';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { classTimes } from '../../../test/booking-factory.ts';
import { classes } from '../../platform/db/schema.ts';

const { t, b, post, classesLeft, activeRows } = useBookingApp();

async function threeSeats() {
  const studio = await b.studio({ customer_can_reserve_multiple_seats_for_class: true });
  const cls = await b.class(studio, { seats: 5, startsInMinutes: 600 });
  const c = await b.customer(studio.id);
  const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 5 });
  const booked = ClassSignup.parse(
    (await post(c, '/class-signups', { user: c.id, class: cls.id, count: 3 })).json(),
  );
  expect(booked.count).toBe(3);
  expect(await classesLeft(pass.id)).toBe(2);
  return { cls, c, pass };
}

describe('lowering seats', () => {
  test('after the class has started: E_CLASS_HAS_STARTED, seats and pass unchanged', async () => {
    const { cls, c, pass } = await threeSeats();
    await t.db.update(classes).set(classTimes(-10)).where(eq(classes.id, cls.id));
    const reply = await post(c, '/class-signups/change-count', {
      user: c.id,
      class: cls.id,
      count: 1,
    });
    expect(reply.json()).toBe('E_CLASS_HAS_STARTED');
    expect((await activeRows(cls.id)).map((row) => row.count)).toEqual([3]);
    expect(await classesLeft(pass.id)).toBe(2);
  });

  test('on a cancelled class: E_CLASS_CANCELLED, seats and pass unchanged', async () => {
    const { cls, c, pass } = await threeSeats();
    await t.db.update(classes).set({ cancelled: true }).where(eq(classes.id, cls.id));
    const reply = await post(c, '/class-signups/change-count', {
      user: c.id,
      class: cls.id,
      count: 2,
    });
    expect(reply.json()).toBe('E_CLASS_CANCELLED');
    expect((await activeRows(cls.id)).map((row) => row.count)).toEqual([3]);
    expect(await classesLeft(pass.id)).toBe(2);
  });

  test('before start, lowering refunds the released classes', async () => {
    const { cls, c, pass } = await threeSeats();
    const reply = await post(c, '/class-signups/change-count', {
      user: c.id,
      class: cls.id,
      count: 1,
    });
    expect(ClassSignup.parse(reply.json()).count).toBe(1);
    expect(await classesLeft(pass.id)).toBe(4);
  });
});
