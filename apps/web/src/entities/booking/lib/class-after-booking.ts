/**
 * The class as the customer's own flags read right after a booking request succeeded (seed 000 §4,
 * §5), so the card and dialog show the new state at once; the refetch that follows brings the
 * server's full answer (texts, permissions). Seat counts are seats (`signup_count` sums them).
 */
import type { Class } from '@studio/contract/classes';
import type { BookingRequest } from '../api/booking-requests.ts';
import { seatsHeld } from '../../class/lib/seat-limits.ts';

/** The id of the signup in a success answer (a signup object), or `null` (`OK`). */
const answerId = (answer: unknown): number | null =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { id?: unknown }).id === 'number'
    ? (answer as { id: number }).id
    : null;

/** `cls` with `signup_count` moved by `delta` seats and "fully booked" read again. */
function withSeats(cls: Class, delta: number): Class {
  const signupCount = Math.max(0, (cls.signup_count ?? 0) + delta);
  // An open class (0 seats) keeps the server's word.
  const full = cls.seats > 0 ? signupCount >= cls.seats : cls.class_is_fully_booked;
  return { ...cls, signup_count: signupCount, class_is_fully_booked: full };
}

/** `cls` after `request` succeeded with `answer` (the server's body). */
export function classAfterBooking(cls: Class, request: BookingRequest, answer: unknown): Class {
  const held = seatsHeld(cls);
  switch (request.kind) {
    case 'sign_up':
    case 'change_count': {
      const count = request.count;
      const moved = withSeats(cls, count - (request.kind === 'sign_up' ? 0 : held));
      if (count === 0) {
        return {
          ...moved,
          user_is_signed_up_for_class: false,
          user_signup_id: null,
          user_signup_count: 0,
          user_can_sign_off_from_class: false,
        };
      }
      return {
        ...moved,
        user_is_signed_up_for_class: true,
        user_signup_id: answerId(answer) ?? cls.user_signup_id ?? null,
        user_signup_count: count,
        user_can_sign_off_from_class: true,
      };
    }
    case 'join_waiting_list': {
      const waiting = (cls.waiting_list_count ?? 0) + 1;
      return {
        ...cls,
        waiting_list_count: waiting,
        user_is_signed_up_for_waiting_list: true,
        user_waiting_list_signup_id: answerId(answer),
        user_number_on_waiting_list: waiting,
        user_can_sign_off_from_waiting_list: true,
      };
    }
    case 'leave_waiting_list':
      return {
        ...cls,
        waiting_list_count: Math.max(0, (cls.waiting_list_count ?? 1) - 1),
        user_is_signed_up_for_waiting_list: false,
        user_waiting_list_signup_id: null,
        user_number_on_waiting_list: null,
        user_can_sign_off_from_waiting_list: false,
      };
    case 'livestream_sign_up':
      return {
        ...cls,
        livestream_signup_count: (cls.livestream_signup_count ?? 0) + 1,
        user_is_signed_up_for_livestream: true,
        user_livestream_signup_id: answerId(answer),
        user_can_sign_off_from_livestream: true,
      };
    case 'livestream_sign_off':
      return {
        ...cls,
        livestream_signup_count: Math.max(0, (cls.livestream_signup_count ?? 1) - 1),
        user_is_signed_up_for_livestream: false,
        user_livestream_signup_id: null,
        user_can_sign_off_from_livestream: false,
      };
  }
}
