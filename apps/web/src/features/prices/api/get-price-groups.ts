/**
 * The studio's price groups (CONTRACT §9 GET /price-groups), ordered by `sort`, and the groups that
 * hold something giving access to a desired item (`desiredItem=<kind>_<id>`, seed 001 §2 Prices).
 */
import { queryOptions } from '@tanstack/react-query';
import { PriceGroupList } from '@studio/contract/catalogue';
import { api } from '../../../shared/api/client.ts';

export const priceGroupsQuery = queryOptions({
  queryKey: ['catalogue', 'price-groups'],
  queryFn: ({ signal }) => api.get('/price-groups', PriceGroupList, { signal }),
  staleTime: 60_000,
});

/** Groups holding `desiredItem`; an unknown or malformed item (400) reads as none. */
export const desiredGroupsQuery = (desiredItem: string) =>
  queryOptions({
    queryKey: ['catalogue', 'price-groups', { desiredItem }],
    queryFn: async ({ signal }) => {
      try {
        return await api.get('/price-groups', PriceGroupList, { query: { desiredItem }, signal });
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
  });
