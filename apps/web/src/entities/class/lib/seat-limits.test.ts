import { describe, expect, test } from 'vitest';
import { bookedClass, makeClass } from '../testing/class-fixture.ts';
import {
  editSeatRange,
  missingSeats,
  profileSeatRange,
  readSeatInput,
  signupSeatRange,
} from './seat-limits.ts';

describe('seat limits (seed 000 §5)', () => {
  test('signing up takes 1 up to the remaining seats', () => {
    expect(signupSeatRange(makeClass({ seats: 20, signup_count: 12 }))).toEqual({ min: 1, max: 8 });
    expect(signupSeatRange(makeClass({ seats: 20, signup_count: 19 }))).toEqual({ min: 1, max: 1 });
  });

  test('editing a booking goes from 0 to seats minus the others’ signups', () => {
    // 12 taken, 3 of them mine: others hold 9, so I may hold up to 11.
    expect(editSeatRange(bookedClass(3, { seats: 20, signup_count: 12 }))).toEqual({
      min: 0,
      max: 11,
    });
    expect(editSeatRange(bookedClass(2, { seats: 5, signup_count: 5 }))).toEqual({
      min: 0,
      max: 2,
    });
  });

  test('the profile dialog: min 0 only if the customer may sign off, max 99 only if they may sign up', () => {
    expect(profileSeatRange(bookedClass(2))).toEqual({ min: 0, max: 2 });
    expect(
      profileSeatRange(
        bookedClass(2, { user_can_sign_off_from_class: false, user_can_sign_up_for_class: true }),
      ),
    ).toEqual({ min: 2, max: 99 });
  });

  test('an empty seat input reads as 0 and decimals as integers', () => {
    expect(readSeatInput('')).toBe(0);
    expect(readSeatInput(null)).toBe(0);
    expect(readSeatInput('3')).toBe(3);
    expect(readSeatInput(2.7)).toBe(2);
  });

  test('seats beyond what access allows are the ones to buy', () => {
    const cls = bookedClass(1, { user_can_sign_up_for_number_of_seats: 2 });
    expect(missingSeats(cls, 3)).toBe(0);
    expect(missingSeats(cls, 5)).toBe(2);
    expect(missingSeats(makeClass({ user_can_sign_up_for_number_of_seats: 0 }), 1)).toBe(1);
    expect(missingSeats(makeClass({ user_can_sign_up_for_number_of_seats: undefined }), 4)).toBe(0);
  });
});
