/**
 * A @fastify/rate-limit store that counts in the database (`attempt_counts`,
 * attempt-count-queries.ts) instead of the plugin's memory, so every API process on one
 * PostgreSQL counts one customer's attempts together (issue 27; decision
 * 2026-11-28-shared-limits-and-storage). One code path on PGlite and PostgreSQL.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connect.ts';
import { countAttempt, readAttemptCount, sweepAttemptCounts } from './attempt-count-queries.ts';

/** How often (ms) a process deletes the counters whose window has ended: at most once a minute. */
const SWEEP_EVERY_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The store class for `register(rateLimit, { store })`, on `db`. Keys are the limit's own
 * (`keyGenerator`); a route's `config.rateLimit` gets its method and URL in front, so two routes
 * keep separate counts as they did in memory. `incr` answers `{ current, ttl }` (ttl in ms until
 * the window ends); `read` the same without counting (`{ 0, 0 }` when no window is running).
 * Errors of the database reach the plugin, which fails the request (no `skipOnError`).
 */
export function attemptCountStore(db: Db): FastifyRateLimitStoreCtor {
  let sweptAt = 0;
  /**
   * Now and then, before counting: a scan of a small table (a row lives one window, at most an
   * hour), once a minute per process, never on every request.
   */
  const sweepNowAndThen = async (now: number) => {
    if (Math.abs(now - sweptAt) < SWEEP_EVERY_MS) return;
    sweptAt = now;
    await sweepAttemptCounts(db, now);
  };

  class AttemptCountStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: object = {}) {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      this.prefix = route?.url ? `route:${String(route.method)} ${String(route.url)}:` : '';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      sweepNowAndThen(now)
        .then(() => countAttempt(db, this.prefix + key, now, timeWindow))
        .then(
          (row) => callback(null, { current: row.count, ttl: row.windowEndsAt - now }),
          (error: Error) => callback(error),
        );
    }

    read(key: string, callback: Callback) {
      const now = Date.now();
      readAttemptCount(db, this.prefix + key, now).then(
        (row) =>
          callback(
            null,
            row ? { current: row.count, ttl: row.windowEndsAt - now } : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      return new AttemptCountStore(options);
    }
  }
  return AttemptCountStore;
}
