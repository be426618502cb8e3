/**
 * One week of event time slots for the schedule's "events" session type (GET /event-time-slots,
 * CONTRACT §4; a bare array, style B). Loaded only when events are chosen.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { Teacher } from '@studio/contract/users';
import { api } from '../../../shared/api/client.ts';
import type { IsoWeek } from '../lib/iso-week.ts';
import type { ScheduleFilters } from '../lib/schedule-params.ts';

export const EventTimeSlot = z.looseObject({
  id: z.number(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  event: z.looseObject({
    id: z.number(),
    name: z.string(),
    color: z.optional(z.nullable(z.string())),
    teachers: z.optional(z.array(Teacher)),
    room: z.optional(
      z.nullable(
        z.looseObject({
          name: z.string(),
          branch: z.optional(z.nullable(z.looseObject({ name: z.string() }))),
        }),
      ),
    ),
    event_group: z.optional(z.nullable(z.looseObject({ color: z.optional(z.string()) }))),
  }),
  user_is_signed_up_for_event: z.optional(z.boolean()),
  event_is_fully_booked: z.optional(z.boolean()),
  event_has_started: z.optional(z.boolean()),
});
export type EventTimeSlot = z.infer<typeof EventTimeSlot>;

const populate = [
  'event',
  'event.teachers',
  'event.room',
  'event.room.branch',
  'event.event_group',
  'user_is_signed_up_for_event',
  'event_is_fully_booked',
  'event_has_started',
];

/** `userId` 0 for a visitor (the signed-up flag depends on who asks). */
export function weekEventSlotsQuery(week: IsoWeek, filters: ScheduleFilters, userId: number) {
  return queryOptions({
    queryKey: ['event-time-slots', 'week', week.monday, { ...filters, userId }],
    queryFn: ({ signal }) =>
      api.get('/event-time-slots', z.array(EventTimeSlot), {
        query: {
          startDate: week.monday,
          endDate: week.sunday,
          onlyEventsVisibleInCalendar: 1,
          teacher: filters.teacher,
          branch: filters.branch,
          populate,
        },
        signal,
      }),
    staleTime: 30_000,
  });
}
