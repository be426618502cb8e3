/**
 * What an event signup paid in installments shows (CONTRACT §6 GET /event-signups design; seed
 * 001 §2 Installments screen, §3): its installments (`SignupInstallment`, kroner, `paid` ms or 0,
 * `order` the paying order's id or, with `installments.order`, `{id, receipt_token}`), its cards
 * (`SignupCard`, non-archived `payment_subscriptions`; `active` → `active`, `stopped` →
 * `archived`), `number_of_installments_paid` and `installment_payments_status`. Batched per list.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { toKroner, toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import { eventSignupInstallments, orders, paymentSubscriptions } from '../../platform/db/schema.ts';
import type { EventSignupRow } from './queries.ts';

type InstallmentRow = typeof eventSignupInstallments.$inferSelect;

function installmentsOf(db: Db, signupIds: number[]) {
  if (!signupIds.length) return Promise.resolve([] as InstallmentRow[]);
  return db
    .select()
    .from(eventSignupInstallments)
    .where(
      and(
        inArray(eventSignupInstallments.event_signup_id, signupIds),
        eq(eventSignupInstallments.archived, false),
      ),
    )
    .orderBy(asc(eventSignupInstallments.date), asc(eventSignupInstallments.id));
}

function cardsOf(db: Db, signupIds: number[]) {
  if (!signupIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        inArray(paymentSubscriptions.event_signup_id, signupIds),
        eq(paymentSubscriptions.archived, false),
      ),
    )
    .orderBy(asc(paymentSubscriptions.id));
}

/** Receipt tokens of the studio's paying orders (only for `installments.order`). */
async function ordersById(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return new Map<number, string | null>();
  const rows = await db
    .select({ id: orders.id, receipt_token: orders.receipt_token })
    .from(orders)
    .where(and(eq(orders.client_id, clientId), inArray(orders.id, ids)));
  return new Map(rows.map((row) => [row.id, row.receipt_token]));
}

/**
 * `paid_in_full`: not paid in installments, or every installment paid; `failed`: charges failed
 * since the last success; `on_track`: something paid; `not_started`: nothing paid yet.
 */
export function installmentStatus(row: EventSignupRow, installments: { paid: number }[]) {
  const paid = installments.filter((i) => i.paid > 0).length;
  if (!row.installment_payments_enabled || (installments.length && paid === installments.length))
    return 'paid_in_full';
  if (row.installment_payment_failed_number_of_times > 0) return 'failed';
  return paid > 0 ? 'on_track' : 'not_started';
}

/** The payment fields of each signup, by signup id. `withOrder`: `installments.order` objects. */
export async function signupPayments(
  db: Db,
  clientId: number,
  rows: EventSignupRow[],
  withOrder: boolean,
) {
  const ids = rows.map((row) => row.id);
  const [installments, cards] = await Promise.all([installmentsOf(db, ids), cardsOf(db, ids)]);
  const orderIds = [...new Set(installments.flatMap((i) => (i.order_id ? [i.order_id] : [])))];
  const tokens = withOrder ? await ordersById(db, clientId, orderIds) : new Map();
  const out = new Map<number, Record<string, unknown>>();
  for (const row of rows) {
    const own = installments.filter((i) => i.event_signup_id === row.id);
    out.set(row.id, {
      installments: own.map((i) => ({
        id: i.id,
        date: i.date,
        amount: toKroner(toOre(i.amount)),
        discount_amount: toKroner(toOre(i.discount_amount)),
        paid: i.paid,
        order:
          withOrder && i.order_id && tokens.has(i.order_id)
            ? { id: i.order_id, receipt_token: tokens.get(i.order_id) ?? null }
            : i.order_id,
      })),
      payment_subscriptions: cards
        .filter((card) => card.event_signup_id === row.id)
        .map((card) => ({
          id: card.id,
          status: card.status === 'active' ? 'active' : 'archived',
          pay_type: card.pay_type,
          card_last_4_digits: card.card_last_4_digits,
          card_expiration: card.card_expiration,
        })),
      number_of_installments_paid: own.filter((i) => i.paid > 0).length,
      installment_payments_status: installmentStatus(row, own),
    });
  }
  return out;
}
