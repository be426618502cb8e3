/**
 * Issue 10 defect 1: no wire number or id is coerced from a wrong type. `null`, `""`, `false`,
 * `[]`, `1.5` and 2^31 are a 400 in the contract's form (CONTRACT §1.5, E_MISSING_OR_INVALID_PARAMS)
 * on every signup body, and the booking is left as it was.
 */
import { describe, expect, test } from 'vitest';
import { ClassSignup } from '@studio/contract/class-signups';
import { InvalidParamsBody } from '@studio/contract/errors';
import { useBookingApp } from '../../../test/booking-kit.ts';

const { b, post, classesLeft, activeRows } = useBookingApp();

const wrong = [null, '', false, [], 1.5, 2 ** 31, '1.5', ' 1', {}];

async function bookedCustomer() {
  const studio = await b.studio({
    customer_can_reserve_multiple_seats_for_class: true,
    livestream_enabled: true,
  });
  const cls = await b.class(studio, { seats: 5, livestream_enabled: true });
  const c = await b.customer(studio.id);
  const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 5 });
  const booked = await post(c, '/class-signups', { user: c.id, class: cls.id, count: 2 });
  expect(ClassSignup.parse(booked.json())).toMatchObject({ count: 2 });
  return { cls, c, pass };
}

const expect400 = (reply: { statusCode: number; json: () => unknown }) => {
  expect(reply.statusCode).toBe(400);
  expect(InvalidParamsBody.parse(reply.json()).code).toBe('E_MISSING_OR_INVALID_PARAMS');
};

describe('wrong-typed signup bodies', () => {
  test('change-count with a wrong-typed count is refused and the booking stays', async () => {
    const { cls, c, pass } = await bookedCustomer();
    for (const count of wrong) {
      expect400(await post(c, '/class-signups/change-count', { user: c.id, class: cls.id, count }));
    }
    expect((await activeRows(cls.id)).map((row) => row.count)).toEqual([2]);
    expect(await classesLeft(pass.id)).toBe(3);
  });

  test('wrong-typed user or class ids are refused on every signup route', async () => {
    const { cls, c, pass } = await bookedCustomer();
    for (const url of [
      '/class-signups',
      '/class-signups/change-count',
      '/class-waiting-list-signups',
      '/class-livestream-signups',
    ]) {
      for (const value of wrong) {
        expect400(await post(c, url, { user: value, class: cls.id, count: 1 }));
        expect400(await post(c, url, { user: c.id, class: value, count: 1 }));
      }
    }
    for (const count of wrong)
      expect400(await post(c, '/class-signups', { user: c.id, class: cls.id, count }));
    expect((await activeRows(cls.id)).map((row) => row.count)).toEqual([2]);
    expect(await classesLeft(pass.id)).toBe(3);
  });

  test('ids and counts as strings of digits are read as numbers (CONTRACT §1.1)', async () => {
    const { cls, c, pass } = await bookedCustomer();
    const reply = await post(c, '/class-signups/change-count', {
      user: String(c.id),
      class: String(cls.id),
      count: '3',
    });
    expect(ClassSignup.parse(reply.json())).toMatchObject({ count: 3 });
    expect(await classesLeft(pass.id)).toBe(2);
  });
});
