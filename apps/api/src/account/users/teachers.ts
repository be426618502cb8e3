/**
 * The public teacher list (CONTRACT §3 GET /users use 2, §4): teachers of the studio, public
 * columns only, ordered by id; with a date, only those teaching a non-archived class on or after it,
 * or an event with a time slot on or after it.
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
  const list = rows.map((row) => ({ ...serializePublicUser(row) }) as Record<string, unknown>);
  if (!withImage) return list;
  const imageIds = rows.flatMap((row) => (row.image_id ? [row.image_id] : []));
  const found = await imagesById(db, clientId, imageIds);
  rows.forEach((row, index) => {
    list[index]!.image = row.image_id ? (found.get(row.image_id) ?? null) : null;
  });
  return list;
}
