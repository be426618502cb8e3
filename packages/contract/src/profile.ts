/**
 * The own profile with what the customer holds (CONTRACT §3 GET /users/{id}). Its own file so the
 * schedule's first load, which reads only the User, does not carry the membership schemas.
 */
import * as z from 'zod/mini';
import { ClassPass, Membership } from './access.ts';
import { User } from './users.ts';

/**
 * GET /users/{id} with `populate[]=class_passes…,memberships…` (CONTRACT §3): the own profile with
 * the customer's class passes and memberships. A relation the server does not populate is absent,
 * which reads as "none".
 */
export const Profile = z.extend(User, {
  class_passes: z.optional(z.nullable(z.array(ClassPass))),
  memberships: z.optional(z.nullable(z.array(Membership))),
});
export type Profile = z.infer<typeof Profile>;
