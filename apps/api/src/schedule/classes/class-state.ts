/**
 * Class-level computed fields of GET /classes (CONTRACT §4 computed-field table), as pure functions
 * of the class row, the studio settings, the seat counts and "now" (ms). Times are Copenhagen wall
 * times; deadlines are minutes in the settings and digit strings (ms) on the wire.
 */
import type { Settings } from '@studio/contract/client';
import { instantOf, plusDays } from '../access/public.ts';

/** The stored class columns the rules read. */
export interface ClassFacts {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  class_type_id: number;
  seats: number;
  cancelled: boolean;
  archived: boolean;
  studio_attendance_enabled: boolean;
  livestream_enabled: boolean;
}

/** Seats (sum of `count`, decision 2) held by active signups of each kind. */
export interface SeatCounts {
  signups: number;
  waitingList: number;
  livestream: number;
}

export interface ClassState {
  startsAt: number;
  class_has_started: boolean;
  class_has_ended: boolean;
  class_starts_today: boolean;
  class_starts_today_or_later: boolean;
  class_is_open: boolean;
  class_is_fully_booked: boolean;
  free_seats: number;
  class_is_too_far_in_the_future_to_sign_up: boolean;
  class_signup_deadline_has_been_exceeded: boolean;
  class_signoff_deadline_timestamp: string;
  class_signoff_deadline_has_been_exceeded: boolean;
  class_livestream_signoff_deadline_timestamp: string;
  class_accepts_customer_signups: boolean;
  class_accepts_livestream_signups: boolean;
  class_accepts_waiting_list_signups: boolean;
  waiting_list_enabled: boolean;
  waiting_list_count: number;
  waiting_list_max: number;
  waiting_list_is_full: boolean;
}

const MINUTE = 60_000;

/** Sign-off deadline in minutes before start: 0 when no-show fees are off (CONTRACT §4). */
export function signoffDeadlineMinutes(seats: number, settings: Settings): number {
  if (!settings.no_show_fees_enabled) return 0;
  return Number(
    seats === 1 ? settings.private_class_signoff_deadline : settings.class_signoff_deadline,
  );
}

/** Livestream capacity per class (setting `livestream_max_participants`; absent = unlimited). */
export function livestreamCapacity(settings: Settings): number {
  const value = Number(settings.livestream_max_participants ?? 0);
  return value > 0 ? value : Number.POSITIVE_INFINITY;
}

/** Every class-level flag for one class (CONTRACT §4), `today` = Copenhagen date of `now`. */
export function classState(
  c: ClassFacts,
  counts: SeatCounts,
  settings: Settings,
  now: number,
  today: string,
): ClassState {
  const startsAt = instantOf(c.date, c.start_time);
  const endsAt = instantOf(c.date, c.end_time);
  const hasStarted = now >= startsAt;
  const isOpen = c.seats === 0;
  const full = c.seats !== 0 && counts.signups >= c.seats;
  const maxDays = Number(settings.customer_can_sign_up_for_class_max_days_before_class);
  const tooFar = plusDays(c.date, -maxDays) > today;
  const signupDeadlineExceeded =
    c.seats === 1
      ? now >= startsAt - Number(settings.private_class_signup_deadline) * MINUTE
      : hasStarted;
  const signoffAt = startsAt - signoffDeadlineMinutes(c.seats, settings) * MINUTE;
  const livestreamSignoffAt =
    startsAt - Number(settings.class_livestream_signoff_deadline) * MINUTE;
  const signoffExceeded = now >= signoffAt;
  const live = !c.archived && !c.cancelled;
  const waitingListEnabled = Boolean(
    c.seats === 1
      ? settings.private_class_waiting_list_enabled
      : settings.class_waiting_list_enabled,
  );
  const waitingListMax = isOpen
    ? 0
    : Number(
        c.seats === 1
          ? settings.private_class_waiting_list_max_customers_on_waiting_list
          : settings.class_waiting_list_max_customers_on_waiting_list,
      );
  const waitingListFull = !isOpen && counts.waitingList >= waitingListMax;
  return {
    startsAt,
    class_has_started: hasStarted,
    class_has_ended: now >= endsAt,
    class_starts_today: c.date === today,
    class_starts_today_or_later: c.date >= today,
    class_is_open: isOpen,
    class_is_fully_booked: full,
    free_seats: isOpen ? 0 : Math.max(0, c.seats - counts.signups),
    class_is_too_far_in_the_future_to_sign_up: tooFar,
    class_signup_deadline_has_been_exceeded: signupDeadlineExceeded,
    class_signoff_deadline_timestamp: String(signoffAt),
    class_signoff_deadline_has_been_exceeded: signoffExceeded,
    class_livestream_signoff_deadline_timestamp: String(livestreamSignoffAt),
    class_accepts_customer_signups:
      live && c.studio_attendance_enabled && !isOpen && !full && !signupDeadlineExceeded && !tooFar,
    class_accepts_livestream_signups:
      live &&
      Boolean(settings.livestream_enabled) && // the studio's switch, then the class's
      c.livestream_enabled &&
      !signupDeadlineExceeded &&
      !tooFar &&
      counts.livestream < livestreamCapacity(settings),
    class_accepts_waiting_list_signups:
      live &&
      waitingListEnabled &&
      !isOpen &&
      full &&
      !waitingListFull &&
      !signupDeadlineExceeded &&
      !signoffExceeded &&
      !tooFar,
    waiting_list_enabled: waitingListEnabled,
    waiting_list_count: counts.waitingList,
    waiting_list_max: waitingListMax,
    waiting_list_is_full: waitingListFull,
  };
}

/**
 * The instants (ms) at which `classState` of this class changes by itself: start, end, and the
 * sign-up and sign-off deadlines. A cached answer must not outlive the next one (nor the next
 * Copenhagen midnight, which the caller adds: "today", "too far ahead").
 */
export function stateChangesAt(c: ClassFacts, settings: Settings): number[] {
  const startsAt = instantOf(c.date, c.start_time);
  return [
    startsAt,
    instantOf(c.date, c.end_time),
    startsAt - Number(settings.private_class_signup_deadline) * MINUTE,
    startsAt - signoffDeadlineMinutes(c.seats, settings) * MINUTE,
    startsAt - Number(settings.class_livestream_signoff_deadline) * MINUTE,
  ];
}
