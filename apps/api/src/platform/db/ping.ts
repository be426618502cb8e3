import { sql } from 'drizzle-orm';
import type { Db } from './connect.ts';

/** Resolves when the database answers `SELECT 1` (the readiness check, http/health-routes.ts). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
