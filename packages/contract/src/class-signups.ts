/**
 * Class, waiting-list and livestream signups (CONTRACT §5; seed 000 §4, §5).
 * Request bodies are validated by the api with these schemas; answers parsed by the web.
 */
import * as z from 'zod/mini';
import { ClassPassType } from './catalogue.ts';
import { ClassStyleAFull } from './full-answers.ts';
import { storedFields } from './stored.ts';
import { SignupUser, membershipRowColumns, someOf } from './relations.ts';
import { Id, PopulateQuery, WireBool, WireInt, designDefault } from './wire.ts';

/** The membership that paid for a signup, its stored columns (CONTRACT §8, style B). */
const SignupMembership = z.looseObject({
  id: z.number(),
  ...membershipRowColumns,
});

/** The class pass that paid for a signup, its stored columns (CONTRACT §9, style B) and type. */
const SignupClassPass = z.looseObject({
  id: z.number(),
  ...storedFields,
  client_id: z.optional(z.number()),
  user_id: z.optional(z.number()),
  class_pass_type_id: z.optional(z.number()),
  order_id: z.optional(z.nullable(z.number())),
  classes_left: z.optional(z.nullable(z.number())),
  start_date: z.optional(z.string()),
  valid_until: z.optional(z.string()),
  class_pass_type: z.optional(
    z.nullable(
      z.union([
        z.number(),
        // The stored row: `price` as stored (a numeric string, CONTRACT §1.9).
        someOf(ClassPassType, {
          id: z.number(),
          client_id: z.optional(z.number()),
          price: z.optional(z.union([z.number(), z.string()])),
        }),
      ]),
    ),
  ),
});

/** Largest seat count anyone may type (seed 000 §9). */
export const MAX_SEATS_INPUT = 99;

/**
 * POST /class-signups, /class-waiting-list-signups, /class-livestream-signups. Ids and `count` are
 * JSON numbers or strings of digits (CONTRACT §1.1); `null`, `""`, `false`, `[]`, `1.5` and ids
 * above 2^31 − 1 are a 400 `E_MISSING_OR_INVALID_PARAMS`, never read as 0.
 */
export const SignupBody = z.object({
  user: Id,
  class: Id,
  count: z.optional(WireInt(1, MAX_SEATS_INPUT)),
});
export type SignupBody = z.infer<typeof SignupBody>;

/** POST /class-signups/change-count: set the seats the user holds; 0 cancels. */
export const ChangeCountBody = z.object({
  user: Id,
  class: Id,
  count: WireInt(0, MAX_SEATS_INPUT),
});
export type ChangeCountBody = z.infer<typeof ChangeCountBody>;

/**
 * What a signup's relations become with `populate[]` (CONTRACT §5): the class (style A, with its
 * own populated keys), the customer, and the membership or class pass that paid (their stored
 * columns, style B, the pass with its type).
 */
const populated = {
  user: z.union([z.number(), SignupUser]),
  class: z.union([z.number(), someOf(ClassStyleAFull, { id: z.number() })]),
  used_membership: z.nullable(z.union([z.number(), SignupMembership])),
  used_class_pass: z.nullable(z.union([z.number(), SignupClassPass])),
};

/** The stored columns every kind of signup carries (CONTRACT §5). */
const signupColumns = {
  ...storedFields,
  class_series: z.optional(z.nullable(z.number())),
};

/** Class signup, style A. `count` is seats held (design: 1 when a provider does not send it). */
export const ClassSignup = z.looseObject({
  id: z.number(),
  client: z.number(),
  ...populated,
  class_pass_seat_spent: WireBool,
  cancelled_at: z.number(),
  count: designDefault(z.number(), 1),
  ...signupColumns,
  checked_in: z.optional(z.number()),
  late_cancel: z.optional(WireBool),
  no_show_fee_applied: z.optional(WireBool),
  classpass_com_reservation_id: z.optional(z.nullable(z.union([z.number(), z.string()]))),
});
export type ClassSignup = z.infer<typeof ClassSignup>;

/** Waiting-list signup, style A (POST /class-waiting-list-signups, GET rows). */
export const WaitingListSignup = z.looseObject({
  id: z.number(),
  client: z.number(),
  ...populated,
  class_pass_seat_spent: WireBool,
  cancelled_at: z.number(),
  ...signupColumns,
  count: z.optional(z.number()),
});
export type WaitingListSignup = z.infer<typeof WaitingListSignup>;

/** Livestream signup, style A (POST /class-livestream-signups). */
export const LivestreamSignup = z.looseObject({
  id: z.number(),
  client: z.number(),
  ...populated,
  class_pass_seat_spent: WireBool,
  notification_email_sent: WireBool,
  cancelled_at: z.number(),
  ...signupColumns,
});
export type LivestreamSignup = z.infer<typeof LivestreamSignup>;

/** Livestream signup, style B (GET /class-livestream-signups rows). */
export const LivestreamSignupStyleB = z.looseObject({
  id: z.number(),
  client_id: z.number(),
  user_id: z.number(),
  class_id: z.number(),
  used_membership_id: z.nullable(z.number()),
  used_class_pass_id: z.nullable(z.number()),
  cancelled_at: z.number(),
  ...signupColumns,
  class_pass_seat_spent: z.optional(WireBool),
  notification_email_sent: z.optional(WireBool),
  /** Populated relations keep their style A names (CONTRACT §5). */
  class: z.optional(z.nullable(someOf(ClassStyleAFull, { id: z.number() }))),
  user: z.optional(SignupUser),
  used_membership: z.optional(z.nullable(SignupMembership)),
  used_class_pass: z.optional(z.nullable(SignupClassPass)),
});
export type LivestreamSignupStyleB = z.infer<typeof LivestreamSignupStyleB>;

/** The three ways to attend a class (seed 000 §3). */
export const attendanceTypes = ['class', 'class_livestream', 'class_waiting_list'] as const;
export type AttendanceType = (typeof attendanceTypes)[number];

/**
 * GET /class-signups, /class-waiting-list-signups, /class-livestream-signups query (CONTRACT §5),
 * typed loosely: `user` missing or empty is the contract's 400 `"User or class must be specified"`,
 * another user (or a string that is no id) a 403; the dates are checked by the api (400 strings).
 */
export const SignupListQuery = z.looseObject({
  user: z.optional(z.union([Id, z.string()])),
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  populate: PopulateQuery,
});
export type SignupListQuery = z.infer<typeof SignupListQuery>;

/** `{id}` of DELETE /class-signups/{id}, /class-waiting-list-signups/{id}, /class-livestream-signups/{id}. */
export const SignupIdParams = z.object({ id: Id });
