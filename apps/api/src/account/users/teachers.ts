/**
 * The public teacher lists (CONTRACT §3 GET /users uses 2 and 3, §4, §13): public columns only,
 * ordered by id. Use 2: teachers of the studio; with a date, only those teaching a non-archived
 * class on or after it, or an event with a time slot on or after it. Use 3 (`isTeachingVideo=1`):
 * the users linked as teachers to at least one non-archived video of the studio.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  classes,
  classTeachers,
  events,
  eventTeachers,
  eventTimeSlots,
  users,
  videos,
  videoTeachers,
} from '../../platform/db/schema.ts';
import { imagesById } from '../../studio/public.ts';
import { serializePublicUser } from './serialize.ts';

/**
 * @param fromDate Copenhagen `YYYY-MM-DD`, or undefined for every teacher.
 * @param withImage adds `image` (style B image record, or null).
 */
export async function listTeachers(
  db: Db,
  clientId: number,
  fromDate: string | undefined,
  withImage: boolean,
) {
  const teaches = fromDate
    ? sql`(exists (select 1 from ${classTeachers} join ${classes} on ${classes.id} = ${classTeachers.class_id}
        where ${classTeachers.user_id} = ${users.id} and ${classes.client_id} = ${clientId}
        and not ${classes.archived} and ${classes.date} >= ${fromDate})
      or exists (select 1 from ${eventTeachers} join ${events} on ${events.id} = ${eventTeachers.event_id}
        join ${eventTimeSlots} on ${eventTimeSlots.event_id} = ${events.id}
        where ${eventTeachers.user_id} = ${users.id} and ${events.client_id} = ${clientId}
        and not ${events.archived} and not ${eventTimeSlots.archived}
        and ${eventTimeSlots.date} >= ${fromDate}))`
    : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.client_id, clientId),
        eq(users.teacher, true),
        eq(users.archived, false),
        teaches,
      ),
    )
    .orderBy(asc(users.id));
  return publicList(db, clientId, rows, withImage);
}

/**
 * GET /users?isTeachingVideo=1: the studio's non-archived users teaching a non-archived video (the
 * library's teacher filter values, CONTRACT §13).
 * @param withImage adds `image` (style B image record, or null).
 */
export async function listVideoTeachers(db: Db, clientId: number, withImage: boolean) {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.client_id, clientId),
        eq(users.archived, false),
        sql`exists (select 1 from ${videoTeachers} join ${videos} on ${videos.id} = ${videoTeachers.video_id}
          where ${videoTeachers.user_id} = ${users.id} and ${videos.client_id} = ${clientId}
          and not ${videos.archived})`,
      ),
    )
    .orderBy(asc(users.id));
  return publicList(db, clientId, rows, withImage);
}

async function publicList(
  db: Db,
  clientId: number,
  rows: Array<typeof users.$inferSelect>,
  withImage: boolean,
) {
  const list = rows.map((row) => ({ ...serializePublicUser(row) }) as Record<string, unknown>);
  if (!withImage) return list;
  const imageIds = rows.flatMap((row) => (row.image_id ? [row.image_id] : []));
  const found = await imagesById(db, clientId, imageIds);
  rows.forEach((row, index) => {
    list[index]!.image = row.image_id ? (found.get(row.image_id) ?? null) : null;
  });
  return list;
}
