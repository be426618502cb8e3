/**
 * Reading events (CONTRACT §6; seed 001 §2 Events, §3 event): the coming events with what the
 * Events page and the event dialog show (each with its group populated), and one event by id.
 * Answers are parsed with `@studio/contract/events`. Keys begin with `events`, so after a signup
 * one invalidation (`eventQueryKey`) refreshes the page and the dialog. Money is kroner, dates
 * Copenhagen `YYYY-MM-DD`.
 */
import { queryOptions } from '@tanstack/react-query';
import { Event, EventList } from '@studio/contract/events';
import { api } from '../../../shared/api/client.ts';

/** Root of every event query key (the page's list, one event). */
export const eventQueryKey = ['events'] as const;

/** What the page and the dialog show of an event (CONTRACT §6 "Front end" list, plus the flag). */
export const eventPopulate = [
  'image',
  'teachers',
  'teachers.image',
  'time_slots',
  'room',
  'signup_count',
  'event_group',
  'user_is_signed_up_for_event',
];

/** GET /events?startDate=<today>: events from today on, by `start_date`; `userId` 0 = visitor. */
export const comingEventsQuery = (today: string, userId: number) =>
  queryOptions({
    queryKey: [...eventQueryKey, 'from', today, userId],
    queryFn: ({ signal }) =>
      api.get('/events', EventList, {
        query: { startDate: today, populate: eventPopulate },
        signal,
      }),
    staleTime: 30_000, // seats move
  });

/** GET /events/{id}: one event (archived ones too: the dialog says so itself). */
export const eventQuery = (id: number, userId: number) =>
  queryOptions({
    queryKey: [...eventQueryKey, 'one', id, userId],
    queryFn: ({ signal }) =>
      api.get(`/events/${id}`, Event, {
        query: { populate: eventPopulate },
        signal,
      }),
    staleTime: 30_000,
  });
