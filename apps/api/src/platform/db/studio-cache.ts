/**
 * An in-process cache of values per studio that the database empties: migration 0021's triggers
 * send `schedule_changed` with the studio id whenever a row a cached answer is made from changes,
 * from any process, and this cache drops that studio's entries (decision
 * 2026-11-28-visitors-week-cache). Used for the visitors' week (schedule/classes/week-cache.ts)
 * and the app page (http/web-inline.ts).
 *
 * Each entry also expires at its own instant (ms, `Date.now()` time). A value built from reads
 * that a change overtook is not stored: `getOrBuild` notes the studio's generation before the
 * build and stores only when no notification arrived in between. While the PostgreSQL listener is
 * down nothing is served from or stored in memory.
 */
import type { Db } from './connect.ts';
import { subscribe } from './notifications.ts';

/** The channel of migration 0021 (payload: the studio id as text). */
const channel = 'schedule_changed';

export interface Built<V> {
  value: V;
  /** Until when (ms, exclusive) the value may be served. */
  expiresAt: number;
}

export interface StudioCache<V> {
  /** The value kept for `key`, while it has not expired and changes are heard. */
  get: (studioId: number, key: string) => V | undefined;
  /** The studio's generation now: take it before reading what a value is made from. */
  stamp: (studioId: number) => string;
  /** Keeps a value made from reads begun at `stamp`, unless a change was heard since. */
  set: (studioId: number, key: string, built: Built<V>, stamp: string) => void;
  /** The cached value, or the one `build` makes (kept when still current). */
  getOrBuild: (studioId: number, key: string, build: () => Promise<Built<V>>) => Promise<V>;
  /**
   * Drops one studio's entries now, as its notification will: for a change this process made,
   * whose notification may arrive after the next request (PostgreSQL sends it on another
   * connection).
   */
  forget: (studioId: number) => void;
  /** Stops listening; the cache then never serves. */
  stop: () => Promise<void>;
}

interface Entry<V> extends Built<V> {
  studioId: number;
  weight: number;
}

/** How much a cache may hold: entries, and their total weight (e.g. bytes) when `weigh` is given. */
export interface Limits<V> {
  maxEntries: number;
  weigh?: (value: V) => number;
  maxWeight?: number;
}

/**
 * A cache within `limits` (the least recently used go first), listening on `db`. Keys are scoped
 * by studio; `key` is whatever identifies the value within it.
 */
export async function createStudioCache<V>(db: Db, limits: Limits<V>): Promise<StudioCache<V>> {
  const { maxEntries, weigh = () => 0, maxWeight = Infinity } = limits;
  const entries = new Map<string, Entry<V>>();
  let weight = 0;
  const drop = (full: string) => {
    const entry = entries.get(full);
    if (!entry) return;
    entries.delete(full);
    weight -= entry.weight;
  };
  const building = new Map<string, { stamp: string; promise: Promise<Built<V>> }>();
  /** Bumped by every notification: per studio, and for all when notifications may be lost. */
  const generations = new Map<number, number>();
  let epoch = 0;
  const stamp = (studioId: number) => `${epoch}:${generations.get(studioId) ?? 0}`;

  const forget = (studioId: number) => {
    generations.set(studioId, (generations.get(studioId) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.studioId === studioId) drop(key);
  };
  const subscription = await subscribe(db, channel, (payload) => {
    const studioId = payload === null ? NaN : Number(payload);
    if (Number.isInteger(studioId)) return forget(studioId);
    epoch++;
    entries.clear();
    weight = 0;
  });
  let stopped = false;
  const usable = () => !stopped && subscription.live();

  const get = (studioId: number, key: string) => {
    const full = `${studioId}\n${key}`;
    const hit = entries.get(full);
    if (!hit || !usable() || Date.now() >= hit.expiresAt) return undefined;
    entries.delete(full); // most recently used last
    entries.set(full, hit);
    return hit.value;
  };
  const set = (studioId: number, key: string, built: Built<V>, since: string) => {
    if (!usable() || stamp(studioId) !== since || Date.now() >= built.expiresAt) return;
    const full = `${studioId}\n${key}`;
    drop(full);
    const entry = { ...built, studioId, weight: weigh(built.value) };
    entries.set(full, entry);
    weight += entry.weight;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && weight <= maxWeight) break;
      drop(oldest);
    }
  };

  return {
    get,
    stamp,
    set,
    async getOrBuild(studioId, key, build) {
      const hit = get(studioId, key);
      if (hit !== undefined) return hit;
      if (!usable()) return (await build()).value;
      const since = stamp(studioId);
      const full = `${studioId}\n${key}`;
      const running = building.get(full);
      if (running?.stamp === since) return (await running.promise).value;
      const promise = build();
      building.set(full, { stamp: since, promise });
      try {
        const built = await promise;
        set(studioId, key, built, since);
        return built.value;
      } finally {
        if (building.get(full)?.promise === promise) building.delete(full);
      }
    },
    forget,
    async stop() {
      stopped = true;
      entries.clear();
      weight = 0;
      await subscription.stop();
    },
  };
}
