/**
 * What the membership builder reads besides the membership rows (CONTRACT §8), a fixed number of
 * queries for any number of memberships: payment options, campaigns and discount codes (for
 * `next_payment` and the populate keys), saved cards, invoiced orders, no-show fees with their
 * class, class type and signup. Archived options, campaigns and types still describe what was
 * bought, so they are read too.
 */
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import {
  classes,
  classSignups,
  classTypes,
  discountCodes,
  membershipTypePaymentOptions,
  noShowFees,
  orders,
  paymentSubscriptions,
} from '../../platform/db/schema.ts';
import { campaignsById } from '../../catalogue/public.ts';

type Reader = Db | Tx;

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const groupBy = <T>(rows: T[], key: (row: T) => number | null) => {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
};
const unique = (ids: (number | null)[]) => [
  ...new Set(ids.filter((id): id is number => id !== null)),
];

export type OptionRow = typeof membershipTypePaymentOptions.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type SubscriptionRow = typeof paymentSubscriptions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NoShowFeeRow = typeof noShowFees.$inferSelect;

export async function optionsById(db: Reader, clientId: number, ids: (number | null)[]) {
  const wanted = unique(ids);
  if (!wanted.length) return new Map<number, OptionRow>();
  const rows = await db
    .select()
    .from(membershipTypePaymentOptions)
    .where(
      and(
        eq(membershipTypePaymentOptions.client_id, clientId),
        inArray(membershipTypePaymentOptions.id, wanted),
      ),
    );
  return byId(rows);
}

export function campaignsOf(db: Reader, clientId: number, ids: (number | null)[]) {
  return campaignsById(db as Db, clientId, unique(ids), { withArchived: true });
}

export async function discountCodesById(db: Reader, clientId: number, ids: (number | null)[]) {
  const wanted = unique(ids);
  if (!wanted.length) return new Map<number, DiscountCodeRow>();
  const rows = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.client_id, clientId), inArray(discountCodes.id, wanted)));
  return byId(rows);
}

/** Non-archived saved cards per membership, newest first. */
export async function subscriptionsOf(db: Reader, clientId: number, membershipIds: number[]) {
  if (!membershipIds.length) return new Map<number, SubscriptionRow[]>();
  const rows = await db
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.client_id, clientId),
        eq(paymentSubscriptions.archived, false),
        inArray(paymentSubscriptions.membership_id, membershipIds),
      ),
    )
    .orderBy(desc(paymentSubscriptions.id));
  return groupBy(rows, (row) => row.membership_id);
}

/** Invoiced orders (`invoice_id > 0`) per membership, newest invoice first (CONTRACT §8 `orders`). */
export async function invoicedOrdersOf(db: Reader, clientId: number, membershipIds: number[]) {
  if (!membershipIds.length) return new Map<number, OrderRow[]>();
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.client_id, clientId),
        eq(orders.archived, false),
        gt(orders.invoice_id, 0),
        inArray(orders.membership_id, membershipIds),
      ),
    )
    .orderBy(desc(orders.invoice_id), desc(orders.id));
  return groupBy(rows, (row) => row.membership_id);
}

/** Every non-archived fee per membership, oldest class first (archived = cancelled). */
export async function noShowFeesOf(db: Reader, clientId: number, membershipIds: number[]) {
  if (!membershipIds.length) return new Map<number, NoShowFeeRow[]>();
  const rows = await db
    .select()
    .from(noShowFees)
    .where(
      and(
        eq(noShowFees.client_id, clientId),
        eq(noShowFees.archived, false),
        inArray(noShowFees.membership_id, membershipIds),
      ),
    )
    .orderBy(asc(noShowFees.id));
  return groupBy(rows, (row) => row.membership_id);
}

/** The classes (with class type) and signups the fees point at. */
export async function feeRelations(db: Reader, fees: NoShowFeeRow[], withType: boolean) {
  const classIds = unique(fees.map((fee) => fee.class_id));
  const signupIds = unique(fees.map((fee) => fee.class_signup_id));
  const classRows = classIds.length
    ? await db.select().from(classes).where(inArray(classes.id, classIds))
    : [];
  const typeIds = unique(classRows.map((row) => row.class_type_id));
  const typeRows =
    withType && typeIds.length
      ? await db.select().from(classTypes).where(inArray(classTypes.id, typeIds))
      : [];
  const signupRows = signupIds.length
    ? await db.select().from(classSignups).where(inArray(classSignups.id, signupIds))
    : [];
  return { classes: byId(classRows), classTypes: byId(typeRows), signups: byId(signupRows) };
}
