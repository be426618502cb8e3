/**
 * The customer's cart for Checkout (CONTRACT §7; seed 001 §2 Checkout): the cart items with their
 * product, payment option and campaign (GET /cart-items), and the server's pricing of the cart
 * (GET /cart-items/priced *(design)*: rows as the order will be made, registration fee and total).
 * Keys begin with `cart-items`, so any cart change refreshes both and the header's cart icon.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { CartItemList, PricedCart } from '@studio/contract/cart';
import { api } from '../../../shared/api/client.ts';
import { unlessMissing } from '../../../shared/api/design-calls.ts';
import { cartQueryKey } from '../../../entities/commerce/api/add-to-cart.ts';

const populate = ['product', 'payment_option', 'membership_campaign'];

/** Cart items of user `userId`, populated for display. */
export const cartItemsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...cartQueryKey, 'list', userId],
    queryFn: ({ signal }) =>
      api.get('/cart-items', CartItemList, { query: { user: userId, populate }, signal }),
    staleTime: 0,
  });

/** The server's pricing of the cart; `null` from a provider API without the priced route (404). */
export const pricedCartQuery = (userId: number) =>
  queryOptions({
    queryKey: [...cartQueryKey, 'priced', userId],
    queryFn: ({ signal }) =>
      unlessMissing(
        api.get('/cart-items/priced', PricedCart, { query: { user: userId }, signal }),
        null,
      ),
    staleTime: 0,
  });

/** Both, suspending until loaded. */
export function useCart(userId: number) {
  const items = useSuspenseQuery(cartItemsQuery(userId)).data;
  const priced = useSuspenseQuery(pricedCartQuery(userId)).data;
  return { items, priced };
}
