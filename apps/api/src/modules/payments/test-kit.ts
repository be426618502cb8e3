/**
 * Test data for the payments route tests: a studio with a payment provider and a customer, orders
 * inserted as the orders module would make them (the tests stand in for `createOrderFromCart` and
 * `createGiftCardOrder`, which price the cart), and what a customer notices after a payment (the
 * order's state and its receipt mails).
 */
import { eq } from 'drizzle-orm';
import { oreToDecimal } from '@studio/contract/money';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import type { TestCustomer, TestStudio } from '../../../test/factory.ts';
import type { Db } from '../../db/connect.ts';
import { orderItems, orders, outbox } from '../../db/schema.ts';

export interface Line {
  item_type: string;
  name: string;
  priceOre: number;
  count?: number;
}

export interface PaymentsWorld extends TestApp {
  studio: TestStudio;
  customer: TestCustomer;
}

/** A fresh app with one studio paying with `provider` and one customer. */
export async function paymentsWorld(
  provider: string,
  settings: Record<string, unknown> = {},
): Promise<PaymentsWorld> {
  const test = await createTestApp();
  const studio = await test.make.studio({
    payment_service_provider: provider,
    currency: 'DKK',
    ...settings,
  });
  const customer = await test.make.customer(studio);
  return { ...test, studio, customer };
}

/** An unpaid order with its lines, as the orders module makes it. */
export async function insertOrder(
  db: Db,
  values: {
    clientId: number;
    userId: number | null;
    provider: string;
    lines: Line[];
    email?: string;
  },
) {
  const totalOre = values.lines.reduce((sum, line) => sum + line.priceOre * (line.count ?? 1), 0);
  const [order] = await db
    .insert(orders)
    .values({
      client_id: values.clientId,
      user_id: values.userId,
      non_user_email: values.userId ? null : (values.email ?? 'giver@example.dk'),
      non_user_name: values.userId ? null : 'Giver',
      total: oreToDecimal(totalOre),
      payment_service_provider: values.provider,
      test: values.provider === 'test',
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values(
      values.lines.map((line) => ({
        client_id: values.clientId,
        order_id: order!.id,
        item_type: line.item_type,
        name: line.name,
        count: line.count ?? 1,
        item_price: oreToDecimal(line.priceOre),
        total_price: oreToDecimal(line.priceOre * (line.count ?? 1)),
      })),
    )
    .returning();
  return { ...order!, items };
}

/** The order as stored now. */
export async function storedOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** How many mails the studio has queued to `to` (the receipt is one). */
export async function mailsTo(db: Db, to: string) {
  return (await db.select().from(outbox).where(eq(outbox.to, to))).length;
}
