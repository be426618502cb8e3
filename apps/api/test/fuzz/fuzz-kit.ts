/**
 * What the route fuzz test needs besides generators: the routes the app registered, a note of
 * every row change in any table, and what counts as a refusal (CONTRACT §1.5).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/platform/db/connect.ts';

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

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Makes the database note every row change in every product table (orders, carts and gift cards as
 * much as signups): a trigger per table writes the table's name to `fuzz_changes` for each row
 * inserted, deleted or really updated (an update to the same values is no change). The note is
 * part of the writing transaction, so a rolled-back write leaves none. Reading the notes costs one
 * query, where a checksum of every table took half the fuzz test's time.
 */
export async function noteChanges(db: Db): Promise<void> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    ),
  );
  await db.execute(
    sql`CREATE TABLE fuzz_changes (id serial PRIMARY KEY, table_name text NOT NULL)`,
  );
  await db.execute(
    sql.raw(`CREATE FUNCTION fuzz_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD::text = NEW::text THEN RETURN NULL; END IF;
        INSERT INTO fuzz_changes (table_name) VALUES (TG_TABLE_NAME);
        RETURN NULL;
      END $$`),
  );
  // Attempt counters count refused attempts on purpose (the login and reset limits, shared by
  // every process since issue 27): a refusal that counts is the limit working, not a change.
  for (const { name } of tables.filter((table) => table.name !== 'attempt_counts'))
    await db.execute(
      sql.raw(`CREATE TRIGGER fuzz_note AFTER INSERT OR UPDATE OR DELETE ON "${name}"
               FOR EACH ROW EXECUTE FUNCTION fuzz_note_change()`),
    );
}

/**
 * The tables changed since `mark` (noteChanges), and the mark to pass next time.
 * @param mark 0 at first, then the `mark` of the previous call.
 */
export async function changesSince(db: Db, mark: number) {
  const [row] = rowsOf<{ mark: number | string; tables: string[] | null }>(
    await db.execute(
      sql`SELECT coalesce(max(id), 0) AS mark,
                 array_agg(DISTINCT table_name) FILTER (WHERE id > ${mark}) AS tables
          FROM fuzz_changes`,
    ),
  );
  return { mark: Number(row!.mark), tables: row!.tables ?? [] };
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
