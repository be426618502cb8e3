/**
 * Business time is Europe/Copenhagen (CONTRACT §1.8). These helpers turn wall-clock dates and
 * times into instants and back, whatever the server's own TZ is.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

export const STUDIO_TZ = 'Europe/Copenhagen';

/** Today's Copenhagen date, `YYYY-MM-DD`. */
export function copenhagenToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), STUDIO_TZ), 'yyyy-MM-dd');
}

/** The instant (ms) of a Copenhagen wall time: `date` `YYYY-MM-DD`, `time` `HH:mm[:ss]`. */
export function copenhagenInstant(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss = 0] = time.split(':').map(Number) as [number, number, number?];
  return new TZDate(y, m - 1, d, hh, mm, ss, STUDIO_TZ).getTime();
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDaysIso(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format(addDays(new Date(y, m - 1, d), days), 'yyyy-MM-dd');
}

/** `HH:mm:ss` or `HH:mm` → `HH:mm` (how times go on the wire). */
export const hhmm = (time: string): string => time.slice(0, 5);

/** The Copenhagen wall-clock `HH:mm` of an instant (ms since epoch). */
export const copenhagenClock = (ms: number): string => format(new TZDate(ms, STUDIO_TZ), 'HH:mm');
