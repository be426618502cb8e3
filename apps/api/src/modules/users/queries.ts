/** User look-ups (CONTRACT §3). Every query takes the studio id first. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { branches, images, userBranches, users } from '../../db/schema.ts';
import type { UserRow } from './serialize.ts';

/** The non-archived user of the studio with this e-mail, compared case-insensitively (decision 3). */
export async function findUserByEmail(
  db: Db,
  clientId: number,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.client_id, clientId),
        eq(users.archived, false),
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
      ),
    );
  return row;
}

/** Whether another active user of the studio has the e-mail (case-insensitive). */
export async function emailTaken(
  db: Db,
  clientId: number,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.client_id, clientId),
        eq(users.archived, false),
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return Boolean(row);
}

export async function findUser(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.client_id, clientId), eq(users.id, id), eq(users.archived, false)));
  return row;
}

/** The user's branch ids, ascending. */
export async function branchIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userBranches.branch_id })
    .from(userBranches)
    .where(eq(userBranches.user_id, userId))
    .orderBy(asc(userBranches.branch_id));
  return rows.map((row) => row.id);
}

/** True when every id is a non-archived branch of the studio. */
export async function branchesBelongTo(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return true;
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(
        eq(branches.client_id, clientId),
        eq(branches.archived, false),
        inArray(branches.id, ids),
      ),
    );
  return rows.length === new Set(ids).size;
}

/** Replaces the user's branches. */
export async function setUserBranches(db: Db, userId: number, ids: number[]) {
  await db.delete(userBranches).where(eq(userBranches.user_id, userId));
  const unique = [...new Set(ids)];
  if (unique.length)
    await db
      .insert(userBranches)
      .values(unique.map((branch_id) => ({ user_id: userId, branch_id })));
}

/** True when the image is a non-archived image of the studio. */
export async function imageBelongsTo(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.client_id, clientId), eq(images.id, id), eq(images.archived, false)));
  return Boolean(row);
}

/** Saves an uploaded image for good (CONTRACT §1.12: a referenced image no longer expires). */
export async function keepImage(db: Db, clientId: number, id: number) {
  await db
    .update(images)
    .set({ expires: 0, updatedAt: Date.now() })
    .where(and(eq(images.client_id, clientId), eq(images.id, id)));
}

/** Archives a replaced profile image (CONTRACT §3 PUT /users/{id}). */
export async function archiveImage(db: Db, clientId: number, id: number) {
  await db
    .update(images)
    .set({ archived: true, updatedAt: Date.now() })
    .where(and(eq(images.client_id, clientId), eq(images.id, id)));
}
