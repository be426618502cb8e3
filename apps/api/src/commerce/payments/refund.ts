/**
 * Giving back the money of a refused order (issue 22 item 6; orders `recheck.ts`): a payment that
 * arrived when what it bought could no longer be granted (the seat gone, the limit reached, the
 * code or gift card used up) is refunded in full through the provider that took it, with the key
 * `order-<id>-refund` (a retry is the same refund at the provider), then recorded on the order
 * with a mail to the customer (orders `recordRefund`). A provider that fails or refuses leaves the
 * order waiting; the `refunds` job tries again.
 */
import { toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import { adapterFor } from './providers/adapters.ts';
import type { PaymentAdapter } from './providers/types.ts';
import { findClientById, loadSettings } from '../../studio/public.ts';
import { ordersAwaitingRefund, recordRefund } from '../orders/public.ts';
import { orderOfStudio, type PaymentOrder } from './queries.ts';

/** Idempotency key of an order's refund at the provider. */
export const refundKey = (orderId: number) => `order-${orderId}-refund`;

/**
 * Refunds a refused order's whole total (øre from the order's kroner `total`) and records it.
 * Nothing paid (total 0, or no payment at the provider): recorded at once, no provider call.
 * @returns `refunded`, `refused` (the provider said no: left for the studio/job, reason logged by
 *   the caller) or `not_refused` (nothing to give back).
 * @throws when the provider cannot be reached (the order stays waiting for the job).
 */
export async function refundOrder(
  db: Db,
  adapter: PaymentAdapter,
  order: PaymentOrder,
): Promise<'refunded' | 'refused' | 'not_refused'> {
  if (!order.refused || order.refunded) return 'not_refused';
  const amountOre = toOre(order.total);
  if (!amountOre || !order.payment_provider_order_id) {
    await recordRefund(db, order.id, null);
    return 'refunded';
  }
  const result = await adapter.refund({
    reference: order.payment_provider_order_id,
    transactionId: order.transaction_id ?? undefined,
    amountOre,
    currency: await currencyOf(db, order.client_id),
    idempotencyKey: refundKey(order.id),
  });
  if (!result.refunded) return 'refused';
  await recordRefund(db, order.id, result.id ?? null);
  return 'refunded';
}

/** `refundOrder` for an order known by id at a studio (after `fulfilOrder` answered `refused`). */
export async function refundOrderById(
  db: Db,
  adapter: PaymentAdapter,
  clientId: number,
  orderId: number,
) {
  const order = await orderOfStudio(db, clientId, orderId);
  return order ? refundOrder(db, adapter, order) : 'not_refused';
}

/** The studio's `currency` setting (ISO 4217, `DKK` when unset). */
async function currencyOf(db: Db, clientId: number) {
  const row = await findClientById(db, clientId);
  return row ? String((await loadSettings(db, row)).currency || 'DKK') : 'DKK';
}

/**
 * The `refunds` job: every refused order whose money has not gone back yet (a provider that was
 * down, or refused at first) is refunded again with the same key, so the provider pays once.
 * A studio's provider with no adapter (payments off) is left for the studio. @returns how many
 * orders were refunded this run.
 */
export async function retryRefunds(db: Db): Promise<number> {
  let refunded = 0;
  for (const order of await ordersAwaitingRefund(db)) {
    const provider = order.payment_service_provider;
    if (provider !== 'stripe' && provider !== 'reepay' && provider !== 'test') continue;
    const adapter = adapterFor(provider, {
      signingKey: new Uint8Array(0),
      origin: '',
      clientId: order.client_id,
    });
    try {
      if ((await refundOrder(db, adapter, order)) === 'refunded') refunded += 1;
    } catch {
      // Still unreachable: the next run tries again with the same key.
    }
  }
  return refunded;
}
