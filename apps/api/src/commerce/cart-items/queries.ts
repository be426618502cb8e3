/**
 * SQL of the cart (CONTRACT §7): the customer's cart rows, the discount codes and gift cards they
 * point at (the catalogue's records are read through its modules' `public.ts`), code use and the
 * class to book. Every query takes the studio id first and reads only that studio's rows. `db` may
 * be a transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  branches,
  cartItems,
  classes,
  discountCodes,
  giftCards,
  orderItems,
  orders,
  users,
} from '../../platform/db/schema.ts';

export type CartRow = typeof cartItems.$inferSelect;
export type CartInsert = typeof cartItems.$inferInsert;
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
 * the distinct customers who used it (`customerIds`) and `userId`'s uses (`byUser`).
 */
export async function discountCodeUse(db: Db, clientId: number, codeId: number, userId: number) {
  const [row] = await db
    .select({
      customerIds: sql<number[]>`coalesce(array_agg(distinct ${orders.user_id}), '{}')`,
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
  const customerIds = (row?.customerIds ?? []).filter((id) => id !== null).map(Number);
  return { customerIds, byUser: row?.byUser ?? 0 };
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

/** The studio's users among `ids` as a cart shows a teacher: id and names. */
export function teachersByIds(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(and(eq(users.client_id, clientId), inArray(users.id, ids)));
}

/** The studio's branches among `ids`: id and name. */
export function branchesByIds(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.client_id, clientId), inArray(branches.id, ids)));
}
