/** User look-ups (CONTRACT §3). Every query takes the studio id first. */
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { branches, images, userBranches, users } from '../../platform/db/schema.ts';
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

/**
 * True when the user may make the image their profile image (issue 10 defect 16): a non-archived
 * image of the studio that they uploaded, or a fresh upload nobody has claimed yet (made before
 * login, e.g. on the signup form, and not yet expired). The studio's logo, class-type and
 * teacher images are never claimable.
 * @param userId the user, or null for a signup (only unclaimed uploads).
 */
export async function imageClaimable(db: Db, clientId: number, userId: number | null, id: number) {
  const unclaimed = and(isNull(images.uploaded_by_user_id), gt(images.expires, Date.now()));
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        eq(images.client_id, clientId),
        eq(images.id, id),
        eq(images.archived, false),
        userId === null ? unclaimed : or(eq(images.uploaded_by_user_id, userId), unclaimed),
      ),
    );
  return Boolean(row);
}

/**
 * Saves an uploaded image for good as the user's own (CONTRACT §1.12: a referenced image no longer
 * expires).
 */
export async function keepImage(db: Db, clientId: number, userId: number, id: number) {
  await db
    .update(images)
    .set({ expires: 0, uploaded_by_user_id: userId, updatedAt: Date.now() })
    .where(and(eq(images.client_id, clientId), eq(images.id, id)));
}

/**
 * Archives a replaced profile image (CONTRACT §3 PUT /users/{id}) when the user uploaded it; an
 * image the studio gave them (a teacher photo) is only let go.
 */
export async function archiveOwnImage(db: Db, clientId: number, userId: number, id: number) {
  await db
    .update(images)
    .set({ archived: true, updatedAt: Date.now() })
    .where(
      and(
        eq(images.client_id, clientId),
        eq(images.id, id),
        eq(images.uploaded_by_user_id, userId),
      ),
    );
}
