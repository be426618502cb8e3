/**
 * Hands committed outbox rows to SMTP (mail/transport.ts) when `SMTP_URL` is set. `sendMail` runs
 * inside the change's transaction, so it only nudges: the rows are read here once committed, each
 * claimed by setting `sent_at` before it is sent (two processes never send one row twice), and put
 * back for a later try when the SMTP server refuses it. A timer (startMailDelivery) picks up what a
 * nudge missed, e.g. a transaction that committed after the nudge ran.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { clients, outbox } from '../db/schema.ts';
import { mailFrom, smtpTransport } from './transport.ts';

/** Rows older than this are not retried any more (ms). */
const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;

let deliveryDb: Db | undefined;
let running: Promise<number> | undefined;
let again = false;

/**
 * Sends every unsent outbox row of the last day through SMTP.
 * @returns how many were sent; 0 without `SMTP_URL`.
 */
export async function deliverPending(db: Db): Promise<number> {
  const transport = smtpTransport();
  if (!transport) return 0;
  let sent = 0;
  for (;;) {
    const rows = await db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        studio: clients.name,
      })
      .from(outbox)
      .innerJoin(clients, eq(clients.id, outbox.client_id))
      .where(and(eq(outbox.sent_at, 0), gt(outbox.createdAt, Date.now() - RETRY_WINDOW_MS)))
      .orderBy(asc(outbox.id))
      .limit(BATCH);
    let failed = false;
    for (const row of rows) {
      const [claimed] = await db
        .update(outbox)
        .set({ sent_at: Date.now() })
        .where(and(eq(outbox.id, row.id), eq(outbox.sent_at, 0)))
        .returning({ id: outbox.id });
      if (!claimed) continue;
      try {
        await transport.sendMail({
          from: { name: row.studio, address: mailFrom() },
          to: row.to,
          subject: row.subject,
          text: row.text,
        });
        sent += 1;
      } catch {
        // Refused or unreachable: back in the queue for the timer's next round.
        await db.update(outbox).set({ sent_at: 0 }).where(eq(outbox.id, row.id));
        failed = true;
      }
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
