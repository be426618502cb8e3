/**
 * One ISO week (Mon–Sun, Copenhagen dates) of classes with capacity texts and the customer's
 * booking flags. GET /classes, CONTRACT §4; seed 000 §2 schedule.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { getClasses } from '../../../entities/class/api/get-classes.ts';
import type { IsoWeek } from '../lib/iso-week.ts';
import type { ScheduleFilters } from '../lib/schedule-params.ts';

/** `userId` is 0 for a visitor; it is in the key because the per-user flags depend on who asks. */
export function weekClassesQuery(week: IsoWeek, filters: ScheduleFilters, userId: number) {
  return queryOptions({
    queryKey: ['classes', 'week', week.monday, { ...filters, userId }],
    queryFn: ({ signal }) =>
      getClasses(
        {
          startDate: week.monday,
          endDate: week.sunday,
          sessionType: filters.sessionType,
          teacher: filters.teacher,
          class_type: filters.classType,
          branch: filters.branch,
        },
        customerClassPopulate,
        signal,
      ),
    staleTime: 30_000, // seats move; a short stale time keeps the capacity texts honest
    enabled: filters.sessionType !== 'event', // the event type shows events only
  });
}

export const useWeekClasses = (week: IsoWeek, filters: ScheduleFilters, userId: number) =>
  useQuery(weekClassesQuery(week, filters, userId));
