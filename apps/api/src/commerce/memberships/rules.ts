/**
 * The pure rules of memberships (CONTRACT §8; seed 001 §4 membership status): the studio's
 * membership settings with their contract defaults, which pause is current or upcoming, when a
 * customer may pause, and the day a stopped membership ends. Dates Copenhagen `YYYY-MM-DD`.
 */
import { addMonths, format } from 'date-fns';
import { wireInt } from '@studio/contract/wire';
import { addDaysIso } from '../../platform/lib/time.ts';
import { pauseLengthDays, type PauseDates } from './next-payment.ts';

/** The membership settings of CONTRACT §2 with their defaults (a stored value wins). */
export interface MembershipSettings {
  canCancel: boolean;
  canPause: boolean;
  canPauseIndefinitely: boolean;
  maxPausesPerYear: number;
  maxDaysPerPause: number;
  /** Kroner, stored on each new pause. */
  pauseFee: number;
}

const flag = (value: unknown, fallback: boolean) =>
  value === undefined || value === null
    ? fallback
    : value === true || value === 1 || value === '1' || value === 'true';
const count = (value: unknown, fallback: number) => wireInt(value) ?? fallback;

export function membershipSettings(settings: Record<string, unknown>): MembershipSettings {
  return {
    canCancel: flag(settings.customer_can_cancel_membership, true),
    canPause: flag(settings.customer_can_pause_membership, false),
    canPauseIndefinitely: flag(settings.customer_can_pause_membership_indefinitely, false),
    maxPausesPerYear: count(settings.membership_pause_max_count_per_running_year, 3),
    maxDaysPerPause: count(settings.membership_pause_max_days_per_pause, 90),
    pauseFee: typeof settings.membership_pause_fee === 'number' ? settings.membership_pause_fee : 0,
  };
}

/** The latest pause (by start date, then id) if it has not ended (`end_date` null or > today). */
export function currentOrUpcomingPause<P extends PauseDates & { id: number }>(
  pauses: P[],
  today: string,
): P | null {
  const latest = [...pauses].sort(
    (a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id,
  )[0];
  return latest && (latest.end_date === null || latest.end_date > today) ? latest : null;
}

/** The pause holding now (started on or before today), and the scheduled one (starts later). */
export function pauseNowAndNext<P extends PauseDates & { id: number }>(pauses: P[], today: string) {
  const pause = currentOrUpcomingPause(pauses, today);
  return {
    current: pause && pause.start_date <= today ? pause : null,
    upcoming: pause && pause.start_date > today ? pause : null,
  };
}

/** Pauses counted against the yearly limit: started (or starting) within the last 365 days. */
export function pausesInRunningYear(pauses: PauseDates[], today: string): number {
  const from = addDaysIso(today, -364);
  return pauses.filter((pause) => pause.start_date >= from).length;
}

/** CONTRACT §8 `customer_can_pause_membership`: the setting, and the yearly count not reached. */
export function customerCanPause(s: MembershipSettings, pauses: PauseDates[], today: string) {
  return s.canPause && pausesInRunningYear(pauses, today) < s.maxPausesPerYear;
}

/**
 * The `cancelled_from_date` a customer stop gives (CONTRACT §8 PUT): one month's notice for a
 * 1-month option, (paid_until + 1 day) + 1 calendar month, so a studio renewing on the 1st stays on
 * the 1st; for a longer option the day after paid_until.
 */
export function stopDate(paidUntil: string, months: number): string {
  const dayAfter = addDaysIso(paidUntil, 1);
  if (months > 1) return dayAfter;
  const [y, m, d] = dayAfter.split('-').map(Number) as [number, number, number];
  return format(addMonths(new Date(y, m - 1, d), 1), 'yyyy-MM-dd');
}

/** CONTRACT §8: `cancelled_from_date` pushed by the current or upcoming pause's length. */
export function cancelledFromIncludingPause(
  m: { status: string; cancelled_from_date: string | null },
  pause: PauseDates | null,
): string | null {
  if (m.status !== 'cancelled_running' || !m.cancelled_from_date) return null;
  const length = pause ? pauseLengthDays(pause) : 0;
  return length ? addDaysIso(m.cancelled_from_date, length) : m.cancelled_from_date;
}
