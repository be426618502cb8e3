/**
 * The SQL of the membership card change (README.md "Card change"; CONTRACT §7, §8
 * `payment_subscriptions`): the membership as payments need it (owner, name), its saved cards
 * (`payment_subscriptions`: `active`, `stopped`, and the archived `pending` marker of an open
 * Stripe setup session), and replacing the active card. The memberships module owns the
 * memberships; this file only reads them and locks the row while its card changes.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { memberships, membershipTypes, paymentSubscriptions } from '../../db/schema.ts';
import type { SavedCard } from '../../payments/types.ts';
import type { Tx } from '../signups/public.ts';

export type SubscriptionRow = typeof paymentSubscriptions.$inferSelect;

/** A membership of the studio (not archived) with its owner and type name, or undefined. */
export async function membershipOfStudio(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select({
      id: memberships.id,
      user_id: memberships.user_id,
      status: memberships.status,
      name: membershipTypes.name,
    })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membership_type_id))
    .where(
      and(
        eq(memberships.client_id, clientId),
        eq(memberships.id, id),
        eq(memberships.archived, false),
      ),
    );
  return row;
}

/** Locks the membership row (`SELECT … FOR UPDATE`) so two card changes run one after the other. */
async function lockMembershipRow(tx: Tx, clientId: number, id: number) {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.client_id, clientId), eq(memberships.id, id)))
    .for('update');
  return row;
}

/** The membership's active saved card (the newest, should there be more), or undefined. */
export async function activeCardOf(db: Db | Tx, membershipId: number) {
  const [row] = await db
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.membership_id, membershipId),
        eq(paymentSubscriptions.status, 'active'),
        eq(paymentSubscriptions.archived, false),
      ),
    )
    .orderBy(desc(paymentSubscriptions.id))
    .limit(1);
  return row;
}

/**
 * Makes `card` the membership's one active card: under the membership row lock, every active
 * card of it is `stopped` and one active row is inserted with the card's facts. The same card
 * already active changes nothing (`already`: the same page saved twice).
 */
export function replaceCard(
  db: Db,
  clientId: number,
  membershipId: number,
  card: SavedCard,
): Promise<'replaced' | 'already'> {
  return db.transaction(async (tx) => {
    await lockMembershipRow(tx, clientId, membershipId);
    return replaceLocked(tx, clientId, membershipId, card);
  });
}

async function replaceLocked(
  tx: Tx,
  clientId: number,
  membershipId: number,
  card: SavedCard,
): Promise<'replaced' | 'already'> {
  const current = await activeCardOf(tx, membershipId);
  if (
    current?.payment_service_provider === card.provider &&
    current.payment_provider_subscription_id === card.handle
  )
    return 'already';
  await tx
    .update(paymentSubscriptions)
    .set({ status: 'stopped', updatedAt: Date.now() })
    .where(
      and(
        eq(paymentSubscriptions.membership_id, membershipId),
        eq(paymentSubscriptions.status, 'active'),
      ),
    );
  await tx.insert(paymentSubscriptions).values({
    client_id: clientId,
    membership_id: membershipId,
    payment_service_provider: card.provider,
    payment_provider_subscription_id: card.handle,
    payment_provider_customer_id: card.customerHandle ?? null,
    status: 'active',
    pay_type: card.pay_type ?? null,
    card_prefix: card.card_prefix ?? null,
    card_last_4_digits: card.card_last_4_digits ?? null,
    card_expiration: card.card_expiration ?? null,
  });
  return 'replaced';
}

/**
 * Records an opened setup session as the membership's `pending` marker (archived, so no list of
 * cards shows it; the handle is the session id), ending any older pending one of it.
 */
export function recordPendingSession(
  db: Db,
  values: {
    clientId: number;
    membershipId: number;
    provider: string;
    sessionId: string;
    customerHandle: string | undefined;
  },
) {
  return db.transaction(async (tx) => {
    await tx
      .update(paymentSubscriptions)
      .set({ status: 'stopped', updatedAt: Date.now() })
      .where(
        and(
          eq(paymentSubscriptions.membership_id, values.membershipId),
          eq(paymentSubscriptions.status, 'pending'),
        ),
      );
    await tx.insert(paymentSubscriptions).values({
      client_id: values.clientId,
      membership_id: values.membershipId,
      payment_service_provider: values.provider,
      payment_provider_subscription_id: values.sessionId,
      payment_provider_customer_id: values.customerHandle ?? null,
      status: 'pending',
      archived: true,
    });
  });
}

/** The membership's open setup session of `provider` (its pending marker), or undefined. */
export async function pendingSessionOf(db: Db, membershipId: number, provider: string) {
  const [row] = await db
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.membership_id, membershipId),
        eq(paymentSubscriptions.payment_service_provider, provider),
        eq(paymentSubscriptions.status, 'pending'),
      ),
    )
    .orderBy(desc(paymentSubscriptions.id))
    .limit(1);
  return row;
}

/**
 * Ends a pending marker (`stopped`, still archived) and, with `card`, makes that card the
 * membership's active one, in one transaction. Only the caller that ends the marker applies the
 * card, so a session reported at the same moment by several calls is applied once.
 */
export function settlePendingSession(
  db: Db,
  pending: SubscriptionRow,
  card: SavedCard | null,
): Promise<'replaced' | 'already'> {
  return db.transaction(async (tx) => {
    await lockMembershipRow(tx, pending.client_id, pending.membership_id!);
    const ended = await tx
      .update(paymentSubscriptions)
      .set({ status: 'stopped', updatedAt: Date.now() })
      .where(
        and(eq(paymentSubscriptions.id, pending.id), eq(paymentSubscriptions.status, 'pending')),
      )
      .returning({ id: paymentSubscriptions.id });
    if (ended.length === 0 || !card) return 'already';
    return replaceLocked(tx, pending.client_id, pending.membership_id!, card);
  });
}
