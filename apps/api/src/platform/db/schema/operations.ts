/**
 * Tables of the running service rather than of a studio: what several API processes on one
 * PostgreSQL must count together (issue 27).
 */
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Fixed-window attempt counters of the login, signup, reset and checkout limits
 * (platform/http/attempt-limits.ts): one row per limit and who it counts (`key`), its count in the
 * current window and when that window ends (ms since the epoch). A row whose window has ended
 * starts again at 1 on the next attempt; ended rows are swept now and then.
 */
export const attemptCounts = pgTable('attempt_counts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  window_ends_at: bigint('window_ends_at', { mode: 'number' }).notNull(),
});
