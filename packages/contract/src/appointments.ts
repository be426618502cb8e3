/**
 * Appointments (CONTRACT §12, all of it our design; seed 000 §2 "Book-appointment popup", seed
 * 001 §2, §3, §5, §7): appointment types, the types teachers offer within the booking lookahead,
 * free timeslots and their check, the Appointment object, and the queries the api validates.
 *
 * Style B ids (`client_id`, `teacher_id`, …); relations only when populated. Money is kroner
 * (`price: 650`, §1.9). Dates are Copenhagen `YYYY-MM-DD`; times Copenhagen wall times, `HH:mm:ss`
 * from our server, `HH:mm` also read (clients normalise to `HH:mm`). `weekday` is 0 = Monday …
 * 6 = Sunday (weeks start on Monday, §1.8). Answers are loose objects; booleans may be 0/1 (§1.10).
 */
import * as z from 'zod/mini';
import { ClassPass } from './access.ts';
import { AppointmentSlotBody, CalendarDate, WallTime } from './appointment-slot.ts';
import { Room } from './classes.ts';
import { Membership } from './memberships.ts';
import { someOf } from './relations.ts';
import { storedFields } from './stored.ts';
import { Teacher } from './users.ts';
import { Id, PopulateQuery, WireBool } from './wire.ts';

export { AppointmentAnswer, AppointmentSlotBody } from './appointment-slot.ts';

/** `YYYY-MM-DD` in answers. */
const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** `HH:mm:ss` (our server) or `HH:mm` in answers. */
const time = z.string().check(z.regex(/^\d{2}:\d{2}(:\d{2})?$/));
const Named = z.looseObject({ id: z.number(), name: z.string() });

/** The populate keys of GET /appointment-types (+ /{id}); others are ignored (CONTRACT §1.6). */
export const appointmentTypePopulateKeys = [
  'questions',
  'appointment_available_intervals',
  'valid_class_pass_types',
  'valid_membership_types',
] as const;

/** A question the customer answers when booking (`required`: must be answered). */
export const AppointmentQuestion = z.looseObject({
  id: z.number(),
  text: z.string(),
  required: WireBool,
});

/**
 * A teacher's weekly availability for a type at a branch: every `weekday` (0 = Monday) from
 * `start_time` to `end_time`, on the dates `valid_from` through `valid_until` (null: no end).
 */
export const AppointmentAvailableInterval = z.looseObject({
  id: z.number(),
  appointment_type_id: z.optional(z.number()),
  teacher_id: z.number(),
  branch_id: z.number(),
  weekday: z.number(),
  start_time: time,
  end_time: time,
  valid_from: date,
  valid_until: z.nullable(date),
  ...storedFields,
});

/**
 * An appointment type (CONTRACT §12). `customer_point_of_payment`: `in_app`, or any value starting
 * with `outside` (paid outside the product: booked at once; our server sends `outsideYogo`).
 * `direct_purchase_enabled`: `price` may be paid through the cart. The four relations come with
 * `populate[]` (`appointmentTypePopulateKeys`).
 */
