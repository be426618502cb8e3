/**
 * Making orders (CONTRACT §7 "Checkout result statuses", §10, §11): from the customer's cart, in
 * one transaction, with the prices the server computes (`priceCart`), never from the request; and
 * the public gift card purchase (an order for a non-user with one `gift_card_purchase` line and an
 * unactivated gift card). Payment adapters (commerce/payments) call these through public.ts.
 */
import type { GiftCardPurchaseBody } from '@studio/contract/payments';
import { oreToDecimal, toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import { giftCards } from '../../platform/db/schema.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import type { StudioClient } from '../../studio/public.ts';
import { cartRowsOf, priceCart } from '../cart-items/public.ts';
import { claimOrderSlots, holdOrderSlots } from '../appointments/public.ts';
import { HOLD_MINUTES, heldRecordsOf, lockHeldRecords } from '../holds/public.ts';
import { checkGiftCardDelivery } from '../gift-cards/public.ts';
import { deleteCartRows, insertOrder, type OrderItemRow, type OrderRow } from './queries.ts';

export type OrderWithItems = OrderRow & { items: OrderItemRow[] };

/**
 * Turns the user's whole cart into an unpaid order that holds what it sells for `HOLD_MINUTES`
 * (`hold_until`, commerce/holds): the customer's row and the records the cart takes from (events,
 * discount codes, gift cards, limited membership types) are locked first, so orders that compete
 * for the last seat or use are priced one after the other, each seeing the others' holds. The
 * customer's newest cart order replaces their earlier unpaid ones (only it holds). Refusals:
 * `E_CART_IS_EMPTY`; `E_INVALID_CART_ITEM` after removing the rows that can no longer be bought
 * (that removal is kept: the customer sees the cart without them).
 * @param price the cart's pricing (`cart-items` `priceCart`); tests may pass a stand-in.
 * @param provider the studio's `payment_service_provider` the order will be paid with.
 */
export async function createOrderFromCart(
  db: Db,
  client: StudioClient,
  userId: number,
  provider: string,
  price: typeof priceCart = priceCart,
): Promise<Outcome<OrderWithItems>> {
  return db.transaction(async (tx) => {
    const cartRows = await cartRowsOf(tx, client.row.id, userId);
    await lockHeldRecords(tx, userId, heldRecordsOf(cartRows));
    const cart = await price(tx, client, userId, copenhagenToday());
    if (cart.invalidCartItemIds.length) {
      await deleteCartRows(tx, userId, cart.invalidCartItemIds);
      return refuse('E_INVALID_CART_ITEM');
    }
    if (!cart.rows.length) return refuse('E_CART_IS_EMPTY');
    const now = Date.now();
    const claims = await claimOrderSlots(tx, client, userId, cart.rows, now);
    if (!claims.ok) {
      await deleteCartRows(
        tx,
        userId,
        claims.lines.flatMap((row) => row.cartItemId ?? []),
      );
      return refuse('E_INVALID_CART_ITEM');
    }
    const holdUntil = now + HOLD_MINUTES * 60_000;
    const order = await insertOrder(
      tx,
      {
        client_id: client.row.id,
        user_id: userId,
        total: oreToDecimal(cart.totalOre),
        vat_amount: oreToDecimal(cart.vatOre),
        payment_service_provider: provider,
        test: provider === 'test',
        hold_until: holdUntil,
      },
      cart.rows.map((row) => ({
        item_type: row.item_type,
        item_id: row.item_id,
        name: row.name,
        count: row.count,
        item_price: oreToDecimal(row.itemPriceOre),
        total_price: oreToDecimal(row.totalPriceOre),
        vat_amount: oreToDecimal(row.vatOre),
        payment_option_id: row.payment_option_id,
        membership_campaign_id: row.membership_campaign_id,
        use_immediately_after_purchase: row.use_immediately_after_purchase ?? null,
        appointment_details: row.appointment_details ?? null,
        applied_discount_code_amount: row.discountOre ? oreToDecimal(row.discountOre) : null,
      })),
    );
    await holdOrderSlots(tx, order.id, holdUntil, claims.held);
    return ok(order);
  });
}

/** The line name of a gift card purchase (CONTRACT §10: gift card lines are named "Gift card"). */
const GIFT_CARD_LINE = { da: 'Gavekort', en: 'Gift card', nb: 'Gavekort' } as const;

/**
 * The public gift card purchase (CONTRACT §11): an unpaid order for the giver (a non-user) with
 * one `gift_card_purchase` line pointing at a new, unactivated gift card that keeps its recipient
 * address and send date (commerce/gift-cards delivers it once paid). Refusals, nothing made:
 * `giftCardAmountTooSmall` (param `amount`, kroner) below `gift_card_minimum_amount`;
 * `giftCardRecipientEmailInvalid`, `giftCardSendDateInvalid` (param `last`) from the delivery
 * check (gift-cards `checkGiftCardDelivery`).
 */
export async function createGiftCardOrder(
  db: Db,
  client: StudioClient,
  body: GiftCardPurchaseBody,
): Promise<Outcome<OrderWithItems>> {
  const provider = String(client.settings.payment_service_provider ?? 'test');
  const minimum = Number(client.settings.gift_card_minimum_amount ?? 100);
  const amountOre = toOre(body.amount);
  if (amountOre < toOre(minimum)) return refuse('giftCardAmountTooSmall', { amount: minimum });
  const undeliverable = checkGiftCardDelivery(body, copenhagenToday(), client.settings.locale);
  if (undeliverable) return undeliverable;
  const locale = client.settings.locale as keyof typeof GIFT_CARD_LINE;
  return db.transaction(async (tx) => {
    const [card] = await tx
      .insert(giftCards)
      .values({
        client_id: client.row.id,
        giver_name: body.giver_name,
        giver_email: body.giver_email,
        recipient_name: body.recipient_name,
        recipient_email: body.recipient_email?.trim() ?? '',
        message: body.message ?? '',
        send_on: body.send_on ?? null,
        amount: oreToDecimal(amountOre),
      })
      .returning();
    const order = await insertOrder(
      tx,
      {
        client_id: client.row.id,
        user_id: null,
        non_user_email: body.giver_email,
        non_user_name: body.giver_name,
        total: oreToDecimal(amountOre),
        payment_service_provider: provider,
        test: provider === 'test',
      },
      [
        {
          item_type: 'gift_card_purchase',
          item_id: card!.id,
          name: GIFT_CARD_LINE[locale] ?? GIFT_CARD_LINE.en,
          count: 1,
          item_price: oreToDecimal(amountOre),
          total_price: oreToDecimal(amountOre),
        },
      ],
    );
    return ok(order);
  });
}
