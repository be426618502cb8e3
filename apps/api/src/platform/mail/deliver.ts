/**
 * Hands committed outbox rows (text, HTML part, attachments) to SMTP (mail/transport.ts) when
 * `SMTP_URL` is set. `writeOutbox` runs inside the change's transaction, so it only nudges: the
 * rows are read here once committed. A row is marked sent only after the SMTP server has accepted
 * it (issue 22 item 21), so a crash in between sends it again later: twice at worst, never zero
 * times. `sent_at` says where a row is: `0` waiting; `> 0` accepted at that time (ms); `< 0`
 * claimed by a sender at `-sent_at` (ms). A claim keeps other processes off the row while it is
 * being sent; one older than `CLAIM_MS` is from a sender that died, and the row is taken again. A
 * refused row is put back at once, for the next round. A timer (startMailDelivery) picks up what a
 * nudge missed.
 */
import type { MailAttachment } from './outbox.ts';
import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { clients, outbox } from '../db/schema.ts';
import { mailFrom, smtpTransport } from './transport.ts';

/** Rows older than this are not retried any more (ms). */
const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A claim older than this is a dead sender's (ms): longer than nodemailer can spend on one message
 * (its socket timeout is 10 minutes), so a live sender is never overtaken.
 */
export const CLAIM_MS = 15 * 60 * 1000;
const BATCH = 20;

let deliveryDb: Db | undefined;
let running: Promise<number> | undefined;
let again = false;

/**
 * Sends every unsent outbox row of the last day through SMTP, marking each sent once accepted.
 * @param now the time (ms) claims are made at and judged by.
 * @returns how many the SMTP server accepted; 0 without `SMTP_URL`.
 */
export async function deliverPending(db: Db, now = Date.now()): Promise<number> {
  const transport = smtpTransport();
  if (!transport) return 0;
  // `now`, moving on with the real clock while this runs.
  const started = Date.now();
  const clock = () => now + (Date.now() - started);
  let sent = 0;
  for (;;) {
    const waiting = or(
      eq(outbox.sent_at, 0),
      // Claimed at `-sent_at` < now - CLAIM_MS: the sender died before the server accepted it.
      and(lt(outbox.sent_at, 0), gt(outbox.sent_at, CLAIM_MS - clock())),
    );
    const rows = await db
      .select({
        id: outbox.id,
        state: outbox.sent_at,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        html: outbox.html,
        attachments: outbox.attachments,
        studio: clients.name,
      })
      .from(outbox)
      .innerJoin(clients, eq(clients.id, outbox.client_id))
      .where(and(waiting, gt(outbox.createdAt, clock() - RETRY_WINDOW_MS)))
      .orderBy(asc(outbox.id))
      .limit(BATCH);
    let failed = false;
    for (const row of rows) {
      // Claimed only if no other sender changed the row since it was read.
      const claim = -clock();
      const [claimed] = await db
        .update(outbox)
        .set({ sent_at: claim })
        .where(and(eq(outbox.id, row.id), eq(outbox.sent_at, row.state)))
        .returning({ id: outbox.id });
      if (!claimed) continue;
      try {
        await transport.sendMail({
          from: { name: row.studio, address: mailFrom() },
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: (row.attachments as MailAttachment[] | null) ?? undefined,
        });
      } catch {
        // Refused or unreachable: back in the queue for the next round, unless another sender
        // has taken the row meanwhile.
        await db
          .update(outbox)
          .set({ sent_at: 0 })
          .where(and(eq(outbox.id, row.id), eq(outbox.sent_at, claim)));
        failed = true;
        continue;
      }
      await db.update(outbox).set({ sent_at: Date.now() }).where(eq(outbox.id, row.id));
      sent += 1;
    }
    if (rows.length < BATCH || failed) return sent;
  }
}

/** Delivers soon, after the current transaction has had its chance to commit. */
export function nudgeDelivery(): void {
  if (!deliveryDb || !smtpTransport()) return;
  const db = deliveryDb;
  setTimeout(() => void runOnce(db), 25);
}

function runOnce(db: Db): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  running = deliverPending(db)
    .catch(() => 0)
    .finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void runOnce(db);
      }
    });
  return running;
}

/**
 * Starts delivering this database's outbox through SMTP (no-op without `SMTP_URL`): at once, after
 * every `sendMail`, and every `everyMs`.
 * @returns a stop function.
 */
export function startMailDelivery(db: Db, everyMs = 5000): () => void {
  if (!smtpTransport()) return () => {};
  deliveryDb = db;
  const timer = setInterval(() => void runOnce(db), everyMs);
  timer.unref();
  void runOnce(db);
  return () => {
    clearInterval(timer);
    if (deliveryDb === db) deliveryDb = undefined;
  };
}
