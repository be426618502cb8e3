/**
 * GET /orders/{id}/payment-outcome *(design, issue 22)*: what became of a customer's own order
 * after its payment page (`PaymentOutcome` of the contract): paid, refused and refunded (with why,
 * in the studio's language), declined, or still pending. The return page and the thanks dialog
 * read it, since process-order-if-completed answers `OK` whatever happened (CONTRACT §7).
 */
import type { PaymentOutcome } from '@studio/contract/orders';
import { toLocale } from '../../platform/i18n/locale.ts';
import type { Db } from '../../platform/db/connect.ts';
import { orderById } from './queries.ts';
import { refusalTexts } from './refund.ts';
import type { RefusalReason } from './recheck.ts';

/**
 * The outcome of order `orderId` for `userId` at the studio. @returns `forbidden` for another
 * customer's order, undefined for an unknown one.
 */
export async function paymentOutcome(
  db: Db,
  studio: { id: number; locale: unknown },
  userId: number,
  orderId: number,
): Promise<PaymentOutcome | 'forbidden' | undefined> {
  const order = await orderById(db, studio.id, orderId);
  if (!order) return undefined;
  if (order.user_id !== userId) return 'forbidden';
  const reason = refusalTexts[order.refund_reason as RefusalReason];
  const status = order.refused
    ? 'refused'
    : order.fulfilled
      ? 'paid'
      : order.payment_failed
        ? 'failed'
        : 'pending';
  return {
    status,
    amount: Number(order.total),
    refund_text: order.refused && reason ? reason[toLocale(studio.locale)] : null,
    refunded: order.refunded,
  };
}
