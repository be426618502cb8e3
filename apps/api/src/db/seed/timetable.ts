/**
 * Turns a studio's weekly timetable into dated classes (pure, no database): this ISO week and the
 * next four (Copenhagen), with some cancelled, some full, some partly booked, some on livestream,
 * plus one class that started a little before now today (seed 000 §2 schedule visuals).
 */
import { TZDate } from '@date-fns/tz';
import { addDaysIso, STUDIO_TZ } from '../../lib/time.ts';
import type { SlotSpec, StudioSpec } from './spec.ts';

export interface PlannedClass {
  date: string;
  start_time: string;
  end_time: string;
  slot: SlotSpec;
  cancelled: boolean;
  livestream: boolean;
  /** Seats already taken by filler customers (equal to `slot.seats` for a full class). */
  booked: number;
}

export const WEEKS = 5;

const pad = (value: number) => String(value).padStart(2, '0');
const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Monday (`YYYY-MM-DD`) of the ISO week holding the Copenhagen date `today`. */
export function isoMonday(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDaysIso(today, -weekday);
}

function endOf(start: string, minutes: number) {
  return toTime(Math.min(toMinutes(start) + minutes, 23 * 60 + 59));
}

/**
 * @param today Copenhagen `YYYY-MM-DD`; `now` decides the class that has just started.
 * @param livestream whether the studio streams (then about a third of its classes do).
 */
export function planClasses(spec: StudioSpec, today: string, now: Date, livestream: boolean) {
  const monday = isoMonday(today);
  const planned: PlannedClass[] = [];
  for (let day = 0; day < WEEKS * 7; day++) {
    const date = addDaysIso(monday, day);
    for (const slot of spec.week[day % 7] ?? []) {
      const i = planned.length;
      const cancelled = i % 13 === 6;
      const full = !cancelled && i % 6 === 2;
      planned.push({
        date,
        start_time: slot.start,
        end_time: endOf(slot.start, slot.minutes),
        slot,
        cancelled,
        livestream: livestream && i % 3 === 0,
        booked: full ? slot.seats : cancelled ? 0 : (i * 7) % Math.max(slot.seats - 3, 1),
      });
    }
  }
  const here = new TZDate(now.getTime(), STUDIO_TZ);
  const startMinutes = Math.max(
    0,
    Math.floor((here.getHours() * 60 + here.getMinutes() - 20) / 5) * 5,
  );
  const first = spec.week[0]?.[0];
  if (first) {
    const slot = { ...first, start: toTime(startMinutes), minutes: 60 };
    planned.push({
      date: today,
      start_time: slot.start,
      end_time: endOf(slot.start, 60),
      slot,
      cancelled: false,
      livestream,
      booked: Math.floor(slot.seats / 2),
    });
  }
  return planned;
}

/** The dates of a weekly course: `sessions` weeks in a row from next week, on ISO `weekday`. */
export function courseDates(today: string, weekday: number, sessions: number): string[] {
  const monday = isoMonday(today);
  return Array.from({ length: sessions }, (_, k) => addDaysIso(monday, 7 * (k + 1) + weekday));
}

export { endOf };
