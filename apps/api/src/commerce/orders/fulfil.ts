/**
 * Applying a paid order, exactly once (CONTRACT §7 "Applying a paid order"; README.md beside this
 * file): the order row is locked (`SELECT … FOR UPDATE`) and its `fulfilled` instant checked in the
 * same transaction, so a return page, a webhook and a retry arriving together on several API
 * processes give one set of passes, one invoice number, one receipt mail.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import {
  findClientById,
  loadSettings,
  mailLinkOrigin,
  type StudioClient,
  sendMail,
} from '../../studio/public.ts';
import { confirmOrderSlots, releaseOrderSlots, secureOrderSlots } from '../appointments/public.ts';
import { bookAfterPurchase } from './book-after-purchase.ts';
import { activateAndDeliver } from '../gift-cards/public.ts';
import {
  grantClassPasses,
  grantClassSeries,
  grantMembership,
  markNoShowFeePaid,
  spendGiftCard,
} from './grant.ts';
import { grantEventSignup } from './grant-event.ts';
import type { PaymentFacts } from './payment-facts.ts';
import { markInstallmentPaid } from './installment.ts';
import { recheckOrder } from './recheck.ts';
import { receiptMail } from './mails.ts';
import {
  buyerEmail,
  deleteBoughtCartRows,
  itemsOf,
  lockOrder,
  nextInvoiceId,
  updateOrder,
  type OrderItemRow,
  type OrderRow,
} from './queries.ts';

/** The studio's name, language and the origin its receipt links start with. */
function studioOf(client: StudioClient) {
  return {
    name: client.row.name,
    locale: client.settings.locale,
    origin: mailLinkOrigin(client),
  };
}

async function studioById(db: Db, clientId: number): Promise<StudioClient> {
  const row = await findClientById(db, clientId);
  if (!row) throw new Error(`fulfilOrder: no studio ${clientId}`);
  return { row, settings: await loadSettings(db, row) };
}

/**
 * Creates what the lines bought. @returns the membership and saved card ids for the order, and
 * the receipt's notes (where a bought gift card went).
 */
async function grantItems(
  tx: Tx,
  client: StudioClient,
  order: OrderRow,
  items: OrderItemRow[],
  today: string,
  payment: PaymentFacts,
  now: number,
) {
  const settings = client.settings;
  const bought: { membership_id?: number; payment_subscription_id?: number | null } = {};
  const notes: string[] = [];
  // The order's discount code (one at most: the cart keeps the latest) goes with its memberships.
  const discountCodeId = items.find((i) => i.item_type === 'discount_code')?.item_id ?? null;
  for (const item of items) {
    switch (item.item_type) {
      case 'class_pass_type':
        await grantClassPasses(tx, order, item, today);
        break;
      case 'membership_type': {
        const granted = await grantMembership(
          tx,
          order,
          item,
          today,
          Boolean(settings.memberships_always_renew_at_1st_of_month),
          payment.savedCard,
          discountCodeId,
        );
        if (granted) {
          bought.membership_id = granted.membershipId;
          bought.payment_subscription_id = granted.subscriptionId;
        }
        break;
      }
      case 'class_series_type':
        await grantClassSeries(tx, order, item);
        break;
      case 'gift_card_purchase': {
        if (!item.item_id) break;
        const purchase = { orderId: order.id, cardId: item.item_id };
        const note = await activateAndDeliver(tx, client, purchase, now);
        if (note) notes.push(note);
        break;
      }
      case 'gift_card_spend':
        await spendGiftCard(tx, order, item);
        break;
      case 'no_show_fee':
        await markNoShowFeePaid(tx, order, item);
        break;
      case 'event':
      case 'event_first_installment':
        await grantEventSignup(tx, client, order, item, {
          now,
          today,
          savedCard: payment.savedCard,
        });
        break;
      case 'event_installment':
        if (item.item_id) await markInstallmentPaid(tx, order, item.item_id, now);
        break;
      // Discount-code lines are their own record (limits count paid orders' lines); products,
      // the registration fee and the rest create nothing here.
    }
  }
  return { bought, notes };
}

