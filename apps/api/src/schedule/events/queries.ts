/**
 * Events, their time slots, teachers, plans and signups (CONTRACT §4, §6). Studio id first in
 * every query; nothing here knows HTTP. Batched: one statement per relation for a whole list.
 */
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  eventGroups,
  eventInstallmentPlans,
  events,
  eventSignups,
  eventTeachers,
  eventTimeSlots,
  images,
  rooms,
  users,
} from '../../platform/db/schema.ts';
import { teacherColumns } from '../classes/public.ts';

export type EventRow = typeof events.$inferSelect;
export type EventSignupRow = typeof eventSignups.$inferSelect;
export type TimeSlotRow = typeof eventTimeSlots.$inferSelect;
export type EventGroupRow = typeof eventGroups.$inferSelect;
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** The event's last day: its last non-archived time slot, or `start_date` without slots. */
export const lastDay = sql<string>`coalesce((select max(${eventTimeSlots.date})::text
  from ${eventTimeSlots} where ${eventTimeSlots.event_id} = ${events.id}
  and not ${eventTimeSlots.archived}), ${events.start_date}::text)`;

/** Filters of GET /events: dates inclusive, `eventGroup` overrides them. */
export interface EventFilter {
  ids?: number[];
  startDate?: string;
  endDate?: string;
  endOnOrAfterDate?: string;
  eventGroup?: number;
  withArchived?: boolean;
}

/** The studio's events, by `start_date` then id. */
export function findEvents(db: Tx, clientId: number, filter: EventFilter) {
  const dates: (SQL | undefined)[] =
    filter.eventGroup !== undefined
      ? [eq(events.event_group_id, filter.eventGroup)]
      : [
          filter.startDate ? gte(events.start_date, filter.startDate) : undefined,
          filter.endDate ? lte(events.start_date, filter.endDate) : undefined,
          filter.endOnOrAfterDate ? sql`${lastDay} >= ${filter.endOnOrAfterDate}` : undefined,
        ];
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.client_id, clientId),
        filter.withArchived ? undefined : eq(events.archived, false),
        filter.ids ? inArray(events.id, filter.ids) : undefined,
        ...dates,
      ),
    )
    .orderBy(asc(events.start_date), asc(events.id));
}

/**
 * Locks the studio's event row (`FOR UPDATE`): taken first by every seat change. Non-archived
 * only, unless `withArchived` (a paid order still gets its signup when the event was archived
 * since checkout).
 */
export async function lockEvent(tx: Tx, clientId: number, eventId: number, withArchived = false) {
  const [row] = await tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.client_id, clientId),
        eq(events.id, eventId),
        withArchived ? undefined : eq(events.archived, false),
      ),
    )
    .for('update');
  return row;
}

/** Seats held per event: the sum of `count` of non-archived signups of non-archived users. */
export async function seatsByEvent(db: Tx, eventIds: number[]) {
  const out = new Map<number, number>(eventIds.map((id) => [id, 0]));
  if (!eventIds.length) return out;
  const rows = await db
    .select({
      id: eventSignups.event_id,
      seats: sql<number>`coalesce(sum(${eventSignups.count}), 0)`.mapWith(Number),
    })
    .from(eventSignups)
    .innerJoin(users, eq(users.id, eventSignups.user_id))
    .where(
      and(
        inArray(eventSignups.event_id, eventIds),
        eq(eventSignups.archived, false),
        eq(users.archived, false),
      ),
    )
    .groupBy(eventSignups.event_id);
  for (const row of rows) out.set(row.id, row.seats);
  return out;
}

/** The user's active signup id per event. */
export async function userSignupIds(db: Tx, userId: number, eventIds: number[]) {
  if (!eventIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: eventSignups.id, event_id: eventSignups.event_id })
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.user_id, userId),
        eq(eventSignups.archived, false),
        inArray(eventSignups.event_id, eventIds),
      ),
    );
  return new Map(rows.map((row) => [row.event_id, row.id]));
}

