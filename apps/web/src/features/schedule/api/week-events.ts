/**
 * The week's events for the schedule (seed 000 §2: the "event" session type, or mixed with the
 * classes when the studio shows them `together`; CONTRACT §4 GET /event-time-slots). Only the
 * query's key and a hop live here: the fetch, its parsing and the card load lazily with the first
 * events asked for (event-parts.ts), outside the schedule's first load, and never hold the
 * classes back.
 */
import { queryOptions } from '@tanstack/react-query';
import type { IsoWeek } from '../lib/iso-week.ts';
import type { ScheduleFilters } from '../lib/schedule-params.ts';

/** One time slot of an event as a schedule card shows it (built by get-week-events.ts). */
export interface ScheduleEvent {
  slotId: number;
  eventId: number;
  date: string;
  start_time: string;
  end_time: string;
  name: string;
  color: string;
  teachers: string;
  place: string;
  signedUp: boolean;
  full: boolean;
  started: boolean;
}

/** The lazy part: the fetch and the event card. */
export const loadEventParts = () => import('../components/event-parts.ts');

/** Whether the week shows events: the `event` type, or `together` with the classes. */
export const showsEvents = (filters: ScheduleFilters, together: boolean) =>
  filters.sessionType === 'event' || (together && filters.sessionType === 'group');

/** `userId` 0 for a visitor (the per-user flags depend on who asks). */
export function weekEventsQuery(week: IsoWeek, filters: ScheduleFilters, userId: number) {
  const { teacher, branch } = filters;
  return queryOptions({
    queryKey: ['event-time-slots', 'week', week.monday, { teacher, branch, userId }],
    queryFn: async ({ signal }) =>
      (await loadEventParts()).fetchWeekEvents(week, { teacher, branch }, signal),
    staleTime: 30_000,
  });
}
