/**
 * Card-expiry mails (issue 26, "a card about to expire"): the job `card-expiry-mails` (hourly and
 * at start, src/jobs/) mails each customer whose active membership is paid by a saved card
 * expiring this month (Copenhagen), once per card and month: the card's `expiry_mail_sent_for`
 * is set to that `MM/YY` in the mail's own transaction, so restarts and a second runner send it
 * once; a changed card (another expiry) is warned about when its own month comes.
 */
import type { Db } from '../../platform/db/connect.ts';
import { runEach } from '../../platform/jobs/run-each.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { customerLocale } from '../../platform/mail/customer-locale.ts';
import { findStudio, mailLinkOrigin, sendMail, type StudioClient } from '../../studio/public.ts';
import { cardExpiryMail } from './mail.ts';
import { claimExpiryMail, expiringCards } from './queries.ts';

/** `2026-11-30` → `11/26`, the month as cards print it. */
export const cardMonth = (today: string) => `${today.slice(5, 7)}/${today.slice(2, 4)}`;

/**
 * Mails every card expiring in the Copenhagen month of `now` (ms) not mailed about yet.
 * @returns how many were `sent`, and how many another runner had `taken` meanwhile
 * @throws an AggregateError of the cards whose mail failed, after trying all of them
 */
export async function mailCardsExpiring(
  db: Db,
  now: number = Date.now(),
): Promise<Partial<Record<'sent' | 'taken', number>>> {
  const month = cardMonth(copenhagenToday(new Date(now)));
  const cards = (await expiringCards(db, month)).filter((card) => card.email);
  const studios = new Map<number, StudioClient | undefined>();
  for (const card of cards)
    if (!studios.has(card.clientId))
      studios.set(card.clientId, await findStudio(db, { id: card.clientId }));
  return runEach(
    cards.filter((card) => studios.get(card.clientId)),
    (card) =>
      db.transaction(async (tx) => {
        if (!(await claimExpiryMail(tx, card.cardId, month))) return 'taken' as const;
        const studio = studios.get(card.clientId)!;
        const mail = cardExpiryMail({
          locale: customerLocale(card.locale, studio.settings.locale),
          to: card.email,
          name: card.first_name,
          studio: studio.row.name,
          membership: card.membershipName,
          last4: card.last4,
          expiration: month,
          link: `${mailLinkOrigin(studio)}/membership/${card.membershipId}`,
        });
        await sendMail(tx, card.clientId, mail);
        return 'sent' as const;
      }),
    'card expiry mails',
  );
}
