/** The User object, style A (CONTRACT §3 "User object"), the own profile and the teacher list. */
import * as z from 'zod/mini';
import { Image } from './images.ts';
import { storedFields } from './stored.ts';
import { Id, PopulateQuery, WireBool, isCalendarDate } from './wire.ts';

/** A branch of the studio (CONTRACT §2 GET /branches, populated `branches`). */
export const Branch = z.looseObject({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  client: z.optional(z.number()),
  ...storedFields,
});
export type Branch = z.infer<typeof Branch>;

/** GET /branches (CONTRACT §2): the studio's active branches. */
export const BranchList = z.array(Branch);

/**
 * The User object, style A (CONTRACT §3): the own profile. `vat_id`, `company_name`, `branches` and
 * the video settings are our design, absent from other providers. Booleans may be 0/1 (§1.10).
 */
export const User = z.looseObject({
  id: z.number(),
  client: z.number(),
  email: z.string(),
  email_confirmed: z.optional(WireBool),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.optional(z.nullable(z.string())),
  address_1: z.optional(z.nullable(z.string())),
  address_2: z.optional(z.nullable(z.string())),
  zip_code: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(z.string())),
  date_of_birth: z.optional(z.nullable(z.string())),
  customer: z.optional(WireBool),
  teacher: z.optional(WireBool),
  image: z.optional(z.nullable(z.union([z.number(), Image]))),
  customer_additional_info: z.optional(z.nullable(z.string())),
  vat_id: z.optional(z.nullable(z.string())),
  company_name: z.optional(z.nullable(z.string())),
  branches: z.optional(z.array(z.union([z.number(), Branch]))),
  /** The own settings (CONTRACT §3 "User settings"), also on the own profile. */
  video_preferences: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  video_preferences_dialog_last_opened_at: z.optional(z.nullable(z.number())),
});
export type User = z.infer<typeof User>;

/**
 * GET /users?id=<ownId>&populate[]=… (CONTRACT §3 GET /users, use 1): an array holding the own
 * profile (style B), with `cart_items` (§7, our design on this form) when populated.
 */
export const OwnUserList = z.array(
  z.looseObject({ id: z.number(), cart_items: z.optional(z.nullable(z.array(z.unknown()))) }),
);

/**
 * GET /users/{id}?populate[]=cart_items (CONTRACT §3, style A): the own user with the cart rows,
 * typed as far as the web reads them (how many there are).
 */
export const OwnUserWithCart = z.looseObject({
  id: z.number(),
  cart_items: z.optional(z.nullable(z.array(z.unknown()))),
});

/** `{id}` of GET and PUT /users/{id}: the caller's own id (CONTRACT §3). */
export const UserIdParams = z.object({ id: Id });

/** GET /users/{id} query: only `populate` (CONTRACT §3). */
export const UserQuery = z.looseObject({ populate: PopulateQuery });

/**
 * GET /users query (CONTRACT §3, three uses). `teacher` and `isTeachingVideo` mean yes when `1` or
 * `true`; `id` is one id or a list, read by the api (its 400 text is the contract's string).
 */
export const UsersQuery = z.looseObject({
  teacher: z.optional(z.unknown()),
  isTeachingVideo: z.optional(z.unknown()),
  /** Copenhagen `YYYY-MM-DD` (§1.8); a teacher list with any other value answers 400. */
  hasClassesOrEventTimeSlotsFromDateForward: z.optional(z.string().check(z.refine(isCalendarDate))),
  id: z.optional(z.unknown()),
  populate: PopulateQuery,
});

/** A teacher as the public may see one (CONTRACT §3 "public columns"). */
export const Teacher = z.looseObject({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  teacher_description: z.optional(z.nullable(z.string())),
  image_id: z.optional(z.nullable(z.number())),
  image: z.optional(z.nullable(Image)),
});
export type Teacher = z.infer<typeof Teacher>;

/** GET /users?teacher=1 (CONTRACT §4 "GET /users?teacher=1…"): teachers ordered by id. */
export const TeacherList = z.array(Teacher);
