/** Checking a login (CONTRACT §3 POST /login; seed 000 §6). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { users } from '../../platform/db/schema.ts';
import { refuse, ok, type Outcome } from '../../platform/lib/outcome.ts';
import { findUserByEmail } from '../users/public.ts';
import type { UserRow } from '../users/public.ts';
import { verifyPassword } from './password-hash.ts';

/**
 * Finds the studio's active user by e-mail (any case) and checks the password. A successful login
 * clears a pending password-reset token.
 * @param fromFrontend the request context is `frontend`: only customers may log in.
 * @returns the user, or `E_LOGIN_FAILED` (unknown e-mail or wrong password) or
 *   `E_USER_IS_NOT_CUSTOMER` (right password, but not a customer).
 */
export async function checkLogin(
  db: Db,
  clientId: number,
  email: string,
  password: string,
  fromFrontend: boolean,
): Promise<Outcome<UserRow>> {
  const user = await findUserByEmail(db, clientId, email);
  // Always one scrypt, also for an unknown e-mail: the time does not tell who has an account.
  const matches = await verifyPassword(password, user?.password_hash);
  if (!user || !matches) return refuse('E_LOGIN_FAILED');
  if (fromFrontend && !user.customer) return refuse('E_USER_IS_NOT_CUSTOMER');
  if (user.reset_password_token) {
    await db
      .update(users)
      .set({ reset_password_token: null, reset_password_token_expires: null })
      .where(and(eq(users.client_id, clientId), eq(users.id, user.id)));
  }
  return ok(user);
}
