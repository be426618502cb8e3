/**
 * Database notifications (`LISTEN`/`NOTIFY`) for in-process caches: one listener per database
 * handle and channel in the process, shared by every subscriber (several apps on one PGlite in
 * tests, the week cache and the page cache in one app). On PostgreSQL the listener is a dedicated
 * connection outside the pool, reconnected after 1 s when it drops; on PGlite, `pglite.listen`.
 *
 * A subscriber hears each payload (a string, as sent), and `null` whenever notifications may have
 * been missed (the listener connected again): it then drops everything. `live()` is false while
 * the PostgreSQL listener is down: a cache must not answer from memory then, since nobody would
 * tell it about a change.
 */
import type { Db } from './connect.ts';

/** What a subscriber is told: a payload, or `null` for "anything may have changed". */
type Listener = (payload: string | null) => void;

export interface Subscription {
  /** True while changes are known to reach this process. */
  live: () => boolean;
  /** Stops listening (the shared listener closes with its last subscriber). */
  stop: () => Promise<void>;
}

interface Feed {
  listeners: Set<Listener>;
  live: () => boolean;
  close: () => Promise<void>;
}

interface PgPoolLike {
  options: Record<string, unknown>;
}
interface PGliteLike {
  listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
}

const feeds = new WeakMap<object, Map<string, Promise<Feed>>>();
const RECONNECT_MS = 1_000;

/**
 * Subscribes `listener` to `channel` (a plain lower-case identifier) of `db`. Resolves once the
 * listener is in place (on PostgreSQL: connected, or failed and retrying, then `live()` is false;
 * never live on a stand-in without a driver client). Throws on a bad channel name.
 */
export async function subscribe(
  db: Db,
  channel: string,
  listener: Listener,
): Promise<Subscription> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  const client = (db as unknown as { $client?: unknown }).$client;
  // A stand-in database (a test that never queries): nothing to hear, nothing to trust.
  if (!client || typeof client !== 'object') return { live: () => false, stop: async () => {} };
  const byChannel = feeds.get(client) ?? new Map<string, Promise<Feed>>();
  feeds.set(client, byChannel);
  let pending = byChannel.get(channel);
  if (!pending) {
    const listeners = new Set<Listener>();
    const emit: Listener = (payload) => listeners.forEach((each) => each(payload));
    pending = (
      typeof (client as Partial<PGliteLike>).listen === 'function'
        ? pgliteFeed(client as PGliteLike, channel, emit)
        : postgresFeed(client as PgPoolLike, channel, emit)
    ).then((feed) => ({ ...feed, listeners }));
    byChannel.set(channel, pending);
  }
  const feed = await pending;
  feed.listeners.add(listener);
  return {
    live: feed.live,
    stop: async () => {
      if (!feed.listeners.delete(listener) || feed.listeners.size) return;
      if (byChannel.get(channel) === pending) byChannel.delete(channel);
      await feed.close();
    },
  };
}

async function pgliteFeed(client: PGliteLike, channel: string, emit: Listener) {
  const unlisten = await client.listen(channel, (payload) => emit(payload));
  return { live: () => true, close: () => unlisten().catch(() => undefined) };
}

/** A dedicated `pg.Client` with the pool's settings that LISTENs, and reconnects when it drops. */
async function postgresFeed(pool: PgPoolLike, channel: string, emit: Listener) {
  const { default: pg } = await import('pg');
  type Connection = InstanceType<typeof pg.Client>;
  let current: Connection | null = null;
  /** The connection once its LISTEN is in place. */
  let listening: Connection | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (connection: Connection) => {
    if (current !== connection) return;
    current = listening = null;
    connection.end().catch(() => undefined);
    emit(null);
    if (!closed) retry = setTimeout(() => void open(), RECONNECT_MS).unref();
  };
  const open = async () => {
    const connection = new pg.Client(pool.options);
    current = connection;
    connection.on('notification', (message) => {
      if (message.channel === channel) emit(message.payload ?? null);
    });
    connection.on('error', () => lost(connection));
    connection.on('end', () => lost(connection));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${channel}`);
    } catch {
      return lost(connection);
    }
    if (current !== connection) return;
    listening = connection;
    emit(null); // whatever was cached while nobody listened may be stale
  };
  await open();
  return {
    live: () => listening !== null,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const connection = current;
      current = listening = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
