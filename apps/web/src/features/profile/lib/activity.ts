/**
 * My activity (seed 000 §2, seed 001 §9): classes attended per month over the last 12 months,
 * this month included. A class counts once its date has come (today or earlier, Copenhagen);
 * booked classes later this month are not attended yet.
 */
import { addMonths, endOfMonth, format, parseISO, startOfMonth } from 'date-fns';

/** The history call's range: first day of the month 11 months ago … last day of this month. */
export function activityRange(today: string): { startDate: string; endDate: string } {
  const day = parseISO(today);
  return {
    startDate: format(startOfMonth(addMonths(day, -11)), 'yyyy-MM-dd'),
    endDate: format(endOfMonth(day), 'yyyy-MM-dd'),
  };
}

export interface MonthCount {
  /** `YYYY-MM`. */
  month: string;
  count: number;
}

/** Twelve months, oldest first, with the classes attended in each. */
export function classesPerMonth(classDates: string[], today: string): MonthCount[] {
  const first = startOfMonth(addMonths(parseISO(today), -11));
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: format(addMonths(first, index), 'yyyy-MM'),
    count: 0,
  }));
  for (const date of classDates) {
    if (date > today) continue;
    const slot = months.find((entry) => entry.month === date.slice(0, 7));
    if (slot) slot.count += 1;
  }
  return months;
}
