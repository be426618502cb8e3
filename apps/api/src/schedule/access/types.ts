/**
 * What a customer holds that can pay for a class (CONTRACT §4 access rules, §8, §9), loaded once
 * per request by `holdings.ts` and judged by the pure rules in `rules.ts`.
 */

/** A membership with its type's access lists and caps, and its latest pause. */
export interface MembershipHolding {
  id: number;
  membership_type_id: number;
  name: string;
  /** `active` or `cancelled_running` (ended memberships are never loaded). */
  status: string;
  /** First Copenhagen date the membership gives access. */
  start_date: string;
  /** Last Copenhagen date paid for (CONTRACT §8); overdue once it is before today. */
  paid_until: string;
  /** First Copenhagen date the membership no longer runs (`cancelled_running`), exclusive. */
  cancelled_from_date: string | null;
  classTypes: Set<number>;
  livestreamClassTypes: Set<number>;
  /** Seats per ISO week, or null for no cap. */
  weeklyCap: number | null;
  /** Seats in future signups + waiting-list signups, or null for no cap. */
  simultaneousCap: number | null;
  /** Latest non-archived pause; `end_date` null = open-ended. */
  pause: { start_date: string; end_date: string | null } | null;
  /** The stored row, for `user_active_invalid_memberships`. */
  row: Record<string, unknown>;
}

/** A class pass with its type's access lists and cap. */
export interface PassHolding {
  id: number;
  class_pass_type_id: number;
  name: string;
  pass_type: 'fixed_count' | 'unlimited';
  classes_left: number;
  /** First valid Copenhagen date, inclusive. */
  start_date: string;
  /** Last valid Copenhagen date, inclusive. */
  valid_until: string;
  classTypes: Set<number>;
  livestreamClassTypes: Set<number>;
  simultaneousCap: number | null;
}

/** A class series the customer owns (seed 000 §3; CONTRACT §9). */
export interface SeriesHolding {
  id: number;
  class_series_type_id: number;
  name: string;
  /** Classes (seats) the series still pays for; each seat booked spends one (CONTRACT §9). */
  classes_left: number;
  /** Last Copenhagen date the series is valid, inclusive; null = no end. */
  valid_until: string | null;
}

/** One of the customer's active bookings, with its class's date and start instant. */
export interface Booking {
  kind: 'class' | 'waiting_list' | 'livestream';
  id: number;
  class_id: number;
  /** Copenhagen date of the class. */
  date: string;
  /** Class start, ms since epoch. */
  startsAt: number;
  /** Seats held. */
  count: number;
  used_membership_id: number | null;
  used_class_pass_id: number | null;
  class_series_id: number | null;
  createdAt: number;
  /** Waiting-list signups: 1-based place in the list (by signup time); else null. */
  position: number | null;
}

export interface Holdings {
  memberships: MembershipHolding[];
  passes: PassHolding[];
  series: SeriesHolding[];
  bookings: Booking[];
}

/** The class facts the access rules look at. */
export interface AccessClass {
  id: number;
  date: string;
  class_type_id: number;
}

/** Why an active membership cannot be used for a class (localised in `reasons.ts`). */
export type MembershipBlock =
  'not_started' | 'unpaid' | 'ended' | 'paused' | 'weekly_cap' | 'simultaneous_cap';

/** What pays for a signup: a membership, or a class pass (fixed-count spends a class per seat). */
export type AccessChoice =
  { kind: 'membership'; id: number } | { kind: 'pass'; id: number; fixed: boolean };

/** Classes a signup takes from one fixed-count pass (one per seat). */
export interface PassSpend {
  passId: number;
  classes: number;
}

/**
 * What pays for seats: anything the customer holds (a new signup), the membership, pass or series
 * that paid an existing signup (decision 8: more seats are paid by the same one), or one of the
 * customer's series of a locked series type.
 */
export type Payer =
  | { kind: 'any' }
  | { kind: 'membership'; id: number }
  | { kind: 'pass'; id: number }
  | { kind: 'series'; ids: number[] };
