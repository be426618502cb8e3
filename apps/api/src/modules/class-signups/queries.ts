/**
 * Row-level reads and writes shared by the signup services (CONTRACT §5). Every query takes the
 * studio id first; everything runs inside the caller's transaction.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { classes, classPasses, classSignups } from '../../db/schema.ts';

/** A transaction (or the database) as Drizzle hands it to `db.transaction` callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ClassRow = typeof classes.$inferSelect;
export type SignupRow = typeof classSignups.$inferSelect;

/**
 * Reads and locks the class row for the rest of the transaction (`SELECT … FOR UPDATE`), so two
 * customers never both get the last seat on PostgreSQL. Unknown, archived or another studio's
 * class → undefined (decision 7).
 */
export async function lockClass(
  tx: Tx,
  clientId: number,
  classId: number,
): Promise<ClassRow | undefined> {
  const [row] = await tx
    .select()
    .from(classes)
    .where(
      and(eq(classes.client_id, clientId), eq(classes.id, classId), eq(classes.archived, false)),
    )
    .for('update');
  return row;
}

/** Seats held by active signups of a class (decision 2). */
export async function seatsTaken(tx: Tx, classId: number): Promise<number> {
  const [row] = await tx
    .select({ seats: sql<number>`coalesce(sum(${classSignups.count}), 0)`.mapWith(Number) })
    .from(classSignups)
    .where(
      and(
        eq(classSignups.class_id, classId),
        eq(classSignups.cancelled_at, 0),
        eq(classSignups.archived, false),
      ),
    );
  return row?.seats ?? 0;
}

/** The user's active signup for the class, if any. */
export async function activeSignup(
  tx: Tx,
  classId: number,
  userId: number,
): Promise<SignupRow | undefined> {
  const [row] = await tx
    .select()
    .from(classSignups)
    .where(
      and(
        eq(classSignups.class_id, classId),
        eq(classSignups.user_id, userId),
        eq(classSignups.cancelled_at, 0),
        eq(classSignups.archived, false),
      ),
    );
  return row;
}

/** Takes `classes` classes from a fixed-count pass atomically. @returns false if too few were left. */
export async function spendPassClasses(tx: Tx, passId: number, count: number): Promise<boolean> {
  if (count <= 0) return true;
  const rows = await tx
    .update(classPasses)
    .set({ classes_left: sql`${classPasses.classes_left} - ${count}`, updatedAt: Date.now() })
    .where(and(eq(classPasses.id, passId), gte(classPasses.classes_left, count)))
    .returning({ id: classPasses.id });
  return rows.length === 1;
}

/** Gives `count` classes back to a fixed-count pass. */
export async function refundPassClasses(tx: Tx, passId: number, count: number): Promise<void> {
  if (count <= 0) return;
  await tx
    .update(classPasses)
    .set({ classes_left: sql`${classPasses.classes_left} + ${count}`, updatedAt: Date.now() })
    .where(eq(classPasses.id, passId));
}

/** Is this a PostgreSQL unique violation (a concurrent duplicate signup)? */
export const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
