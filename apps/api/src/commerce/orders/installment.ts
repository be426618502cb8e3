/**
 * The order paying one later installment of an event signup (CONTRACT §6 design, seed 001 §3;
 * README.md beside this file). One order per installment, whoever charges it: the partial unique
 * index `orders_one_per_installment` on `orders.event_signup_installment_id` makes a second
 * insert a no-op (`ON CONFLICT DO NOTHING`), and the row is then read back. Its one line is
 * `item_type: 'event_installment'`, `item_id` = the installment; `fulfilOrder` marks it paid.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { oreToDecimal, toOre } from '@studio/contract/money';
import type { Tx } from '../../platform/db/connect.ts';
import {
  eventSignupInstallments,
  eventSignups,
  events,
  orderItems,
  orders,
  paymentSubscriptions,
} from '../../platform/db/schema.ts';
import { fill, toLocale, type Texts } from '../../platform/i18n/locale.ts';
import { findClientById, loadSettings } from '../../studio/public.ts';
import type { OrderRow } from './queries.ts';

/** The line's name, e.g. "Yogalæreruddannelse – 2. rate af 4". */
const lineName: Texts = {
  da: '{event} – {n}. rate af {total}',
  en: '{event} – installment {n} of {total}',
  nb: '{event} – {n}. avdrag av {total}',
};

/** The installment with its signup and event, or undefined. */
async function installmentWithEvent(tx: Tx, installmentId: number) {
  const [row] = await tx
    .select({ installment: eventSignupInstallments, signup: eventSignups, event: events })
    .from(eventSignupInstallments)
    .innerJoin(eventSignups, eq(eventSignups.id, eventSignupInstallments.event_signup_id))
    .innerJoin(events, eq(events.id, eventSignups.event_id))
    .where(eq(eventSignupInstallments.id, installmentId));
  return row;
}

/** `n` (1-based, by date) and `N` of the installment within its signup's plan. */
async function positionOf(tx: Tx, signupId: number, installmentId: number) {
  const rows = await tx
    .select({ id: eventSignupInstallments.id })
    .from(eventSignupInstallments)
    .where(
      and(
        eq(eventSignupInstallments.event_signup_id, signupId),
        eq(eventSignupInstallments.archived, false),
      ),
    )
    .orderBy(asc(eventSignupInstallments.date), asc(eventSignupInstallments.id));
  return { n: rows.findIndex((row) => row.id === installmentId) + 1, total: rows.length };
}

/**
 * The signup's active saved card (`payment_subscriptions.event_signup_id`, `active`, not archived;
 * the newest), which its later installments are charged to, or undefined.
 */
export async function activeSignupCard(tx: Tx, signupId: number) {
  const [card] = await tx
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.event_signup_id, signupId),
        eq(paymentSubscriptions.status, 'active'),
        eq(paymentSubscriptions.archived, false),
      ),
    )
    .orderBy(sql`${paymentSubscriptions.id} desc`)
    .limit(1);
  return card;
}

/**
 * Finds or creates the order paying installment `installmentId`: `user_id` = the signup's
 * customer, `total` = `amount − discount_amount` (kroner strings, øre arithmetic), one
 * `event_installment` line named in the studio's language, `payment_service_provider` and
 * `payment_subscription_id` from the signup's active saved card when it has one. Safe to call
 * from several processes at once: one order per installment.
 * @throws when the installment does not exist.
 */
export async function installmentOrder(tx: Tx, installmentId: number): Promise<OrderRow> {
  const existing = await orderOfInstallment(tx, installmentId);
  if (existing) return existing;
  const found = await installmentWithEvent(tx, installmentId);
  if (!found) throw new Error(`installmentOrder: no installment ${installmentId}`);
  const { installment, signup, event } = found;
  const client = await findClientById(tx, installment.client_id);
  const locale = toLocale(client ? (await loadSettings(tx, client)).locale : 'da');
  const { n, total } = await positionOf(tx, signup.id, installmentId);
  const price = oreToDecimal(
    Math.max(0, toOre(installment.amount) - toOre(installment.discount_amount)),
  );
  const card = await activeSignupCard(tx, signup.id);
  const [inserted] = await tx
    .insert(orders)
    .values({
      client_id: installment.client_id,
      user_id: signup.user_id,
      total: price,
      payment_service_provider: card?.payment_service_provider ?? null,
      payment_subscription_id: card?.id ?? null,
      event_signup_installment_id: installmentId,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) return (await orderOfInstallment(tx, installmentId))!;
  await tx.insert(orderItems).values({
    client_id: installment.client_id,
    order_id: inserted.id,
    item_type: 'event_installment',
    item_id: installmentId,
    name: fill(lineName[locale], { event: event.name, n, total }),
    count: 1,
    item_price: price,
    total_price: price,
  });
  return inserted;
}

async function orderOfInstallment(tx: Tx, installmentId: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.event_signup_installment_id, installmentId));
  return row;
}

/**
 * A paid `event_installment` line: its installment is marked paid (`paid` = `now` ms, `order_id`
 * = the order), unless an earlier payment already marked it. Run inside the fulfilment.
 */
export async function markInstallmentPaid(
  tx: Tx,
  order: OrderRow,
  installmentId: number,
  now: number,
) {
  await tx
    .update(eventSignupInstallments)
    .set({ paid: now, order_id: order.id, updatedAt: now })
    .where(
      and(
        eq(eventSignupInstallments.id, installmentId),
        eq(eventSignupInstallments.client_id, order.client_id),
        eq(eventSignupInstallments.paid, 0),
      ),
    );
}
