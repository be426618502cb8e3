/**
 * GET /classes (CONTRACT §4): the Class object (style B), its populate keys and the wrapped answer.
 * Every computed field is optional: it is present only when asked for through `populate[]`, or
 * when a requested field depends on it (decision 1).
 */
import * as z from 'zod/mini';
import { Image } from './images.ts';
import { Teacher } from './users.ts';
import { Id, MAX_ID, PopulateQuery, WireInt } from './wire.ts';

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
  archived: z.boolean(),
});
export type ClassTypeStyleB = z.infer<typeof ClassTypeStyleB>;

export const Room = z.looseObject({
  id: z.number(),
  name: z.string(),
  branch_id: z.optional(z.nullable(z.number())),
  branch: z.optional(z.nullable(z.looseObject({ id: z.number(), name: z.string() }))),
});

export const InvalidMembership = z.looseObject({
  id: z.number(),
  membership_type: z.optional(z.looseObject({ id: z.number(), name: z.string() })),
  reason_for_membership_not_valid: z.looseObject({ localized_message: z.string() }),
});

export const ClassSeriesTypeInCalendar = z.looseObject({
  id: z.number(),
  name: z.string(),
  current_price: z.optional(z.number()),
  is_available_for_purchase: z.optional(z.boolean()),
  has_started: z.optional(z.boolean()),
  number_of_remaining_classes_and_livestream_classes: z.optional(z.number()),
  customer_has_class_series_type: z.optional(z.boolean()),
  customer_can_buy_class_series_type: z.optional(z.boolean()),
});

const flag = z.optional(z.boolean());
/** A boolean that other providers may send as 0/1 (CONTRACT §1.10: clients test truthiness). */
const looseFlag = z.union([z.boolean(), z.number()]);
const nullableId = z.optional(z.nullable(z.number()));

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
  cancelled: looseFlag,
  studio_attendance_enabled: z.optional(looseFlag),
  livestream_enabled: z.optional(looseFlag),
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
  class_has_started: flag,
  class_is_fully_booked: flag,
  class_accepts_customer_signups: z.optional(looseFlag),
  class_accepts_livestream_signups: z.optional(looseFlag),
  class_accepts_waiting_list_signups: z.optional(looseFlag),
  class_signup_deadline_has_been_exceeded: flag,
  class_is_part_of_locked_class_series_type: flag,
  class_signoff_warning: z.optional(z.nullable(z.string())),
  class_signoff_deadline_timestamp: z.optional(z.string()),
  class_livestream_signoff_deadline_timestamp: z.optional(z.string()),
  user_must_receive_warning_after_signoff_deadline: flag,
  user_has_access_to_class: flag,
  user_has_access_to_livestream: flag,
  user_signup_id: nullableId,
  user_signup_count: z.optional(z.number()),
  user_is_signed_up_for_class: flag,
  user_livestream_signup_id: nullableId,
  user_is_signed_up_for_livestream: flag,
  user_waiting_list_signup_id: nullableId,
  user_is_signed_up_for_waiting_list: flag,
  user_number_on_waiting_list: nullableId,
  user_can_sign_up_for_class: z.optional(looseFlag),
  user_can_sign_off_from_class: flag,
  user_can_sign_up_for_waiting_list: z.optional(looseFlag),
  user_can_sign_off_from_waiting_list: flag,
  user_can_sign_up_for_livestream: z.optional(looseFlag),
  user_can_sign_off_from_livestream: flag,
  user_can_start_livestream: flag,
  user_can_sign_up_for_number_of_seats: z.optional(z.number()),
  user_can_sign_up_for_class_locked_by_class_series: flag,
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
  cancelled: looseFlag,
});
export type ClassStyleA = z.infer<typeof ClassStyleA>;

/**
 * A class in a list answer: the fields every view needs are checked, the rest pass through and are
 * typed as `Class`. Checking every optional flag of a 500-class week took ~65 ms in Chromium, most
 * of the schedule's render budget (issue 2); a single class (`Class`) is checked in full.
 */
