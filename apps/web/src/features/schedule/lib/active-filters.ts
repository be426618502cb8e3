/**
 * How many of the schedule's filters narrow the week (the phone's "Filters" button shows it):
 * a session type other than the default group classes, a teacher, a class type, a branch.
 */
import type { ScheduleFilters } from './schedule-params.ts';

export const activeFilterCount = (filters: ScheduleFilters): number =>
  [filters.sessionType !== 'group', filters.teacher, filters.classType, filters.branch].filter(
    Boolean,
  ).length;
