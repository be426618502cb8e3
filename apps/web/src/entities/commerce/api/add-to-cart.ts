/**
 * Putting things in the customer's server-side cart: POST /cart-items (CONTRACT §7; seed 001 §7
 * "After adding, the user goes to Checkout"). Every cart query key begins with `cart-items`, so
 * one invalidation refreshes the header's cart icon and the checkout table.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartItem, type CartItemBody } from '@studio/contract/cart';
import { api } from '../../../shared/api/client.ts';

/** Root of every cart query key (`['cart-items', 'count', userId]`, `['cart-items', 'priced', …]`). */
export const cartQueryKey = ['cart-items'] as const;

/** A cart row to add, without `destroyOthers` (the caller says that per call). */
export type NewCartItem = Omit<CartItemBody, 'destroyOthers'>;

/**
 * Adds `items` in order, one POST each; the first with `destroyOthers=1` when `replaceCart` (the
 * cart then holds these items only), the rest beside it. Refusals (`E_…`) reject as `ApiRefusal`.
 * @returns the first created cart item of each POST.
 */
export async function addToCart(items: NewCartItem[], replaceCart: boolean): Promise<CartItem[]> {
  const created: CartItem[] = [];
  for (const [index, item] of items.entries()) {
    const query = replaceCart && index === 0 ? { destroyOthers: 1 } : undefined;
    created.push(await api.post('/cart-items', CartItem, { body: item, query }));
  }
  return created;
}

/** `mutate({ items, replaceCart })`; `onSuccess` usually goes to /checkout. */
export function useAddToCart({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ items, replaceCart = true }: { items: NewCartItem[]; replaceCart?: boolean }) =>
      addToCart(items, replaceCart),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
    onSuccess: () => onSuccess?.(),
  });
}
