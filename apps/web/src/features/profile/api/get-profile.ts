/**
 * The customer's own profile with class passes and memberships, for My profile (seed 000 §2).
 * GET /users/{id} with populate (CONTRACT §3; style A, parents listed). Servers that do not
 * populate a relation simply leave it out, which reads as "none".
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { Profile } from '@studio/contract/profile';
import { api } from '../../../shared/api/client.ts';

const populate = [
  'image',
  'class_passes',
  'class_passes.class_pass_type',
  'memberships',
  'memberships.membership_type',
  'memberships.payment_option',
  'memberships.next_payment',
];

/** Profile of user `userId`; refetched on each visit (passes change with every booking). */
export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'profile'],
    queryFn: ({ signal }) => api.get(`/users/${userId}`, Profile, { query: { populate }, signal }),
  });

export const useProfile = (userId: number) => useSuspenseQuery(profileQuery(userId)).data;
