/**
 * The requests of GET /classes, /classes/{id}, /classes/{id}/ics and /class-types (CONTRACT §4):
 * the populate keys a client may ask for on a class, the schedule's session types, and the query
 * schemas the server parses. The answers' shapes are in classes.ts.
 */
import * as z from 'zod/mini';
import { Id, MAX_ID, PopulateQuery, WireInt } from './wire.ts';

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
