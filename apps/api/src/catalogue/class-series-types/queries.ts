/** Class series types, their classes and customers' class series (CONTRACT §9). Studio id first. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  classes,
  classSeries,
  classSeriesTypeClasses,
  classSeriesTypes,
  classSignups,
} from '../../platform/db/schema.ts';

export type ClassSeriesTypeRow = typeof classSeriesTypes.$inferSelect;
export type ClassSeriesRow = typeof classSeries.$inferSelect;

/** The studio's class series types by id; archived ones only when `withArchived`. */
export function findSeriesTypes(
  db: Db,
  clientId: number,
  filter: { ids?: number[]; withArchived?: boolean },
) {
  return db
    .select()
    .from(classSeriesTypes)
    .where(
      and(
        eq(classSeriesTypes.client_id, clientId),
        filter.withArchived ? undefined : eq(classSeriesTypes.archived, false),
        filter.ids ? inArray(classSeriesTypes.id, filter.ids) : undefined,
      ),
    )
    .orderBy(asc(classSeriesTypes.id));
}

/** A class of a series type, with the seats its active signups hold (decision 2). */
export interface SeriesMember {
  type_id: number;
  livestream: boolean;
  id: number;
  class_type_id: number;
  date: string;
  start_time: string;
  seats: number;
  cancelled: boolean;
  seats_taken: number;
}

/** The non-archived classes of the series types, oldest first. */
export async function membersOf(db: Db, clientId: number, typeIds: number[]) {
  if (!typeIds.length) return [];
  return db
    .select({
      type_id: classSeriesTypeClasses.class_series_type_id,
      livestream: classSeriesTypeClasses.livestream,
      id: classes.id,
      class_type_id: classes.class_type_id,
      date: classes.date,
      start_time: classes.start_time,
      seats: classes.seats,
      cancelled: classes.cancelled,
      seats_taken: sql<number>`(select coalesce(sum(${classSignups.count}), 0) from ${classSignups}
        where ${classSignups.class_id} = ${classes.id} and ${classSignups.cancelled_at} = 0
        and not ${classSignups.archived})`.mapWith(Number),
    })
    .from(classSeriesTypeClasses)
    .innerJoin(classes, eq(classes.id, classSeriesTypeClasses.class_id))
    .where(
      and(
        eq(classes.client_id, clientId),
        eq(classes.archived, false),
        inArray(classSeriesTypeClasses.class_series_type_id, typeIds),
      ),
    )
    .orderBy(asc(classes.date), asc(classes.start_time), asc(classes.id));
}

/**
 * The studio's class types `ids` as GET /class-types answers them (CONTRACT §4, style B: `client`,
 * `image_id`), archived ones too (a series may keep a class of a retired type).
 */
/** The user's non-archived class series, optionally of some types only, oldest first. */
export function seriesOfUser(db: Db, clientId: number, userId: number, typeIds?: number[]) {
  return db
    .select()
    .from(classSeries)
    .where(
      and(
        eq(classSeries.client_id, clientId),
        eq(classSeries.user_id, userId),
        eq(classSeries.archived, false),
        typeIds ? inArray(classSeries.class_series_type_id, typeIds) : undefined,
      ),
    )
    .orderBy(asc(classSeries.id));
}

/** Writes a class series for the user. */
export async function insertSeries(db: Db, values: typeof classSeries.$inferInsert) {
  const [row] = await db.insert(classSeries).values(values).returning();
  return row!;
}
