/**
 * Loads, in ONE statement, what a customer holds (memberships with their type's access lists and
 * latest pause, class passes, class series) and their active bookings of classes from `fromDate`
 * on (CONTRACT §4 access rules). Each part is a JSON sub-select, so PGlite parses one JSON value
 * instead of many typed rows. Works inside or outside a transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  classes,
  classLivestreamSignups,
  classPasses,
  classPassTypeClassTypes,
  classPassTypes,
  classSeries,
  classSeriesTypes,
  classSignups,
  classWaitingListSignups,
  membershipPauses,
  memberships,
  membershipTypeClassTypes,
  membershipTypes,
} from '../../platform/db/schema.ts';
import { instantOf } from './clock.ts';
import type { Booking, Holdings, MembershipHolding, PassHolding } from './types.ts';

type Tx = Pick<Db, 'execute'>;
type Json = Record<string, unknown>;

/** `[[class_type_id, livestream], …]` of a membership or class pass type. */
const listsOf = (table: SQL, column: string, typeId: SQL) =>
  sql`(SELECT json_agg(json_build_array(l.class_type_id, l.livestream)) FROM ${table} l WHERE l.${sql.raw(column)} = ${typeId})`;

function membershipsPart(clientId: number, userId: number) {
  return sql`(SELECT json_agg(json_build_object('m', row_to_json(m), 't', row_to_json(t),
      'lists', ${listsOf(sql`${membershipTypeClassTypes}`, 'membership_type_id', sql`t.id`)},
      'pause', (SELECT json_build_object('start_date', p.start_date, 'end_date', p.end_date)
        FROM ${membershipPauses} p WHERE p.membership_id = m.id AND NOT p.archived
        ORDER BY p.start_date DESC, p.id DESC LIMIT 1)) ORDER BY m.id)
    FROM ${memberships} m JOIN ${membershipTypes} t ON t.id = m.membership_type_id
    WHERE m.client_id = ${clientId} AND m.user_id = ${userId} AND NOT m.archived
      AND m.status IN ('active', 'cancelled_running'))`;
}

function passesPart(clientId: number, userId: number, fromDate: string) {
  return sql`(SELECT json_agg(json_build_object('p', row_to_json(p), 't', row_to_json(t),
      'lists', ${listsOf(sql`${classPassTypeClassTypes}`, 'class_pass_type_id', sql`t.id`)}) ORDER BY p.id)
    FROM ${classPasses} p JOIN ${classPassTypes} t ON t.id = p.class_pass_type_id
    WHERE p.client_id = ${clientId} AND p.user_id = ${userId} AND NOT p.archived AND p.valid_until >= ${fromDate})`;
}

function seriesPart(clientId: number, userId: number) {
  return sql`(SELECT json_agg(json_build_object('id', s.id, 'class_series_type_id', s.class_series_type_id, 'name', t.name,
      'classes_left', s.classes_left, 'valid_until', s.valid_until))
    FROM ${classSeries} s JOIN ${classSeriesTypes} t ON t.id = s.class_series_type_id
    WHERE s.client_id = ${clientId} AND s.user_id = ${userId} AND NOT s.archived)`;
}

/** The user's active rows of the three signup tables (waiting-list rows with their place). */
function bookingsPart(clientId: number, userId: number, fromDate: string) {
  const part = (table: SQL, kind: Booking['kind'], count: SQL) =>
    sql`SELECT ${kind}::text AS kind, s.id, s.class_id, c.date, c.start_time, ${count} AS count,
        s.used_membership_id, s.used_class_pass_id, s.class_series_id, s.created_at,
        ${
          kind === 'waiting_list'
            ? sql`(SELECT count(*) FROM ${classWaitingListSignups} w WHERE w.class_id = s.class_id
                AND w.cancelled_at = 0 AND NOT w.archived AND (w.created_at, w.id) <= (s.created_at, s.id))`
            : sql`NULL::bigint`
        } AS position
      FROM ${table} s JOIN ${classes} c ON c.id = s.class_id
      WHERE s.client_id = ${clientId} AND s.user_id = ${userId} AND s.cancelled_at = 0 AND NOT s.archived
        AND NOT c.archived AND c.date >= ${fromDate}`;
  const union = sql.join(
    [
      part(sql`${classSignups}`, 'class', sql`s.count`),
      part(sql`${classWaitingListSignups}`, 'waiting_list', sql`s.count`),
      part(sql`${classLivestreamSignups}`, 'livestream', sql`1`),
    ],
    sql` UNION ALL `,
  );
  return sql`(SELECT json_agg(b) FROM (${union}) b)`;
}

