/**
 * What a populated relation carries (CONTRACT §1.7): a to-one relation is the id, or, with
 * `populate[]`, the object with some of its fields. Kept out of the schedule's first load (budget:
 * 150 KB of JavaScript): zod's own `partial` would land in the chunk zod shares with it.
 */
import * as z from 'zod/mini';
import { Image } from './images.ts';
import { storedFields } from './stored.ts';

type Shape = z.core.$ZodShape;
type SomeOf<S extends Shape> = { [K in keyof S]: z.ZodMiniOptional<S[K]> };

/**
 * A loose object with every field of `schema` optional, then `fields` as given (required unless
 * they say otherwise): `someOf(Order, { id: z.number() })` is an order with at least its id.
 */
export function someOf<S extends Shape, F extends Shape>(
  schema: { shape: S },
  fields: F,
): z.ZodMiniObject<Omit<SomeOf<S>, keyof F> & F, z.core.$loose> {
  const optional = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, z.optional(field)]),
  ) as SomeOf<S>;
  return z.looseObject({ ...optional, ...fields }) as unknown as z.ZodMiniObject<
    Omit<SomeOf<S>, keyof F> & F,
    z.core.$loose
  >;
}

/**
 * The customer as their own signups and memberships populate `user` (CONTRACT §5, §6, §8): name,
 * e-mail and the image (style A `image`, style B `image_id`), never more.
 */
export const SignupUser = z.looseObject({
  id: z.number(),
  client: z.optional(z.number()),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  email: z.optional(z.string()),
  image: z.optional(z.nullable(z.union([z.number(), Image]))),
  image_id: z.optional(z.nullable(z.number())),
});

/**
 * A membership's stored columns in style B (CONTRACT §8), as a signup's `used_membership` and a
 * class's `user_active_invalid_memberships` carry them.
 */
export const membershipRowColumns = {
  ...storedFields,
  client_id: z.optional(z.number()),
  user_id: z.optional(z.number()),
  membership_type_id: z.optional(z.number()),
  payment_option_id: z.optional(z.nullable(z.number())),
  status: z.optional(z.string()),
  ended_because: z.optional(z.nullable(z.string())),
  start_date: z.optional(z.string()),
  paid_until: z.optional(z.nullable(z.string())),
  cancelled_from_date: z.optional(z.nullable(z.string())),
  renewal_failed: z.optional(z.number()),
  order_id: z.optional(z.nullable(z.number())),
  membership_campaign_id: z.optional(z.nullable(z.number())),
  membership_campaign_number_of_reduced_payments_left: z.optional(z.number()),
  discount_code_id: z.optional(z.nullable(z.number())),
  discount_code_number_of_reduced_payments_left: z.optional(z.nullable(z.number())),
  renewal_failed_last_time_at: z.optional(z.number()),
  automatic_payment_processing_started: z.optional(z.number()),
};
