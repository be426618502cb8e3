/** Livestream-signup rows (CONTRACT §5), inside the caller's transaction. */
import { and, eq, sql } from 'drizzle-orm';
import { classLivestreamSignups } from '../../platform/db/schema.ts';
import type { LivestreamRow } from '../signups/public.ts';
import type { Tx } from '../../platform/db/connect.ts';

const l = classLivestreamSignups;

/** Writes a new livestream signup. @returns the row. */
export async function insertLivestream(
  tx: Tx,
  values: typeof l.$inferInsert,
): Promise<LivestreamRow> {
  const [row] = await tx.insert(l).values(values).returning();
  return row!;
}

/** A livestream signup by id, any studio (the caller checks ownership); `lock`: `FOR UPDATE`. */
export async function livestreamById(
  tx: Tx,
  id: number,
  { lock }: { lock: boolean },
): Promise<LivestreamRow | undefined> {
  const query = tx.select().from(l).where(eq(l.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Active livestream signups of a class (one viewer each). */
export async function countLive(tx: Tx, classId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(l)
    .where(and(eq(l.class_id, classId), eq(l.cancelled_at, 0), eq(l.archived, false)));
  return row?.n ?? 0;
}

/** Cancels a livestream signup at `now` (ms). */
export async function cancelLivestream(tx: Tx, id: number, now: number): Promise<void> {
  await tx.update(l).set({ cancelled_at: now, updatedAt: now }).where(eq(l.id, id));
}
