/**
 * Who may use which membership or class pass for a class (CONTRACT §4 "Access rules", §5): pure
 * functions over what `holdings.ts` loaded, shared by GET /classes flags and the signup services.
 * Caps count seats (decision 2). "Now" is an instant (ms); dates are Copenhagen `YYYY-MM-DD`.
 */
import { dateOf, mondayOf } from './clock.ts';
import type {
  AccessChoice,
  AccessClass,
  Booking,
  Holdings,
  MembershipBlock,
  MembershipHolding,
  PassHolding,
  PassSpend,
  Payer,
  SeriesHolding,
} from './types.ts';

/** Seats of class + waiting-list bookings paid by `pick`, in classes after `now`, except `classId`. */
function futureSeats(
  bookings: Booking[],
  pick: (b: Booking) => boolean,
  now: number,
  classId: number,
) {
  let seats = 0;
  for (const b of bookings) {
    if (b.kind !== 'livestream' && b.class_id !== classId && b.startsAt > now && pick(b))
      seats += b.count;
  }
  return seats;
}

/** Seats of class signups with membership `id` in the ISO week of `date`, except `classId`. */
function weekSeats(bookings: Booking[], id: number, date: string, classId: number) {
  const monday = mondayOf(date);
  let seats = 0;
  for (const b of bookings) {
    if (
      b.kind === 'class' &&
      b.used_membership_id === id &&
      b.class_id !== classId &&
      mondayOf(b.date) === monday
    ) {
      seats += b.count;
    }
  }
  return seats;
}

const lists = (
  h: { classTypes: Set<number>; livestreamClassTypes: Set<number> },
  livestream: boolean,
) => (livestream ? h.livestreamClassTypes : h.classTypes);

/** Does the membership's type list the class type (and is it running at all on that day)? */
export function membershipCovers(
  m: MembershipHolding,
  cls: AccessClass,
  livestream = false,
): boolean {
  return lists(m, livestream).has(cls.class_type_id);
}

/**
 * Why a membership that covers the class type cannot pay for `seats` seats in it, or null when it
 * can. `seats` is the total the customer would hold in this class. Livestream ignores the
 * simultaneous cap (CONTRACT §4).
 */
export function membershipBlock(
  m: MembershipHolding,
  cls: AccessClass,
  bookings: Booking[],
  now: number,
  seats = 1,
  livestream = false,
): MembershipBlock | null {
  if (cls.date < m.start_date) return 'not_started';
  // Overdue (paid_until before today) gives nothing after the last paid day; a membership paid up
  // to today covers later classes too, as it renews (CONTRACT §8 paid_until; README).
  if (m.paid_until < cls.date && m.paid_until < dateOf(now)) return 'unpaid';
  if (
    m.status === 'cancelled_running' &&
    m.cancelled_from_date &&
    cls.date >= m.cancelled_from_date
  ) {
    return 'ended';
  }
  const pause = m.pause;
  if (
    pause &&
    pause.start_date <= cls.date &&
    (pause.end_date === null || cls.date < pause.end_date)
  ) {
    return 'paused';
  }
  if (m.weeklyCap !== null && weekSeats(bookings, m.id, cls.date, cls.id) + seats > m.weeklyCap) {
    return 'weekly_cap';
  }
  if (!livestream && m.simultaneousCap !== null) {
    const used = futureSeats(bookings, (b) => b.used_membership_id === m.id, now, cls.id);
    if (used + seats > m.simultaneousCap) return 'simultaneous_cap';
  }
  return null;
}

/** Can the pass pay for `extra` more seats (fixed-count: one class each) of `seats` in total? */
export function passUsable(
  p: PassHolding,
  cls: AccessClass,
  bookings: Booking[],
  now: number,
  seats = 1,
  extra = seats,
  livestream = false,
): boolean {
  if (
    p.start_date > cls.date ||
    p.valid_until < cls.date ||
    !lists(p, livestream).has(cls.class_type_id)
  )
    return false;
  if (p.pass_type === 'fixed_count' && p.classes_left < extra) return false;
  if (!livestream && p.simultaneousCap !== null) {
    const used = futureSeats(bookings, (b) => b.used_class_pass_id === p.id, now, cls.id);
    if (used + seats > p.simultaneousCap) return false;
  }
  return true;
}

/**
 * What pays for a signup: a usable membership first, then an unlimited pass, then the fixed-count
 * pass that expires first (CONTRACT §5). `seats` = total seats held afterwards, `extra` = new ones.
 * @returns null when nothing gives access.
 */
export function chooseAccess(
  holdings: Holdings,
  cls: AccessClass,
  now: number,
  seats = 1,
  extra = seats,
  livestream = false,
): AccessChoice | null {
  const { memberships, passes, bookings } = holdings;
  const membership = memberships.find(
    (m) =>
      membershipCovers(m, cls, livestream) &&
      !membershipBlock(m, cls, bookings, now, seats, livestream),
  );
  if (membership) return { kind: 'membership', id: membership.id };
  const usable = passes
    .filter((p) => passUsable(p, cls, bookings, now, seats, extra, livestream))
    .sort((a, b) =>
      a.pass_type !== b.pass_type ? (a.pass_type === 'unlimited' ? -1 : 1) : byExpiry(a, b),
    );
  const pass = usable[0];
  return pass ? { kind: 'pass', id: pass.id, fixed: pass.pass_type === 'fixed_count' } : null;
}

