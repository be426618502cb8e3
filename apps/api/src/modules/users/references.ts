/** Shared checks for signup and profile edit: referenced branches and images must be the studio's. */
import type { Db } from '../../db/connect.ts';
import { branchesBelongTo, imageBelongsTo } from './queries.ts';

/** What a change to a user gives: the result, a business refusal (200), or a malformed request. */
export type ChangeOutcome<T> =
  { kind: 'done'; value: T } | { kind: 'refused'; code: string } | { kind: 'bad'; message: string };

const isId = (value: number) => Number.isInteger(value) && value > 0;

/** @returns a 400 message when a branch or the image is unknown or another studio's, else null. */
export async function checkReferences(
  db: Db,
  clientId: number,
  branchIds: number[] | undefined,
  imageId: number | null | undefined,
): Promise<string | null> {
  if (branchIds && (!branchIds.every(isId) || !(await branchesBelongTo(db, clientId, branchIds))))
    return 'Unknown branch id';
  if (imageId !== null && imageId !== undefined) {
    if (!isId(imageId) || !(await imageBelongsTo(db, clientId, imageId))) return 'Unknown image id';
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
