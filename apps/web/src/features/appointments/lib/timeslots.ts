/**
 * The popup's free times (seed 000 §2 "Book-appointment popup", seed 001 §5 "Appointment"): the
 * days of a month that have a free time, and a day's start times as a sorted list of unique
 * `HH:mm`. Only today or later, and for today only times later than now, in Copenhagen wall time.
 * Dates are Copenhagen `YYYY-MM-DD` strings, times `HH:mm` (the wire may send `HH:mm:ss`).
 */
import type { AppointmentTimeslot } from '@studio/contract/appointments';
import { addDays, endOfMonth, format, parseISO } from 'date-fns';
import { copenhagenNow } from '../../../shared/lib/copenhagen.ts';

/** How far ahead appointments can be booked, in days (seed 001 §9). */
export const LOOKAHEAD_DAYS = 355;

/** A Copenhagen moment as wall values: `date` `YYYY-MM-DD`, `time` `HH:mm`. */
export interface WallNow {
  date: string;
  time: string;
}

/** Now as Copenhagen wall values, whatever the browser's zone. */
export function copenhagenWallNow(): WallNow {
  const now = copenhagenNow();
  return { date: format(now, 'yyyy-MM-dd'), time: format(now, 'HH:mm') };
}

/** `HH:mm` of a wire time (`HH:mm` or `HH:mm:ss`). */
export const hhmm = (time: string): string => time.slice(0, 5);

/** `HH:mm:ss` for request bodies and the check call (seed 001 §5: start time padded). */
export const toWireTime = (time: string): string => (time.length === 5 ? `${time}:00` : time);

/** `start` (`HH:mm`) plus `minutes`, as `HH:mm` on a 24-hour clock. */
export function addMinutes(start: string, minutes: number): string {
  const [hours = 0, mins = 0] = start.split(':').map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The start times offered on `date`: unique, sorted `HH:mm`; none on a past date, and on today
 * only those later than `now.time`.
 */
export function timesOfDay(slots: AppointmentTimeslot[], date: string, now: WallNow): string[] {
  if (date < now.date) return [];
  const times = slots
    .filter((slot) => slot.date === date)
    .map((slot) => hhmm(slot.start_time))
    .filter((time) => date > now.date || time > now.time);
  return [...new Set(times)].sort();
}

/** The dates (`YYYY-MM-DD`) that have at least one time offered. */
export function daysWithTimes(slots: AppointmentTimeslot[], now: WallNow): Set<string> {
  const dates = new Set(slots.map((slot) => slot.date));
  return new Set([...dates].filter((date) => timesOfDay(slots, date, now).length > 0));
}

/**
 * The slot booked for `time` on `date`: the first free one starting then. With "any teacher" (or
 * any branch) its `teacher_id` and `branch_id` are what is booked.
 */
export const slotAt = (slots: AppointmentTimeslot[], date: string, time: string) =>
  slots.find((slot) => slot.date === date && hhmm(slot.start_time) === time);

/**
 * The timeslot query's range for the month `month` (`YYYY-MM`): from its first day or today,
 * whichever is later, to its last day or the end of the lookahead. `null` when none of it is bookable.
 */
export function monthRange(
  month: string,
  today: string,
): { start_date: string; end_date: string } | null {
  const first = `${month}-01`;
  const last = format(endOfMonth(parseISO(first)), 'yyyy-MM-dd');
  const horizon = format(addDays(parseISO(today), LOOKAHEAD_DAYS), 'yyyy-MM-dd');
  const start_date = first < today ? today : first;
  const end_date = last > horizon ? horizon : last;
  return start_date <= end_date ? { start_date, end_date } : null;
}
