/**
 * The card-expiry job's reads and claim (run.ts): active saved cards paying an active membership
 * whose `card_expiration` (`MM/YY`) is a given month and whose customer has not been told of it.
 */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import {
  memberships,
  membershipTypes,
  paymentSubscriptions,
  users,
} from '../../platform/db/schema.ts';

/** Saved cards expiring `month` (`MM/YY`), not yet mailed about it, with what the mail says. */
export function expiringCards(db: Db, month: string) {
  return db
    .select({
      cardId: paymentSubscriptions.id,
      clientId: paymentSubscriptions.client_id,
      last4: paymentSubscriptions.card_last_4_digits,
      membershipId: memberships.id,
      membershipName: membershipTypes.name,
      email: users.email,
      first_name: users.first_name,
      locale: users.locale,
    })
    .from(paymentSubscriptions)
    .innerJoin(memberships, eq(memberships.id, paymentSubscriptions.membership_id))
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membership_type_id))
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(
      and(
        eq(paymentSubscriptions.archived, false),
        eq(paymentSubscriptions.status, 'active'),
        eq(paymentSubscriptions.card_expiration, month),
        or(
          isNull(paymentSubscriptions.expiry_mail_sent_for),
          ne(paymentSubscriptions.expiry_mail_sent_for, month),
        ),
        eq(memberships.archived, false),
        eq(memberships.status, 'active'),
        eq(users.archived, false),
      ),
    );
}

/**
 * Records that the card's customer is mailed about `month`, unless someone did already.
 * @returns whether this call claimed it (and so sends the mail).
 */
export async function claimExpiryMail(tx: Tx, cardId: number, month: string): Promise<boolean> {
  const rows = await tx
    .update(paymentSubscriptions)
    .set({ expiry_mail_sent_for: month })
    .where(
      and(
        eq(paymentSubscriptions.id, cardId),
        eq(paymentSubscriptions.card_expiration, month),
        or(
          isNull(paymentSubscriptions.expiry_mail_sent_for),
          ne(paymentSubscriptions.expiry_mail_sent_for, month),
        ),
      ),
    )
    .returning({ id: paymentSubscriptions.id });
  return rows.length > 0;
}
