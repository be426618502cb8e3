/**
 * Profile edit by the customer themself (CONTRACT §3 PUT /users/{id}; seed 000 §2 profile edit).
 * Field rules are checked by the route; this applies the change in one transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ProfileUpdateBody } from '@studio/contract/auth';
import type { MailPreferencesBody } from '@studio/contract/mail-preferences';
import type { Db } from '../../platform/db/connect.ts';
import { users } from '../../platform/db/schema.ts';
import { hashPassword } from '../auth/public.ts';
import { hashToken } from '../auth/public.ts';
import { checkReferences, isUniqueViolation, type ChangeOutcome } from './references.ts';
import { archiveOwnImage, branchIdsOf, emailTaken, keepImage, setUserBranches } from './queries.ts';
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
 * A new password ends the user's other sessions (their tokens answer 401 `E_TOKEN_BLACKLISTED`);
 * `keepToken`, the token of this request, stays valid.
 * A new image must be the user's own upload; the replaced one is archived if they uploaded it.
 * @returns the updated user and branch ids; `refused` `E_EMAIL_EXISTS` when another active user of
 * the studio has the new e-mail; `bad` (400) for an unknown or another studio's branch, or an
 * image that is not the user's own.
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  body: ProfileUpdateBody & MailPreferencesBody,
  keepToken?: string,
): Promise<ChangeOutcome<{ user: UserRow; branchIds: number[] }>> {
  const clientId = user.client_id;
  const branchIds =
    body.branches ?? (body.branch === undefined ? undefined : body.branch ? [body.branch] : []);
  const newImage = body.image !== undefined && body.image !== user.image_id;
  const bad = await checkReferences(
    db,
    clientId,
    branchIds,
    newImage ? { id: body.image, userId: user.id } : undefined,
  );
  if (bad) return { kind: 'bad', message: bad };
  if (body.email && (await emailTaken(db, clientId, body.email, user.id)))
    return { kind: 'refused', code: 'E_EMAIL_EXISTS' };

  const changes: PgUpdateSetSource<typeof users> = { updatedAt: Date.now() };
  for (const key of copied) if (body[key] !== undefined) changes[key] = body[key];
  // A new address is not confirmed yet (CONTRACT §3 "Email confirmation").
  if (body.email && body.email.toLowerCase() !== user.email.toLowerCase())
    changes.email_confirmed = false;
  // The mail preferences (issue 26, contract/mail-preferences.ts); `locale` null: the studio's.
  if (body.class_reminder_emails !== undefined)
    changes.class_reminder_emails = body.class_reminder_emails;
  if (body.locale !== undefined) changes.locale = body.locale;
  if (body.date_of_birth !== undefined) changes.date_of_birth = body.date_of_birth || null;
  if (body.image !== undefined) changes.image_id = body.image;
  if (body.password) {
    changes.password_hash = await hashPassword(body.password);
    // Ends every other session; the one that made the change goes on (issue 10 defect 17).
    changes.session_version = sql`${users.session_version} + 1`;
    changes.session_kept_token_hash = keepToken ? hashToken(keepToken) : null;
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set(changes)
        .where(and(eq(users.client_id, clientId), eq(users.id, user.id)))
        .returning();
      if (!row) throw new Error('user vanished during update');
      if (branchIds) await setUserBranches(tx, user.id, branchIds);
      if (newImage) {
        if (body.image) await keepImage(tx, clientId, user.id, body.image);
        if (user.image_id) await archiveOwnImage(tx, clientId, user.id, user.image_id);
      }
      return { kind: 'done', value: { user: row, branchIds: await branchIdsOf(tx, user.id) } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'refused', code: 'E_EMAIL_EXISTS' };
    throw error;
  }
}
