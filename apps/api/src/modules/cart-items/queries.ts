/**
 * SQL of the cart (CONTRACT §7): the customer's cart rows, and the records they point at. Every
 * query takes the studio id first and reads only that studio's rows. `db` may be a transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  cartItems,
  classes,
  discountCodes,
  giftCards,
  membershipCampaigns,
  membershipTypePaymentOptions,
  membershipTypes,
  orderItems,
  orders,
} from '../../db/schema.ts';

export type CartRow = typeof cartItems.$inferSelect;
export type CartInsert = typeof cartItems.$inferInsert;
export type MembershipTypeRow = typeof membershipTypes.$inferSelect;
export type PaymentOptionRow = typeof membershipTypePaymentOptions.$inferSelect;
export type CampaignRow = typeof membershipCampaigns.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;

/** The user's cart rows, oldest first. */
export function cartRowsOf(db: Db, clientId: number, userId: number): Promise<CartRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.client_id, clientId),
        eq(cartItems.user_id, userId),
        eq(cartItems.archived, false),
      ),
    )
    .orderBy(asc(cartItems.id));
}

export async function cartRowById(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.client_id, clientId), eq(cartItems.id, id)));
  return row;
}

export function insertCartRows(db: Db, rows: CartInsert[]): Promise<CartRow[]> {
  return db.insert(cartItems).values(rows).returning();
}

/** Deletes the given rows of the user's cart (all when `ids` is undefined). */
export async function deleteCartRows(db: Db, clientId: number, userId: number, ids?: number[]) {
  if (ids && !ids.length) return;
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.client_id, clientId),
        eq(cartItems.user_id, userId),
        ids ? inArray(cartItems.id, ids) : undefined,
      ),
    );
}

/** Membership types by id (archived too: pricing decides what is sellable). */
export function membershipTypesById(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as MembershipTypeRow[]);
  return db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.client_id, clientId), inArray(membershipTypes.id, ids)));
}

/** Payment options of the given membership types, by id order. */
export function paymentOptionsOfTypes(db: Db, clientId: number, typeIds: number[]) {
  if (!typeIds.length) return Promise.resolve([] as PaymentOptionRow[]);
  return db
    .select()
    .from(membershipTypePaymentOptions)
    .where(
      and(
        eq(membershipTypePaymentOptions.client_id, clientId),
        inArray(membershipTypePaymentOptions.membership_type_id, typeIds),
      ),
    )
    .orderBy(asc(membershipTypePaymentOptions.id));
}

export function campaignsById(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as CampaignRow[]);
  return db
    .select()
    .from(membershipCampaigns)
    .where(and(eq(membershipCampaigns.client_id, clientId), inArray(membershipCampaigns.id, ids)));
}

export function discountCodesById(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as DiscountCodeRow[]);
  return db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.client_id, clientId), inArray(discountCodes.id, ids)));
}

export function giftCardsById(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as GiftCardRow[]);
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.client_id, clientId), inArray(giftCards.id, ids)));
}

/** The active discount code typed (case-insensitive), if any. */
export async function discountCodeByName(db: Db, clientId: number, name: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.client_id, clientId),
        sql`lower(${discountCodes.name}) = lower(${name})`,
        eq(discountCodes.active, true),
        eq(discountCodes.archived, false),
      ),
    )
    .limit(1);
  return row;
}

/** The activated gift card with this code (case-insensitive), if any. */
export async function giftCardByCode(db: Db, clientId: number, code: string) {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.client_id, clientId),
        sql`lower(${giftCards.code}) = lower(${code})`,
        eq(giftCards.activated, true),
        eq(giftCards.archived, false),
      ),
    )
    .limit(1);
  return row;
}

/**
 * How a discount code has been used in paid orders (CONTRACT §7: "only counted from paid orders"):
 * distinct customers, whether `userId` is one of them, and `userId`'s uses.
 */
export async function discountCodeUse(db: Db, clientId: number, codeId: number, userId: number) {
  const [row] = await db
    .select({
      customers: sql<number>`count(distinct ${orders.user_id})::int`,
      byUser: sql<number>`count(distinct ${orders.id}) filter (where ${orders.user_id} = ${userId})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(
      and(
        eq(orders.client_id, clientId),
        eq(orderItems.item_type, 'discount_code'),
        eq(orderItems.item_id, codeId),
        sql`${orders.paid} > 0`,
      ),
    );
  return { customers: row?.customers ?? 0, byUser: row?.byUser ?? 0 };
}

/** A bookable (not archived) class of the studio, for `use_immediately_after_purchase`. */
export async function studioClassExists(db: Db, clientId: number, classId: number) {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(eq(classes.client_id, clientId), eq(classes.id, classId), eq(classes.archived, false)),
    );
  return Boolean(row);
}

/** The membership type's default option: the one-month option for sale (seed 001 §5). */
export async function defaultPaymentOption(tx: Db, clientId: number, typeId: number) {
  const options = await tx
    .select()
    .from(membershipTypePaymentOptions)
    .where(
      and(
        eq(membershipTypePaymentOptions.client_id, clientId),
        eq(membershipTypePaymentOptions.membership_type_id, typeId),
        eq(membershipTypePaymentOptions.for_sale, true),
        eq(membershipTypePaymentOptions.archived, false),
      ),
    )
    .orderBy(asc(membershipTypePaymentOptions.id));
  return (options.find((o) => o.number_of_months_payment_covers === 1) ?? options[0])?.id;
}
