/**
 * Class pass types and class passes (CONTRACT §9). Every query takes the studio id first.
 */
import { addDays, format } from 'date-fns';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { classPasses, classPassTypes, users } from '../../platform/db/schema.ts';

export type ClassPassTypeRow = typeof classPassTypes.$inferSelect;
export type ClassPassRow = typeof classPasses.$inferSelect;

/** The studio's class pass types by id; archived ones only when `withArchived`. */
export function findClassPassTypes(
  db: Db,
  clientId: number,
  filter: { ids?: number[]; withArchived?: boolean },
) {
  return db
    .select()
    .from(classPassTypes)
    .where(
      and(
        eq(classPassTypes.client_id, clientId),
        filter.withArchived ? undefined : eq(classPassTypes.archived, false),
        filter.ids ? inArray(classPassTypes.id, filter.ids) : undefined,
      ),
    )
    .orderBy(asc(classPassTypes.id));
}

/** How many non-archived class passes of each type the user holds (expired ones count too). */
export async function passCountsOf(db: Db, clientId: number, userId: number, typeIds: number[]) {
  const map = new Map<number, number>();
  if (!typeIds.length) return map;
  const rows = await db
    .select({
      type: classPasses.class_pass_type_id,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(classPasses)
    .where(
      and(
        eq(classPasses.client_id, clientId),
        eq(classPasses.user_id, userId),
        eq(classPasses.archived, false),
        inArray(classPasses.class_pass_type_id, typeIds),
      ),
    )
    .groupBy(classPasses.class_pass_type_id);
  for (const row of rows) map.set(row.type, row.count);
  return map;
}

/** The studio's non-archived class passes of a user, or one pass by id, oldest first. */
export function findClassPasses(db: Db, clientId: number, by: { userId?: number; id?: number }) {
  return db
    .select()
    .from(classPasses)
    .where(
      and(
        eq(classPasses.client_id, clientId),
        eq(classPasses.archived, false),
        by.userId ? eq(classPasses.user_id, by.userId) : undefined,
        by.id ? eq(classPasses.id, by.id) : undefined,
      ),
    )
    .orderBy(asc(classPasses.id));
}

/**
 * Writes a class pass of `type` for the user, starting `today` (Copenhagen `YYYY-MM-DD`), valid
 * through today + `days`, with `number_of_classes` classes (CONTRACT §9 POST /class-passes).
 */
export async function insertClassPass(
  db: Db,
  type: ClassPassTypeRow,
  userId: number,
  today: string,
  orderId: number | null = null,
): Promise<ClassPassRow> {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const [row] = await db
    .insert(classPasses)
    .values({
      client_id: type.client_id,
      user_id: userId,
      class_pass_type_id: type.id,
      order_id: orderId,
      classes_left: type.pass_type === 'fixed_count' ? type.number_of_classes : 0,
      start_date: today,
      valid_until: format(addDays(new Date(y, m - 1, d), type.days), 'yyyy-MM-dd'),
    })
    .returning();
  return row!;
}

/** Locks the customer's user row for the transaction: one free-pass claim at a time per customer. */
export async function lockUser(db: Db, clientId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.client_id, clientId), eq(users.id, userId)))
    .for('update');
  return row;
}
