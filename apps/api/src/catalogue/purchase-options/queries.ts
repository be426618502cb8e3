/** The class type purchase options are asked for (CONTRACT §9). Studio id first. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { classTypes } from '../../platform/db/schema.ts';

/** The studio's non-archived class type `id`, if any. */
export async function findClassType(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select({ id: classTypes.id })
    .from(classTypes)
    .where(
      and(
        eq(classTypes.client_id, clientId),
        eq(classTypes.id, id),
        eq(classTypes.archived, false),
      ),
    );
  return row;
}
