/**
 * The SQL of orders (CONTRACT §10): writing an order with its items, locking it for fulfilment,
 * numbering invoices, reading invoiced orders. No HTTP here. Money columns are `numeric(12,2)`
 * kroner strings; callers convert with `toOre` / `oreToDecimal` (packages/contract/src/money.ts).
 */
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { cartItems, invoiceCounters, orderItems, orders, users } from '../../platform/db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'order_id' | 'client_id'>;

/** Inserts an order and its items. @returns the order row with `items` in insert order. */
export async function insertOrder(
  tx: Tx,
  order: typeof orders.$inferInsert,
  items: NewOrderItem[],
): Promise<OrderRow & { items: OrderItemRow[] }> {
  const [row] = await tx.insert(orders).values(order).returning();
  const inserted = items.length
    ? await tx
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, order_id: row!.id, client_id: order.client_id })))
        .returning()
    : [];
  return { ...row!, items: inserted.sort((a, b) => a.id - b.id) };
}

/** Reads and locks the order row for the rest of the transaction (`SELECT … FOR UPDATE`). */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export function itemsOf(db: Db | Tx, orderIds: number[]): Promise<OrderItemRow[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.order_id, orderIds), eq(orderItems.archived, false)))
    .orderBy(asc(orderItems.id));
}

/** The studio's next invoice number, atomically (`INSERT … ON CONFLICT DO UPDATE … RETURNING`). */
export async function nextInvoiceId(tx: Tx, clientId: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ client_id: clientId, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.client_id,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

export async function updateOrder(tx: Tx, orderId: number, values: Partial<OrderRow>) {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: Date.now() })
    .where(eq(orders.id, orderId));
}

/**
 * Removes the bought rows from the customer's cart: every row whose item type and id is a line of
 * the order (a multi-seat purchase has several identical rows; the registration fee has none).
 */
export async function deleteBoughtCartRows(
  tx: Tx,
  clientId: number,
  userId: number,
  items: Pick<OrderItemRow, 'item_type' | 'item_id'>[],
) {
  const matches = items
    .filter((item) => item.item_id !== null)
    .map((item) =>
      and(eq(cartItems.item_type, item.item_type), eq(cartItems.item_id, item.item_id!)),
    );
  if (!matches.length) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.client_id, clientId), eq(cartItems.user_id, userId), or(...matches)));
}

/** Removes cart rows by id (the invalid ones found when the order is made). */
export async function deleteCartRows(tx: Tx, userId: number, ids: number[]) {
  if (!ids.length) return;
  await tx.delete(cartItems).where(and(eq(cartItems.user_id, userId), inArray(cartItems.id, ids)));
}

/** Invoiced, non-archived orders of the studio with these ids, by id, with the buyer's name. */
export function invoicedOrders(db: Db, clientId: number, ids: number[]) {
  return db
    .select({ order: orders, first_name: users.first_name, last_name: users.last_name })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .where(
      and(
        eq(orders.client_id, clientId),
        inArray(orders.id, ids),
        eq(orders.archived, false),
        gt(orders.invoice_id, 0),
      ),
    )
    .orderBy(asc(orders.id));
}

/** One order of the studio (any state), or undefined. */
export async function orderById(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.client_id, clientId), eq(orders.id, id), eq(orders.archived, false)));
  return row;
}

/** An order by id alone (the receipt link carries no studio), or undefined. */
export async function orderByIdAnyStudio(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.archived, false)));
  return row;
}

/** The user's invoices (non-archived, `invoice_id > 0`), by invoice number (CONTRACT §10). */
export function invoicesOfUser(db: Db, clientId: number, userId: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.client_id, clientId),
        eq(orders.user_id, userId),
        eq(orders.archived, false),
        gt(orders.invoice_id, 0),
      ),
    )
    .orderBy(asc(orders.invoice_id));
}

/** Where the receipt goes: the customer's e-mail, or the giver's for a non-user order. */
export async function buyerEmail(tx: Tx, order: OrderRow): Promise<string | null> {
  if (!order.user_id) return order.non_user_email;
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, order.user_id));
  return user?.email ?? null;
}

/** Who owns each existing, non-archived order of the studio among `ids`. */
export function ordersOwners(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: orders.id, user_id: orders.user_id })
    .from(orders)
    .where(
      and(eq(orders.client_id, clientId), inArray(orders.id, ids), eq(orders.archived, false)),
    );
}

/** The buyer's name for the receipt: the customer's, or the giver's of a non-user order. */
export async function buyerName(db: Db, order: OrderRow): Promise<string> {
  if (!order.user_id) return order.non_user_name ?? '';
  const [user] = await db
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(eq(users.id, order.user_id));
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}
