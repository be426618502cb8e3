/**
 * The gift card rows delivery reads and writes (CONTRACT §11). Every query takes the studio id
 * first, except the job's scan over all studios (`dueCards`).
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { giftCards } from '../../platform/db/schema.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;
/** An activated card: it has its code and last valid day. */
export type ActiveCard = GiftCardRow & { code: string; valid_until: string };

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A gift card code: 10 characters without look-alikes (0/O, 1/I). */
function giftCardCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

const active = (card: GiftCardRow | undefined): ActiveCard | undefined =>
  card?.code && card.valid_until ? (card as ActiveCard) : undefined;

/** The studio's gift card `cardId`, or undefined. */
export async function findGiftCard(db: Db, clientId: number, cardId: number) {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, cardId), eq(giftCards.client_id, clientId)));
  return card;
}

/**
 * Activates the card bought by order `orderId` (CONTRACT §11): a code, `valid_until`,
 * `amount_left` = `amount`. @returns the card, or undefined when it was active already or is not
 * the studio's.
 */
export async function activateGiftCard(
  tx: Tx,
  clientId: number,
  cardId: number,
  orderId: number,
  validUntil: string,
): Promise<ActiveCard | undefined> {
  const [card] = await tx
    .update(giftCards)
    .set({
      activated: true,
      code: giftCardCode(),
      valid_until: validUntil,
      amount_left: sql`${giftCards.amount}`,
      paid_with_order_id: orderId,
      updatedAt: Date.now(),
    })
    .where(
      and(
        eq(giftCards.id, cardId),
        eq(giftCards.client_id, clientId),
        eq(giftCards.activated, false),
      ),
    )
    .returning();
  return active(card);
}

/** A studio that sends cards by hand has no send date for us to keep (the job skips the card). */
export async function clearSendDate(tx: Tx, clientId: number, cardId: number) {
  await tx
    .update(giftCards)
    .set({ send_on: null, updatedAt: Date.now() })
    .where(and(eq(giftCards.id, cardId), eq(giftCards.client_id, clientId)));
}

/**
 * Marks the card sent by the system at `now`, only if nobody has: the row's lock makes a second
 * claimer wait and then find `sent_at` set. @returns the card when this call claimed it.
 */
export async function claimForSending(
  tx: Tx,
  clientId: number,
  cardId: number,
  now: number,
): Promise<ActiveCard | undefined> {
  const [card] = await tx
    .update(giftCards)
    .set({ sent_at: now, sent_by: 'system', updatedAt: now })
    .where(
      and(
        eq(giftCards.id, cardId),
        eq(giftCards.client_id, clientId),
        eq(giftCards.activated, true),
        eq(giftCards.sent_at, 0),
      ),
    )
    .returning();
  return active(card);
}

/** Every studio's activated, unsent cards dated `today` or earlier, oldest date first. */
export function dueCards(db: Db, today: string) {
  return db
    .select({ id: giftCards.id, client_id: giftCards.client_id, send_on: giftCards.send_on })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.activated, true),
        eq(giftCards.sent_at, 0),
        isNotNull(giftCards.send_on),
        lte(giftCards.send_on, today),
      ),
    )
    .orderBy(asc(giftCards.send_on), asc(giftCards.id));
}
