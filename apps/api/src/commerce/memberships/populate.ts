/**
 * The populate relations of a membership that need their own queries (CONTRACT §8):
 * `payment_subscriptions` (+`.payment_subscription_transactions`, always `[]`: charges are kept as
 * orders), `orders` (invoiced only, newest first), `log_entries` (`[]`, staff data), `user` (the
 * caller's public fields), `pending_no_show_fees` and `no_show_fees` (+`.class`,
 * `.class.class_type`, `.class_signup`). Queries run only for asked-for keys.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { toOre } from '@studio/contract/money';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { users } from '../../platform/db/schema.ts';
import { hhmm } from '../../platform/lib/time.ts';
import { serializeOrder } from '../orders/public.ts';
import { classSignupStyleA, type SignupRow } from '../../schedule/public.ts';
import type { MembershipRow } from './queries.ts';
import {
  feeRelations,
  invoicedOrdersOf,
  noShowFeesOf,
  subscriptionsOf,
  type NoShowFeeRow,
  type SubscriptionRow,
} from './relations.ts';

const serializeCard = (row: SubscriptionRow, withTransactions: boolean) => ({
  id: row.id,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  archived: row.archived,
  client: row.client_id,
  membership: row.membership_id,
  status: row.status,
  payment_service_provider: row.payment_service_provider,
  pay_type: row.pay_type,
  card_prefix: row.card_prefix,
  card_last_4_digits: row.card_last_4_digits,
  card_expiration: row.card_expiration,
  ...(withTransactions ? { payment_subscription_transactions: [] } : {}),
});

type FeeParts = Awaited<ReturnType<typeof feeRelations>>;

/** A fee (CONTRACT §8 NoShowFee); `class`, `class.class_type`, `class_signup` when asked. */
function serializeFee(row: NoShowFeeRow, parts: FeeParts, keys: Set<string>, prefix: string) {
  const out: Record<string, unknown> = {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    archived: row.archived,
    amount: toOre(row.amount) / 100,
    days_deducted: row.days_deducted,
    classes_spent: 0,
    reason: row.reason,
    cancelled_at: 0,
    paid_with_order_id: row.paid_with_order_id,
    class_id: row.class_id,
    class_signup_id: row.class_signup_id,
    membership_id: row.membership_id,
    class_pass_id: null,
    user_id: row.user_id,
    client_id: row.client_id,
  };
  if (keys.has(`${prefix}.class`)) {
    const cls = parts.classes.get(row.class_id);
    const type = cls && parts.classTypes.get(cls.class_type_id);
    out.class = cls
      ? {
          id: cls.id,
          date: cls.date,
          start_time: hhmm(cls.start_time),
          end_time: hhmm(cls.end_time),
          class_type_id: cls.class_type_id,
          ...(keys.has(`${prefix}.class.class_type`)
            ? { class_type: type ? { id: type.id, name: type.name, color: type.color } : null }
            : {}),
        }
      : null;
  }
  if (keys.has(`${prefix}.class_signup`)) {
    const signup = parts.signups.get(row.class_signup_id);
    out.class_signup = signup ? classSignupStyleA(signup as SignupRow) : null;
  }
  return out;
}

/**
 * Loads the asked-for relations of the memberships `rows`.
 * @returns a function adding them to one serialised membership
 */
export async function populateRelations(
  db: Db | Tx,
  clientId: number,
  rows: MembershipRow[],
  keys: Set<string>,
) {
  const ids = rows.map((m) => m.id);
  const cards = keys.has('payment_subscriptions') ? await subscriptionsOf(db, clientId, ids) : null;
  const invoices = keys.has('orders') ? await invoicedOrdersOf(db, clientId, ids) : null;
  const wantsFees = keys.has('pending_no_show_fees') || keys.has('no_show_fees');
  const fees = wantsFees ? await noShowFeesOf(db, clientId, ids) : null;
  const allFees = fees ? [...fees.values()].flat() : [];
  const parts = await feeRelations(
    db,
    allFees,
    keys.has('pending_no_show_fees.class.class_type') || keys.has('no_show_fees.class.class_type'),
  );
  const owners = keys.has('user')
    ? await usersOf(db, clientId, [...new Set(rows.map((m) => m.user_id))])
    : null;

  return (out: Record<string, unknown>, m: MembershipRow) => {
    if (cards)
      out.payment_subscriptions = (cards.get(m.id) ?? []).map((card) =>
        serializeCard(card, keys.has('payment_subscriptions.payment_subscription_transactions')),
      );
    if (invoices) out.orders = (invoices.get(m.id) ?? []).map((order) => serializeOrder(order));
    if (keys.has('log_entries')) out.log_entries = [];
    if (owners) out.user = owners.get(m.user_id) ?? null;
    const own = fees?.get(m.id) ?? [];
    if (keys.has('pending_no_show_fees'))
      out.pending_no_show_fees = own
        .filter((fee) => fee.paid_with_order_id === null)
        .map((fee) => serializeFee(fee, parts, keys, 'pending_no_show_fees'));
    if (keys.has('no_show_fees'))
      out.no_show_fees = own.map((fee) => serializeFee(fee, parts, keys, 'no_show_fees'));
  };
}

/** The owners' public fields (the caller, for a customer). */
async function usersOf(db: Db | Tx, clientId: number, userIds: number[]) {
  const rows = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      image_id: users.image_id,
    })
    .from(users)
    .where(and(eq(users.client_id, clientId), inArray(users.id, userIds)));
  return new Map(rows.map((row) => [row.id, row]));
}