/** Fixed-count passes first by expiry (`valid_until`, then id): the order they pay seats in. */
const byExpiry = (a: PassHolding, b: PassHolding) =>
  a.valid_until.localeCompare(b.valid_until) || a.id - b.id;

/**
 * The fixed-count passes that pay `extra` new classes of `seats` seats in total (seed 000 §2,
 * several passes bought for one booking): pass `firstId` first when it has classes left, then the
 * customer's other fixed-count passes valid for the class, expiring first, each giving what it
 * has. Every pass used must be valid for the class (dates, class type, its simultaneous cap for
 * `seats`).
 * @returns `[{ passId, classes }]` (classes ≥ 1, summing to `extra`), or null when they fall short.
 */
export function passSpends(
  h: Holdings,
  cls: AccessClass,
  now: number,
  seats: number,
  extra: number,
  firstId?: number,
): PassSpend[] | null {
  const usable = h.passes
    .filter((p) => p.pass_type === 'fixed_count' && passUsable(p, cls, h.bookings, now, seats, 1))
    .sort((a, b) => (a.id === firstId ? -1 : b.id === firstId ? 1 : byExpiry(a, b)));
  const spends: PassSpend[] = [];
  let missing = extra;
  for (const p of usable) {
    if (missing <= 0) break;
    const classes = Math.min(p.classes_left, missing);
    spends.push({ passId: p.id, classes });
    missing -= classes;
  }
  return missing > 0 ? null : spends;
}

/** Does the customer have access to one seat (CONTRACT §4 `user_has_access_to_class`)? */
export const hasAccess = (h: Holdings, cls: AccessClass, now: number, livestream = false) =>
  chooseAccess(h, cls, now, 1, 1, livestream) !== null;

/**
 * Who pays for more seats: what paid `signup` (decision 8), or, for a new signup, the customer's
 * series of the class's locked series types (`lockedSeries`, null when the class is not locked),
 * or else anything they hold.
 */
export function payerOf(
  signup:
    | {
        used_membership_id: number | null;
        used_class_pass_id: number | null;
        class_series_id: number | null;
      }
    | undefined,
  lockedSeries: number[] | null,
): Payer {
  if (signup) {
    if (signup.class_series_id) return { kind: 'series', ids: [signup.class_series_id] };
    if (signup.used_membership_id) return { kind: 'membership', id: signup.used_membership_id };
    if (signup.used_class_pass_id) return { kind: 'pass', id: signup.used_class_pass_id };
    return { kind: 'series', ids: [] }; // paid by nothing: no more seats
  }
  return lockedSeries ? { kind: 'series', ids: lockedSeries } : { kind: 'any' };
}

/** The customer's series of the class's locked series types, or null when none is locked. */
export function lockedSeriesOf(h: Holdings, lockedTypes: number[]): number[] | null {
  if (!lockedTypes.length) return null;
  return h.series.filter((s) => lockedTypes.includes(s.class_series_type_id)).map((s) => s.id);
}

/** Is the series valid on the class's date with `extra` classes left to spend (CONTRACT §9)? */
export const seriesUsable = (s: SeriesHolding, cls: AccessClass, extra = 1) =>
  (s.valid_until === null || cls.date <= s.valid_until) && s.classes_left >= extra;

/**
 * Can `payer` pay for `seats` seats in total in the class, `extra` of them new? The one check
 * behind POST /class-signups, change-count and `user_can_sign_up_for_number_of_seats`. A new
 * signup nothing single pays for, and a signup paid by a fixed-count pass, may be paid by several
 * fixed-count passes (`passSpends`).
 */
export function canPay(
  h: Holdings,
  cls: AccessClass,
  now: number,
  seats: number,
  extra: number,
  payer: Payer,
): boolean {
  switch (payer.kind) {
    case 'any':
      return (
        chooseAccess(h, cls, now, seats, extra) !== null ||
        passSpends(h, cls, now, seats, extra) !== null
      );
    case 'membership': {
      const m = h.memberships.find((x) => x.id === payer.id);
      return Boolean(m) && !membershipBlock(m!, cls, h.bookings, now, seats);
    }
    case 'pass': {
      const p = h.passes.find((x) => x.id === payer.id);
      if (!p) return false;
      // A fixed-count pass short of classes is topped up by the customer's other passes.
      return p.pass_type === 'fixed_count'
        ? passSpends(h, cls, now, seats, extra, p.id) !== null
        : passUsable(p, cls, h.bookings, now, seats, 0);
    }
    case 'series':
      return h.series.some((s) => payer.ids.includes(s.id) && seriesUsable(s, cls, extra));
  }
}

/**
 * How many more seats (0 … `limit`) `payer` can pay for on top of `held` (seed 000 §3
 * `user_can_sign_up_for_number_of_seats`): the largest n for which `canPay` says yes, so the flag
 * never promises a seat that change-count then refuses.
 */
export function seatsAccessAllows(
  h: Holdings,
  cls: AccessClass,
  now: number,
  held: number,
  payer: Payer,
  limit = 99,
): number {
  let n = 0;
  while (n < limit && canPay(h, cls, now, held + n + 1, n + 1, payer)) n += 1;
  return n;
}

/** Active memberships that list the class type but cannot be used now, with the reason. */
export function invalidMemberships(h: Holdings, cls: AccessClass, now: number) {
  const result: { membership: MembershipHolding; reason: MembershipBlock }[] = [];
  for (const m of h.memberships) {
    if (!membershipCovers(m, cls)) continue;
    const reason = membershipBlock(m, cls, h.bookings, now);
    if (reason) result.push({ membership: m, reason });
  }
  return result;
}
