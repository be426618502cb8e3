/**
 * A refused order's money going back (issue 22; README.md beside this file): which refused orders
 * still wait for their refund, and recording a refund the provider accepted, once, with the mail
 * that tells the customer why and how much (in the studio's language and look). The provider
 * call itself is the payments module's (`refundOrder`); amounts in øre, the order's `total` is
 * kroner.
 */
import { and, eq, gt } from 'drizzle-orm';
import { toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import { orders } from '../../platform/db/schema.ts';
import { fill, toLocale, type Texts } from '../../platform/i18n/locale.ts';
import { formatOre } from '../../platform/mail/money-text.ts';
import { findClientById, loadSettings, sendMail } from '../../studio/public.ts';
import { buyerEmail, lockOrder, updateOrder, type OrderRow } from './queries.ts';
import type { RefusalReason } from './recheck.ts';

const texts = {
  subject: {
    da: 'Dit køb hos {studio} blev ikke gennemført',
    en: 'Your purchase at {studio} could not be completed',
    nb: 'Kjøpet ditt hos {studio} ble ikke gjennomført',
  },
  body: {
    da: 'Vi modtog din betaling for ordre {order}, men kunne ikke give dig det, du købte: {reason}\n\nVi har betalt {amount} tilbage. Det kan tage nogle dage, før pengene står på din konto.',
    en: 'We received your payment for order {order} but could not give you what you bought: {reason}\n\nWe have refunded {amount}. It may take a few days before the money is back in your account.',
    nb: 'Vi mottok betalingen din for bestilling {order}, men kunne ikke gi deg det du kjøpte: {reason}\n\nVi har betalt tilbake {amount}. Det kan ta noen dager før pengene er på kontoen din.',
  },
  bodyFree: {
    da: 'Vi kunne ikke gennemføre ordre {order}: {reason}\n\nDer er ikke trukket penge.',
    en: 'We could not complete order {order}: {reason}\n\nNo money was taken.',
    nb: 'Vi kunne ikke gjennomføre bestilling {order}: {reason}\n\nIngen penger ble trukket.',
  },
} satisfies Record<string, Texts>;

/** Why, in the customer's words (`orders.refund_reason`). */
export const refusalTexts: Record<RefusalReason, Texts> = {
  limit_reached: {
    da: 'du har allerede købt det højeste antal, eller det er udsolgt.',
    en: 'you already hold the most you may buy, or it has sold out.',
    nb: 'du har allerede kjøpt det høyeste antallet, eller det er utsolgt.',
  },
  sold_out: {
    da: 'pladserne blev optaget, før betalingen nåede frem.',
    en: 'the seats were taken before the payment arrived.',
    nb: 'plassene ble tatt før betalingen kom frem.',
  },
  code_used_up: {
    da: 'rabatkoden var allerede brugt op.',
    en: 'the discount code had already been used up.',
    nb: 'rabattkoden var allerede brukt opp.',
  },
  gift_card_spent: {
    da: 'gavekortet var allerede brugt.',
    en: 'the gift card had already been spent.',
    nb: 'gavekortet var allerede brukt.',
  },
  appointment_taken: {
    da: 'tiden til aftalen blev optaget, før betalingen nåede frem.',
    en: 'the appointment time was taken before the payment arrived.',
    nb: 'tiden til avtalen ble tatt før betalingen kom frem.',
  },
};

const reasonText = (reason: string | null, locale: ReturnType<typeof toLocale>) =>
  (refusalTexts[reason as RefusalReason] ?? refusalTexts.limit_reached)[locale];

/** Refused orders (any studio) whose money has not gone back yet, oldest first. */
export function ordersAwaitingRefund(db: Db, limit = 50): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(gt(orders.refused, 0), eq(orders.refunded, 0)))
    .orderBy(orders.id)
    .limit(limit);
}

/**
 * Records that the refused order's money went back (`refundId` = the provider's refund id, none
 * when nothing was paid), and mails the customer: once, under the order row's lock.
 * @returns false when the order is not refused or was recorded refunded before.
 */
export function recordRefund(db: Db, orderId: number, refundId: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order?.refused || order.refunded) return false;
    const now = Date.now();
    await updateOrder(tx, order.id, { refunded: now, refund_id: refundId });
    const to = await buyerEmail(tx, order);
    const studio = await findClientById(tx, order.client_id);
    if (!to || !studio) return true;
    const locale = toLocale((await loadSettings(tx, studio)).locale);
    const amountOre = toOre(order.total);
    const params = {
      studio: studio.name,
      order: order.id,
      reason: reasonText(order.refund_reason, locale),
      amount: formatOre(amountOre),
    };
    await sendMail(tx, order.client_id, {
      to,
      subject: fill(texts.subject[locale], params),
      text: [fill((amountOre ? texts.body : texts.bodyFree)[locale], params), studio.name].join(
        '\n\n',
      ),
    });
    return true;
  });
}
