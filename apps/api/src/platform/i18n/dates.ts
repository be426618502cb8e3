/**
 * Calendar dates in words for mail, PDFs and pages, in da, en or nb. A date is a Copenhagen
 * calendar day `YYYY-MM-DD` (formatted as UTC, so no time zone can move it a day).
 */
import type { Locale } from './locale.ts';

/** The Intl locale of each of our languages. */
export const intlLocale: Record<Locale, string> = { da: 'da-DK', en: 'en-GB', nb: 'nb-NO' };

const dayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** `2030-01-15` → `tirsdag den 15. januar 2030` / `Tuesday, 15 January 2030`. */
export function longDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayOf(date));
}

/** `2027-05-06` → `6. maj 2027` (da), `6 May 2027` (en), `6. mai 2027` (nb). */
export function printedDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayOf(date));
}
