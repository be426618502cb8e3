/** Class types (CONTRACT §4 GET /class-types). Every query takes the studio id first. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { classes, classTypes } from '../../platform/db/schema.ts';

export type ClassTypeRow = typeof classTypes.$inferSelect;

export interface ClassTypeFilter {
  ids?: number[];
  /** Copenhagen `YYYY-MM-DD`: only types with a non-archived class on or after this date. */
  hasClassesFrom?: string;
}

/** Non-archived class types of the studio, by name then id. */
export async function findClassTypes(db: Db, clientId: number, filter: ClassTypeFilter) {
  const from = filter.hasClassesFrom;
  return db
    .select()
    .from(classTypes)
    .where(
      and(
        eq(classTypes.client_id, clientId),
        eq(classTypes.archived, false),
        filter.ids ? inArray(classTypes.id, filter.ids) : undefined,
        from
          ? sql`exists (select 1 from ${classes} where ${classes.class_type_id} = ${classTypes.id}
              and ${classes.client_id} = ${clientId} and not ${classes.archived}
              and ${classes.date} >= ${from})`
          : undefined,
      ),
    )
    .orderBy(asc(classTypes.name), asc(classTypes.id));
}

/** Style B (CONTRACT §1.7): `client`, `image_id`; `image` only when populated. */
export function serializeClassType(row: ClassTypeRow): Record<string, unknown> {
  const { client_id, ...rest } = row;
  return { ...rest, client: client_id };
}
