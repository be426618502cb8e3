/**
 * Profile edit by the customer themself (CONTRACT §3 PUT /users/{id}; seed 000 §2 profile edit).
 * Field rules are checked by the route; this applies the change in one transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { ProfileUpdateBody } from '@studio/contract/auth';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { checkReferences, isUniqueViolation, type ChangeOutcome } from './references.ts';
import { archiveImage, branchIdsOf, emailTaken, keepImage, setUserBranches } from './queries.ts';
import type { UserRow } from './serialize.ts';

const copied = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address_1',
  'address_2',
  'zip_code',
  'city',
  'country',
  'customer_additional_info',
  'vat_id',
  'company_name',
  'livestream_time_display_mode',
] as const;

/**
 * @returns the updated user and branch ids; `refused` `E_EMAIL_EXISTS` when another active user of
 * the studio has the new e-mail; `bad` (400) for an unknown or another studio's branch or image.
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  body: ProfileUpdateBody,
): Promise<ChangeOutcome<{ user: UserRow; branchIds: number[] }>> {
  const clientId = user.client_id;
  const branchIds =
    body.branches ?? (body.branch === undefined ? undefined : body.branch ? [body.branch] : []);
  const bad = await checkReferences(db, clientId, branchIds, body.image);
  if (bad) return { kind: 'bad', message: bad };
  if (body.email && (await emailTaken(db, clientId, body.email, user.id)))
    return { kind: 'refused', code: 'E_EMAIL_EXISTS' };

  const changes: Partial<typeof users.$inferInsert> = { updatedAt: Date.now() };
  for (const key of copied) if (body[key] !== undefined) changes[key] = body[key];
  // A new address is not confirmed yet (CONTRACT §3 "Email confirmation").
  if (body.email && body.email.toLowerCase() !== user.email.toLowerCase())
    changes.email_confirmed = false;
  if (body.date_of_birth !== undefined) changes.date_of_birth = body.date_of_birth || null;
  if (body.image !== undefined) changes.image_id = body.image;
  if (body.password) changes.password_hash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set(changes)
        .where(and(eq(users.client_id, clientId), eq(users.id, user.id)))
        .returning();
      if (!row) throw new Error('user vanished during update');
      if (branchIds) await setUserBranches(tx, user.id, branchIds);
      if (body.image !== undefined && body.image !== user.image_id) {
        if (body.image) await keepImage(tx, clientId, body.image);
        if (user.image_id) await archiveImage(tx, clientId, user.image_id);
      }
      return { kind: 'done', value: { user: row, branchIds: await branchIdsOf(tx, user.id) } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'refused', code: 'E_EMAIL_EXISTS' };
    throw error;
  }
}
