/**
 * Renewal orders (issue 12; commerce/renewals/README.md): one order per membership and period
 * (unique `(membership_id, renewal_period_start)`), its lines the renewal (`membership_renewal`)
 * and the pending no-show fees it pays (`no_show_fee`). The charge's idempotency key is stored on
 * the order before the provider is called; paying it goes through `fulfilOrderInTx` (invoice
 * number, receipt mail, fees marked paid), in the renewal's transaction.
 */
import { and, eq } from 'drizzle-orm';
import { oreToDecimal } from '@studio/contract/money';
import { orders } from '../../platform/db/schema.ts';
import { attemptKey } from './charge-attempts.ts';
import { fulfilOrderInTx, type Fulfilment } from './fulfil.ts';
import type { PaymentFacts } from './payment-facts.ts';
import { insertOrder, itemsOf, updateOrder, type OrderItemRow, type OrderRow } from './queries.ts';
import type { Tx } from '../../platform/db/connect.ts';

export interface RenewalLine {
  item_type: 'membership_renewal' | 'no_show_fee';
  /** The membership (renewal line) or the `no_show_fees` row (fee line). */
  item_id: number;
  name: string;
  /** Øre. */
  priceOre: number;
  payment_option_id?: number | null;
  membership_campaign_id?: number | null;
  membership_renewal_membership_type?: number | null;
}

export interface RenewalOrderInput {
  clientId: number;
  userId: number;
  membershipId: number;
  /** The first day this payment covers, `YYYY-MM-DD`. */
  periodStart: string;
  provider: string;
  paymentSubscriptionId: number | null;
  lines: RenewalLine[];
}

export type RenewalOrder = OrderRow & { items: OrderItemRow[] };

/** The key of a period's first charge: `membership-<id>-<period start YYYY-MM-DD>`. */
export const renewalKey = (membershipId: number, periodStart: string) =>
  `membership-${membershipId}-${periodStart}`;

/**
 * The period's renewal order: the one made by an earlier attempt (its lines and total unchanged,
 * so a re-sent key asks the provider for exactly the same charge), or a new one with `lines`.
 * Call under the membership row lock: every renewal path takes it first, and the unique index
 * refuses a second order for the period should anything not.
 */
export async function renewalOrderFor(tx: Tx, input: RenewalOrderInput): Promise<RenewalOrder> {
  const [existing] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.membership_id, input.membershipId),
        eq(orders.renewal_period_start, input.periodStart),
      ),
    );
  if (existing) return { ...existing, items: await itemsOf(tx, [existing.id]) };
  const totalOre = input.lines.reduce((sum, line) => sum + line.priceOre, 0);
  return insertOrder(
    tx,
    {
      client_id: input.clientId,
      user_id: input.userId,
      total: oreToDecimal(totalOre),
      payment_service_provider: input.provider,
      membership_id: input.membershipId,
      payment_subscription_id: input.paymentSubscriptionId,
      renewal_period_start: input.periodStart,
    },
    input.lines.map((line) => ({
      item_type: line.item_type,
      item_id: line.item_id,
      name: line.name,
      count: 1,
      item_price: oreToDecimal(line.priceOre),
      total_price: oreToDecimal(line.priceOre),
      payment_option_id: line.payment_option_id ?? null,
      membership_campaign_id: line.membership_campaign_id ?? null,
      membership_renewal_membership_type: line.membership_renewal_membership_type ?? null,
    })),
  );
}

/**
 * Stores the idempotency key of the charge about to be made, before the provider is called:
 * the key already stored when the last attempt's outcome was never recorded (a crash after
 * charging: the provider answers that same charge again), else the period's key, or, after a
 * recorded decline, the next retry key (a provider replays a key's old answer, so a retry needs
 * its own). @returns the key to send.
 */
export async function startRenewalAttempt(tx: Tx, order: OrderRow): Promise<string> {
  const key = attemptKey(order, () =>
    renewalKey(order.membership_id ?? 0, order.renewal_period_start ?? ''),
  );
  if (key === order.idempotency_key) return key;
  await updateOrder(tx, order.id, { idempotency_key: key, payment_failed: 0 });
  return key;
}

/**
 * The renewal was paid: the order is fulfilled (invoice number, receipt mail, its fee lines
 * mark the fees paid) in the caller's transaction. @returns `'already'` when it was paid before.
 * (A renewal order is not a cart order: its lines are never checked again, so never refused.)
 */
export async function recordRenewalPaid(
  tx: Tx,
  orderId: number,
  payment: PaymentFacts,
): Promise<Fulfilment> {
  return fulfilOrderInTx(tx, orderId, payment);
}

/** The renewal was declined: the order shows as declined until a retry pays it. */
export async function recordRenewalDeclined(tx: Tx, orderId: number, now: number): Promise<void> {
  await updateOrder(tx, orderId, { payment_failed: now });
}
