/**
 * Seats paid by several fixed-count passes (seed 000 §2 "Purchase access for class": a 3-seat
 * purchase of 2-class passes buys two passes). When the pass that pays a signup has too few
 * classes left, the customer's other fixed-count passes for the class pay the rest, expiring
 * first; lowering seats or cancelling before the sign-off deadline gives each pass back what it
 * paid, newest spends first. `user_can_sign_up_for_number_of_seats` promises exactly what
 * POST and change-count then allow (CONTRACT §5; signups/README.md "The rules in one place").
 */
import { describe, expect, test } from 'vitest';
import { ClassesResponse } from '@studio/contract/classes';
import { ClassSignup } from '@studio/contract/class-signups';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { copenhagenIn, type Customer } from '../../../test/booking-factory.ts';

const { t, b, post, classesLeft, activeRows } = useBookingApp();

/** A customer with two 2-class passes: `first` expires a month before `second`. */
async function twoPasses() {
  const studio = await b.studio({ customer_can_reserve_multiple_seats_for_class: true });
  const cls = await b.class(studio, { seats: 8, startsInMinutes: 600 });
  const c = await b.customer(studio.id);
  const types = [studio.classTypeId];
  const second = await b.classPass(studio.id, c.id, types, {
    classes_left: 2,
    valid_until: copenhagenIn(60 * 24 * 60).date,
  });
  const first = await b.classPass(studio.id, c.id, types, {
    classes_left: 2,
    valid_until: copenhagenIn(30 * 24 * 60).date,
  });
  return { cls, c, first, second };
}

const left = async (...ids: number[]) => Promise.all(ids.map((id) => classesLeft(id)));

async function seatsPromised(c: Customer, classId: number) {
  const reply = await t.app.inject({
    url: `/classes?id=${classId}&populate[]=user_can_sign_up_for_number_of_seats`,
    headers: c.headers,
  });
  return ClassesResponse.parse(reply.json()).classes[0]!.user_can_sign_up_for_number_of_seats;
}

const changeCount = (c: Customer, classId: number, count: number) =>
  post(c, '/class-signups/change-count', { user: c.id, class: classId, count });

describe('a signup paid by several passes', () => {
  test('3 seats with two 2-class passes spend 2 + 1, the one expiring first first', async () => {
    const { cls, c, first, second } = await twoPasses();
    const reply = await post(c, '/class-signups', { user: c.id, class: cls.id, count: 3 });
    const signup = ClassSignup.parse(reply.json());
    expect(signup.count).toBe(3);
    expect(signup.used_class_pass).toBe(first.id);
    expect(await left(first.id, second.id)).toEqual([0, 1]);
    const [row] = await activeRows(cls.id);
    expect(row!.used_class_pass_id).toBe(first.id);
    expect(row!.class_pass_classes_spent).toBe(3);
  });

  test('lowering to 1 seat gives back the newest spends first; cancelling gives back all', async () => {
    const { cls, c, first, second } = await twoPasses();
    const booked = await post(c, '/class-signups', { user: c.id, class: cls.id, count: 3 });
    expect(ClassSignup.parse(booked.json()).count).toBe(3);
    const lowered = ClassSignup.parse((await changeCount(c, cls.id, 1)).json());
    expect(lowered.count).toBe(1);
    expect(await left(first.id, second.id)).toEqual([1, 2]);
    expect((await activeRows(cls.id))[0]!.class_pass_classes_spent).toBe(1);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/class-signups/${lowered.id}`,
      headers: c.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await left(first.id, second.id)).toEqual([2, 2]);
  });

  test('cancelling 3 seats gives each pass back what it paid', async () => {
    const { cls, c, first, second } = await twoPasses();
    await post(c, '/class-signups', { user: c.id, class: cls.id, count: 3 });
    expect(ClassSignup.parse((await changeCount(c, cls.id, 4)).json()).count).toBe(4);
    expect(await left(first.id, second.id)).toEqual([0, 0]);
    expect((await changeCount(c, cls.id, 0)).body).toBe('OK');
    expect(await left(first.id, second.id)).toEqual([2, 2]);
  });

  test('the flag promises 4 seats, and POST and change-count allow exactly that', async () => {
    const { cls, c, first, second } = await twoPasses();
    expect(await seatsPromised(c, cls.id)).toBe(4);
    const tooMany = await post(c, '/class-signups', { user: c.id, class: cls.id, count: 5 });
    expect(tooMany.json()).toBe('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
    expect(await left(first.id, second.id)).toEqual([2, 2]);
    await post(c, '/class-signups', { user: c.id, class: cls.id });
    expect(await seatsPromised(c, cls.id)).toBe(3);
    expect((await changeCount(c, cls.id, 5)).json()).toBe(
      'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP',
    );
    expect(await left(first.id, second.id)).toEqual([1, 2]);
    expect(ClassSignup.parse((await changeCount(c, cls.id, 4)).json()).count).toBe(4);
    expect(await left(first.id, second.id)).toEqual([0, 0]);
    expect(await seatsPromised(c, cls.id)).toBe(0);
  });
});
