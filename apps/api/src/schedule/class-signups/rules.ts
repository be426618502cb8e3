/**
 * The refusal order of POST /class-signups and of raising a seat count from 0 (CONTRACT §5,
 * decisions 7 and 8), as a pure function of facts the service has already read under the class
 * lock. Times: "now" and starts in ms; deadlines in minutes from the studio settings.
 */
import type { Settings } from '@studio/contract/client';
import type { ClassState } from '../classes/public.ts';

export interface SignupFacts {
  seats: number;
  cancelled: boolean;
  studio_attendance_enabled: boolean;
  state: ClassState;
  /** The customer already holds an active signup for this class. */
  alreadySignedUp: boolean;
  /** The class is in a locked series the customer does not hold. */
  lockedOut: boolean;
  /** Seats asked for in total. */
  count: number;
  /** Seats asked for beyond what the customer holds now. */
  extra: number;
}

/** Grace after start during which a signup is still taken (check-in window, CONTRACT §5 item 2). */
export function signupGraceMinutes(settings: Settings): number {
  return settings.checkin_classes_are_visible_until === 'minutes_after_class_start'
    ? Number(settings.checkin_classes_are_visible_for_minutes_after_start)
    : 0;
}

/** The first refusal that applies before access is looked at, or null. */
export function signupRefusal(f: SignupFacts, settings: Settings, now: number): string | null {
  const s = f.state;
  if (f.seats === 1 && s.class_signup_deadline_has_been_exceeded)
    return 'E_SIGNUP_DEADLINE_HAS_BEEN_EXCEEDED';
  if (now >= s.startsAt + signupGraceMinutes(settings) * 60_000) return 'E_CLASS_HAS_STARTED';
  if (f.alreadySignedUp) return 'E_ALREADY_SIGNED_UP';
  if (f.cancelled) return 'E_CLASS_CANCELLED';
  if (s.class_is_too_far_in_the_future_to_sign_up) return 'E_SIGNUP_NOT_OPEN_YET';
  if (f.lockedOut) return 'E_CLASS_IS_LOCKED_BY_CLASS_SERIES';
  if (f.count > 1 && !settings.customer_can_reserve_multiple_seats_for_class)
    return 'E_MULTIPLE_SEATS_NOT_ALLOWED';
  if (f.seats === 0 || !f.studio_attendance_enabled || f.extra > s.free_seats)
    return 'E_CLASS_IS_FULL';
  return null;
}

/** Refusals of a seat change on an existing signup (CONTRACT §5 change-count). */
export function changeRefusal(f: SignupFacts, settings: Settings, now: number): string | null {
  const s = f.state;
  if (now >= s.startsAt) return 'E_CLASS_HAS_STARTED';
  if (f.extra > 0 && f.seats === 1 && s.class_signup_deadline_has_been_exceeded)
    return 'E_SIGNUP_DEADLINE_HAS_BEEN_EXCEEDED';
  if (f.cancelled) return 'E_CLASS_CANCELLED';
  if (f.count > 1 && !settings.customer_can_reserve_multiple_seats_for_class)
    return 'E_MULTIPLE_SEATS_NOT_ALLOWED';
  if (f.extra > s.free_seats) return 'E_CLASS_IS_FULL';
  return null;
}
