/**
 * The SQL of the card change (README.md "Card change"; CONTRACT §7, §8 `payment_subscriptions`)
 * of a card owner, a membership or an event signup (`CardOwner`): the owner as payments need it
 * (customer, name), its saved cards (`payment_subscriptions`: `active`, `stopped`, and the
 * archived `pending` marker of an open Stripe setup session), and replacing the active card. The
 * memberships and events modules own those rows; this file only reads them and locks the owner's
 * row while its card changes.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import {
  eventSignups,
  events,
  memberships,
  membershipTypes,
  paymentSubscriptions,
} from '../../platform/db/schema.ts';
import type { CardOwner, SavedCard } from './providers/types.ts';

export type SubscriptionRow = typeof paymentSubscriptions.$inferSelect;

/** A membership of the studio (not archived) with its owner and type name, or undefined. */
async function membershipOfStudio(db: Db, clientId: number, id: number) {
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

/** An event signup of the studio (not archived) with its customer and event name, or undefined. */
async function eventSignupOfStudio(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select({ id: eventSignups.id, user_id: eventSignups.user_id, name: events.name })
    .from(eventSignups)
    .innerJoin(events, eq(events.id, eventSignups.event_id))
    .where(
      and(
        eq(eventSignups.client_id, clientId),
        eq(eventSignups.id, id),
        eq(eventSignups.archived, false),
      ),
    );
  return row;
}

/** The owner of a card, with its customer and name (type or event), or undefined. */
export function cardOwnerOfStudio(db: Db, clientId: number, owner: CardOwner) {
  return owner.kind === 'membership'
    ? membershipOfStudio(db, clientId, owner.id)
    : eventSignupOfStudio(db, clientId, owner.id);
}

/** The `payment_subscriptions` column naming the owner. */
const ownerColumn = (owner: CardOwner) =>
  owner.kind === 'membership'
    ? paymentSubscriptions.membership_id
    : paymentSubscriptions.event_signup_id;

/** The owner's id columns of a new `payment_subscriptions` row. */
const ownerValues = (owner: CardOwner) =>
  owner.kind === 'membership' ? { membership_id: owner.id } : { event_signup_id: owner.id };

/** The owner a `payment_subscriptions` row belongs to. */
const ownerOfRow = (row: SubscriptionRow): CardOwner =>
  row.membership_id
    ? { kind: 'membership', id: row.membership_id }
    : { kind: 'event_signup', id: row.event_signup_id ?? 0 };

/**
 * Locks the owner's row (membership or event signup, `SELECT … FOR UPDATE`) so two card changes,
 * and a card change and an installment charge, run one after the other.
 */
async function lockOwnerRow(tx: Tx, clientId: number, owner: CardOwner) {
  if (owner.kind === 'membership')
    return tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.client_id, clientId), eq(memberships.id, owner.id)))
      .for('update');
  return tx
    .select({ id: eventSignups.id })
    .from(eventSignups)
    .where(and(eq(eventSignups.client_id, clientId), eq(eventSignups.id, owner.id)))
    .for('update');
}

/** The owner's active saved card (the newest, should there be more), or undefined. */
export async function activeCardOf(db: Db | Tx, owner: CardOwner) {
  const [row] = await db
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        eq(ownerColumn(owner), owner.id),
        eq(paymentSubscriptions.status, 'active'),
        eq(paymentSubscriptions.archived, false),
      ),
    )
    .orderBy(desc(paymentSubscriptions.id))
    .limit(1);
  return row;
}

/**
 * Makes `card` the owner's one active card: under the owner's row lock, every active card of it
 * is `stopped` and one active row is inserted with the card's facts. The same card already
 * active changes nothing (`already`: the same page saved twice).
 */
export function replaceCard(
  db: Db,
  clientId: number,
  owner: CardOwner,
  card: SavedCard,
): Promise<'replaced' | 'already'> {
  return db.transaction(async (tx) => {
    await lockOwnerRow(tx, clientId, owner);
    return replaceLocked(tx, clientId, owner, card);
  });
}

async function replaceLocked(
  tx: Tx,
  clientId: number,
  owner: CardOwner,
  card: SavedCard,
): Promise<'replaced' | 'already'> {
  const current = await activeCardOf(tx, owner);
  if (
    current?.payment_service_provider === card.provider &&
    current.payment_provider_subscription_id === card.handle
  )
    return 'already';
  await tx
    .update(paymentSubscriptions)
    .set({ status: 'stopped', updatedAt: Date.now() })
    .where(and(eq(ownerColumn(owner), owner.id), eq(paymentSubscriptions.status, 'active')));
  await tx.insert(paymentSubscriptions).values({
    client_id: clientId,
    ...ownerValues(owner),
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
 * Records an opened setup session as the owner's `pending` marker (archived, so no list of
 * cards shows it; the handle is the session id), ending any older pending one of it.
 */
export function recordPendingSession(
  db: Db,
  values: {
    clientId: number;
    owner: CardOwner;
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
          eq(ownerColumn(values.owner), values.owner.id),
          eq(paymentSubscriptions.status, 'pending'),
        ),
      );
    await tx.insert(paymentSubscriptions).values({
      client_id: values.clientId,
      ...ownerValues(values.owner),
      payment_service_provider: values.provider,
      payment_provider_subscription_id: values.sessionId,
      payment_provider_customer_id: values.customerHandle ?? null,
      status: 'pending',
      archived: true,
    });
  });
}

/** The owner's open setup session of `provider` (its pending marker), or undefined. */
export async function pendingSessionOf(db: Db, owner: CardOwner, provider: string) {
  const [row] = await db
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        eq(ownerColumn(owner), owner.id),
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
 * owner's active one, in one transaction. Only the caller that ends the marker applies the
 * card, so a session reported at the same moment by several calls is applied once.
 */
export function settlePendingSession(
  db: Db,
  pending: SubscriptionRow,
  card: SavedCard | null,
): Promise<'replaced' | 'already'> {
  const owner = ownerOfRow(pending);
  return db.transaction(async (tx) => {
    await lockOwnerRow(tx, pending.client_id, owner);
    const ended = await tx
      .update(paymentSubscriptions)
      .set({ status: 'stopped', updatedAt: Date.now() })
      .where(
        and(eq(paymentSubscriptions.id, pending.id), eq(paymentSubscriptions.status, 'pending')),
      )
      .returning({ id: paymentSubscriptions.id });
    if (ended.length === 0 || !card) return 'already';
    return replaceLocked(tx, pending.client_id, owner, card);
  });
}
