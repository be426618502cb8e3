/**
 * Class dates for people (seed 000 §9): Danish and Norwegian `d. MMM yyyy` with `kl. HH:mm`,
 * English `MMMM d, yyyy, HH:mm`. Class dates and times are Copenhagen wall values already
 * (`YYYY-MM-DD`, `HH:mm`), so they are formatted as given, never shifted by the browser's zone.
 */
import { format } from 'date-fns';
import { da, enUS, nb } from 'date-fns/locale';

const locales = { da, en: enUS, nb };

const localeOf = (language: string) => locales[language as keyof typeof locales] ?? da;

/** A calendar date as a local date object with the same year, month and day. */
const calendarDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

/** "23. nov. 2026 kl. 07:00" / "November 23, 2026, 07:00". */
export function formatClassStart(date: string, startTime: string, language: string): string {
  const day = calendarDate(date);
  if (language === 'en') return `${format(day, 'MMMM d, yyyy', { locale: enUS })}, ${startTime}`;
  return `${format(day, 'd. MMM yyyy', { locale: localeOf(language) })} kl. ${startTime}`;
}

/** "23. nov. 2026 kl. 07:00–08:15" / "November 23, 2026, 07:00–08:15". */
export const formatClassSpan = (date: string, start: string, end: string, language: string) =>
  formatClassStart(date, timeRange(start, end), language);

/** "mandag 23. nov. 2026" / "Monday, November 23, 2026". */
export function formatClassDay(date: string, language: string): string {
  const day = calendarDate(date);
  if (language === 'en') return format(day, 'EEEE, MMMM d, yyyy', { locale: enUS });
  return format(day, 'EEEE d. MMM yyyy', { locale: localeOf(language) });
}

/** "mandag 23. nov. 2026 kl. 07:00–08:15" / "Monday, November 23, 2026, 07:00–08:15". */
export function formatClassDaySpan(date: string, start: string, end: string, language: string) {
  const day = formatClassDay(date, language);
  const time = timeRange(start, end);
  // a no-break space keeps "kl." with its time when the line wraps
  return language === 'en' ? `${day}, ${time}` : `${day} kl.\u00a0${time}`;
}

/** "07:00–08:15". */
export const timeRange = (start: string, end: string): string =>
  `${start.slice(0, 5)}–${end.slice(0, 5)}`;

/** "Mia Holm, Lars Berg". */
export const teacherNames = (teachers?: ReadonlyArray<{ first_name: string; last_name: string }>) =>
  (teachers ?? []).map((t) => `${t.first_name} ${t.last_name}`.trim()).join(', ');
