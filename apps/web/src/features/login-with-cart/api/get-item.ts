/**
 * The item a login-with-cart link names, as the customer should see it before and after logging
 * in (seed 001 §2, §5): its name, what it costs, whether it needs payment, and the purchase guard
 * that stops it. Asked again after login, since "already have" and campaigns depend on who asks.
 */
import { BOUGHT_CART_ITEM_TYPES } from '@studio/contract/cart';
import type { QueryClient } from '@tanstack/react-query';
import {
  classPassTypesQuery,
  classSeriesTypesQuery,
  membershipTypesQuery,
  productQuery,
} from '../../../entities/commerce/api/catalogue.ts';
import type { NewCartItem } from '../../../entities/commerce/api/add-to-cart.ts';
import type { LocalCartItem } from '../../../entities/commerce/lib/local-cart-item.ts';
import {
  campaignFor,
  classPassTypeBlock,
  classSeriesTypeBlock,
  defaultPaymentOption,
  membershipTypeBlock,
  optionsForSale,
  type PurchaseBlock,
} from '../../../entities/commerce/lib/purchase-guards.ts';
import type { EventBlock } from '../../../entities/event/lib/event-facts.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { copenhagenToday } from '../../../shared/lib/copenhagen.ts';
import { formatKroner } from '../../../shared/lib/money.ts';
import { fetchAppointmentItem } from './get-appointment-item.ts';
import { fetchClassItem, type ClassForSale } from './get-class-item.ts';
import { fetchEventItem } from './get-event-item.ts';

/** Item types sold here (the contract's things bought). Events are looked up by
 *  get-event-item.ts, appointments by get-appointment-item.ts, classes by get-class-item.ts. */
type SoldItemType = (typeof BOUGHT_CART_ITEM_TYPES)[number];

/** What this page handles: the things sold, an appointment (the customer returns to the
 *  booking popup after logging in) and a class (booked after logging in). Others go to Login. */
export type HandledItemType = SoldItemType | 'appointment' | 'class';

export const isHandled = (itemType: string): itemType is HandledItemType =>
  itemType === 'appointment' ||
  itemType === 'class' ||
  (BOUGHT_CART_ITEM_TYPES as readonly string[]).includes(itemType);

export interface ItemForSale {
  itemType: HandledItemType;
  /** A class item's class (get-class-item.ts); absent for everything else. */
  cls?: ClassForSale['cls'];
  name: string;
  /** The server's price wording for a membership option, else the formatted price. */
  priceText: string;
  requiresPayment: boolean;
  block: PurchaseBlock | EventBlock | null;
  /** The cart row for `user`; `null` when it is free and created directly instead. */
  cartItem: (user: number) => NewCartItem | null;
}

/**
 * Looks up `item` for user `userId` (0 = visitor) in studio `clientId`.
 * @returns the item, with `block: 'not_for_sale'` when it does not exist (any more).
 */
export async function fetchItem(
  queryClient: QueryClient,
  item: LocalCartItem & { itemType: HandledItemType },
  userId: number,
  clientId: number,
  /** `customer_can_buy_multiple_seats_for_event` of the studio. */
  multipleSeats = false,
): Promise<ItemForSale> {
  if (item.itemType === 'appointment') return fetchAppointmentItem(queryClient, item.itemId);
  if (item.itemType === 'class') return fetchClassItem(queryClient, item.itemId, userId);
  if (item.itemType === 'event' || item.itemType === 'event_first_installment') {
    const event = { ...item, itemType: item.itemType };
    return fetchEventItem(queryClient, event, userId, clientId, multipleSeats, copenhagenToday());
  }
  const itemType = item.itemType;
  const base = { itemType, name: '', priceText: '', requiresPayment: true };
  const gone: ItemForSale = { ...base, block: 'not_for_sale', cartItem: () => null };
  const row = (user: number) => ({
    item_type: itemType,
    item_id: item.itemId,
    user,
    item_count: item.itemCount,
  });

  if (item.itemType === 'membership_type') {
    const [type] = await queryClient.fetchQuery(membershipTypesQuery(userId, item.itemId));
    if (!type) return gone;
    const option = item.paymentOption
      ? optionsForSale(type).find((candidate) => candidate.id === item.paymentOption)
      : defaultPaymentOption(type);
    const block = membershipTypeBlock(type, option?.id ?? -1, clientId);
    const campaign = option && campaignFor(type, option);
    return {
      ...base,
      name: option ? `${type.name}: ${option.nameThatUserSees ?? option.name}` : type.name,
      priceText: option
        ? (option.priceTextThatUserSees ?? formatKroner(option.payment_amount))
        : '',
      block: userId ? block : block === 'already_have_membership' ? null : block,
      cartItem: (user) => ({
        ...row(user),
        item_count: 1,
        payment_option: option?.id ?? null,
        ...(campaign ? { membership_campaign: campaign } : {}),
      }),
    };
  }
  if (item.itemType === 'class_pass_type') {
    const [type] = await queryClient.fetchQuery(classPassTypesQuery(userId, item.itemId));
    if (!type) return gone;
    return {
      ...base,
      name: type.name,
      priceText: formatKroner(type.price),
      requiresPayment: type.price > 0,
      block: classPassTypeBlock(type, clientId),
      cartItem: (user) => (type.price > 0 ? row(user) : null),
    };
  }
  if (item.itemType === 'class_series_type') {
    const [type] = await queryClient.fetchQuery(classSeriesTypesQuery(userId, item.itemId));
    if (!type) return gone;
    return {
      ...base,
      name: type.name,
      priceText: formatKroner(type.current_price),
      requiresPayment: type.current_price > 0,
      block: classSeriesTypeBlock(type, clientId, userId > 0),
      cartItem: (user) => (type.current_price > 0 ? { ...row(user), item_count: 1 } : null),
    };
  }
  try {
    const product = await queryClient.fetchQuery(productQuery(item.itemId));
    const block =
      product.client !== clientId
        ? 'invalid_link'
        : product.archived || !product.for_sale
          ? 'not_for_sale'
          : null;
    return {
      ...base,
      name: product.name,
      priceText: formatKroner(product.price),
      block,
      cartItem: row,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return gone;
    throw error;
  }
}
