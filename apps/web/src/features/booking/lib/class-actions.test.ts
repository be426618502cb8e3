import { describe, expect, test } from 'vitest';
import { bookedClass, makeClass } from '../../../entities/class/testing/class-fixture.ts';
import { classActions } from './class-actions.ts';

const customer = { loggedIn: true, multipleSeats: false };

describe('actions offered per class flags', () => {
  test('a bookable class offers sign up; a visitor is asked to log in', () => {
    expect(classActions(makeClass(), customer)).toEqual(['sign_up']);
    expect(classActions(makeClass(), { ...customer, loggedIn: false })).toEqual(['log_in']);
  });

  test('a booking offers cancel, and change seats when several seats are allowed', () => {
    expect(classActions(bookedClass(2), customer)).toEqual(['sign_off']);
    expect(classActions(bookedClass(2), { ...customer, multipleSeats: true })).toEqual([
      'change_seats',
      'sign_off',
    ]);
  });

  test('a full class offers the waiting list, and a place on it can be left', () => {
    const full = makeClass({
      class_is_fully_booked: true,
      class_accepts_customer_signups: false,
      class_accepts_waiting_list_signups: true,
      user_can_sign_up_for_waiting_list: true,
    });
    expect(classActions(full, customer)).toEqual(['join_waiting_list']);
    const onList = {
      ...full,
      user_is_signed_up_for_waiting_list: true,
      user_can_sign_off_from_waiting_list: true,
    };
    expect(classActions(onList, customer)).toEqual(['leave_waiting_list']);
  });

  test('livestream: sign up when open, then open and cancel it', () => {
    const stream = makeClass({ class_accepts_livestream_signups: true });
    expect(classActions(stream, customer)).toEqual(['sign_up', 'livestream_sign_up']);
    const signed = makeClass({
      user_is_signed_up_for_livestream: true,
      user_can_start_livestream: true,
      user_can_sign_off_from_livestream: true,
    });
    expect(classActions(signed, customer)).toEqual(['open_livestream', 'livestream_sign_off']);
  });

  test('cancelled, started and locked classes offer nothing to book', () => {
    expect(classActions(makeClass({ cancelled: true }), customer)).toEqual([]);
    expect(
      classActions(
        makeClass({ class_has_started: true, class_accepts_customer_signups: false }),
        customer,
      ),
    ).toEqual([]);
    expect(
      classActions(makeClass({ class_is_part_of_locked_class_series_type: true }), customer),
    ).toEqual([]);
    expect(
      classActions(
        makeClass({
          class_is_part_of_locked_class_series_type: true,
          user_can_sign_up_for_class_locked_by_class_series: true,
        }),
        customer,
      ),
    ).toEqual(['sign_up']);
  });
});
