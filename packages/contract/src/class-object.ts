/**
 * The Class object itself (CONTRACT §4, style B) and a class in style A, checked whole: the class
 * dialog's and the profile's answers. Apart from classes.ts, whose list answer the schedule reads
 * on its first load, so the full object never weighs on that (budget: 150 KB of JavaScript).
 */
import * as z from 'zod/mini';
import { ClassType, Room, classFlags } from './classes.ts';
import { Teacher } from './users.ts';
import { WireBool } from './wire.ts';

const nullableId = z.optional(z.nullable(z.number()));

/**
 * A membership of the customer that would give access but does not now (CONTRACT §4
 * `user_active_invalid_memberships`): which one, and why. Its stored columns, which our server
 * sends too, are in full-answers.ts.
 */
export const InvalidMembership = z.looseObject({
  id: z.number(),
  membership_type: z.optional(z.looseObject({ id: z.number(), name: z.string() })),
  reason_for_membership_not_valid: z.looseObject({
    localized_message: z.string(),
    /** `weekly_cap`, `simultaneous_cap`, `paused`, `ended_before_date` (our design). */
    reason: z.optional(z.string()),
  }),
});

export const ClassSeriesTypeInCalendar = z.looseObject({
  id: z.number(),
  name: z.string(),
  current_price: z.optional(z.number()),
  is_available_for_purchase: z.optional(WireBool),
  has_started: z.optional(WireBool),
  number_of_remaining_classes_and_livestream_classes: z.optional(z.number()),
  customer_has_class_series_type: z.optional(WireBool),
  customer_can_buy_class_series_type: z.optional(WireBool),
});

export const Class = z.looseObject({
  id: z.number(),
  client_id: z.number(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  class_type_id: z.number(),
  subtitle: z.optional(z.nullable(z.string())),
  room_id: z.optional(z.nullable(z.number())),
  seats: z.number(),
  ...classFlags,
  class_type: z.optional(ClassType),
  room: z.optional(z.nullable(Room)),
  teachers: z.optional(z.array(Teacher)),
  signup_count: z.optional(z.number()),
  livestream_signup_count: z.optional(z.number()),
  capacity_text: z.optional(z.string()),
  waiting_list_text: z.optional(z.string()),
  waiting_list_count: z.optional(z.number()),
  waiting_list_max: z.optional(z.number()),
  ics_url: z.optional(z.string()),
  ics_url_livestream: z.optional(z.string()),
  livestream_link: z.optional(z.union([z.string(), z.literal(false)])),
  class_signoff_warning: z.optional(z.nullable(z.string())),
  class_signoff_deadline_timestamp: z.optional(z.string()),
  class_livestream_signoff_deadline_timestamp: z.optional(z.string()),
  user_signup_id: nullableId,
  user_signup_count: z.optional(z.number()),
  user_livestream_signup_id: nullableId,
  user_waiting_list_signup_id: nullableId,
  user_number_on_waiting_list: nullableId,
  user_can_sign_up_for_number_of_seats: z.optional(z.number()),
  user_active_invalid_memberships: z.optional(z.array(InvalidMembership)),
  user_is_signed_up_for_class_with_class_series_name: z.optional(z.nullable(z.string())),
  user_is_signed_up_for_livestream_with_class_series_name: z.optional(z.nullable(z.string())),
  class_series_types: z.optional(z.array(ClassSeriesTypeInCalendar)),
  class_series_types_livestream: z.optional(z.array(ClassSeriesTypeInCalendar)),
});
export type Class = z.infer<typeof Class>;

/**
 * GET /classes/{id} and the class of populated signup lists (CONTRACT §4, §5), style A: `client`,
 * and `class_type` / `room` as the id or, when populated, the object.
 */
export const ClassStyleA = z.looseObject({
  id: z.number(),
  client: z.number(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  class_type: z.union([z.number(), ClassType]),
  room: z.nullable(z.union([z.number(), Room])),
  seats: z.number(),
  cancelled: WireBool,
});
export type ClassStyleA = z.infer<typeof ClassStyleA>;
