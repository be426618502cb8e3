/**
 * The customer's classes from today for a year: bookings, waiting-list places and livestream
 * signups, with the booking flags (GET /classes?userIsSignedUpOrOnWaitingList=…, CONTRACT §4;
 * seed 000 "My classes", §9 "upcoming classes one year ahead"). The range is end-exclusive and
 * must span less than a year, so it ends 364 days ahead.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Class } from '@studio/contract/classes';
import { getClasses } from '../../../entities/class/api/get-classes.ts';
import { addDaysIso, copenhagenToday } from '../../../shared/lib/copenhagen.ts';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { listOnce } from '../lib/list-once.ts';

/** Sorted by date and start time, each class once (lib/list-once.ts). */
export function myClassesQuery(userId: number, today: string) {
  return queryOptions({
    queryKey: ['classes', 'mine', { userId, from: today }],
    queryFn: async ({ signal }): Promise<Class[]> => {
      const query = {
        userIsSignedUpOrOnWaitingList: userId,
        startDate: today,
        endDate: addDaysIso(today, 364),
      };
      const classes = await getClasses(query, customerClassPopulate, signal);
      return listOnce(classes).sort(
        (a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time),
      );
    },
    staleTime: 30_000,
  });
}

/** The logged-in customer's upcoming classes; idle until the user is known. */
export function useMyClasses(userId: number | undefined) {
  return useQuery({ ...myClassesQuery(userId ?? 0, copenhagenToday()), enabled: !!userId });
}
