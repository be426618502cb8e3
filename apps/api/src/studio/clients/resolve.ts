/**
 * Which studio a request is for (CONTRACT §1.2): an id given in the query (`client`, `clientId`),
 * the body (`client`) or the `X-Yogo-Client-ID` header, else the studio registered for the Host
 * (our own server serving the web app; the first studio when none is registered).
 */
import { parseId } from '@studio/contract/wire';
import type { Db } from '../../platform/db/connect.ts';
import { findStudio, type StudioClient } from './queries.ts';

interface Given {
  query?: unknown;
  body?: unknown;
  header?: string | string[];
  /** The Host header, with or without a port. */
  host?: string;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** How a studio is found: by id, and by the Host's name (the first studio when none matches). */
export interface StudioFinders {
  byId: (id: number) => Promise<StudioClient | undefined>;
  byHost: (host: string) => Promise<StudioClient | undefined>;
}

/**
 * `find`: how studios are found (default: the database; the request plugin passes its
 * per-process cache, http/request-context.ts).
 * @returns the studio; `'invalid'` when an id is given that is not a wire id up to MAX_ID or no
 * active studio has it (`400 "E_INVALID_CLIENT_ID"`); undefined when none is found by host.
 */
export async function resolveStudio(
  db: Db,
  { query, body, header, host }: Given,
  find: StudioFinders = {
    byId: (id) => findStudio(db, { id }),
    byHost: (name) => findStudio(db, { host: name }),
  },
): Promise<StudioClient | 'invalid' | undefined> {
  const given =
    record(query)?.client ??
    record(body)?.client ??
    record(query)?.clientId ??
    (typeof header === 'string' && header ? header : undefined);
  if (given !== undefined && given !== '') {
    const id = parseId(given);
    if (id === undefined) return 'invalid';
    return (await find.byId(id)) ?? 'invalid';
  }
  return find.byHost((host ?? '').split(':')[0] ?? '');
}
