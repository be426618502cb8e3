/**
 * Waiting-list rows (CONTRACT §5): joining, leaving, promotion and the sweep that closes lists.
 * Writes run inside the caller's transaction, after the class lock where there is one.
 */
import { and, asc, eq } from 'drizzle-orm';
import { classes, classWaitingListSignups } from '../../platform/db/schema.ts';
import type { WaitingRow } from '../signups/public.ts';
import type { Tx } from '../../platform/db/connect.ts';

const w = classWaitingListSignups;

/** Writes a new waiting-list signup. @returns the row. */
export async function insertWaiting(tx: Tx, values: typeof w.$inferInsert): Promise<WaitingRow> {
  const [row] = await tx.insert(w).values(values).returning();
  return row!;
}

/** A waiting-list signup by id, any studio (the caller checks ownership). */
export async function waitingById(tx: Tx, id: number): Promise<WaitingRow | undefined> {
  const [row] = await tx.select().from(w).where(eq(w.id, id));
  return row;
}

/** The signup, locked (`FOR UPDATE`), while it is still active; else undefined. */
export async function lockActiveWaiting(tx: Tx, id: number): Promise<WaitingRow | undefined> {
  const [row] = await tx
    .select()
    .from(w)
    .where(and(eq(w.id, id), eq(w.cancelled_at, 0)))
    .for('update');
  return row;
}

/**
 * Ends a waiting-list signup at `now` (ms). `refunded`: its prepaid class went back to the pass
 * (leave, sweep), so `class_pass_classes_spent` becomes 0; a promotion carries it into the seat.
 */
export async function cancelWaiting(
  tx: Tx,
  id: number,
  now: number,
  { refunded }: { refunded: boolean },
): Promise<void> {
  await tx
    .update(w)
    .set(
      refunded
        ? { cancelled_at: now, class_pass_classes_spent: 0, updatedAt: now }
        : { cancelled_at: now, updatedAt: now },
    )
    .where(eq(w.id, id));
}

/** The class's active waiting-list signups in list order (signup time), rows locked. */
export function lockWaitingList(tx: Tx, classId: number): Promise<WaitingRow[]> {
  return tx
    .select()
    .from(w)
    .where(and(eq(w.class_id, classId), eq(w.cancelled_at, 0), eq(w.archived, false)))
    .orderBy(asc(w.createdAt), asc(w.id))
    .for('update');
}

/** Every active waiting-list signup of every studio, with its class's date, start and seats. */
export function activeWaitingWithClass(tx: Tx) {
  return tx
    .select({
      id: w.id,
      clientId: w.client_id,
      date: classes.date,
      startTime: classes.start_time,
      seats: classes.seats,
    })
    .from(w)
    .innerJoin(classes, eq(classes.id, w.class_id))
    .where(and(eq(w.cancelled_at, 0), eq(w.archived, false)));
}
