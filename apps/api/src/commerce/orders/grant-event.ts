/**
 * What a paid event line gives (CONTRACT §6 "Installment purchase flow", §7 "Applying a paid
 * order"; README.md beside this file): `event` → one event signup with `count` = seats;
 * `event_first_installment` → the signup paid in installments, the plan copied, the installments
 * due now paid by this order, and the saved card as the signup's payment subscription. Runs in the
 * fulfilment transaction with the event row locked first (events `lockEvent`).
 */
import { toOre } from '@studio/contract/money';
import { paymentSubscriptions } from '../../platform/db/schema.ts';
import { toLocale } from '../../platform/i18n/locale.ts';
import type { StudioClient } from '../../studio/public.ts';
import { createPaidSignup, lockEvent } from '../../schedule/public.ts';
import type { SavedCard } from './payment-facts.ts';
import type { OrderItemRow, OrderRow } from './queries.ts';
import type { Tx } from '../../platform/db/connect.ts';

/** When and with which card the line was paid. */
interface EventGrant {
  now: number;
  /** Copenhagen `YYYY-MM-DD`. */
  today: string;
  savedCard?: SavedCard;
}

/**
 * The signup of one paid `event` / `event_first_installment` line. An event gone from the studio
 * altogether (never: events are archived, not deleted) gives nothing; an archived, full or started
 * one still gives the signup: the customer paid, the studio refunds if it must.
 */
export async function grantEventSignup(
  tx: Tx,
  client: StudioClient,
  order: OrderRow,
  item: OrderItemRow,
  grant: EventGrant,
) {
  if (!order.user_id || !item.item_id) return;
  const event = await lockEvent(tx, order.client_id, item.item_id, true);
  if (!event) return;
  const installments = item.item_type === 'event_first_installment';
  const signup = await createPaidSignup(tx, {
    studio: {
      id: client.row.id,
      name: client.row.name,
      locale: toLocale(client.settings.locale),
    },
    userId: order.user_id,
    event,
    seats: installments ? 1 : Math.max(1, item.count),
    orderId: order.id,
    installments,
    discountOre: item.applied_discount_code_amount ? toOre(item.applied_discount_code_amount) : 0,
    now: grant.now,
    today: grant.today,
  });
  const card = grant.savedCard;
  // A signup the customer held already (seats added to it) keeps its own card.
  if (!installments || !card || signup.order_id !== order.id) return;
  await tx.insert(paymentSubscriptions).values({
    client_id: order.client_id,
    event_signup_id: signup.id,
    payment_service_provider: card.provider,
    payment_provider_subscription_id: card.handle,
    payment_provider_customer_id: card.customerHandle ?? null,
    status: 'active',
    pay_type: card.pay_type ?? null,
    card_last_4_digits: card.card_last_4_digits ?? null,
    card_expiration: card.card_expiration ?? null,
  });
}
