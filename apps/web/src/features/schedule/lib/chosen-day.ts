/**
 * The day a phone shows (seed 000 §2 schedule, issue 15): the `?week=` date when it is a day of
 * the shown week (the day strip and the date picker put the chosen date there), else today when
 * the week holds it, else the week's Monday. Dates are Copenhagen `YYYY-MM-DD` strings.
 */
import type { IsoWeek } from './iso-week.ts';

export function chosenDay(requested: string | null, week: IsoWeek, today: string): string {
  if (requested && week.days.includes(requested)) return requested;
  return week.days.includes(today) ? today : week.monday;
}
