/**
 * Shared checks for signup and profile edit: referenced branches must be the studio's, and a new
 * profile image the user's own upload.
 */
import type { Db } from '../../platform/db/connect.ts';
import { branchesBelongTo, imageClaimable } from './queries.ts';

/** What a change to a user gives: the result, a business refusal (200), or a malformed request. */
export type ChangeOutcome<T> =
  { kind: 'done'; value: T } | { kind: 'refused'; code: string } | { kind: 'bad'; message: string };

const isId = (value: number) => Number.isInteger(value) && value > 0;

/**
 * @param image the profile image asked for and who asks (`userId` null at signup); omitted when the
 *   image does not change.
 * @returns a 400 message when a branch is unknown or another studio's, or the image is not one the
 *   user may take (imageClaimable), else null.
 */
export async function checkReferences(
  db: Db,
  clientId: number,
  branchIds: number[] | undefined,
  image?: { id: number | null | undefined; userId: number | null },
): Promise<string | null> {
  if (branchIds && (!branchIds.every(isId) || !(await branchesBelongTo(db, clientId, branchIds))))
    return 'Unknown branch id';
  const id = image?.id;
  if (id !== null && id !== undefined && image) {
    if (!isId(id) || !(await imageClaimable(db, clientId, image.userId, id)))
      return 'Unknown image id';
  }
  return null;
}

/** A PostgreSQL unique violation (23505), from pg or PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
