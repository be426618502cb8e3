/**
 * Password reset by e-mail link (CONTRACT §3 "Password reset"; seed 000 §2 reset password, §9).
 * The link carries a 64-hex token; the users row keeps its SHA-256 digest and an expiry one hour
 * ahead. A new request replaces the token, so only the newest link works; setting the password
 * clears it, so a link works once. Logging in also clears it (auth/login.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import { isStrongPassword } from '@studio/contract/password';
import type { Db } from '../../platform/db/connect.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import { resetPasswordMail } from '../../platform/mail/reset-mail.ts';
import { fillLinkTemplate } from '../../platform/mail/welcome-mail.ts';
import { hashPassword, linkTokenDigest, newLinkToken } from '../auth/public.ts';
import { type StudioClient, sendMail } from '../../studio/public.ts';
import { findUserByEmail, type UserRow } from '../users/public.ts';
import { setPasswordIfTokenHolds, storeResetToken } from './queries.ts';

/** How long a reset link works (ms): one hour (seed 000 §9; the reference's 24 h is not ours). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Issues a new reset token for the e-mail and mails the filled link, in one transaction.
 * @param linkTemplate `setNewPasswordLink`, already checked to lead to the studio's web address.
 * @returns nothing, or `E_EMAIL_NOT_FOUND` (param `email`) for no active user with that e-mail.
 */
export async function sendResetToken(
  db: Db,
  client: StudioClient,
  locale: Locale,
  email: string,
  linkTemplate: string,
): Promise<Outcome<null>> {
  const user = await findUserByEmail(db, client.row.id, email);
  if (!user) return refuse('E_EMAIL_NOT_FOUND', { email });
  const { token, stored, expires } = newLinkToken(RESET_TOKEN_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await storeResetToken(tx, client.row.id, user.id, stored, expires);
    const link = fillLinkTemplate(linkTemplate, user.email, token);
    const to = { email: user.email, firstName: user.first_name };
    await sendMail(tx, client, resetPasswordMail(locale, to, client.row.name, link));
  });
  return ok(null);
}

/**
 * Checks an e-mail and token pair.
 * @returns the user, or `E_EMAIL_NOT_FOUND`, `E_INVALID_TOKEN` (no token, another or an older one),
 *   `E_TOKEN_EXPIRED` (the right token, more than an hour old).
 */
export async function checkResetToken(
  db: Db,
  clientId: number,
  email: string,
  token: string,
): Promise<Outcome<UserRow & { reset_password_token: string }>> {
  const user = await findUserByEmail(db, clientId, email);
  if (!user) return refuse('E_EMAIL_NOT_FOUND', { email });
  const stored = user.reset_password_token;
  if (!stored || !sameDigest(stored, linkTokenDigest(token))) return refuse('E_INVALID_TOKEN');
  if ((user.reset_password_token_expires ?? 0) < Date.now()) return refuse('E_TOKEN_EXPIRED');
  return ok({ ...user, reset_password_token: stored });
}

/**
 * Sets a new password with a reset link: the link is then used up and every session of the user
 * ends (their tokens answer 401 `E_TOKEN_BLACKLISTED`).
 * @returns nothing, or in this order `E_PASSWORD_TOO_WEAK`, `E_EMAIL_NOT_FOUND`,
 *   `E_INVALID_TOKEN` (also when the same link was used a moment ago), `E_TOKEN_EXPIRED`.
 */
export async function setPasswordWithToken(
  db: Db,
  clientId: number,
  body: { email: string; token: string; password: string },
): Promise<Outcome<null>> {
  if (!isStrongPassword(body.password)) return refuse('E_PASSWORD_TOO_WEAK');
  const checked = await checkResetToken(db, clientId, body.email, body.token);
  if (!checked.ok) return checked;
  const user = checked.value;
  const passwordHash = await hashPassword(body.password);
  const changed = await setPasswordIfTokenHolds(
    db,
    clientId,
    user.id,
    user.reset_password_token,
    passwordHash,
  );
  return changed ? ok(null) : refuse('E_INVALID_TOKEN');
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
