/**
 * Day and week labels for the schedule with `Intl` (no date library on the first load). Dates are
 * Copenhagen calendar dates; they are formatted at noon UTC in UTC, so no zone can shift the day.
 */
import type { IsoWeek } from './iso-week.ts';

const intlLocale = (language: string) =>
  language === 'en' ? 'en-GB' : language === 'nb' ? 'nb-NO' : 'da-DK';

const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' });
    cache.set(key, found);
  }
  return found;
}

/** "mandag" / "Monday". */
export const weekdayLabel = (date: string, language: string): string =>
  formatter(language, { weekday: 'long' }).format(noonUtc(date));

/** "23. nov." / "23 Nov". */
export const shortDateLabel = (date: string, language: string): string =>
  formatter(language, { day: 'numeric', month: 'short' }).format(noonUtc(date));

/** "23.–29. nov. 2026" / "23–29 Nov 2026". */
export function weekRangeLabel(week: IsoWeek, language: string): string {
  const format = formatter(language, { day: 'numeric', month: 'short', year: 'numeric' });
  return format.formatRange(noonUtc(week.monday), noonUtc(week.sunday));
}