/** Every holding of `userId` usable on or after `fromDate`, and bookings of classes from then. */
export async function loadHoldings(
  tx: Tx,
  clientId: number,
  userId: number,
  fromDate: string,
): Promise<Holdings> {
  const result = (await tx.execute(
    sql`SELECT ${membershipsPart(clientId, userId)} AS memberships,
      ${passesPart(clientId, userId, fromDate)} AS passes, ${seriesPart(clientId, userId)} AS series,
      ${bookingsPart(clientId, userId, fromDate)} AS bookings`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  const parse = (value: unknown) =>
    ((typeof value === 'string' ? JSON.parse(value) : value) ?? []) as Json[];
  return {
    memberships: parse(row.memberships).map(toMembership),
    passes: parse(row.passes).map(toPass),
    series: parse(row.series).map((s) => ({
      id: Number(s.id),
      class_series_type_id: Number(s.class_series_type_id),
      name: String(s.name),
      classes_left: Number(s.classes_left),
      valid_until: (s.valid_until as string | null) ?? null,
    })),
    bookings: parse(row.bookings).map(toBooking),
  };
}

function splitLists(lists: unknown) {
  const studio = new Set<number>();
  const live = new Set<number>();
  for (const [id, livestream] of (lists ?? []) as [number, boolean][])
    (livestream ? live : studio).add(Number(id));
  return { studio, live };
}

/** Stored snake_case instants → the wire's `createdAt`/`updatedAt` (CONTRACT §1.7). */
function record(row: Json): Json {
  const { created_at, updated_at, ...rest } = row;
  return { ...rest, createdAt: Number(created_at), updatedAt: Number(updated_at) };
}

const capOf = (on: unknown, max: unknown) => (on ? Number(max) : null);

function toMembership(entry: Json): MembershipHolding {
  const m = entry.m as Json;
  const t = entry.t as Json;
  const access = splitLists(entry.lists);
  const pause = entry.pause as { start_date: string; end_date: string | null } | null;
  return {
    id: Number(m.id),
    membership_type_id: Number(t.id),
    name: String(t.name),
    status: String(m.status),
    start_date: String(m.start_date),
    paid_until: String(m.paid_until),
    cancelled_from_date: (m.cancelled_from_date as string | null) ?? null,
    classTypes: access.studio,
    livestreamClassTypes: access.live,
    weeklyCap: capOf(t.has_max_number_of_classes_per_week, t.max_number_of_classes_per_week),
    simultaneousCap: capOf(
      t.has_max_number_of_simultaneous_bookings,
      t.max_number_of_simultaneous_bookings,
    ),
    pause: pause ? { start_date: pause.start_date, end_date: pause.end_date } : null,
    row: { ...record(m), membership_type: { id: Number(t.id), name: String(t.name) } },
  };
}

function toPass(entry: Json): PassHolding {
  const p = entry.p as Json;
  const t = entry.t as Json;
  const access = splitLists(entry.lists);
  return {
    id: Number(p.id),
    class_pass_type_id: Number(t.id),
    name: String(t.name),
    pass_type: t.pass_type === 'unlimited' ? 'unlimited' : 'fixed_count',
    classes_left: Number(p.classes_left),
    start_date: String(p.start_date),
    valid_until: String(p.valid_until),
    classTypes: access.studio,
    livestreamClassTypes: access.live,
    simultaneousCap: capOf(
      t.has_max_number_of_simultaneous_bookings,
      t.max_number_of_simultaneous_bookings,
    ),
  };
}

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toBooking(r: Json): Booking {
  return {
    kind: r.kind as Booking['kind'],
    id: Number(r.id),
    class_id: Number(r.class_id),
    date: String(r.date),
    startsAt: instantOf(String(r.date), String(r.start_time)),
    count: Number(r.count),
    used_membership_id: idOrNull(r.used_membership_id),
    used_class_pass_id: idOrNull(r.used_class_pass_id),
    class_series_id: idOrNull(r.class_series_id),
    createdAt: Number(r.created_at),
    position: idOrNull(r.position),
  };
}
