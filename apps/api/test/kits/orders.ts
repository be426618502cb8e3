/**
 * Test set-up of the orders tests: a studio with a class, a class pass type, a membership type
 * with a payment option, and a pricer standing in for the cart's `priceCart` (the order takes
 * whatever rows it is given, as it takes the cart's). Not imported by the app.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../create-test-app.ts';
import type { BookingFactory } from '../booking-factory.ts';
import {
  cartItems,
  classPassTypeClassTypes,
  classPassTypes,
  membershipTypeClassTypes,
  membershipTypePaymentOptions,
  membershipTypes,
} from '../../src/platform/db/schema.ts';
import { findClientById, loadSettings, type StudioClient } from '../../src/studio/public.ts';
import type { PricedCart, PricedRow } from '../../src/commerce/public.ts';
import { createOrderFromCart } from '../../src/commerce/orders/create.ts';

export async function studioClient(t: TestApp, id: number): Promise<StudioClient> {
  const row = (await findClientById(t.db, id))!;
  return { row, settings: await loadSettings(t.db, row) };
}

export async function shop(t: TestApp, b: BookingFactory, settings: Record<string, unknown> = {}) {
  const studio = await b.studio(settings);
  const [passType] = await t.db
    .insert(classPassTypes)
    .values({
      client_id: studio.id,
      name: '2 classes',
      pass_type: 'fixed_count',
      number_of_classes: 2,
      days: 30,
      price: '200',
    })
    .returning();
  await t.db
    .insert(classPassTypeClassTypes)
    .values({ class_pass_type_id: passType!.id, class_type_id: studio.classTypeId });
  const [membershipType] = await t.db
    .insert(membershipTypes)
    .values({ client_id: studio.id, name: 'Unlimited' })
    .returning();
  await t.db
    .insert(membershipTypeClassTypes)
    .values({ membership_type_id: membershipType!.id, class_type_id: studio.classTypeId });
  const [option] = await t.db
    .insert(membershipTypePaymentOptions)
    .values({
      client_id: studio.id,
      membership_type_id: membershipType!.id,
      name: '3 months',
      number_of_months_payment_covers: 3,
      payment_amount: '1200',
    })
    .returning();
  const client = await studioClient(t, studio.id);
  return { studio, client, passType: passType!, membershipType: membershipType!, option: option! };
}

/** A priced row with defaults (øre). */
export function row(values: Partial<PricedRow> & Pick<PricedRow, 'item_type'>): PricedRow {
  const itemPriceOre = values.itemPriceOre ?? 0;
  const count = values.count ?? 1;
  return {
    cartItemId: null,
    item_id: null,
    name: values.item_type,
    count,
    itemPriceOre,
    totalPriceOre: itemPriceOre * count,
    vatOre: 0,
    payment_option_id: null,
    membership_campaign_id: null,
    use_immediately_after_purchase: null,
    ...values,
  };
}

/** A pricer answering these rows (and invalid ids), as `priceCart` would. */
export function pricer(rows: PricedRow[], invalidCartItemIds: number[] = []) {
  const cart: PricedCart = {
    rows,
    totalOre: Math.max(
      0,
      rows.reduce((sum, r) => sum + r.totalPriceOre, 0),
    ),
    vatOre: rows.reduce((sum, r) => sum + r.vatOre, 0),
    invalidCartItemIds,
  };
  return () => Promise.resolve(cart);
}

/** Puts rows in the customer's cart (what fulfilment must clear). */
export async function putInCart(
  t: TestApp,
  clientId: number,
  userId: number,
  rows: { item_type: string; item_id: number }[],
) {
  return t.db
    .insert(cartItems)
    .values(rows.map((r) => ({ ...r, client_id: clientId, user_id: userId })))
    .returning();
}

export const cartOf = (t: TestApp, userId: number) =>
  t.db.select().from(cartItems).where(eq(cartItems.user_id, userId));

/** An order made through `createOrderFromCart` with the given rows. @returns the order. */
export async function orderOf(t: TestApp, client: StudioClient, userId: number, rows: PricedRow[]) {
  const outcome = await createOrderFromCart(t.db, client, userId, 'test', pricer(rows));
  expect(outcome.ok).toBe(true);
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
}

/**
 * The text of a PDF written with uncompressed streams: every `[…] TJ` and `<…> Tj` hex string
 * decoded (pdfkit's standard fonts use WinAnsi, close to latin1), one line per text operator.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
    const body = match[1] ?? `<${match[2]}>`;
    const parts = [...body.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) =>
      Buffer.from(m[1]!, 'hex').toString('latin1'),
    );
    lines.push(parts.join(''));
  }
  return lines.join('\n');
}
