/**
 * How many items the customer's cart holds, for the header's cart icon (seed 000 §2 header).
 * GET /users?id=<id>&populate[]=cart_items (CONTRACT §3, list form, first row). An API that ignores
 * the populate simply sends no `cart_items`: that reads as an empty cart.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnUserList } from '@studio/contract/users';
import { api } from '../api/client.ts';

/** Cart item count of user `userId`; key under `cart-items`, so cart changes refresh it. */
export const cartCountQuery = (userId: number) =>
  queryOptions({
    queryKey: ['cart-items', 'count', userId],
    queryFn: async ({ signal }) => {
      const users = await api.get('/users', OwnUserList, {
        query: { id: userId, populate: ['cart_items'] },
        signal,
      });
      return users[0]?.cart_items?.length ?? 0;
    },
    staleTime: 30_000,
  });

/** Number of items in the cart of `userId`; 0 for a visitor or while loading. */
export function useCartCount(userId: number | undefined): number {
  const { data } = useQuery({ ...cartCountQuery(userId ?? 0), enabled: userId !== undefined });
  return data ?? 0;
}
