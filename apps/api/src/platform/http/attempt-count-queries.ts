/**
 * The fixed-window counters of the attempt limits in `attempt_counts` (schema/operations.ts), so
 * every API process on one database counts together (issue 27). Times are ms since the epoch,
 * passed in (the caller's clock, which tests freeze), never the database's `now()`.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { attemptCounts } from '../db/schema.ts';

/** A counter as it stands: attempts in its window, and when the window ends (ms). */
export interface AttemptCount {
  count: number;
  windowEndsAt: number;
}

/**
 * Counts one attempt under `key` in one statement: a new key, or one whose window has ended,
 * starts a window of `windowMs` at 1; a running window goes up by one. Atomic on PostgreSQL's
 * pool (the row is locked by the upsert) and on PGlite.
 */
export async function countAttempt(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
): Promise<AttemptCount> {
  const ended = sql`${attemptCounts.window_ends_at} <= ${now}`;
  const [row] = await db
    .insert(attemptCounts)
    .values({ key, count: 1, window_ends_at: now + windowMs })
    .onConflictDoUpdate({
      target: attemptCounts.key,
      set: {
        count: sql`case when ${ended} then 1 else ${attemptCounts.count} + 1 end`,
        window_ends_at: sql`case when ${ended} then ${now + windowMs} else ${attemptCounts.window_ends_at} end`,
      },
    })
    .returning({ count: attemptCounts.count, windowEndsAt: attemptCounts.window_ends_at });
  return row!;
}

/** The counter under `key` when its window is still running at `now`, else null. */
export async function readAttemptCount(
  db: Db,
  key: string,
  now: number,
): Promise<AttemptCount | null> {
  const [row] = await db
    .select({ count: attemptCounts.count, windowEndsAt: attemptCounts.window_ends_at })
    .from(attemptCounts)
    .where(and(eq(attemptCounts.key, key), gt(attemptCounts.window_ends_at, now)));
  return row ?? null;
}

/**
 * Takes back one counted attempt under `key` (a held attempt that turned out no miss, or one
 * refused anyway); nothing when the window has ended since or the count is 0.
 */
export async function uncountAttempt(db: Db, key: string, now: number): Promise<void> {
  await db
    .update(attemptCounts)
    .set({ count: sql`${attemptCounts.count} - 1` })
    .where(
      and(
        eq(attemptCounts.key, key),
        gt(attemptCounts.count, 0),
        gt(attemptCounts.window_ends_at, now),
      ),
    );
}

/** Deletes the counters whose window ended by `now` (the next attempt would start them at 1). */
export async function sweepAttemptCounts(db: Db, now: number): Promise<void> {
  await db.delete(attemptCounts).where(lte(attemptCounts.window_ends_at, now));
}
