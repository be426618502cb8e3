/**
 * The cart's changes (CONTRACT §7 POST and DELETE /cart-items; seed 001 §3, §5, §9). Each change is
 * one transaction. A new row is priced with the same rules checkout uses (`price-cart.ts`): a row
 * checkout would refuse is never added, and the transaction rolls back, so a refusal leaves the
 * cart as it was. Answers an Outcome; `'forbidden'` for another customer's row.
 */
import type { CartItemBody } from '@studio/contract/cart';
import { toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import type { StudioClient } from '../../studio/public.ts';
import { holdsOfOthers } from '../holds/public.ts';
import { defaultPaymentOptionId } from '../../catalogue/public.ts';
import { EVENT_TYPES, eventRefusal } from './event-lines.ts';
import { priceCartInDetail } from './price-cart.ts';
import { discountCodeRefusal } from './price-discount.ts';
import {
  cartRowById,
  cartRowsOf,
  deleteCartRows,
  discountCodeByName,
  giftCardByCode,
  insertCartRows,
  studioClassExists,
  type CartRow,
} from './queries.ts';

/** Thrown inside a transaction to roll it back and answer a refusal. */
class Refused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** Types bought once per checkout: `item_count` is 1 whatever was asked. */
const ONE_EACH = new Set([
  'membership_type',
  'class_series_type',
  'event_first_installment',
  'appointment',
]);

/** Whether an existing row goes when `body`'s row comes (CONTRACT §7 replacement rules). */
function isReplacedBy(row: CartRow, body: CartItemBody, itemId: number) {
  if (body.item_type === 'membership_type' && row.item_type === 'membership_type') return true;
  if (row.item_id !== itemId) return false;
  // An event is bought either whole or in installments: either row replaces the other.
  if (EVENT_TYPES.has(body.item_type)) return EVENT_TYPES.has(row.item_type);
  return row.item_type === body.item_type && body.item_type !== 'product';
}

export interface AddRequest {
  client: StudioClient;
  userId: number;
  body: CartItemBody;
  destroyOthers: boolean;
  /** Copenhagen `YYYY-MM-DD`. */
  today: string;
}

/**
 * POST /cart-items (CONTRACT §7). Codes (`discount_code`, `gift_card_spend`) answer `'OK'`;
 * bought things answer the first created row (`item_count` rows, `use_immediately_after_purchase`
 * on the first only; an `event` is one row whose `item_count` is the seats). Refusals:
 * `E_INVALID_CART_ITEM` (not this studio's, archived, not for sale, option or campaign not
 * allowed, per-customer max, already held, a free event, installments the event does not offer),
 * for events `E_EVENT_NOT_FOUND` (archived, cancelled, another studio's), `E_EVENT_HAS_STARTED`,
 * `E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT`, `E_EVENT_IS_FULL` (also more seats than are free),
 * `E_CLASS_NOT_FOUND` (the class to book is not the studio's), and the codes of `applyCode`.
 */
export async function addToCart(db: Db, req: AddRequest): Promise<Outcome<CartRow | 'OK'>> {
  try {
    return await db.transaction((tx): Promise<Outcome<CartRow | 'OK'>> =>
      req.body.item_type === 'discount_code' || req.body.item_type === 'gift_card_spend'
        ? applyCode(tx, req)
        : addItem(tx, req),
    );
  } catch (error) {
    if (error instanceof Refused) return refuse(error.code);
    throw error;
  }
}

async function addItem(tx: Db, req: AddRequest): Promise<Outcome<CartRow>> {
  const { client, userId, body } = req;
  const clientId = client.row.id;
  const itemId = body.item_id!;
  const book = body.use_immediately_after_purchase ?? null;
  const classBooking = book && book.item_type !== 'appointment' ? book : null;
  if (classBooking && !(await studioClassExists(tx, clientId, classBooking.class_id)))
    return refuse('E_CLASS_NOT_FOUND');
  // An appointment is bought with its slot; a slot is booked with a pass or membership bought.
  const appointment = body.item_type === 'appointment' ? (body.appointment_details ?? null) : null;

  let optionId = body.payment_option ?? null;
  if (body.item_type === 'membership_type' && !optionId) {
    optionId = (await defaultPaymentOptionId(tx, clientId, itemId)) ?? null;
    if (!optionId) return refuse('E_INVALID_CART_ITEM');
  }
  if (req.destroyOthers) await deleteCartRows(tx, clientId, userId);
  else {
    // Same type and id replaced (not products); one membership per checkout (CONTRACT §7).
    const replaced = (await cartRowsOf(tx, clientId, userId)).filter((row) =>
      isReplacedBy(row, body, itemId),
    );
    await deleteCartRows(
      tx,
      clientId,
      userId,
      replaced.map((row) => row.id),
    );
  }
  const count = ONE_EACH.has(body.item_type) ? 1 : (body.item_count ?? 1);
  // An event's seats are one row with `item_count` = seats (one signup of that count).
  const seatsPerRow = body.item_type === 'event' ? count : 1;
  const created = await insertCartRows(
    tx,
    Array.from({ length: count / seatsPerRow }, (_, index) => ({
      client_id: clientId,
      user_id: userId,
      item_type: body.item_type,
      item_id: itemId,
      item_count: seatsPerRow,
      payment_option_id: body.item_type === 'membership_type' ? optionId : null,
      membership_campaign_id:
        body.item_type === 'membership_type' ? (body.membership_campaign ?? null) : null,
      use_immediately_after_purchase:
        index === 0 && book ? (classBooking ? { numberOfSeats: 1, ...classBooking } : book) : null,
      appointment_details: appointment ? { ...appointment, appointment_type_id: itemId } : null,
    })),
  );
  const { perItem, loaded } = await priceCartInDetail(tx, client, userId, req.today);
  if (created.some((row) => !perItem.get(row.id)?.valid)) {
    const multiSeats = client.settings.customer_can_buy_multiple_seats_for_event === true;
    const code = EVENT_TYPES.has(body.item_type)
      ? eventRefusal(loaded.events.get(itemId), body.item_type, seatsPerRow, multiSeats)
      : null;
    throw new Refused(code ?? 'E_INVALID_CART_ITEM');
  }
  return ok(created[0]!);
}

/**
 * A typed code (CONTRACT §7): as a discount code first (replacing the cart's earlier code), then as
 * a gift card (`gift_card_spend` rows only try gift cards). The same gift card twice is a silent OK.
 */
async function applyCode(tx: Db, req: AddRequest): Promise<Outcome<'OK'>> {
  const { client, userId, body } = req;
  const clientId = client.row.id;
  const text = body.discount_code!.trim();
  const rows = await cartRowsOf(tx, clientId, userId);
  const code =
    body.item_type === 'discount_code' ? await discountCodeByName(tx, clientId, text) : undefined;
  const holds = await holdsOfOthers(tx, clientId, userId);
  if (code) {
    const refusal = await discountCodeRefusal(
      tx,
      { clientId, userId },
      code,
      holds.codeCustomers.get(code.id),
    );
    if (refusal) return refuse(refusal);
    const earlier = rows.filter((row) => row.item_type === 'discount_code').map((row) => row.id);
    await deleteCartRows(tx, clientId, userId, earlier);
    await insertCartRows(tx, [
      { client_id: clientId, user_id: userId, item_type: 'discount_code', item_id: code.id },
    ]);
    return ok('OK');
  }
  const card = await giftCardByCode(tx, clientId, text);
  if (!card) return refuse('E_DISCOUNT_CODE_NOT_FOUND');
  // What other customers' unpaid orders hold of the card is not left to spend (commerce/holds).
  const heldOre = holds.giftCardOre.get(card.id) ?? 0;
  if (toOre(card.amount_left) - heldOre <= 0) return refuse('E_GIFT_CARD_IS_USED_UP');
  if (card.valid_until !== null && card.valid_until < req.today)
    return refuse('E_GIFT_CARD_HAS_EXPIRED');
  if (rows.some((row) => row.item_type === 'gift_card_spend' && row.item_id === card.id))
    return ok('OK');
  await insertCartRows(tx, [
    { client_id: clientId, user_id: userId, item_type: 'gift_card_spend', item_id: card.id },
  ]);
  return ok('OK');
}

/**
 * DELETE /cart-items/{id}: removes the caller's own row. `E_CART_ITEM_DOES_NOT_EXIST` for an
 * unknown id, `'forbidden'` for another customer's row (CONTRACT §7).
 */
export async function removeCartItem(
  db: Db,
  client: StudioClient,
  userId: number,
  id: number,
): Promise<Outcome<'OK'> | 'forbidden'> {
  const row = await cartRowById(db, client.row.id, id);
  if (!row || row.archived) return refuse('E_CART_ITEM_DOES_NOT_EXIST');
  if (row.user_id !== userId) return 'forbidden';
  await deleteCartRows(db, client.row.id, userId, [id]);
  return ok('OK');
}
