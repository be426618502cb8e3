/**
 * The customer's own profile with class passes and memberships, for My profile (seed 000 §2).
 * GET /users/{id} with populate (CONTRACT §3; style A, parents listed). Servers that do not
 * populate a relation simply leave it out, which reads as "none".
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { User } from '@studio/contract/users';
import { api } from '../../../shared/api/client.ts';

const Named = z.looseObject({ name: z.string() });

const ClassPass = z.looseObject({
  id: z.number(),
  classes_left: z.optional(z.nullable(z.number())),
  valid_until: z.optional(z.nullable(z.string())),
  class_pass_type: z.optional(
    z.nullable(z.union([z.number(), z.extend(Named, { pass_type: z.optional(z.string()) })])),
  ),
});
export type ClassPass = z.infer<typeof ClassPass>;

const Membership = z.looseObject({
  id: z.number(),
  status: z.optional(z.string()),
  paid_until: z.optional(z.nullable(z.string())),
  cancelled_from_date: z.optional(z.nullable(z.string())),
  status_text: z.optional(z.nullable(z.string())),
  membership_type: z.optional(z.nullable(z.union([z.number(), Named]))),
});
export type Membership = z.infer<typeof Membership>;

const Profile = z.extend(User, {
  class_passes: z.optional(z.nullable(z.array(ClassPass))),
  memberships: z.optional(z.nullable(z.array(Membership))),
});
export type Profile = z.infer<typeof Profile>;

const populate = [
  'class_passes',
  'class_passes.class_pass_type',
  'memberships',
  'memberships.membership_type',
];

/** Profile of user `userId`; refetched on each visit (passes change with every booking). */
export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'profile'],
    queryFn: ({ signal }) => api.get(`/users/${userId}`, Profile, { query: { populate }, signal }),
  });

export const useProfile = (userId: number) => useSuspenseQuery(profileQuery(userId)).data;
