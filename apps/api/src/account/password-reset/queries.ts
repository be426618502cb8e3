/** Reset tokens on the users row (CONTRACT §3 "Password reset"): only the SHA-256 digest is kept. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { users } from '../../platform/db/schema.ts';

/** Stores a new reset token digest and expiry (ms), replacing any earlier one. */
export async function storeResetToken(
  db: Db,
  clientId: number,
  userId: number,
  digest: string,
  expires: number,
) {
  await db
    .update(users)
    .set({ reset_password_token: digest, reset_password_token_expires: expires })
    .where(and(eq(users.client_id, clientId), eq(users.id, userId)));
}

/**
 * Sets the new password hash if the stored token is still `digest` (a second use of the same link
 * at the same moment finds it gone), clears the token, confirms the e-mail the link reached, and
 * moves the session version on so every session of the user ends.
 * @returns true when the row was changed.
 */
export async function setPasswordIfTokenHolds(
  db: Db,
  clientId: number,
  userId: number,
  digest: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      password_hash: passwordHash,
      reset_password_token: null,
      reset_password_token_expires: null,
      email_confirmed: true,
      session_version: sql`${users.session_version} + 1`,
      session_kept_token_hash: null,
      updatedAt: Date.now(),
    })
    .where(
      and(
        eq(users.client_id, clientId),
        eq(users.id, userId),
        eq(users.reset_password_token, digest),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}
