/**
 * What the route fuzz test needs besides generators: the routes the app registered, a fingerprint
 * of every table a customer's request may change, and what counts as a refusal (CONTRACT §1.5).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/connect.ts';

export interface AppRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
  path: string;
}

/** Every method and path of the app, read from Fastify's route tree (`printRoutes`). */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S*)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    const path = stack.join('').replace(/\/+/g, '/');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method: method as AppRoute['method'], path });
    }
  }
  return routes;
}

// Tables a customer's request can touch; a refused request must leave every row as it was.
const tables = [
  'users',
  'user_branches',
  'revoked_tokens',
  'images',
  'outbox',
  'class_signups',
  'class_waiting_list_signups',
  'class_livestream_signups',
  'class_passes',
  'memberships',
  'class_series',
  'no_show_fees',
  'classes',
  'event_signups',
];

/** One md5 over the rows of every table above. */
export async function databaseFingerprint(db: Db): Promise<string> {
  const parts = tables.map(
    (table) => `(SELECT coalesce(string_agg(t::text, '|' ORDER BY t::text), '') FROM ${table} t)`,
  );
  const result = await db.execute(sql.raw(`SELECT md5(${parts.join(" || '#' || ")}) AS print`));
  const rows = (result as unknown as { rows: { print: string }[] }).rows;
  return rows[0]!.print;
}

/** A 4xx, or an HTTP 200 refusal: a legacy `"E_…"` string or an extended `{ error }` object. */
export function isRefusal(reply: LightMyRequestResponse): boolean {
  if (reply.statusCode >= 400) return true;
  const body = reply.body.trim();
  if (/^"?E_/.test(body)) return true;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'error' in parsed;
  } catch {
    return false;
  }
}
