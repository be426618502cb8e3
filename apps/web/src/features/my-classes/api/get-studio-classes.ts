/**
 * Upcoming classes on My profile (issue 26): the studio's next classes the customer has not
 * booked, from now through the next two weeks (GET /classes, CONTRACT §4), so the card says what
 * is coming up, apart from My classes (the customer's own bookings). At most `limit` classes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Class } from '@studio/contract/classes';
import { getClasses } from '../../../entities/class/api/get-classes.ts';
import { addDaysIso, copenhagenToday } from '../../../shared/lib/copenhagen.ts';

const populate = [
  'class_type',
  'class_has_started',
  'class_is_fully_booked',
  'user_is_signed_up_for_class',
  'user_is_signed_up_for_livestream',
  'user_is_signed_up_for_waiting_list',
];

/** A class the customer could still go to and is not signed up for in any way. */
export const isOpenToBook = (cls: Class) =>
  !cls.cancelled &&
  !cls.class_has_started &&
  !cls.user_is_signed_up_for_class &&
  !cls.user_is_signed_up_for_livestream &&
  !cls.user_is_signed_up_for_waiting_list;

export function studioClassesQuery(userId: number, today: string, limit: number) {
  return queryOptions({
    queryKey: ['classes', 'studio-next', { userId, from: today, limit }],
    queryFn: async ({ signal }): Promise<Class[]> => {
      const query = { startDate: today, endDate: addDaysIso(today, 13) };
      const classes = await getClasses(query, populate, signal);
      return classes
        .filter(isOpenToBook)
        .sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time))
        .slice(0, limit);
    },
    staleTime: 30_000,
  });
}

/** The studio's next classes for the logged-in customer; idle until the user is known. */
export function useStudioClasses(userId: number | undefined, limit = 5) {
  return useQuery({
    ...studioClassesQuery(userId ?? 0, copenhagenToday(), limit),
    enabled: !!userId,
  });
}
