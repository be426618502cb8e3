/**
 * Outgoing mail (ARCHITECTURE.md, mail). Every message is written to the `outbox` table first, so
 * confirmation and reset links can be read in development and tests, and a failed change (the
 * transaction rolls back) sends nothing. With `SMTP_URL` set, mail/deliver.ts hands each committed
 * row to nodemailer and stamps `sent_at`; without it the row stays for the demo page GET /outbox.
 */
import type { Db } from '../db/connect.ts';
import { outbox } from '../db/schema.ts';
import { nudgeDelivery } from './deliver.ts';

export interface Mail {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Files sent with it (an appointment's ICS). */
  attachments?: MailAttachment[];
}

/** A text file sent with a mail (nodemailer's attachment shape). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Queues one e-mail for a studio's customer by writing it to the outbox table. Pass the
 * transaction (`tx`) when the mail belongs to a change, so a failed change sends nothing.
 * @returns the outbox row id.
 */
export async function sendMail(db: Db, clientId: number, mail: Mail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      client_id: clientId,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments ?? null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  nudgeDelivery();
  return row.id;
}
