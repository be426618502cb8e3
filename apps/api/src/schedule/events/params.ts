/**
 * Checks the GET /events and GET /event-signups queries (CONTRACT §6) after their schemas typed
 * them, answering the contract's 400 strings (or `forbidden` for another customer's list).
 */
import type { EventSignupListQuery, EventsQuery } from '@studio/contract/events';
import { isCalendarDate, parseId } from '@studio/contract/wire';
import { copenhagenToday } from '../../platform/lib/time.ts';
import type { EventFilter } from './queries.ts';

/** @returns the filter, or the 400 message to answer. */
export function readEventsQuery(query: EventsQuery): EventFilter | string {
  const filter: EventFilter = {};
  for (const name of ['startDate', 'endDate', 'endOnOrAfterDate'] as const) {
    const value = query[name];
    if (value === undefined) continue;
    if (!isCalendarDate(value)) return `${name} must be a date (YYYY-MM-DD)`;
    filter[name] = value;
  }
  if (query.eventGroup !== undefined) {
    const id = parseId(query.eventGroup);
    if (id === undefined) return 'eventGroup must be an id';
    filter.eventGroup = id;
  }
  return filter;
}

/** What GET /event-signups lists: one own signup by `id`, or the own list in a date window. */
export type SignupListRequest =
  { id: number } | { id?: undefined; window: { from: string; to: string } };

/**
 * Own `user` only (another, or `event=` alone, is staff-only: `forbidden`). Dates: `startDate`
 * defaults to today (Copenhagen), `endDate` to far ahead; from 2017, end after start.
 */
export function readSignupListQuery(
  query: EventSignupListQuery,
  me: number,
): SignupListRequest | 'forbidden' | string {
  if (query.id !== undefined) {
    const id = parseId(query.id);
    if (id === undefined) return 'id must be a positive integer';
    return { id };
  }
  if (query.user === undefined || query.user === '')
    return query.event !== undefined ? 'forbidden' : 'User or event must be specified';
  if (parseId(query.user) !== me) return 'forbidden';
  const from = query.startDate ?? copenhagenToday();
  const to = query.endDate ?? '9999-12-31';
  if (!isCalendarDate(from) || !isCalendarDate(to))
    return 'startDate and endDate must be dates (YYYY-MM-DD)';
  if (from < '2017-01-01') return 'startDate must be in 2017 or later';
  if (to < from) return 'endDate must be after startDate';
  return { window: { from, to } };
}
