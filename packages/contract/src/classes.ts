/**
 * GET /classes (CONTRACT §4): the Class object (style B), class types and rooms, and the wrapped
 * answer. The queries and their populate keys are in class-query.ts.
 * Every computed field is optional: it is present only when asked for through `populate[]`, or
 * when a requested field depends on it (decision 1).
 */
import * as z from 'zod/mini';
import { Image } from './images.ts';
import { Teacher } from './users.ts';
import { WireBool } from './wire.ts';
import { storedFields } from './stored.ts';

export const ClassType = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  color: z.optional(z.nullable(z.string())),
  image_id: z.optional(z.nullable(z.number())),
  image: z.optional(z.nullable(Image)),
  client: z.optional(z.number()),
  ...storedFields,
});
export type ClassType = z.infer<typeof ClassType>;

/** GET /class-types with a list query or none (CONTRACT §4): an array of class types. */
export const ClassTypeList = z.array(ClassType);

/** GET /class-types (CONTRACT §4), style B: `client`, `image_id`; `image` only when populated. */
export const ClassTypeStyleB = z.looseObject({
  ...ClassType.shape,
  client: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  archived: WireBool,
});
export type ClassTypeStyleB = z.infer<typeof ClassTypeStyleB>;

export const Room = z.looseObject({
  id: z.number(),
  name: z.string(),
  branch_id: z.optional(z.nullable(z.number())),
  branch: z.optional(
    z.nullable(
      z.looseObject({
        id: z.number(),
        name: z.string(),
        sort: z.optional(z.number()),
        client: z.optional(z.number()),
        client_id: z.optional(z.number()),
        ...storedFields,
      }),
    ),
  ),
  client: z.optional(z.number()),
  ...storedFields,
});

/**
 * A membership of the customer that would give access but does not now (CONTRACT §4
 * `user_active_invalid_memberships`): its stored columns, style B (§8), and why.
 */
export const InvalidMembership = z.looseObject({
  id: z.number(),
  membership_type: z.optional(z.looseObject({ id: z.number(), name: z.string() })),
  reason_for_membership_not_valid: z.looseObject({
    localized_message: z.string(),
    /** `weekly_cap`, `simultaneous_cap`, `paused`, `ended_before_date` (our design). */
    reason: z.optional(z.string()),
  }),
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
});

export const ClassSeriesTypeInCalendar = z.looseObject({
  id: z.number(),
  name: z.string(),
  client_id: z.optional(z.number()),
  description: z.optional(z.string()),
  image_id: z.optional(z.nullable(z.number())),
  price: z.optional(z.number()),
  valid_until: z.optional(z.nullable(z.string())),
  allow_cancel_individual_signups: z.optional(WireBool),
  locked: z.optional(WireBool),
  number_of_classes: z.optional(z.number()),
  fully_booked_remaining_classes: z.optional(z.array(z.number())),
  current_price: z.optional(z.number()),
  is_available_for_purchase: z.optional(WireBool),
  has_started: z.optional(WireBool),
  number_of_remaining_classes_and_livestream_classes: z.optional(z.number()),
  customer_has_class_series_type: z.optional(WireBool),
  customer_can_buy_class_series_type: z.optional(WireBool),
});

/** A boolean column or computed flag; any provider may send it as 0/1 (CONTRACT §1.10). */
const flag = z.optional(WireBool);
const nullableId = z.optional(z.nullable(z.number()));

/**
 * Every boolean of the Class object (CONTRACT §4), read as a real boolean whichever way it was
 * sent. Checked in list answers too: 28 optional flags cost ~3 ms on a 500-class week.
 */
const classFlags = {
  archived: flag,
  cancelled: WireBool,
  studio_attendance_enabled: flag,
  livestream_enabled: flag,
  class_has_started: flag,
  class_has_ended: flag,
  class_is_fully_booked: flag,
  class_accepts_customer_signups: flag,
  class_accepts_livestream_signups: flag,
  class_accepts_waiting_list_signups: flag,
  class_signup_deadline_has_been_exceeded: flag,
  class_signoff_deadline_has_been_exceeded: flag,
  class_is_part_of_locked_class_series_type: flag,
  user_must_receive_warning_after_signoff_deadline: flag,
  user_has_access_to_class: flag,
  user_has_access_to_livestream: flag,
  user_is_signed_up_for_class: flag,
  user_is_signed_up_for_livestream: flag,
  user_is_signed_up_for_waiting_list: flag,
  user_can_sign_up_for_class: flag,
  user_can_sign_off_from_class: flag,
  user_can_sign_up_for_waiting_list: flag,
  user_can_sign_off_from_waiting_list: flag,
  user_can_sign_up_for_livestream: flag,
  user_can_sign_off_from_livestream: flag,
  user_can_start_livestream: flag,
  user_can_sign_up_for_class_locked_by_class_series: flag,
  waiting_list_is_full: flag,
};

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
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  classpass_com_enabled: z.optional(z.nullable(WireBool)),
  classpass_com_all_seats_allowed: z.optional(z.nullable(WireBool)),
  classpass_com_number_of_seats_allowed: z.optional(z.nullable(z.number())),
  checkedin_count: z.optional(z.number()),
  classpass_signup_count: z.optional(z.number()),
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

/**
 * A class in a list answer: the fields every view needs and every boolean are checked, the rest
 * pass through and are typed as `Class`. Checking every field of a 500-class week took ~65 ms in
 * Chromium, most of the schedule's render budget (issue 2); a single class (`Class`) is checked in
 * full.
 */
const ClassListItem = z.looseObject({
  id: z.number(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  class_type_id: z.number(),
  seats: z.number(),
  ...classFlags,
});

export type ClassesResponse = { responseType: 'classes'; populate: string[]; classes: Class[] };
export const ClassesResponse = z.looseObject({
  responseType: z.literal('classes'),
  populate: z.array(z.string()),
  classes: z.array(ClassListItem),
}) as unknown as z.ZodMiniType<ClassesResponse>;

const {
  client_id: _clientId,
  class_type_id: _classTypeId,
  room_id: _roomId,
  class_type: _classType,
  room: _room,
  ...classFields
} = Class.shape;

/**
 * A class in style A with every field it may carry (CONTRACT §4 GET /classes/{id}, §5 the
 * `class` of signup lists): the Class object's fields, with `client`, and `class_type` and `room`
 * as ids or, when populated, objects.
 */
export const ClassStyleAFull = z.extend(ClassStyleA, classFields);
