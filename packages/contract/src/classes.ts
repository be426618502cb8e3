/**
 * GET /classes (CONTRACT §4): the Class object (style B), class types and rooms, and the wrapped
 * answer. The queries and their populate keys are in class-query.ts.
 * Every computed field is optional: it is present only when asked for through `populate[]`, or
 * when a requested field depends on it (decision 1).
 */
import * as z from 'zod/mini';
import { Image } from './images.ts';
import { WireBool } from './wire.ts';

export const ClassType = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  color: z.optional(z.nullable(z.string())),
  image_id: z.optional(z.nullable(z.number())),
  image: z.optional(z.nullable(Image)),
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
  branch: z.optional(z.nullable(z.looseObject({ id: z.number(), name: z.string() }))),
});

/** A boolean column or computed flag; any provider may send it as 0/1 (CONTRACT §1.10). */
const flag = z.optional(WireBool);

/**
 * Every boolean of the Class object (CONTRACT §4), read as a real boolean whichever way it was
 * sent. Checked in list answers too: 28 optional flags cost ~3 ms on a 500-class week.
 */
export const classFlags = {
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

export type { Class } from './class-object.ts';
import type { Class } from './class-object.ts';

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
