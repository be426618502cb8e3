/**
 * What makes the demo's imported classes look lived in (pure, no database): some cancelled, some
 * full, some partly booked, some on livestream, plus one class that started a little before now
 * today (seed 000 §2 schedule visuals). The classes themselves come from the studio file's
 * schedule (src/studios/schedule.ts): this ISO week and the next four.
 */
import { TZDate } from '@date-fns/tz';
import { addDaysIso, STUDIO_TZ } from '../platform/lib/time.ts';
import { endTime, isoMonday } from '../studio/public.ts';

/** An imported class, in date, start time and id order. */
export interface ImportedClass {
  id: number;
  date: string;
  start_time: string;
  seats: number;
}

export interface PlannedClass extends ImportedClass {
  cancelled: boolean;
  livestream: boolean;
  /** Seats already taken by filler customers (equal to `seats` for a full class). */
  booked: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** @param livestream whether the studio streams (then about a third of its classes do). */
export function decorate(rows: ImportedClass[], livestream: boolean): PlannedClass[] {
  return rows.map((row, i) => {
    const cancelled = i % 13 === 6;
    const full = !cancelled && i % 6 === 2;
    return {
      ...row,
      cancelled,
      livestream: livestream && i % 3 === 0,
      booked: full ? row.seats : cancelled ? 0 : (i * 7) % Math.max(row.seats - 3, 1),
    };
  });
}

/** The start (`HH:mm`, Copenhagen) and end of an hour-long class that began ~20 minutes ago. */
export function justStarted(now: Date): { start_time: string; end_time: string } {
  const here = new TZDate(now.getTime(), STUDIO_TZ);
  const minutes = Math.max(0, Math.floor((here.getHours() * 60 + here.getMinutes() - 20) / 5) * 5);
  const start_time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  return { start_time, end_time: endTime(start_time, 60) };
}

/** The dates of a weekly course: `sessions` weeks in a row from next week, on ISO `weekday`. */
export function courseDates(today: string, weekday: number, sessions: number): string[] {
  const monday = isoMonday(today);
  return Array.from({ length: sessions }, (_, k) => addDaysIso(monday, 7 * (k + 1) + weekday));
}

export { isoMonday };
