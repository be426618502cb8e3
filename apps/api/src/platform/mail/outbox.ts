/**
 * Outgoing mail (ARCHITECTURE.md, mail). Every message is written to the `outbox` table first, so
 * confirmation and reset links can be read in development and tests, and a failed change (the
 * transaction rolls back) sends nothing. With `SMTP_URL` set, mail/deliver.ts hands each committed
 * row to nodemailer and stamps `sent_at`; without it the row stays for the demo page GET /outbox.
 * Domains queue mail with the studio's `sendMail` (studio/outbox/send.ts), which adds the HTML part
 * in the studio's look (mail/template.ts) and calls `writeOutbox`.
 */
import type { Db } from '../db/connect.ts';
import type { Locale } from '../i18n/locale.ts';
import { outbox } from '../db/schema.ts';
import { nudgeDelivery } from './deliver.ts';

export interface Mail {
  to: string;
  subject: string;
  /**
   * Plain-text body: paragraphs apart by a blank line; a line that is only an http(s) URL is a
   * link (a button in the HTML part, mail/template.ts).
   */
  text: string;
  /** Files sent with it (a booking's or appointment's ICS). */
  attachments?: MailAttachment[];
  /**
   * The language the mail is written in (the customer's, mail/customer-locale.ts): the HTML
   * part's `lang` and its button label. Absent: the studio's `locale`.
   */
  locale?: Locale;
}

/** A text file sent with a mail (nodemailer's attachment shape). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Writes one e-mail to the outbox table, for the studio `clientId`. Pass the transaction (`tx`)
 * when the mail belongs to a change, so a failed change sends nothing.
 * @param html the HTML part, or undefined for a plain-text-only mail.
 * @returns the outbox row id.
 */
export async function writeOutbox(
  db: Db,
  clientId: number,
  mail: Mail & { html?: string },
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      client_id: clientId,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments ?? null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  nudgeDelivery();
  return row.id;
}
