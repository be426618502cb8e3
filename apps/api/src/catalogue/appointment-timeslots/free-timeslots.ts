/**
 * The free timeslots of an appointment type (CONTRACT §12 GET /appointment-available-timeslots;
 * seed 000 §2 "Book-appointment popup", seed 001 §5): pure, no database, `now` given. The rules
 * are written out in README.md beside this file; in short:
 *
 * - Each interval gives, on every date of its `weekday` (0 = Monday) from `valid_from` through
 *   `valid_until`, slots of the type's duration stepped from the interval's start: 09:00–12:00 with
 *   60 minutes gives 09:00, 10:00, 11:00; a remainder shorter than the duration is not offered.
 * - Slots are Copenhagen wall times (what the customer reads and sends back). Each is turned into
 *   instants with @date-fns/tz; one whose start or end does not exist that day (the hour skipped in
 *   spring) or happens twice (the hour repeated in autumn), or whose real length is not its
 *   duration (it spans the clock change), is not offered.
 * - A slot is taken when it overlaps, by even a minute, a busy time of its teacher: a live
 *   appointment or a class the teacher teaches (any branch: a teacher is in one place at a time).
 *   Touching ends (a class until 10:00, a slot from 10:00) do not overlap.
 * - Only slots that start after `now`, on dates from today through today + 355 days (Copenhagen).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  STUDIO_TZ,
  addDaysIso,
  copenhagenInstant,
  copenhagenToday,
} from '../../platform/lib/time.ts';

/** How far ahead slots are offered: today plus this many days (seed 001 §8). */
export const LOOKAHEAD_DAYS = 355;

/** A teacher's weekly availability (appointment_available_intervals): dates and wall times. */
export interface AvailableInterval {
  teacher_id: number;
  branch_id: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** `HH:mm:ss` or `HH:mm`. */
  start_time: string;
  end_time: string;
  valid_from: string;
  valid_until: string | null;
}

/** When a teacher is taken: a live appointment or a class, on one Copenhagen date. */
export interface BusyTime {
  teacher_id: number;
  date: string;
  start_time: string;
  end_time: string;
}

export interface Timeslot {
  date: string;
  /** `HH:mm:ss`. */
  start_time: string;
  end_time: string;
  teacher_id: number;
  branch_id: number;
}

export interface SlotWindow {
  /** First and last date asked for, inclusive, `YYYY-MM-DD`. */
  from: string;
  to: string;
  durationMinutes: number;
  /** ms since epoch. */
  now: number;
}

/** `HH:mm[:ss]` → minutes after midnight. */
const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes after midnight → `HH:mm:ss`. */
const wallTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

const HOUR = 3_600_000;
const wallOf = (ms: number) => format(new TZDate(ms, STUDIO_TZ), 'yyyy-MM-dd HH:mm:ss');

/**
 * Is `ms` the Copenhagen wall time `minutes` after the midnight starting `date`, and the only
 * moment that day showing it? Not so for a time the clock skips in spring (it was read as another
 * time), nor for one in the hour it repeats in autumn (the clock changes by one hour, so a time
 * that happens twice shows an hour before or after as well). 24:00 is the next day's 00:00.
 */
const isUniqueWallTime = (ms: number, date: string, minutes: number) => {
  const wall = `${addDaysIso(date, Math.floor(minutes / 1440))} ${wallTime(minutes % 1440)}`;
  return wallOf(ms) === wall && wallOf(ms - HOUR) !== wall && wallOf(ms + HOUR) !== wall;
};

/** The ISO weekday of a calendar date, 0 = Monday (a calendar fact: no time zone involved). */
export const weekdayOf = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/** Does the interval apply on `date` (its weekday, within its validity)? */
export const appliesOn = (interval: AvailableInterval, date: string) =>
  interval.weekday === weekdayOf(date) &&
  interval.valid_from <= date &&
  (interval.valid_until === null || date <= interval.valid_until);

/** The dates slots may be offered on: today (Copenhagen, of `now`) through today + 355. */
export function bookableDates(now: number): { first: string; last: string } {
  const first = copenhagenToday(new Date(now));
  return { first, last: addDaysIso(first, LOOKAHEAD_DAYS) };
}

/**
 * The free slots of `intervals` on the dates of `window` (clipped to the bookable dates), minus
 * `busy`, sorted by date, start time, teacher and branch. Intervals and busy times are taken as
 * given: the caller has already chosen the type's intervals and the teachers' busy times.
 */
export function freeTimeslots(
  intervals: AvailableInterval[],
  busy: BusyTime[],
  window: SlotWindow,
): Timeslot[] {
  const bookable = bookableDates(window.now);
  const first = window.from > bookable.first ? window.from : bookable.first;
  const last = window.to < bookable.last ? window.to : bookable.last;
  const step = window.durationMinutes;
  if (first > last || !(step > 0)) return [];

  const taken = new Map<string, [number, number][]>();
  for (const b of busy) {
    const key = `${b.teacher_id}|${b.date}`;
    const span: [number, number] = [
      copenhagenInstant(b.date, b.start_time),
      copenhagenInstant(b.date, b.end_time),
    ];
    taken.set(key, [...(taken.get(key) ?? []), span]);
  }

  const slots = new Map<string, Timeslot>();
  for (let date = first; date <= last; date = addDaysIso(date, 1)) {
    for (const interval of intervals) {
      if (!appliesOn(interval, date)) continue;
      const spans = taken.get(`${interval.teacher_id}|${date}`) ?? [];
      const end = minutesOf(interval.end_time);
      for (let m = minutesOf(interval.start_time); m + step <= end; m += step) {
        const start_time = wallTime(m);
        const end_time = wallTime(m + step);
        const from = copenhagenInstant(date, start_time);
        const to = copenhagenInstant(date, end_time);
        if (!isUniqueWallTime(from, date, m) || !isUniqueWallTime(to, date, m + step)) continue;
        if (to - from !== step * 60_000) continue;
        if (from <= window.now) continue;
        if (spans.some(([busyFrom, busyTo]) => busyFrom < to && from < busyTo)) continue;
        const slot = { date, start_time, end_time, ...pick(interval) };
        slots.set(`${date}|${start_time}|${slot.teacher_id}|${slot.branch_id}`, slot);
      }
    }
  }
  return [...slots.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.start_time.localeCompare(b.start_time) ||
      a.teacher_id - b.teacher_id ||
      a.branch_id - b.branch_id,
  );
}

const pick = ({ teacher_id, branch_id }: AvailableInterval) => ({ teacher_id, branch_id });

/**
 * Does the interval apply on at least one bookable date (today through today + 355)? What GET
 * /appointment-available-intervals/upcoming-appointment-types calls "availability within the
 * lookahead"; busy times are not looked at.
 */
export function occursWithin(interval: AvailableInterval, now: number): boolean {
  const bookable = bookableDates(now);
  const first = interval.valid_from > bookable.first ? interval.valid_from : bookable.first;
  const until = interval.valid_until ?? bookable.last;
  const last = until < bookable.last ? until : bookable.last;
  // Seven dates in a row hold every weekday once.
  for (let date = first, n = 0; date <= last && n < 7; date = addDaysIso(date, 1), n++)
    if (weekdayOf(date) === interval.weekday) return true;
  return false;
}