const ClassListItem = z.looseObject({
  id: z.number(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  class_type_id: z.number(),
  seats: z.number(),
  cancelled: looseFlag,
});

export type ClassesResponse = { responseType: 'classes'; populate: string[]; classes: Class[] };
export const ClassesResponse = z.looseObject({
  responseType: z.literal('classes'),
  populate: z.array(z.string()),
  classes: z.array(ClassListItem),
}) as unknown as z.ZodMiniType<ClassesResponse>;

/** Relation keys a customer may populate on /classes (CONTRACT §4). Signup lists are staff-only. */
export const classRelationKeys = [
  'room',
  'room.branch',
  'class_type',
  'class_type.image',
  'teachers',
  'teachers.image',
  'location',
] as const;

/** Relation keys that are valid but staff-only: accepted, answered only as counts (CONTRACT §4). */
export const classStaffRelationKeys = [
  'signups',
  'signups.user',
  'signups.user.image',
  'signups.used_membership',
  'signups.used_membership.membership_type',
  'signups.used_membership.real_user_image',
  'signups.used_class_pass',
  'signups.used_class_pass.class_pass_type',
  'signups.no_show_fee',
  'waiting_list_signups',
  'waiting_list_signups.user',
  'waiting_list_signups.user.image',
  'waiting_list_signups.used_membership',
  'waiting_list_signups.used_class_pass',
  'livestream_signups',
  'livestream_signups.user',
  'livestream_signups.user.image',
  'livestream_signups.used_membership',
  'livestream_signups.used_class_pass',
  'class_emails',
  'class_emails.instances',
  'class_emails.instances.recipient',
] as const;

/** Computed keys a client may request on /classes (CONTRACT §4, table and design table). */
export const classComputedKeys = [
  'signup_count',
  'capacity_text',
  'ics_url',
  'ics_url_livestream',
  'class_has_started',
  'class_has_ended',
  'class_starts_today',
  'class_starts_today_or_later',
  'class_is_fully_booked',
  'class_is_open',
  'class_is_too_far_in_the_future_to_sign_up',
  'class_signup_deadline_has_been_exceeded',
  'class_signoff_deadline_timestamp',
  'class_signoff_deadline_has_been_exceeded',
  'class_livestream_signoff_deadline_timestamp',
  'class_accepts_customer_signups',
  'class_accepts_livestream_signups',
  'class_accepts_waiting_list_signups',
  'user_has_access_to_class',
  'user_has_access_to_livestream',
  'user_signup_id',
  'user_signup_count',
  'user_is_signed_up_for_class',
  'user_livestream_signup_id',
  'user_is_signed_up_for_livestream',
  'user_waiting_list_signup_id',
  'user_is_signed_up_for_waiting_list',
  'user_number_on_waiting_list',
  'waiting_list_count',
  'waiting_list_max',
  'waiting_list_is_full',
  'waiting_list_text',
  'user_can_sign_up_for_class',
  'user_can_sign_off_from_class',
  'user_can_sign_up_for_waiting_list',
  'user_can_sign_off_from_waiting_list',
  'user_can_sign_up_for_livestream',
  'user_can_sign_off_from_livestream',
  'user_can_start_livestream',
  'user_can_sign_up_for_number_of_seats',
  'user_can_sign_up_for_class_locked_by_class_series',
  'user_active_invalid_memberships',
  'user_is_signed_up_for_class_with_class_series_name',
  'user_is_signed_up_for_livestream_with_class_series_name',
  'class_series_types',
  'class_series_types_livestream',
  'class_is_part_of_locked_class_series_type',
  'livestream_link',
  'livestream_signup_count',
  'class_signoff_warning',
  'user_must_receive_warning_after_signoff_deadline',
  'user_primary_action',
] as const;
export type ClassComputedKey = (typeof classComputedKeys)[number];

/** Session types of the schedule filter (seed 000 §2 schedule). */
export const sessionTypes = ['group', 'private', 'event'] as const;
export type SessionType = (typeof sessionTypes)[number];

/**
 * One query value, a list (`a[]=1&a[]=2`, `a[0]=1`) or, beyond 20 indexed entries, the object `qs`
 * makes of it (CONTRACT §1.1). The api reads ids out of it (its 400 texts are JSON strings).
 */
export const QueryList = z.union([
  z.string(),
  z.array(z.string()),
  z.record(z.string(), z.string()),
]);

/**
 * A user id in the query that must be the caller's own: an id, or any other string (which is then
 * not the caller, and answered with the endpoint's own 400/403, not a schema error).
 */
const OwnUserQuery = z.optional(z.union([Id, z.string()]));

/**
 * GET /classes query (CONTRACT §4), typed loosely: the date range and id lists are checked by the
 * api's `readClassQuery`, which answers the contract's 400 strings.
 */
export const ClassesQuery = z.looseObject({
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  id: z.optional(QueryList),
  teacher: z.optional(QueryList),
  class_type: z.optional(QueryList),
  rooms: z.optional(QueryList),
  branch: z.optional(QueryList),
  sessionType: z.optional(z.enum(sessionTypes)),
  /** 0 = Monday … 6 = Sunday. */
  weekday: z.optional(WireInt(0, 6)),
  /** `HH:mm` or `HH:mm:ss`. */
  startTime: z.optional(z.string()),
  seats: z.optional(WireInt(0, MAX_ID)),
  sort: z.optional(QueryList),
  userIsSignedUp: OwnUserQuery,
  userIsSignedUpOrOnWaitingList: OwnUserQuery,
  userToCalculateAccessFor: z.optional(z.unknown()),
  populate: PopulateQuery,
});
export type ClassesQuery = z.infer<typeof ClassesQuery>;

/** `{id}` of GET /classes/{id} and /classes/{id}/ics. */
export const ClassIdParams = z.object({ id: Id });

/** GET /classes/{id}: only `populate`. */
export const ClassQuery = z.looseObject({ populate: PopulateQuery });

/** GET /classes/{id}/ics: `livestream=1` links the livestream instead of the room. */
export const ClassIcsQuery = z.looseObject({ livestream: z.optional(z.string()) });

/** GET /class-types query (CONTRACT §4): one id answers one object, a list an array. */
export const ClassTypesQuery = z.looseObject({
  id: z.optional(QueryList),
  /** Copenhagen `YYYY-MM-DD`, checked by the api (400 string). */
  hasClassesFromDateForward: z.optional(z.string()),
  populate: PopulateQuery,
});
export type ClassTypesQuery = z.infer<typeof ClassTypesQuery>;
