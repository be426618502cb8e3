/**
 * The signup core's reads and writes (CONTRACT §5), shared by class, waiting-list and livestream
 * signups: the class lock, active rows of any signup table, seats taken, spending and refunding
 * pass and series classes, and the caller's list window. Every query takes the studio id first or
 * runs inside the caller's transaction, after the class lock.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import {
  classes,
  classLivestreamSignups,
  classPasses,
  classPassTypes,
  classSeries,
  classSignups,
  classWaitingListSignups,
  memberships,
} from '../../platform/db/schema.ts';

/** A transaction (or the database) as Drizzle hands it to `db.transaction` callbacks. */
export type ClassRow = typeof classes.$inferSelect;
export type SignupRow = typeof classSignups.$inferSelect;
export type WaitingRow = typeof classWaitingListSignups.$inferSelect;
export type LivestreamRow = typeof classLivestreamSignups.$inferSelect;

/** The three ways to attend a class, each with its own table of the same core columns. */
const tables = {
  class: classSignups,
  waiting_list: classWaitingListSignups,
  livestream: classLivestreamSignups,
};
export type SignupKind = keyof typeof tables;
export interface RowOf {
  class: SignupRow;
  waiting_list: WaitingRow;
  livestream: LivestreamRow;
}
// One query shape for the three tables (they share these columns).
const tableOf = (kind: SignupKind) => tables[kind] as unknown as typeof classSignups;

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

/** Seats held by active class signups of a class (sum of `count`, decision 2). */
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

/** The user's active (not cancelled, not archived) row of `kind` for the class, if any. */
export async function activeRow<K extends SignupKind>(
  tx: Tx | Db,
  kind: K,
  classId: number,
  userId: number,
): Promise<RowOf[K] | undefined> {
  const t = tableOf(kind);
  const [row] = await tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.class_id, classId),
        eq(t.user_id, userId),
        eq(t.cancelled_at, 0),
        eq(t.archived, false),
      ),
    );
  return row as RowOf[K] | undefined;
}

/** The user's active class signup for the class, if any. */
export const activeSignup = (tx: Tx, classId: number, userId: number) =>
  activeRow(tx, 'class', classId, userId);

/**
 * Writes a new class signup (a booking, or a promotion from the waiting list), after every check.
 * @returns the row.
 */
export async function insertSignup(
  tx: Tx,
  values: typeof classSignups.$inferInsert,
): Promise<SignupRow> {
  const [row] = await tx.insert(classSignups).values(values).returning();
  return row!;
}

/** Takes `count` classes from a fixed-count pass atomically. @returns false if too few were left. */
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

/** Takes `count` classes from a class series atomically. @returns false if too few were left. */
export async function spendSeriesClasses(tx: Tx, seriesId: number, count: number) {
  if (count <= 0) return true;
  const rows = await tx
    .update(classSeries)
    .set({ classes_left: sql`${classSeries.classes_left} - ${count}`, updatedAt: Date.now() })
    .where(and(eq(classSeries.id, seriesId), gte(classSeries.classes_left, count)))
    .returning({ id: classSeries.id });
  return rows.length === 1;
}

/** Gives `count` classes back to a class series. */
export async function refundSeriesClasses(tx: Tx, seriesId: number, count: number) {
  if (count <= 0) return;
  await tx
    .update(classSeries)
    .set({ classes_left: sql`${classSeries.classes_left} + ${count}`, updatedAt: Date.now() })
    .where(eq(classSeries.id, seriesId));
}

/** Is this a PostgreSQL unique violation (a concurrent duplicate signup)? */
export const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** A customer's list window: Copenhagen dates, both inclusive. */
export interface ListWindow {
  userId: number;
  startDate: string;
  endDate: string;
}

/** The user's active rows of `kind` for non-archived classes in the window, oldest class first. */
export async function listSignups<K extends SignupKind>(
  db: Db,
  clientId: number,
  kind: K,
  w: ListWindow,
): Promise<RowOf[K][]> {
  const t = tableOf(kind);
  const rows = await db
    .select({ signup: t })
    .from(t)
    .innerJoin(classes, eq(classes.id, t.class_id))
    .where(
      and(
        eq(t.client_id, clientId),
        eq(t.user_id, w.userId),
        eq(t.cancelled_at, 0),
        eq(t.archived, false),
        eq(classes.archived, false),
        gte(classes.date, w.startDate),
        lte(classes.date, w.endDate),
      ),
    )
    .orderBy(asc(classes.date), asc(classes.start_time), asc(t.id));
  return rows.map((r) => r.signup as RowOf[K]);
}

/** The studio's class passes by id, each with its class pass type row. */
export async function passesWithTypes(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ pass: classPasses, type: classPassTypes })
    .from(classPasses)
    .innerJoin(classPassTypes, eq(classPassTypes.id, classPasses.class_pass_type_id))
    .where(and(eq(classPasses.client_id, clientId), inArray(classPasses.id, ids)));
}

/** The studio's memberships by id. */
export async function membershipsById(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(memberships)
    .where(and(eq(memberships.client_id, clientId), inArray(memberships.id, ids)));
}
