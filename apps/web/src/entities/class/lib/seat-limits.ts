/**
 * Seat-count limits of seed 000 §5 and the seats a customer still lacks access for. All counts are
 * seats (decision 2: `signup_count` is the sum of seats).
 */
import type { Class } from '@studio/contract/classes';
import { MAX_SEATS_INPUT } from '@studio/contract/class-signups';

export interface SeatRange {
  min: number;
  max: number;
}

const seatsHeld = (cls: Class) =>
  cls.user_signup_count ?? (cls.user_is_signed_up_for_class ? 1 : 0);

/** Free seats now: `seats − signup_count`, never below 0. */
export const freeSeats = (cls: Class): number => Math.max(0, cls.seats - (cls.signup_count ?? 0));

/** Booking from the calendar: 1 … the remaining seats (at least 1, so one seat can be asked for). */
export function signupSeatRange(cls: Class): SeatRange {
  return { min: 1, max: Math.min(MAX_SEATS_INPUT, Math.max(1, freeSeats(cls))) };
}

/** Editing a booking from the calendar: 0 … seats minus the other customers' signups. */
export function editSeatRange(cls: Class): SeatRange {
  const others = (cls.signup_count ?? 0) - seatsHeld(cls);
  return { min: 0, max: Math.min(MAX_SEATS_INPUT, Math.max(seatsHeld(cls), cls.seats - others)) };
}

/**
 * The change-seats dialog on the profile: min 0 if the customer may sign off, else the current
 * count; max 99 if they may sign up, else the current count.
 */
export function profileSeatRange(cls: Class): SeatRange {
  const current = seatsHeld(cls);
  return {
    min: cls.user_can_sign_off_from_class ? 0 : current,
    max: cls.user_can_sign_up_for_class ? MAX_SEATS_INPUT : current,
  };
}

/** Reads a typed seat count as an integer; empty or junk reads as 0 (§5). */
export function readSeatInput(value: string | number | null | undefined): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(number) ? Math.trunc(number) : 0;
}

/** `value` kept within `range`. */
export const clampSeats = (value: number, range: SeatRange): number =>
  Math.min(range.max, Math.max(range.min, value));

/**
 * Seats the customer would need to buy access for when going to `newCount` seats: the extra seats
 * beyond `user_can_sign_up_for_number_of_seats`; 0 when access covers them or the server gave no
 * figure (then the server decides).
 */
export function missingSeats(cls: Class, newCount: number): number {
  const extra = newCount - seatsHeld(cls);
  const allowed = cls.user_can_sign_up_for_number_of_seats;
  if (allowed === undefined || extra <= 0) return 0;
  return Math.max(0, extra - allowed);
}

export { seatsHeld };
