/**
 * `YYYY-MM-DD` calendar arithmetic for the schedule's first load, with `Date.UTC` and `Intl` only:
 * the schedule must stay within its JavaScript budget, so no date library loads with it. Results
 * match shared/lib/copenhagen.ts (tested side by side).
 */
const DAY_MS = 86_400_000;

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const copenhagenDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Europe/Copenhagen, `YYYY-MM-DD`, whatever the browser's zone. */
export function todayInCopenhagen(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    copenhagenDate.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** 1 = Monday … 7 = Sunday (ISO). */
const isoWeekday = (date: string) => ((new Date(toUtc(date)).getUTCDay() + 6) % 7) + 1;

/** Monday of the ISO week containing `date`. */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));

/** ISO week number (1–53): the week of the year's first Thursday is week 1. */
export function isoWeekNumber(date: string): number {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const yearStart = toUtc(`${thursday.slice(0, 4)}-01-01`);
  return Math.floor((toUtc(thursday) - yearStart) / DAY_MS / 7) + 1;
}
