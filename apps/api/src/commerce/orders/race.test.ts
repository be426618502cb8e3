/**
 * Fulfilment happens once (CONTRACT §7; README.md): five reports of the same payment at the same
 * moment — a return page, webhooks, retries on several API processes — on PostgreSQL, where they
 * really run in parallel. One class pass, one invoice number, one receipt mail.
 */
import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { describeRaces } from '../../../test/postgres-races.ts';
import { classPasses, invoiceCounters, orders, outbox } from '../../platform/db/schema.ts';
import { fulfilOrder } from './fulfil.ts';
import { orderOf, row, shop } from '../../../test/kits/orders.ts';

const { t, b } = useBookingApp();

describeRaces('fulfilOrder at the same moment', () => {
  test('five parallel reports apply the order once', async () => {
    const { studio, client, passType } = await shop(t, b);
    const customer = await b.customer(studio.id, { email: 'race@example.dk' });
    const order = await orderOf(t, client, customer.id, [
      row({ item_type: 'class_pass_type', item_id: passType.id, itemPriceOre: 20000 }),
    ]);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => fulfilOrder(t.db, order.id, { transaction_id: `t${i}` })),
    );
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'already')).toHaveLength(4);
    expect(
      await t.db.select().from(classPasses).where(eq(classPasses.order_id, order.id)),
    ).toHaveLength(1);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.invoice_id).toBe(1);
    const [counter] = await t.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.client_id, studio.id));
    expect(counter!.last).toBe(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'race@example.dk'))).toHaveLength(
      1,
    );
  });
});
