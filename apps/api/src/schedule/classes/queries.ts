/**
 * GET /classes reads (CONTRACT §4): the classes of a range in one query, their seat sums as
 * sub-selects (seats, not rows: decision 2), and relations bulk-loaded by id, so the number of
 * statements never grows with the number of classes. Every query takes the studio id first.
 */
import { and, asc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/connect.ts';
import {
  branches,
  classes,
  classLivestreamSignups,
  classSignups,
  classTeachers,
  classTypes,
  classWaitingListSignups,
  images,
  rooms,
  users,
} from '../../platform/db/schema.ts';
import type { ClassFilter } from './query-params.ts';

type Tx = Pick<Db, 'select' | 'execute'>;

/**
 * `column = ANY('{1,2,3}'::int[])`: one parameter for any number of ids (Drizzle's `inArray`
 * builds one parameter object per id, which costs more than the query for 500 classes).
 */
export const anyId = (column: SQL | AnyPgColumn, ids: number[]) =>
  sql`${column} = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
export type ClassRow = typeof classes.$inferSelect;
export interface CountedClass {
  row: ClassRow;
  signups: number;
  checkedIn: number;
  waitingList: number;
  livestream: number;
}

const active = (
  table: typeof classSignups | typeof classWaitingListSignups | typeof classLivestreamSignups,
) => sql`${table}.class_id = ${classes.id} AND ${table}.cancelled_at = 0 AND NOT ${table}.archived`;

/** Seat sums per class, as sub-selects of the class query. */
export const seatColumns = {
  signups:
    sql<number>`(SELECT coalesce(sum(${classSignups.count}), 0) FROM ${classSignups} WHERE ${active(classSignups)})`.mapWith(
      Number,
    ),
  checkedIn:
    sql<number>`(SELECT coalesce(sum(${classSignups.count}), 0) FROM ${classSignups} WHERE ${active(classSignups)} AND ${classSignups.checked_in} > 0)`.mapWith(
      Number,
    ),
  waitingList:
    sql<number>`(SELECT coalesce(sum(${classWaitingListSignups.count}), 0) FROM ${classWaitingListSignups} WHERE ${active(classWaitingListSignups)})`.mapWith(
      Number,
    ),
  livestream:
    sql<number>`(SELECT count(*) FROM ${classLivestreamSignups} WHERE ${active(classLivestreamSignups)})`.mapWith(
      Number,
    ),
};

/** Booked and checked-in seats of a class in one sub-select: `[seats, checkedInSeats]`. */
const seatSums = sql`(SELECT json_build_array(coalesce(sum(${classSignups.count}), 0),
  coalesce(sum(${classSignups.count}) FILTER (WHERE ${classSignups.checked_in} > 0), 0))
  FROM ${classSignups} WHERE ${active(classSignups)})`;

function conditions(clientId: number, f: ClassFilter): SQL[] {
  const where: SQL[] = [eq(classes.client_id, clientId), eq(classes.archived, false)];
  if (f.ids) where.push(anyId(classes.id, f.ids));
  if (f.startDate && f.endDate) {
    where.push(gte(classes.date, f.startDate));
    // userIsSignedUp… ranges are end-exclusive (CONTRACT §4).
    where.push(f.signedUpUser ? lt(classes.date, f.endDate) : lte(classes.date, f.endDate));
  }
  if (f.classTypes) where.push(inArray(classes.class_type_id, f.classTypes));
  if (f.rooms) where.push(inArray(classes.room_id, f.rooms));
  else if (f.branch !== undefined) {
    where.push(
      sql`${classes.room_id} IN (SELECT ${rooms.id} FROM ${rooms} WHERE ${rooms.client_id} = ${clientId} AND ${rooms.branch_id} = ${f.branch})`,
    );
  }
  if (f.teachers) {
    where.push(sql`EXISTS (SELECT 1 FROM ${classTeachers} JOIN ${users} ON ${users.id} = ${classTeachers.user_id}
      WHERE ${classTeachers.class_id} = ${classes.id} AND NOT ${users.archived}
      AND ${inArray(classTeachers.user_id, f.teachers)})`);
  }
  if (f.sessionType === 'group') where.push(ne(classes.seats, 1));
  if (f.sessionType === 'private') where.push(eq(classes.seats, 1));
  if (f.weekday !== undefined)
    where.push(sql`extract(isodow from ${classes.date}) = ${f.weekday + 1}`);
  if (f.startTime) where.push(eq(classes.start_time, f.startTime));
  if (f.seats !== undefined) where.push(eq(classes.seats, f.seats));
  if (f.signedUpUser) {
    const { id, includeWaitingList } = f.signedUpUser;
    const mine = (
      table: typeof classSignups | typeof classWaitingListSignups | typeof classLivestreamSignups,
    ) => sql`EXISTS (SELECT 1 FROM ${table} WHERE ${active(table)} AND ${table}.user_id = ${id})`;
    const parts = [mine(classSignups), mine(classLivestreamSignups)];
    if (includeWaitingList) parts.push(mine(classWaitingListSignups));
    where.push(sql`(${sql.join(parts, sql` OR `)})`);
  }
  return where;
}

/**
 * The classes matching the filter, with seat sums (`withCounts`), in one statement. The rows come
 * back as one JSON array (`json_agg`): parsing 500 typed rows is several times slower on PGlite
 * than one JSON.parse, and the sums ride along as sub-selects.
 */
export async function findClasses(
  db: Tx,
  clientId: number,
  filter: ClassFilter,
  withCounts: boolean,
): Promise<CountedClass[]> {
  const order = filter.sort.map(({ column, desc: down }) =>
    down ? sql`${classes[column]} DESC` : sql`${classes[column]} ASC`,
  );
  if (!order.length)
    order.push(sql`${classes.date}`, sql`${classes.start_time}`, sql`${classes.id}`);
  const count = (column: SQL) => (withCounts ? column : sql`0`);
  const inner = sql`SELECT row_number() OVER (ORDER BY ${sql.join(order, sql`, `)}) AS ord,
      ${classes.id} AS id, ${classes.createdAt} AS "createdAt", ${classes.updatedAt} AS "updatedAt",
      ${classes.archived} AS archived, ${classes.client_id} AS client_id, ${classes.date} AS date,
      ${classes.start_time} AS start_time, ${classes.end_time} AS end_time,
      ${classes.class_type_id} AS class_type_id, ${classes.subtitle} AS subtitle, ${classes.room_id} AS room_id,
      ${classes.seats} AS seats, ${classes.cancelled} AS cancelled,
      ${classes.studio_attendance_enabled} AS studio_attendance_enabled,
      ${classes.livestream_enabled} AS livestream_enabled,
      ${count(seatSums)} AS seat_sums, ${count(seatColumns.waitingList)} AS waiting_list,
      ${count(sql`CASE WHEN ${classes.livestream_enabled} THEN ${seatColumns.livestream} ELSE 0 END`)} AS livestream
    FROM ${classes} WHERE ${and(...conditions(clientId, filter))}`;
  const result = (await (db as Db).execute(
    sql`SELECT coalesce(json_agg(t ORDER BY t.ord), '[]'::json) AS rows FROM (${inner}) t`,
  )) as unknown as { rows: { rows: unknown }[] };
  const raw = result.rows[0]?.rows;
  const list = (typeof raw === 'string' ? JSON.parse(raw) : raw) as (ClassRow &
    Record<string, number>)[];
  return list.map(({ ord: _ord, seat_sums, waiting_list, livestream, ...row }) => {
    const sums = Array.isArray(seat_sums) ? (seat_sums as number[]) : [0, 0];
    return {
      row: row as ClassRow,
      signups: Number(sums[0] ?? 0),
      checkedIn: Number(sums[1] ?? 0),
      waitingList: Number(waiting_list),
      livestream: Number(livestream),
    };
  });
}

type ImageRow = typeof images.$inferSelect;
/** A populated image, style B (`client` instead of `client_id`, no `url`; CONTRACT §1.12). */
export const imageStyleB = (image: ImageRow | null) => {
  if (!image) return null;
  const { client_id, ...rest } = image;
  return { ...rest, client: client_id };
};

/** Class types by id (style B fields; `client` keeps its name, CONTRACT §1.7), image joined in. */
export async function classTypesById(db: Tx, clientId: number, ids: number[], withImage: boolean) {
  if (!ids.length) return new Map<number, Record<string, unknown>>();
  const rows = await db
    .select({ type: classTypes, image: images })
    .from(classTypes)
    .leftJoin(images, and(eq(images.id, classTypes.image_id), eq(images.client_id, clientId)))
    .where(and(eq(classTypes.client_id, clientId), anyId(classTypes.id, ids)));
  return new Map(
    rows.map(({ type: { client_id, ...type }, image }) => {
      const value: Record<string, unknown> = { ...type, client: client_id };
      if (withImage) value.image = imageStyleB(image);
      return [type.id, value];
    }),
  );
}

/** Rooms by id, with their branch when `withBranch`. */
export async function roomsById(db: Tx, clientId: number, ids: number[], withBranch: boolean) {
  if (!ids.length) return new Map<number, Record<string, unknown>>();
  const rows = await db
    .select({ room: rooms, branch: branches })
    .from(rooms)
    .leftJoin(branches, eq(branches.id, rooms.branch_id))
    .where(and(eq(rooms.client_id, clientId), inArray(rooms.id, ids)));
  return new Map(
    rows.map(({ room: { client_id, ...room }, branch }) => {
      const value: Record<string, unknown> = { ...room, client: client_id };
      if (withBranch)
        value.branch = branch
          ? { ...branch, client_id: undefined, client: branch.client_id }
          : null;
      return [room.id, value];
    }),
  );
}

/**
 * A teacher's public columns (CONTRACT §3 "Public columns", §17 item 5) and the image row, for a
 * select that joins `users` and left-joins `images`: teachers of classes and of events.
 */
export const teacherColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  teacher_description: users.teacher_description,
  image_id: users.image_id,
  image: images,
};

/** Teachers of each class, public columns only (CONTRACT §4, §17 item 5). */
export async function teachersByClass(db: Tx, classIds: number[], withImage: boolean) {
  const map = new Map<number, Record<string, unknown>[]>();
  if (!classIds.length) return map;
  const rows = await db
    .select({ class_id: classTeachers.class_id, ...teacherColumns })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.user_id))
    .leftJoin(images, and(eq(images.id, users.image_id), eq(images.client_id, users.client_id)))
    .where(and(anyId(classTeachers.class_id, classIds), eq(users.archived, false)))
    .orderBy(asc(users.first_name), asc(users.id));
  for (const { class_id, image, ...teacher } of rows) {
    const list = map.get(class_id) ?? [];
    list.push(withImage ? { ...teacher, image: imageStyleB(image) } : teacher);
    map.set(class_id, list);
  }
  return map;
}

/** Seats booked, waiting and on the livestream of one class (sums of `count`; livestream rows). */
export async function seatCountsOf(db: Tx, classId: number) {
  const [counts] = await db
    .select({
      signups: seatColumns.signups,
      waitingList: seatColumns.waitingList,
      livestream: seatColumns.livestream,
    })
    .from(classes)
    .where(eq(classes.id, classId));
  return counts ?? { signups: 0, waitingList: 0, livestream: 0 };
}

/**
 * A class of the studio (archived too) with what its calendar file shows: class type name, room
 * and branch names. GET /classes/{id}/ics (CONTRACT §4). Undefined when not this studio's.
 */
export async function findClassForIcs(db: Tx, clientId: number, classId: number) {
  const [found] = await db
    .select({ c: classes, typeName: classTypes.name, room: rooms.name, branch: branches.name })
    .from(classes)
    .innerJoin(classTypes, eq(classTypes.id, classes.class_type_id))
    .leftJoin(rooms, eq(rooms.id, classes.room_id))
    .leftJoin(branches, eq(branches.id, rooms.branch_id))
    .where(and(eq(classes.client_id, clientId), eq(classes.id, classId)));
  return found;
}
