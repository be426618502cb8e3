/** The User object, style A (CONTRACT §3 "User object"). The customer's own profile. */
import * as z from 'zod/mini';

export const Branch = z.looseObject({ id: z.number(), name: z.string(), sort: z.number() });
export type Branch = z.infer<typeof Branch>;

export const User = z.looseObject({
  id: z.number(),
  client: z.number(),
  email: z.string(),
  email_confirmed: z.optional(z.boolean()),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.optional(z.nullable(z.string())),
  address_1: z.optional(z.nullable(z.string())),
  address_2: z.optional(z.nullable(z.string())),
  zip_code: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(z.string())),
  date_of_birth: z.optional(z.nullable(z.string())),
  customer: z.optional(z.boolean()),
  teacher: z.optional(z.boolean()),
  image: z.optional(
    z.nullable(z.union([z.number(), z.looseObject({ id: z.number(), filename: z.string() })])),
  ),
  customer_additional_info: z.optional(z.nullable(z.string())),
  vat_id: z.optional(z.nullable(z.string())),
  company_name: z.optional(z.nullable(z.string())),
  branches: z.optional(z.array(z.union([z.number(), Branch]))),
});
export type User = z.infer<typeof User>;

/** A teacher as the public may see one (CONTRACT §3 "public columns"). */
export const Teacher = z.looseObject({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  teacher_description: z.optional(z.nullable(z.string())),
  image_id: z.optional(z.nullable(z.number())),
  image: z.optional(z.nullable(z.looseObject({ id: z.number(), filename: z.string() }))),
});
export type Teacher = z.infer<typeof Teacher>;