/** Non-archived time slots of the events, by date and start time. */
export function slotsOfEvents(db: Tx, eventIds: number[]) {
  if (!eventIds.length) return Promise.resolve([] as TimeSlotRow[]);
  return db
    .select()
    .from(eventTimeSlots)
    .where(and(inArray(eventTimeSlots.event_id, eventIds), eq(eventTimeSlots.archived, false)))
    .orderBy(asc(eventTimeSlots.date), asc(eventTimeSlots.start_time), asc(eventTimeSlots.id));
}

/** The installment plans of the events, by date. */
export function plansOfEvents(db: Tx, eventIds: number[]) {
  if (!eventIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(eventInstallmentPlans)
    .where(inArray(eventInstallmentPlans.event_id, eventIds))
    .orderBy(asc(eventInstallmentPlans.date), asc(eventInstallmentPlans.id));
}

/** Teachers of each event, public columns only (CONTRACT §6 "Our server"), with their image. */
export async function teachersOfEvents(db: Tx, eventIds: number[]) {
  if (!eventIds.length) return [];
  return db
    .select({ event_id: eventTeachers.event_id, ...teacherColumns })
    .from(eventTeachers)
    .innerJoin(users, eq(users.id, eventTeachers.user_id))
    .leftJoin(images, and(eq(images.id, users.image_id), eq(images.client_id, users.client_id)))
    .where(and(inArray(eventTeachers.event_id, eventIds), eq(users.archived, false)))
    .orderBy(asc(users.first_name), asc(users.id));
}

/** The studio's event groups by id (archived too: an event may keep a retired group). */
export function groupsById(db: Tx, clientId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as EventGroupRow[]);
  return db
    .select()
    .from(eventGroups)
    .where(and(eq(eventGroups.client_id, clientId), inArray(eventGroups.id, ids)));
}

/** The studio's non-archived event groups, by `sort` then id. */
export function listGroups(db: Tx, clientId: number) {
  return db
    .select()
    .from(eventGroups)
    .where(and(eq(eventGroups.client_id, clientId), eq(eventGroups.archived, false)))
    .orderBy(asc(eventGroups.sort), asc(eventGroups.id));
}

/** Room ids → their branch, for the branch filter of GET /event-time-slots. */
export const roomBranch = (branchId: number) =>
  sql`${events.room_id} in (select ${rooms.id} from ${rooms} where ${rooms.branch_id} = ${branchId})`;

/** Time slot filters of GET /event-time-slots (CONTRACT §4). */
export interface SlotFilter {
  startDate?: string;
  endDate?: string;
  eventId?: number;
  teacher?: number;
  branch?: number;
  /** Also events with `show_in_calendar` off. */
  includeHidden: boolean;
}

/** Non-archived time slots of the studio's non-archived events, by date, time and id. */
export function findSlots(db: Tx, clientId: number, filter: SlotFilter) {
  return db
    .select({ slot: eventTimeSlots })
    .from(eventTimeSlots)
    .innerJoin(events, eq(events.id, eventTimeSlots.event_id))
    .where(
      and(
        eq(events.client_id, clientId),
        eq(events.archived, false),
        eq(eventTimeSlots.archived, false),
        filter.includeHidden ? undefined : eq(events.show_in_calendar, true),
        filter.eventId !== undefined ? eq(events.id, filter.eventId) : undefined,
        filter.startDate ? gte(eventTimeSlots.date, filter.startDate) : undefined,
        filter.endDate ? lte(eventTimeSlots.date, filter.endDate) : undefined,
        filter.teacher !== undefined
          ? sql`exists (select 1 from ${eventTeachers} where ${eventTeachers.event_id} = ${events.id}
              and ${eventTeachers.user_id} = ${filter.teacher})`
          : undefined,
        filter.branch !== undefined ? roomBranch(filter.branch) : undefined,
      ),
    )
    .orderBy(asc(eventTimeSlots.date), asc(eventTimeSlots.start_time), asc(eventTimeSlots.id));
}
