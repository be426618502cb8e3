/** Reading the mail outbox (mail/outbox.ts). Every query takes the studio id first. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { outbox } from '../../platform/db/schema.ts';

/**
 * The studio's newest mails, newest first; only those to `to` (any case) when given. Each with its
 * plain text, its HTML part (null for an old plain-text row) and its attachments (JSON, or null).
 */
export async function latestMails(db: Db, clientId: number, limit: number, to?: string) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      attachments: outbox.attachments,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.client_id, clientId),
        to === undefined ? undefined : eq(sql`lower(${outbox.to})`, to.trim().toLowerCase()),
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(limit);
}

export type OutboxMail = Awaited<ReturnType<typeof latestMails>>[number];
