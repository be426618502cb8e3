/**
 * Event rows of the cart (CONTRACT §6 "Installment purchase flow", §7; seed 001 §5, §9; README.md
 * beside this file): `event` (`item_id` = the event, ONE row whose `item_count` is the seats,
 * price × seats) and `event_first_installment` (count 1, the event's
 * `current_required_paid_amount`). The purchase guards are the events module's (`eventsForCart`);
 * this file adds the seat count: several only with `customer_can_buy_multiple_seats_for_event`,
 * never more than the free seats. Øre.
 */
import { toOre } from '@studio/contract/money';
import { fill } from '../../platform/i18n/locale.ts';
import type { EventForCart } from '../../schedule/public.ts';
import type { RowTexts } from './names.ts';

export const EVENT_TYPES = new Set(['event', 'event_first_installment']);

/**
 * Why checkout refuses this event row, as the refusal code POST /cart-items answers, or null.
 * `E_MULTIPLE_SEATS_NOT_ALLOWED` for several seats where the studio sells one; `E_EVENT_IS_FULL`
 * for more seats than are free; `E_INVALID_CART_ITEM` for installments the event does not offer.
 */
export function eventRefusal(
  found: EventForCart | undefined,
  itemType: string,
  seats: number,
  multiSeats: boolean,
): string | null {
  if (!found) return 'E_EVENT_NOT_FOUND';
  if (found.block) return found.block;
  if (itemType === 'event_first_installment')
    return found.installments ? null : 'E_INVALID_CART_ITEM';
  if (seats > 1 && !multiSeats) return 'E_MULTIPLE_SEATS_NOT_ALLOWED';
  return seats > found.seatsLeft ? 'E_EVENT_IS_FULL' : null;
}

/** The row's name, unit price (øre), count and verdict. */
export function eventLine(
  found: EventForCart | undefined,
  itemType: string,
  itemCount: number,
  multiSeats: boolean,
  texts: RowTexts,
) {
  const seats = itemType === 'event' ? Math.max(1, itemCount) : 1;
  const valid = eventRefusal(found, itemType, seats, multiSeats) === null;
  if (!found) return { name: '', unitOre: 0, count: seats, valid };
  const event = found.event;
  if (itemType === 'event')
    return { name: event.name, unitOre: toOre(event.price), count: seats, valid };
  const text = found.dueNow > 1 ? texts.firstInstallments : texts.firstInstallment;
  const name = fill(text, { event: event.name, due: found.dueNow, total: found.planLength });
  return { name, unitOre: found.requiredOre, count: 1, valid };
}
