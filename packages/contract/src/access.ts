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

/**
 * A membership (CONTRACT §8 "Membership object"): `status` is `active`, `cancelled_running` or
 * `ended` (the client hides `ended`); dates are Copenhagen `YYYY-MM-DD`; `status_text` is a
 * server-generated text (§1.13).
 */
export const Membership = z.looseObject({
  id: z.number(),
  status: z.optional(z.string()),
  paid_until: z.optional(z.nullable(z.string())),
  cancelled_from_date: z.optional(z.nullable(z.string())),
  status_text: z.optional(z.nullable(z.string())),
  membership_type: z.optional(z.nullable(z.union([z.number(), Named]))),
  /** The campaign it was bought with, and how many payments stay at its reduced price (§8). */
  membership_campaign: z.optional(
    z.nullable(z.union([z.number(), z.looseObject({ id: z.number() })])),
  ),
  membership_campaign_id: z.optional(z.nullable(z.number())),
  membership_campaign_number_of_reduced_payments_left: z.optional(z.number()),
  discount_code: z.optional(z.nullable(z.union([z.number(), z.looseObject({ id: z.number() })]))),
  discount_code_id: z.optional(z.nullable(z.number())),
});
export type Membership = z.infer<typeof Membership>;
