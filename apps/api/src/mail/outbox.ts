/**
 * Outgoing mail (ARCHITECTURE.md, mail). The default transport keeps every message in the `outbox`
 * table, so confirmation and reset links can be read in development and tests. SMTP through
 * nodemailer comes later behind the same function.
 */
import type { Db } from '../db/connect.ts';
import { outbox } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
}

/**
 * Queues one e-mail for a studio's customer by writing it to the outbox table. Pass the
 * transaction (`tx`) when the mail belongs to a change, so a failed change sends nothing.
 * @returns the outbox row id.
 */
export async function sendMail(db: Db, clientId: number, mail: Mail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ client_id: clientId, to: mail.to, subject: mail.subject, text: mail.text })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
