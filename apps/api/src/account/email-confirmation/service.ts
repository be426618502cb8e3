/**
 * E-mail confirmation (CONTRACT §3 "Email confirmation", design; seed 000 §2 email confirmation
 * page, §7). Signup mails a link with a 64-hex token valid 7 days (users/email-confirmation.ts);
 * opening it confirms the address. An expired link can be replaced: a new token and the welcome
 * e-mail again.
 */
import type { Db } from '../../platform/db/connect.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import { fillLinkTemplate, welcomeMail } from '../../platform/mail/welcome-mail.ts';
import { type StudioClient, sendMail } from '../../studio/public.ts';
import { findUserByEmail, hashConfirmationToken, newConfirmationToken } from '../users/public.ts';
import { findByConfirmationToken, markConfirmed, storeConfirmationToken } from './queries.ts';

/**
 * Confirms the e-mail of the user holding this token. A used link no longer holds a token, so it
 * answers `E_TOKEN_NOT_FOUND`, as does a link sent to another address than the user's current
 * one (the digest covers the address, users/email-confirmation.ts).
 * @returns nothing, or `E_TOKEN_NOT_FOUND`, `E_TOKEN_EXPIRED` (older than 7 days).
 */
export async function confirmEmail(
  db: Db,
  clientId: number,
  email: string,
  token: string,
): Promise<Outcome<null>> {
  const row = await findByConfirmationToken(
    db,
    clientId,
    email,
    hashConfirmationToken(token, email),
  );
  if (!row) return refuse('E_TOKEN_NOT_FOUND');
  if ((row.expires ?? 0) < Date.now()) return refuse('E_TOKEN_EXPIRED');
  await markConfirmed(db, clientId, row.id);
  return ok(null);
}

/**
 * Issues a new 7-day token (the earlier link stops working) and sends the welcome e-mail again
 * with the filled link, in one transaction.
 * @param linkTemplate `emailConfirmationLink`, already checked to lead to the studio.
 * @returns nothing, or `E_EMAIL_NOT_FOUND` (param `email`).
 */
export async function resendWelcomeEmail(
  db: Db,
  client: StudioClient,
  locale: Locale,
  email: string,
  linkTemplate: string,
): Promise<Outcome<null>> {
  const user = await findUserByEmail(db, client.row.id, email);
  if (!user) return refuse('E_EMAIL_NOT_FOUND', { email });
  const confirmation = newConfirmationToken(user.email);
  await db.transaction(async (tx) => {
    await storeConfirmationToken(
      tx,
      client.row.id,
      user.id,
      confirmation.stored,
      confirmation.expires,
    );
    const link = fillLinkTemplate(linkTemplate, user.email, confirmation.token);
    const to = { email: user.email, firstName: user.first_name };
    await sendMail(tx, client, welcomeMail(locale, to, client.row.name, link));
  });
  return ok(null);
}
