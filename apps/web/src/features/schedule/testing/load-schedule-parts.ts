/**
 * For tests: loads what the schedule imports by itself after its week has shown (the filters, the
 * phone's day strip, the timetable), so no import is still under way when a test ends and vitest
 * tears its environment down (EnvironmentTeardownError, seen once in CI).
 */
import { loadDayStrip, loadFilterBar } from '../components/later-parts.ts';
import { loadTimetable } from '../components/week-view.tsx';

export const loadScheduleParts = () =>
  Promise.all([loadFilterBar(), loadDayStrip(), loadTimetable()]);
