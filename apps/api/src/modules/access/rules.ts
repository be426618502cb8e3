/**
 * Who may use which membership or class pass for a class (CONTRACT §4 "Access rules", §5): pure
 * functions over what `holdings.ts` loaded, shared by GET /classes flags and the signup services.
 * Caps count seats (decision 2). "Now" is an instant (ms); dates are Copenhagen `YYYY-MM-DD`.
 */
import { mondayOf } from './clock.ts';
import type {
  AccessChoice,
  AccessClass,
  Booking,
  Holdings,
  MembershipBlock,
  MembershipHolding,
  PassHolding,
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
  if (p.valid_until < cls.date || !lists(p, livestream).has(cls.class_type_id)) return false;
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
      a.pass_type !== b.pass_type
        ? a.pass_type === 'unlimited'
          ? -1
          : 1
        : a.valid_until.localeCompare(b.valid_until) || a.id - b.id,
    );
  const pass = usable[0];
  return pass ? { kind: 'pass', id: pass.id, fixed: pass.pass_type === 'fixed_count' } : null;
}

/** Does the customer have access to one seat (CONTRACT §4 `user_has_access_to_class`)? */
export const hasAccess = (h: Holdings, cls: AccessClass, now: number, livestream = false) =>
  chooseAccess(h, cls, now, 1, 1, livestream) !== null;

/**
 * How many more seats the customer's access could pay for, on top of `held` (seed 000 §3
 * `user_can_sign_up_for_number_of_seats`, before the free-seat and one-seat limits).
 */
export function seatsAccessAllows(
  h: Holdings,
  cls: AccessClass,
  now: number,
  held: number,
): number {
  let best = 0;
  const room = (cap: number | null, used: number) => (cap === null ? 99 : cap - used - held);
  for (const m of h.memberships) {
    if (!membershipCovers(m, cls) || membershipBlock(m, cls, h.bookings, now, held + 1)) continue;
    const week =
      m.weeklyCap === null
        ? 99
        : m.weeklyCap - weekSeats(h.bookings, m.id, cls.date, cls.id) - held;
    const simultaneous = room(
      m.simultaneousCap,
      futureSeats(h.bookings, (b) => b.used_membership_id === m.id, now, cls.id),
    );
    best = Math.max(best, Math.min(week, simultaneous));
  }
  for (const p of h.passes) {
    if (!passUsable(p, cls, h.bookings, now, held + 1, 1)) continue;
    const cap = room(
      p.simultaneousCap,
      futureSeats(h.bookings, (b) => b.used_class_pass_id === p.id, now, cls.id),
    );
    best = Math.max(best, p.pass_type === 'fixed_count' ? Math.min(cap, p.classes_left) : cap);
  }
  return Math.max(0, Math.min(best, 99));
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
