/**
 * Copenhagen ISO weeks for the schedule (seed 000 §2 schedule, §9): 7 days from Monday, never
 * before the current week. Dates are `YYYY-MM-DD` strings; `today` is passed in so tests can pin it.
 */
import { addDays as addDaysIso, mondayOf } from './calendar-date.ts';

export interface IsoWeek {
  /** Monday, `YYYY-MM-DD`. */
  monday: string;
  /** Sunday, `YYYY-MM-DD`. */
  sunday: string;
  /** The 7 dates Monday … Sunday. */
  days: string[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The ISO week containing `date`. */
export function isoWeekOf(date: string): IsoWeek {
  const monday = mondayOf(date);
  const days = Array.from({ length: 7 }, (_, index) => addDaysIso(monday, index));
  return { monday, sunday: days[6]!, days };
}

/**
 * The week to show for a requested date (URL `?week=` or the date picker): its ISO week, or the
 * current week when the date is missing, malformed or in the past ("past dates reset to today").
 */
export function weekForRequest(requested: string | null | undefined, today: string): IsoWeek {
  // A past day of the current week also lands on the current week, so nothing is lost.
  return !isIsoDate(requested) || requested < today ? isoWeekOf(today) : isoWeekOf(requested);
}

/** `week` moved by `weeks` (±), clamped so it never goes before the current week. */
export function shiftWeek(week: IsoWeek, weeks: number, today: string): IsoWeek {
  const target = addDaysIso(week.monday, weeks * 7);
  return target < mondayOf(today) ? isoWeekOf(today) : isoWeekOf(target);
}

/** Whether "previous week" is allowed: only while showing a week after the current one. */
export const canGoBack = (week: IsoWeek, today: string): boolean => week.monday > mondayOf(today);

/** Whether `week` is the week containing today. */
export const isCurrentWeek = (week: IsoWeek, today: string): boolean =>
  week.monday === mondayOf(today);
