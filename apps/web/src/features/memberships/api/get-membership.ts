/**
 * One of the customer's memberships with everything the detail page shows: GET /memberships with
 * the contract's "Detail page call" (CONTRACT §8). `?id=<one id>` answers a single object, or an
 * empty 200 when there is no such membership of this customer.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { Membership, membershipDetailPopulate } from '@studio/contract/memberships';

/** Membership `id` of user `userId`; `null` when the server has none for this customer. */
export const membershipQuery = (userId: number, id: number) =>
  queryOptions({
    queryKey: ['memberships', id, 'detail', { userId }],
    queryFn: async ({ signal }): Promise<Membership | null> => {
      const body = await api.get('/memberships', null, {
        query: { id, user: userId, populate: membershipDetailPopulate },
        signal,
      });
      return body && typeof body === 'object' ? Membership.parse(body) : null;
    },
  });

export const useMembership = (userId: number, id: number) =>
  useSuspenseQuery(membershipQuery(userId, id)).data;