export const AppointmentType = z.looseObject({
  id: z.number(),
  client_id: z.number(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number(),
  price: z.number(),
  direct_purchase_enabled: WireBool,
  customer_point_of_payment: z.string(),
  questions: z.optional(z.array(AppointmentQuestion)),
  appointment_available_intervals: z.optional(z.array(AppointmentAvailableInterval)),
  valid_class_pass_types: z.optional(z.array(Named)),
  valid_membership_types: z.optional(z.array(Named)),
  ...storedFields,
  archived: WireBool,
});
export type AppointmentType = z.infer<typeof AppointmentType>;
/** GET /appointment-types: the studio's types, not archived. */
export const AppointmentTypeList = z.array(AppointmentType);

/** Is this `customer_point_of_payment` "paid outside the product" (CONTRACT §12)? */
export const isPaidOutside = (pointOfPayment: string) => pointOfPayment.startsWith('outside');

/**
 * A type teachers offer within the booking lookahead (GET
 * /appointment-available-intervals/upcoming-appointment-types): the teachers and branches that
 * offer it. `teachers` (public fields), `branches` and `offers` (which teacher at which branch, so
 * the popup can narrow teachers to a chosen branch) are our design: absent from another provider.
 */
export const UpcomingAppointmentType = z.looseObject({
  appointment_type_id: z.number(),
  teacher_ids: z.array(z.number()),
  branch_ids: z.array(z.number()),
  teachers: z.optional(z.array(Teacher)),
  branches: z.optional(z.array(Named)),
  offers: z.optional(z.array(z.looseObject({ teacher_id: z.number(), branch_id: z.number() }))),
});
export type UpcomingAppointmentType = z.infer<typeof UpcomingAppointmentType>;
export const UpcomingAppointmentTypeList = z.array(UpcomingAppointmentType);

/** A free timeslot (GET /appointment-available-timeslots): Copenhagen date and wall times. */
export const AppointmentTimeslot = z.looseObject({
  date,
  start_time: time,
  end_time: time,
  teacher_id: z.number(),
  branch_id: z.number(),
});
export type AppointmentTimeslot = z.infer<typeof AppointmentTimeslot>;
/** Sorted by date, then start time. */
export const AppointmentTimeslotList = z.array(AppointmentTimeslot);

/** GET /appointment-available-timeslots/check: is that slot still free? */
export const AppointmentTimeslotCheck = z.looseObject({ available: WireBool });

/**
 * An appointment (CONTRACT §12). `paymentOption` as booked (`outsideYogo`, `directPurchase`,
 * `class_pass_<id>`, `membership_<id>` …); `cancelled_at` ms (0 = not cancelled); `room` the id,
 * the room when populated, or null. `appointment_type`, `teacher`, `branch` when populated.
 */
export const Appointment = z.looseObject({
  id: z.number(),
  client_id: z.number(),
  appointment_type_id: z.number(),
  customer_id: z.number(),
  teacher_id: z.number(),
  branch_id: z.nullable(z.number()),
  room: z.optional(z.nullable(z.union([z.number(), Room]))),
  date,
  start_time: time,
  end_time: time,
  paymentOption: z.string(),
  cancelled_at: z.number(),
  appointment_type: z.optional(someOf(AppointmentType, { id: z.number(), name: z.string() })),
  teacher: z.optional(
    z.nullable(z.looseObject({ id: z.number(), first_name: z.string(), last_name: z.string() })),
  ),
  branch: z.optional(z.nullable(Named)),
  /** Our design: the customer's answers to the type's questions. */
  answers: z.optional(z.array(z.looseObject({ question_id: z.number(), answer: z.string() }))),
  /** Our design: until when (ms, digits string like §1.8 deadlines) the customer may cancel. */
  cancellation_deadline_timestamp: z.optional(z.string()),
  /** Our design: may the customer cancel it themselves (false for one paid directly)? */
  customer_can_cancel: z.optional(WireBool),
  ...storedFields,
  archived: WireBool,
});
export type Appointment = z.infer<typeof Appointment>;
export const AppointmentList = z.array(Appointment);

// Requests. Ids are numbers or strings of digits (CONTRACT §1.1); a malformed one is a 400.

/** `{id}` of GET /appointment-types/{id}. */
export const AppointmentTypeIdParams = z.object({ id: Id });

/** GET /appointment-types (+ /{id}): `populate[]` only. */
export const AppointmentTypesQuery = z.looseObject({ populate: PopulateQuery });

/** GET /appointment-available-intervals/upcoming-appointment-types: no parameters. */
export const UpcomingAppointmentTypesQuery = z.looseObject({});

/**
 * GET /appointment-available-timeslots: `start_date`…`end_date` inclusive (less than a year;
 * nothing is offered beyond the 355-day lookahead), `appointment_type_id`, and optionally
 * `teacher_id`, `branch_id` (omitted: any).
 */
export const AppointmentTimeslotsQuery = z.looseObject({
  start_date: CalendarDate,
  end_date: CalendarDate,
  appointment_type_id: Id,
  teacher_id: z.optional(Id),
  branch_id: z.optional(Id),
});
export type AppointmentTimeslotsQuery = z.infer<typeof AppointmentTimeslotsQuery>;

/** GET /appointment-available-timeslots/check: one slot by its date and start time. */
export const AppointmentTimeslotCheckQuery = z.looseObject({
  date: CalendarDate,
  appointment_type_id: Id,
  teacher_id: z.optional(Id),
  branch_id: z.optional(Id),
  start_time: WallTime,
});
export type AppointmentTimeslotCheckQuery = z.infer<typeof AppointmentTimeslotCheckQuery>;

/**
 * POST /appointments (CONTRACT §12): the slot, `customer_id` (the caller) and `paymentOption`:
 * `outside…`, `class_pass_<id>` or `membership_<id>`. The purchase options (`directPurchase`,
 * `class_pass_type_<id>`, `membership_type_<id>`) go through the cart.
 */
export const AppointmentBookBody = z.extend(AppointmentSlotBody, {
  customer_id: Id,
  paymentOption: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type AppointmentBookBody = z.infer<typeof AppointmentBookBody>;

/** `{id}` of GET/DELETE /appointments/{id}. */
export const AppointmentIdParams = z.object({ id: Id });

/** The populate keys of GET /appointments (+ /{id}), CONTRACT §12. */
export const appointmentPopulateKeys = [
  'appointment_type',
  'appointment_type.valid_class_pass_types',
  'appointment_type.valid_membership_types',
  'teacher',
  'room',
  'branch',
] as const;

/** GET /appointments: the caller's own (`customer`), `startDate`…`endDate` inclusive, optional. */
export const AppointmentsQuery = z.looseObject({
  customer: z.optional(Id),
  startDate: z.optional(CalendarDate),
  endDate: z.optional(CalendarDate),
  populate: PopulateQuery,
});

/** GET /appointments/{id}. */
export const AppointmentQuery = z.looseObject({ populate: PopulateQuery });

/** GET /appointments/access-items-valid-for-appointment query (CONTRACT §12). */
export const AccessItemsForAppointmentQuery = z.looseObject({
  user: Id,
  appointment_type: Id,
  date: CalendarDate,
});

/**
 * The customer's memberships (with `membership_type`) and class passes (with `class_pass_type`)
 * valid on that date and listed by the type: the confirm step's "use …" choices.
 */
export const AccessItemsForAppointment = z.looseObject({
  memberships: z.array(Membership),
  class_passes: z.array(ClassPass),
});
export type AccessItemsForAppointment = z.infer<typeof AccessItemsForAppointment>;
