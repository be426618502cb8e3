/**
 * Turns a studio file's weekly schedule into dated classes (pure, no database): every listed
 * weekday from the first date (today, or the Monday of this ISO week) for `weeks` weeks, in
 * Copenhagen dates and wall-clock times. A class ends at 23:59 at the latest (one calendar day).
 */
import { addDaysIso } from '../../platform/lib/time.ts';
import { weekdays, type StudioFile } from './schema.ts';

type ClassEntry = NonNullable<StudioFile['schedule']>['classes'][number];

export interface DatedClass {
  date: string;
  /** `HH:mm`, Copenhagen. */
  start_time: string;
  end_time: string;
  entry: ClassEntry;
}

const pad = (value: number) => String(value).padStart(2, '0');
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The ISO weekday of a `YYYY-MM-DD` date, 0 = Monday. */
const weekdayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
};

/** Monday (`YYYY-MM-DD`) of the ISO week holding the Copenhagen date `today`. */
export const isoMonday = (today: string): string => addDaysIso(today, -weekdayOf(today));

/** `HH:mm` plus `minutes`, capped at 23:59 (a class does not run past midnight). */
export const endTime = (start: string, minutes: number): string =>
  toTime(Math.min(toMinutes(start) + minutes, 23 * 60 + 59));

/** @param today Copenhagen `YYYY-MM-DD`. @returns classes by date, then start time, file order. */
export function datedClasses(schedule: StudioFile['schedule'], today: string): DatedClass[] {
  if (!schedule) return [];
  const first = schedule.from === 'monday' ? isoMonday(today) : today;
  const out: DatedClass[] = [];
  for (let day = 0; day < schedule.weeks * 7; day++) {
    const date = addDaysIso(first, day);
    const weekday = weekdays[weekdayOf(date)];
    const entries = schedule.classes
      .filter((entry) => entry.weekday === weekday)
      .sort((a, b) => a.start_time.localeCompare(b.start_time));
    for (const entry of entries)
      out.push({
        date,
        start_time: entry.start_time,
        end_time: endTime(entry.start_time, entry.duration_minutes),
        entry,
      });
  }
  return out;
}
