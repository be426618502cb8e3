/**
 * Signup: creates a customer, logs them in and queues the welcome e-mail (CONTRACT §3 POST /users;
 * seed 000 §2 signup, §5 rules). Field rules are checked by the route before this runs.
 */
import type { SignupBody } from '@studio/contract/auth';
import type { Db } from '../../platform/db/connect.ts';
import { users } from '../../platform/db/schema.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { fillLinkTemplate, welcomeMail } from '../../platform/mail/welcome-mail.ts';
import { type StudioClient, sendMail } from '../../studio/public.ts';
import { hashPassword } from '../auth/public.ts';
import { newConfirmationToken } from './email-confirmation.ts';
import { checkReferences, isUniqueViolation, type ChangeOutcome } from './references.ts';
import { emailTaken, keepImage, setUserBranches } from './queries.ts';
import type { UserRow } from './serialize.ts';

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * @returns the new user and their branch ids; `refused` `E_EMAIL_EXISTS` when an active user of
 * the studio has the e-mail (any case); `bad` (400) for another studio's or unknown branch, or an
 * image that is not a fresh upload.
 */
export async function signUp(
  db: Db,
  client: StudioClient,
  locale: Locale,
  body: SignupBody,
): Promise<ChangeOutcome<{ user: UserRow; branchIds: number[] }>> {
  const clientId = client.row.id;
  const branchIds = [...new Set(body.branches ?? [])];
  const image = body.image ?? null;
  const bad = await checkReferences(db, clientId, branchIds, { id: image, userId: null });
  if (bad) return { kind: 'bad', message: bad };
  if (await emailTaken(db, clientId, body.email))
    return { kind: 'refused', code: 'E_EMAIL_EXISTS' };

  const passwordHash = await hashPassword(body.password);
  const confirmation = newConfirmationToken(body.email);
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          client_id: clientId,
          email: body.email,
          password_hash: passwordHash,
          first_name: body.first_name,
          last_name: body.last_name,
          phone: text(body.phone),
          address_1: text(body.address_1),
          address_2: text(body.address_2),
          zip_code: text(body.zip_code),
          city: text(body.city),
          country: text(body.country) || 'DK',
          date_of_birth: body.date_of_birth || null,
          customer_additional_info: text(body.customer_additional_info),
          vat_id: text(body.vat_id),
          company_name: text(body.company_name),
          image_id: image,
          customer: true,
          email_confirmation_token: confirmation.stored,
          email_confirmation_token_expires: confirmation.expires,
        })
        .returning();
      if (!row) throw new Error('user insert returned no row');
      await setUserBranches(tx, row.id, branchIds);
      if (image) await keepImage(tx, clientId, row.id, image);
      const link = body.emailConfirmationLink
        ? fillLinkTemplate(body.emailConfirmationLink, row.email, confirmation.token)
        : undefined;
      const mail = welcomeMail(
        locale,
        { email: row.email, firstName: row.first_name },
        client.row.name,
        link,
      );
      await sendMail(tx, clientId, mail);
      return row;
    });
    return { kind: 'done', value: { user, branchIds } };
  } catch (error) {
    // Two signups with one e-mail at the same moment: the unique index decides (decision 3).
    if (isUniqueViolation(error)) return { kind: 'refused', code: 'E_EMAIL_EXISTS' };
    throw error;
  }
}
