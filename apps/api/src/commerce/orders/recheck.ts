/**
 * The purchase limits checked again when an order is paid (issue 22; README.md beside this file).
 * What the cart offered is taken only if it may still be taken: the order's lines are loaded once
 * more as a cart (cart-items `priceCartInDetail`, the same readers as checkout) under the locks of
 * `lockHeldRecords`, against what is granted now and what other customers' unpaid orders hold:
 * per-customer class pass maximum, a membership of the type already held or the type sold out,
 * event seats (and a signup the customer already holds), discount-code limits, and the gift card
 * still covering exactly what the order took off (the order's own amounts stand). What is not a
 * limit (a type archived, a price changed since) does not undo a paid order.
 */
import { CART_ITEM_TYPES } from '@studio/contract/cart';
import { toOre } from '@studio/contract/money';
import type { Tx } from '../../platform/db/connect.ts';
import { discountCodeRefusal, priceCartInDetail, type CartRowShape } from '../cart-items/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import { heldRecordsOf, lockHeldRecords } from '../holds/public.ts';
import type { OrderItemRow, OrderRow } from './queries.ts';

/** Lines that were sold from a cart (CONTRACT §7 types) and so are checked again. */
const CART_KINDS = new Set<string>(CART_ITEM_TYPES);

/** Why a paid order cannot be granted (`orders.refund_reason`, the refund mail's wording). */
export type RefusalReason =
  'limit_reached' | 'sold_out' | 'code_used_up' | 'gift_card_spent' | 'appointment_taken';

/** The discount-code refusals that are limits (an archived code does not undo a paid order). */
const CODE_LIMITS = new Set([
  'E_DISCOUNT_CODE_CUSTOMER_LIMIT_REACHED',
  'E_DISCOUNT_CODE_USE_PER_CUSTOMER_LIMIT_REACHED',
]);

/** The order's cart lines as the cart rows they were (ids are the order lines' ids). */
function asCartRows(order: OrderRow, lines: OrderItemRow[]): CartRowShape[] {
  return lines.map((line) => ({
    id: line.id,
    createdAt: line.createdAt,
    updatedAt: line.updatedAt,
    archived: false,
    client_id: order.client_id,
    user_id: order.user_id!,
    item_type: line.item_type,
    item_id: line.item_id,
    item_count: line.count,
    payment_option_id: line.payment_option_id,
    membership_campaign_id: line.membership_campaign_id,
    use_immediately_after_purchase: null,
    // The slot is checked apart (appointments `secureOrderSlots`), as the order's own hold.
    appointment_details: null,
    real_user_name: null,
  }));
}

/**
 * Checks a paid order's cart lines again, inside the fulfilment transaction (order row locked).
 * Locks the customer and the records the lines take from first (`lockHeldRecords`).
 * @returns null when every line may be granted, else the first line's reason. Orders that were
 *   not made from a cart (gift card purchases, renewals, later installments, no-show fees) pass.
 */
export async function recheckOrder(
  tx: Tx,
  client: StudioClient,
  order: OrderRow,
  items: OrderItemRow[],
  today: string,
): Promise<RefusalReason | null> {
  const lines = items.filter((item) => CART_KINDS.has(item.item_type));
  if (!order.user_id || !lines.length) return null;
  if (order.renewal_period_start || order.event_signup_installment_id) return null;
  await lockHeldRecords(tx, order.user_id, heldRecordsOf(lines));
  const { loaded, holds } = await priceCartInDetail(
    tx,
    client,
    order.user_id,
    today,
    asCartRows(order, lines),
  );
  const who = { clientId: order.client_id, userId: order.user_id };
  for (const line of lines) {
    const id = line.item_id ?? 0;
    switch (line.item_type) {
      case 'class_pass_type': {
        const found = loaded.passTypes.get(id);
        if (found && !found.buyable && found.type.for_sale && !found.type.archived)
          return 'limit_reached';
        break;
      }
      case 'membership_type':
        if (loaded.sales.get(id)?.block) return 'limit_reached';
        break;
      case 'event':
      case 'event_first_installment': {
        const found = loaded.events.get(id);
        const mine = found?.block === 'E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT';
        if (found && (mine || found.seatsLeft < Math.max(1, line.count))) return 'sold_out';
        break;
      }
      case 'discount_code': {
        const code = loaded.codes.get(id);
        const refusal =
          code && (await discountCodeRefusal(tx, who, code, holds.codeCustomers.get(id)));
        if (refusal && CODE_LIMITS.has(refusal)) return 'code_used_up';
        break;
      }
      case 'gift_card_spend': {
        const card = loaded.cards.get(id);
        if (card && toOre(card.amount_left) < -toOre(line.total_price)) return 'gift_card_spent';
        break;
      }
    }
  }
  return null;
}
