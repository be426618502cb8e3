/**
 * GET /event-time-slots (CONTRACT §4): the schedule's events. Reads the query into a filter (the
 * contract's 400 texts), plans `populate[]` (dotted keys imply their parents; computed keys bring
 * what they are computed from, decision 1), and builds the bare style-B array with the per-event
 * and per-user flags of state.ts.
 */
import { eventTimeSlotPopulateKeys, type EventTimeSlotsQuery } from '@studio/contract/events';
import { isCalendarDate, parseId } from '@studio/contract/wire';
import type { Db } from '../../platform/db/connect.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { addDaysIso } from '../../platform/lib/time.ts';
import { buildEvents, type EventView } from './build.ts';
import { findEvents, findSlots, seatsByEvent, userSignupIds, type SlotFilter } from './queries.ts';
import { serializeSlot } from './serialize.ts';
import { eventFlags } from './state.ts';

const known = new Set<string>(eventTimeSlotPopulateKeys);

/** What a computed key is built from, sent along with it (decision 1). */
const dependencies: Record<string, string[]> = {
  user_is_signed_up_for_event: ['user_signup_id'],
  event_accepts_customer_signups: ['event_is_fully_booked', 'event_has_started'],
  user_can_sign_up_for_event: ['event_accepts_customer_signups', 'user_is_signed_up_for_event'],
  user_can_sign_off_from_event: ['user_is_signed_up_for_event', 'event_has_started'],
};

const flagKeys = [
  'user_signup_id',
  'user_is_signed_up_for_event',
  'event_has_started',
  'event_is_fully_booked',
  'event_accepts_customer_signups',
  'user_can_sign_up_for_event',
  'user_can_sign_off_from_event',
] as const;

/** @returns the expanded field set, or the invalid keys. */
export function planSlotPopulate(raw: unknown): { fields: Set<string> } | { invalid: string[] } {
  const requested = readPopulate(raw);
  const invalid = requested.filter((key) => !known.has(key));
  if (invalid.length) return { invalid };
  const fields = new Set<string>();
  const add = (key: string) => {
    if (fields.has(key)) return;
    fields.add(key);
    const parts = key.split('.');
    if (parts.length > 1) add(parts.slice(0, -1).join('.'));
    for (const dep of dependencies[key] ?? []) add(dep);
  };
  for (const key of requested) add(key);
  // Deprecated top-level keys answer from the event (CONTRACT §4 "Deprecated/accepted").
  if (fields.has('location')) add('room');
  return { fields };
}

/** @returns the filter, or the 400 message to answer. */
export function readSlotQuery(query: EventTimeSlotsQuery): SlotFilter | string {
  const filter: SlotFilter = {
    includeHidden: query.includeEventsNotVisibleInCalendar === '1',
  };
  for (const name of ['event', 'teacher', 'branch'] as const) {
    if (query[name] === undefined) continue;
    const id = parseId(query[name]);
    if (id === undefined) return `${name} must be an id`;
    if (name === 'event') filter.eventId = id;
    else filter[name] = id;
  }
  const { startDate, endDate } = query;
  if (startDate === undefined || endDate === undefined) {
    if (filter.eventId === undefined) return 'Either an event ID or a date range must be specified';
    return filter;
  }
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate))
    return 'startDate and endDate must be dates (YYYY-MM-DD)';
  if (startDate < '2017-01-01') return 'startDate must be in 2017 or later';
  if (endDate < startDate) return 'endDate must be the same as or after startDate';
  if (endDate >= addDaysIso(startDate, 365)) return 'Date range can not be longer than one year';
  return { ...filter, startDate, endDate };
}

/** The time slots with what `fields` asks for, in order (a bare array, style B). */
export async function buildSlots(db: Db, view: EventView, filter: SlotFilter, fields: Set<string>) {
  const slots = (await findSlots(db, view.clientId, filter)).map((row) => row.slot);
  const ids = [...new Set(slots.map((slot) => slot.event_id))];
  const rows = await findEvents(db, view.clientId, { ids });
  const eventKeys = new Set(
    [...fields].filter((key) => key.startsWith('event.')).map((key) => key.slice(6)),
  );
  if (eventKeys.has('signups')) eventKeys.add('signup_count');
  if (fields.has('room') || fields.has('location')) eventKeys.add('room');
  if (fields.has('room.branch')) eventKeys.add('room.branch');
  const wantsEvent = fields.has('event');
  const events = await buildEvents(db, view, rows, eventKeys, 'B');
  const eventById = new Map(events.map((event) => [event.id as number, event]));
  const seats = await seatsByEvent(db, ids);
  const mine = view.userId !== null ? await userSignupIds(db, view.userId, ids) : new Map();
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return slots.map((slot) => {
    const out: Record<string, unknown> = serializeSlot(slot, 'B');
    const event = eventById.get(slot.event_id)!;
    if (wantsEvent) {
      const { signups: _s, ...rest } = event;
      out.event = rest;
    }
    if (fields.has('room') || fields.has('location')) out.room = event.room ?? null;
    if (fields.has('signup_count')) out.signup_count = seats.get(slot.event_id) ?? 0;
    const flags = eventFlags(
      rowById.get(slot.event_id)!,
      seats.get(slot.event_id) ?? 0,
      view.today,
      mine.get(slot.event_id) ?? null,
    );
    for (const key of flagKeys) if (fields.has(key)) out[key] = flags[key];
    return out;
  });
}
