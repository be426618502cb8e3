/**
 * How many items the customer's cart holds, for the header's cart icon (seed 000 §2 header).
 * GET /users/{id}?populate[]=cart_items (CONTRACT §3: a populate key every provider has; on the
 * list form `GET /users?id=` it is our design). An API that sends no `cart_items` reads as an empty
 * cart.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnUserWithCart } from '@studio/contract/users';
import { api } from '../api/client.ts';

/** Cart item count of user `userId`; key under `cart-items`, so cart changes refresh it. */
export const cartCountQuery = (userId: number) =>
  queryOptions({
    queryKey: ['cart-items', 'count', userId],
    queryFn: async ({ signal }) => {
      const user = await api.get(`/users/${userId}`, OwnUserWithCart, {
        query: { populate: ['cart_items'] },
        signal,
      });
      return user.cart_items?.length ?? 0;
    },
    staleTime: 30_000,
  });

/** Number of items in the cart of `userId`; 0 for a visitor or while loading. */
export function useCartCount(userId: number | undefined): number {
  const { data } = useQuery({ ...cartCountQuery(userId ?? 0), enabled: userId !== undefined });
  return data ?? 0;
}
