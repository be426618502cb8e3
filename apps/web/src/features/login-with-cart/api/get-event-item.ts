/**
 * An event named by a login-with-cart link (seed 001 §2, §4 "After login or signup from a cart":
 * a free event is signed up directly, a paid one goes into the cart): its name, price, and the
 * guard of seed 001 §5 that stops it (archived, another studio's, started, full, already signed
 * up). Asked again after login, since "already signed up" depends on who asks.
 */
import type { QueryClient } from '@tanstack/react-query';
import { eventQuery } from '../../../entities/event/api/get-events.ts';
import { eventCartItem } from '../../../entities/event/api/event-signups.ts';
import { eventBlock, isFree } from '../../../entities/event/lib/event-facts.ts';
import type { LocalCartItem } from '../../../entities/commerce/lib/local-cart-item.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { formatKroner } from '../../../shared/lib/money.ts';
import type { NewCartItem } from '../../../entities/commerce/api/add-to-cart.ts';
import type { EventBlock } from '../../../entities/event/lib/event-facts.ts';

type EventItemType = 'event' | 'event_first_installment';

/** The event as login-with-cart shows and sells it (the shape of get-item.ts's ItemForSale). */
export interface EventForSale {
  itemType: EventItemType;
  name: string;
  priceText: string;
  requiresPayment: boolean;
  block: EventBlock | null;
  /** The cart row; `null` for a free event, which is signed up for directly. */
  cartItem: (user: number) => NewCartItem | null;
}

/** `item` (an event item) for user `userId` (0 = visitor) in studio `clientId`. */
export async function fetchEventItem(
  queryClient: QueryClient,
  item: LocalCartItem & { itemType: EventItemType },
  userId: number,
  clientId: number,
  multipleSeats: boolean,
  today: string,
): Promise<EventForSale> {
  const installments = item.itemType === 'event_first_installment';
  try {
    const event = await queryClient.fetchQuery(eventQuery(item.itemId, userId));
    const free = isFree(event);
    return {
      itemType: item.itemType,
      name: event.name,
      priceText: free
        ? ''
        : formatKroner(installments ? event.current_required_paid_amount : event.price),
      requiresPayment: !free,
      block: eventBlock(event, { today, clientId, multipleSeats }),
      cartItem: (user) =>
        free
          ? null
          : eventCartItem(
              user,
              event.id,
              installments ? { kind: 'installments' } : { kind: 'seats', seats: item.itemCount },
            ),
    };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    return {
      itemType: item.itemType,
      name: '',
      priceText: '',
      requiresPayment: true,
      block: 'invalid_link',
      cartItem: () => null,
    };
  }
}
