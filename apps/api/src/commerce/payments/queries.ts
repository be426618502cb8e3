/**
 * The SQL payments need of orders: finding the order a provider reports, recording the
 * provider's reference of its payment (`payment_provider_order_id`), and the lines the test
 * provider's page shows. Orders are created and fulfilled only by the orders module.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { orderItems, orders } from '../../platform/db/schema.ts';

export type PaymentOrder = typeof orders.$inferSelect;

/** One order of the studio (any state), or undefined. */
export async function orderOfStudio(
  db: Db,
  clientId: number,
  orderId: number,
): Promise<PaymentOrder | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.client_id, clientId), eq(orders.id, orderId), eq(orders.archived, false)));
  return row;
}

/** An order by id, any studio (a payment report already matched it to its studio). */
export async function orderById(db: Db, orderId: number): Promise<PaymentOrder | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The studio's order whose payment the provider knows as `reference`, or undefined. */
export async function orderByReference(
  db: Db,
  clientId: number,
  provider: string,
  reference: string,
): Promise<PaymentOrder | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.client_id, clientId),
        eq(orders.payment_service_provider, provider),
        eq(orders.payment_provider_order_id, reference),
        eq(orders.archived, false),
      ),
    );
  return row;
}

/** Records the provider's reference of the order's payment (session id, charge handle). */
export async function setPaymentReference(db: Db, orderId: number, reference: string) {
  await db
    .update(orders)
    .set({ payment_provider_order_id: reference, updatedAt: Date.now() })
    .where(eq(orders.id, orderId));
}

/** The order's lines in order: name, count, line total (kroner string) and type. */
export function orderLines(db: Db, orderId: number) {
  return db
    .select({
      item_type: orderItems.item_type,
      name: orderItems.name,
      count: orderItems.count,
      total_price: orderItems.total_price,
    })
    .from(orderItems)
    .where(eq(orderItems.order_id, orderId))
    .orderBy(asc(orderItems.id));
}
