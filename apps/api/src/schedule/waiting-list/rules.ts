/**
 * The refusal order of POST /class-waiting-list-signups (CONTRACT §5), before access is looked
 * at, as a pure function of what the service read under the class lock.
 */
import type { ClassState } from '../classes/public.ts';

export interface WaitingListFacts {
  seats: number;
  cancelled: boolean;
  state: ClassState;
  now: number;
  hasClassSignup: boolean;
  hasWaitingListSignup: boolean;
  lockedOut: boolean;
}

/** The first refusal code that applies, or null. */
export function waitingListRefusal(f: WaitingListFacts): string | null {
  const s = f.state;
  if (f.now >= s.startsAt) return 'E_CLASS_HAS_STARTED';
  if (f.seats === 1 && s.class_signup_deadline_has_been_exceeded)
    return 'E_SIGNUP_DEADLINE_HAS_BEEN_EXCEEDED';
  if (s.class_signoff_deadline_has_been_exceeded) return 'E_SIGNOFF_DEADLINE_HAS_BEEN_EXCEEDED';
  if (f.seats !== 1 && !s.waiting_list_enabled && f.seats !== 0)
    return 'E_CLASS_WAITING_LIST_DISABLED';
  if (f.seats === 1 && !s.waiting_list_enabled) return 'E_PRIVATE_CLASS_WAITING_LIST_DISABLED';
  if (f.seats === 0) return 'E_CLASS_IS_OPEN';
  if (f.hasClassSignup) return 'E_ALREADY_SIGNED_UP';
  if (f.hasWaitingListSignup) return 'E_ALREADY_SIGNED_UP_FOR_WAITING_LIST';
  if (f.cancelled) return 'E_CLASS_CANCELLED';
  if (s.class_is_too_far_in_the_future_to_sign_up) return 'E_SIGNUP_NOT_OPEN_YET';
  if (f.lockedOut) return 'E_CLASS_IS_LOCKED_BY_CLASS_SERIES';
  if (!s.class_is_fully_booked) return 'E_CLASS_IS_NOT_FULL';
  if (s.waiting_list_is_full) return 'E_WAITING_LIST_IS_FULL';
  return null;
}
