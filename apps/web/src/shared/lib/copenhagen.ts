/**
 * Dates and times in Europe/Copenhagen, whatever the browser's zone (seed 000 §1, §9). Dates stay
 * `YYYY-MM-DD` strings until shown; weeks start on Monday (ISO).
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO, startOfISOWeek } from 'date-fns';

export const STUDIO_TZ = 'Europe/Copenhagen';

/** Now, as a Copenhagen wall-clock date object. */
export const copenhagenNow = (): TZDate => TZDate.tz(STUDIO_TZ);

/** Today in Copenhagen, `YYYY-MM-DD`. */
export const copenhagenToday = (): string => format(copenhagenNow(), 'yyyy-MM-dd');

/** Monday of the ISO week containing `date` (`YYYY-MM-DD`). */
export function mondayOf(date: string): string {
  return format(startOfISOWeek(parseISO(date)), 'yyyy-MM-dd');
}

/** `date` plus `days` calendar days, `YYYY-MM-DD`. */
export function addDaysIso(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}
