/**
 * Calendar dates for the customer (seed 000 §9): Danish and Norwegian '5. jan. 2025',
 * English 'January 5, 2025'. Input stays a Copenhagen `YYYY-MM-DD` string.
 */
import { format, parseISO } from 'date-fns';
import { da, enUS, nb } from 'date-fns/locale';

/** `date` (`YYYY-MM-DD`) for display in `language`. */
export function formatDate(date: string, language: string): string {
  const day = parseISO(date);
  if (Number.isNaN(day.getTime())) return date;
  if (language.startsWith('en')) return format(day, 'MMMM d, yyyy', { locale: enUS });
  return format(day, 'd. MMM yyyy', { locale: language.startsWith('nb') ? nb : da });
}

/** An invoice's day (ms timestamp) in Copenhagen, formatted like `formatDate`. */
export function formatTimestampDate(ms: number, language: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(ms);
  return formatDate(day, language);
}
