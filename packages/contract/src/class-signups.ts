/**
 * Class, waiting-list and livestream signups (CONTRACT §5; seed 000 §4, §5).
 * Request bodies are validated by the api with these schemas; answers parsed by the web.
 */
import * as z from 'zod/mini';
import { Id } from './dates.ts';

/** POST /class-signups, /class-waiting-list-signups, /class-livestream-signups. */
export const SignupBody = z.object({
  user: Id,
  class: Id,
  count: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(99))),
});
export type SignupBody = z.infer<typeof SignupBody>;

/** POST /class-signups/change-count: set the seats the user holds; 0 cancels. */
export const ChangeCountBody = z.object({
  user: Id,
  class: Id,
  count: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(99)),
});
export type ChangeCountBody = z.infer<typeof ChangeCountBody>;

/** Class signup, style A. `count` is seats held (design). */
export const ClassSignup = z.looseObject({
  id: z.number(),
  client: z.number(),
  user: z.union([z.number(), z.looseObject({ id: z.number() })]),
  class: z.union([z.number(), z.looseObject({ id: z.number() })]),
  used_membership: z.nullable(z.union([z.number(), z.looseObject({ id: z.number() })])),
  used_class_pass: z.nullable(z.union([z.number(), z.looseObject({ id: z.number() })])),
  class_pass_seat_spent: z.boolean(),
  cancelled_at: z.number(),
  count: z.number(),
  class_series: z.optional(z.nullable(z.number())),
});
export type ClassSignup = z.infer<typeof ClassSignup>;

/** The three ways to attend a class (seed 000 §3). */
export const attendanceTypes = ['class', 'class_livestream', 'class_waiting_list'] as const;
export type AttendanceType = (typeof attendanceTypes)[number];

/** Largest seat count anyone may type (seed 000 §9). */
export const MAX_SEATS_INPUT = 99;
