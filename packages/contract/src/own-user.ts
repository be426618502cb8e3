/**
 * The own User as our server answers it (CONTRACT §3 "User object", GET /users/{id}, GET
 * /users?id=, POST /login, POST /users, GET /get-login-status): every column it sends and every
 * relation `populate[]` may add, in style A (`image`, `class_pass_type`) or B (`image_id`,
 * `class_pass_type_id`, §1.7). The web reads narrower views of it (users.ts, profile.ts).
 */
import * as z from 'zod/mini';
import { LoginResponse } from './auth.ts';
import { CartItem, CartItemStyleB } from './cart.ts';
import { ClassPassRecord } from './catalogue.ts';
import { EventSignup } from './events.ts';
import { MailPreferences } from './mail-preferences.ts';
import { Membership } from './memberships.ts';
import { Invoices } from './orders.ts';
import { storedFields } from './stored.ts';
import { TeacherAnswer } from './full-answers.ts';
import { User } from './users.ts';
import { Video, VideoGroup } from './videos.ts';
import { WireBool } from './wire.ts';

export const OwnUser = z.extend(User, {
  ...storedFields,
  /** Style B (GET /users?id=): the image id; `image` only when populated. */
  image_id: z.optional(z.nullable(z.number())),
  admin: z.optional(WireBool),
  checkin: z.optional(WireBool),
  teacher_description: z.optional(z.nullable(z.string())),
  id_in_previous_booking_system: z.optional(z.nullable(z.string())),
  import_welcome_set_password_email_sent: z.optional(WireBool),
  teacher_can_manage_all_classes: z.optional(WireBool),
  livestream_time_display_mode: z.optional(z.nullable(z.string())),
  classpass_com_user_id: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  class_passes: z.optional(z.array(ClassPassRecord)),
  memberships: z.optional(z.array(Membership)),
  cart_items: z.optional(z.array(z.union([CartItem, CartItemStyleB]))),
  event_signups: z.optional(z.array(EventSignup)),
  invoices: z.optional(Invoices),
  /** The groups the customer may watch, with their videos (CONTRACT §3, §13). */
  video_groups_that_customer_can_access: z.optional(z.array(VideoGroup)),
  /** *(design)* Up to 25 videos the customer may watch (CONTRACT §13, videos.ts). */
  recommended_videos: z.optional(z.array(Video)),
  /** *(design, issue 26)* Class reminders on or off, and the language of the customer's mail. */
  ...MailPreferences.shape,
});
export type OwnUser = z.infer<typeof OwnUser>;

/** POST /login and POST /users (CONTRACT §3): the own user and a bearer token. */
export const LoginAnswer = z.extend(LoginResponse, { user: OwnUser });

/** GET /get-login-status (CONTRACT §3): logged in with the own user, or not. */
export const LoginStatusAnswer = z.union([
  z.object({ status: z.literal('LOGGED_IN'), user: OwnUser }),
  z.object({ status: z.literal('NOT_LOGGED_IN') }),
]);

/**
 * GET /users (CONTRACT §3, three uses): `[own user]` (style B) for `?id=<own id>`, the teachers
 * (public columns) for `?teacher=1`, `[]` for `?isTeachingVideo=1`.
 */
export const UsersAnswer = z.array(z.union([OwnUser, TeacherAnswer]));
