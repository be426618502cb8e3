/** E-mail confirmation tokens on the users row (CONTRACT §3 "Email confirmation", design). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { users } from '../../platform/db/schema.ts';

/** The studio's active user with this e-mail (any case) and confirmation digest, if any. */
export async function findByConfirmationToken(
  db: Db,
  clientId: number,
  email: string,
  digest: string,
) {
  const [row] = await db
    .select({ id: users.id, expires: users.email_confirmation_token_expires })
    .from(users)
    .where(
      and(
        eq(users.client_id, clientId),
        eq(users.archived, false),
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        eq(users.email_confirmation_token, digest),
      ),
    );
  return row;
}

/** Marks the e-mail confirmed and uses the token up. */
export async function markConfirmed(db: Db, clientId: number, userId: number) {
  await db
    .update(users)
    .set({
      email_confirmed: true,
      email_confirmation_token: null,
      email_confirmation_token_expires: null,
      updatedAt: Date.now(),
    })
    .where(and(eq(users.client_id, clientId), eq(users.id, userId)));
}

/** Stores a new confirmation digest and expiry (ms), replacing the earlier one. */
export async function storeConfirmationToken(
  db: Db,
  clientId: number,
  userId: number,
  digest: string,
  expires: number,
) {
  await db
    .update(users)
    .set({ email_confirmation_token: digest, email_confirmation_token_expires: expires })
    .where(and(eq(users.client_id, clientId), eq(users.id, userId)));
}