/**
 * What a payment report did to its order: applied it (the first time), nothing (`already`: applied
 * or refused before, maybe a moment ago by another process), or refused it (`refused`: the order's
 * lines could no longer be granted, recheck.ts; nothing given, the money is to go back).
 */
export type Fulfilment = 'applied' | 'already' | 'refused';

/**
 * Marks the order paid and applies it, once, if its purchase rules still hold (`recheckOrder`).
 * @returns the `Fulfilment`.
 * @throws when the order does not exist (a provider reported an id we never made).
 */
export function fulfilOrder(
  db: Db,
  orderId: number,
  payment: PaymentFacts = {},
): Promise<Fulfilment> {
  return db.transaction((tx) => fulfilOrderInTx(tx, orderId, payment));
}

/** The payment's facts as order columns (what the provider told us, else what the order had). */
const paymentColumns = (order: OrderRow, payment: PaymentFacts) => ({
  transaction_id: payment.transaction_id ?? order.transaction_id,
  pay_type: payment.pay_type ?? order.pay_type,
  card_prefix: payment.card_prefix ?? order.card_prefix,
  card_last_4_digits: payment.card_last_4_digits ?? order.card_last_4_digits,
  card_expiration: payment.card_expiration ?? order.card_expiration,
});

/**
 * `fulfilOrder` inside the caller's transaction (a renewal records its payment and moves the
 * membership in one transaction): locks the order row, checks its lines again (recheck.ts, which
 * locks the customer and what the lines take from), then applies it unless already fulfilled. A
 * refused order is marked `fulfilled` and `refused` with its `refund_reason`: it gives nothing,
 * now or on any later report, and the payments module gives the money back (`refundOrder`).
 */
export async function fulfilOrderInTx(
  tx: Tx,
  orderId: number,
  payment: PaymentFacts = {},
): Promise<Fulfilment> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new Error(`fulfilOrder: no order ${orderId}`);
  if (order.fulfilled) return 'already';
  const client = await studioById(tx, order.client_id);
  const now = Date.now();
  const today = copenhagenToday(new Date(now));
  const items = await itemsOf(tx, [order.id]);
  const refusal =
    (await recheckOrder(tx, client, order, items, today)) ??
    ((await secureOrderSlots(tx, client, order, items, now)) ? null : 'appointment_taken');
  if (refusal) {
    await releaseOrderSlots(tx, order.client_id, order.id, now);
    await updateOrder(tx, order.id, {
      ...paymentColumns(order, payment),
      paid: order.paid || now,
      fulfilled: now,
      refused: now,
      refund_reason: refusal,
    });
    return 'refused';
  }
  const { bought, notes } = await grantItems(tx, client, order, items, today, payment, now);
  await confirmOrderSlots(tx, client, order.id);
  if (order.user_id) {
    await deleteBoughtCartRows(tx, order.client_id, order.user_id, items);
    await bookAfterPurchase(tx, client, order.user_id, items, now);
  }
  const paid: Partial<OrderRow> = {
    ...bought,
    paid: order.paid || now,
    fulfilled: now,
    invoice_id: await nextInvoiceId(tx, order.client_id),
    receipt_token: randomBytes(24).toString('hex'),
    ...paymentColumns(order, payment),
  };
  const to = await buyerEmail(tx, order);
  if (to) {
    const receipt = receiptMail(studioOf(client), to, { ...order, ...paid }, items, notes);
    await sendMail(tx, order.client_id, receipt);
    paid.receipt_sent = now;
  }
  await updateOrder(tx, order.id, paid);
  return 'applied';
}

/**
 * The provider declined or the customer cancelled: the order is marked failed and nothing is
 * given. A paid (fulfilled) order is never marked failed. @returns whether it was marked.
 */
export function markPaymentFailed(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.fulfilled) return false;
    if (!order.payment_failed) await updateOrder(tx, order.id, { payment_failed: Date.now() });
    await releaseOrderSlots(tx, order.client_id, order.id, Date.now());
    return true;
  });
}
