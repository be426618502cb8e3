/**
 * The `gift-card-sends` job (jobs/jobs.ts, every 10 minutes and at start): e-mails each `auto`
 * card whose `send_on` morning has come (rules.ts `isDue`, from 08:00 Copenhagen), one
 * transaction per card, so a card whose mail cannot be made is tried again on the next run and
 * the others still go. Safe to run twice at once: a card is claimed (`sent_at`) in the
 * transaction that queues its mail, and a second claim finds it taken.
 */
import type { Db } from '../../platform/db/connect.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { findStudio } from '../../studio/public.ts';
import { sendCardNow } from './delivery.ts';
import { dueCards } from './queries.ts';
import { isDue } from './rules.ts';

/** Sends the due cards as of `now` (ms). @returns how many this run sent. */
export async function sendDueGiftCards(db: Db, now: number = Date.now()): Promise<number> {
  const cards = await dueCards(db, copenhagenToday(new Date(now)));
  let sent = 0;
  for (const card of cards) {
    if (!card.send_on || !isDue(card.send_on, now)) continue;
    const studio = await findStudio(db, { id: card.client_id });
    if (!studio) continue;
    if (await db.transaction((tx) => sendCardNow(tx, studio, card.id, now))) sent += 1;
  }
  return sent;
}
