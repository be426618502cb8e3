/**
 * What booking a class costs the customer, and until when cancelling is free (issue 15, seed 000
 * §4, CONTRACT §4 access rules). Read from the customer's own memberships and class passes (with
 * their types' `class_types`) and the class's `class_signoff_deadline_timestamp` (digits string,
 * ms since epoch; CONTRACT §1.8). The server decides at booking time; this only previews it, in
 * the order the customer pays least: a membership, then an unlimited pass, then the fixed-count
 * pass that runs out first. Pauses and weekly caps are not known here, so a match is a preview;
 * the class's `user_can_sign_up_for_class` decides "nothing that pays", and a type whose
 * `class_types` the provider did not send counts as covering the class.
 */
import type { Class } from '@studio/contract/classes';

/** A membership or class pass reduced to what the preview needs (see api/get-access.ts). */
export interface AccessItem {
  kind: 'membership' | 'pass';
  name: string;
  /** Class type ids the item covers; `null` when the provider did not send them. */
  classTypes: number[] | null;
  /** `YYYY-MM-DD` Copenhagen, last valid day; `null` open-ended. */
  validUntil: string | null;
  /** Classes left on a fixed-count pass; `null` for memberships and unlimited passes. */
  classesLeft: number | null;
}

type BookingCost =
  | { kind: 'membership'; name: string }
  | { kind: 'unlimited_pass'; name: string }
  | { kind: 'pass'; name: string; count: number; left: number }
  | { kind: 'none' };

/** The cost of `seats` seats of `cls` for a customer holding `access`. */
export function bookingCost(cls: Class, access: readonly AccessItem[], seats = 1): BookingCost {
  // The server's own answer wins: it accepts signups, but not from this customer (no access).
  if (cls.class_accepts_customer_signups && cls.user_can_sign_up_for_class === false) {
    return { kind: 'none' };
  }
  const typeId = cls.class_type?.id ?? cls.class_type_id;
  const usable = access.filter(
    (item) =>
      (item.classTypes === null || (typeId !== undefined && item.classTypes.includes(typeId))) &&
      (item.validUntil === null || item.validUntil >= cls.date) &&
      (item.classesLeft === null || item.classesLeft >= seats),
  );
  const membership = usable.find((item) => item.kind === 'membership');
  if (membership) return { kind: 'membership', name: membership.name };
  const unlimited = usable.find((item) => item.kind === 'pass' && item.classesLeft === null);
  if (unlimited) return { kind: 'unlimited_pass', name: unlimited.name };
  const [pass] = usable
    .filter((item) => item.kind === 'pass')
    .sort((a, b) => (a.validUntil ?? '9999').localeCompare(b.validUntil ?? '9999'));
  if (pass) return { kind: 'pass', name: pass.name, count: seats, left: pass.classesLeft! - seats };
  return { kind: 'none' };
}

/** The free-cancellation deadline as a Date, or `undefined` when not sent or already passed. */
export function signoffDeadline(cls: Class, now = Date.now()): Date | undefined {
  const ms = Number(cls.class_signoff_deadline_timestamp);
  if (!cls.class_signoff_deadline_timestamp || !Number.isFinite(ms) || ms <= now) return undefined;
  return new Date(ms);
}

/**
 * A deadline in Copenhagen time: `{ day: "tirsdag", time: "15:00" }`; the day also names the date
 * when the deadline is a week or more away ("tirsdag 8. december").
 */
export function formatDeadline(deadline: Date, language: string, now = Date.now()) {
  const locale = language === 'en' ? 'en-GB' : language;
  const zone = { timeZone: 'Europe/Copenhagen' } as const;
  const far = deadline.getTime() - now >= 6 * 24 * 3600_000;
  const day = new Intl.DateTimeFormat(locale, {
    ...zone,
    weekday: 'long',
    ...(far ? { day: 'numeric', month: 'long' } : {}),
  }).format(deadline);
  const parts = new Intl.DateTimeFormat('en-GB', {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(deadline);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { day, time: `${part('hour')}:${part('minute')}` };
}
