/**
 * Queuing a studio's mail (issue 26): the one way domains send mail. Adds the HTML part in the
 * studio's look (platform/mail/template.ts: its `theme_primary_color`, its logo, its name linking
 * to `mailLinkOrigin`) to the caller's plain text and writes both to the outbox, inside the
 * caller's transaction when given one (a failed change sends nothing).
 */
import type { Db } from '../../platform/db/connect.ts';
import { toLocale } from '../../platform/i18n/locale.ts';
import { writeOutbox, type Mail } from '../../platform/mail/outbox.ts';
import { renderMailHtml, type MailLook } from '../../platform/mail/template.ts';
import { findStudio, mailLinkOrigin, type StudioClient } from '../clients/public.ts';
import { findImage } from '../images/public.ts';

/**
 * The studio's mail look: name, language (`locale`, CONTRACT §1.13), primary colour, logo (the
 * image file at the mail link origin, 320 px wide for sharp screens) and link origin.
 */
async function mailLook(db: Db, studio: StudioClient): Promise<MailLook> {
  const origin = mailLinkOrigin(studio);
  const logo = studio.row.logo_id ? await findImage(db, studio.row.id, studio.row.logo_id) : null;
  return {
    studioName: studio.row.name,
    locale: toLocale(studio.settings.locale),
    primaryColor: String(studio.settings.theme_primary_color ?? ''),
    logoUrl: logo ? `${origin}/image-files/${encodeURIComponent(logo.filename)}?w=320` : null,
    origin,
  };
}

/**
 * Queues `mail` to a customer of a studio (its id, or the studio itself when the caller has it,
 * which spares reading it again inside the caller's transaction): its plain text as written, and
 * an HTML part in the studio's look. Pass the transaction (`tx`) when the mail belongs to a change.
 * @returns the outbox row id.
 * @throws when the studio does not exist (a caller's bug).
 */
export async function sendMail(db: Db, client: number | StudioClient, mail: Mail): Promise<number> {
  const studio = typeof client === 'number' ? await findStudio(db, { id: client }) : client;
  if (!studio) throw new Error(`sendMail: no studio ${String(client)}`);
  const clientId = studio.row.id;
  const look = await mailLook(db, studio);
  // The customer's language when the mail was written in it (issue 26), else the studio's.
  const html = await renderMailHtml(mail, { ...look, locale: mail.locale ?? look.locale });
  return writeOutbox(db, clientId, { ...mail, html });
}
