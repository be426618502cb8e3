/**
 * What lets a customer book: class passes and memberships, as the own profile populates them
 * (CONTRACT §3 GET /users/{id} `populate[]=class_passes…,memberships…`; objects in §8 and §9).
 * The profile lists parents (style A): a type is its id, or the object when populated.
 */
import * as z from 'zod/mini';

const Named = z.looseObject({ name: z.string() });

/**
 * A class pass (CONTRACT §9 "Class passes"): `classes_left` counts down for a fixed-count pass;
 * `valid_until` is a Copenhagen `YYYY-MM-DD`, valid through that day. `class_pass_type.pass_type`
 * is `unlimited` or `fixed_count` when the type is populated.
 */
export const ClassPass = z.looseObject({
  id: z.number(),
  classes_left: z.optional(z.nullable(z.number())),
  valid_until: z.optional(z.nullable(z.string())),
  class_pass_type: z.optional(
    z.nullable(z.union([z.number(), z.extend(Named, { pass_type: z.optional(z.string()) })])),
  ),
});
export type ClassPass = z.infer<typeof ClassPass>;

/** The Membership schema lives with the rest of §8; re-exported so profile code keeps its import. */
export { Membership } from './memberships.ts';
