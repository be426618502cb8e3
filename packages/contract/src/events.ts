/**
 * Events (CONTRACT §4 GET /event-time-slots, §6; seed 000 §3, seed 001 §3): the Event object
 * (style A on /events, style B inside time slots), event groups, time slots, event signups, and
 * the request bodies and queries the api validates. Money is kroner (numbers); dates are
 * Copenhagen `YYYY-MM-DD`, times `HH:mm`. Computed fields are optional: present when asked for
 * through `populate[]` or brought along by one that depends on them (decision 1). Booleans may be
 * 0/1 (§1.10); the installment fields and `client_id` are our design (§6), read as "no
 * installments" when a provider leaves them out.
 */
import * as z from 'zod/mini';
import { RoomAnswer as Room } from './full-answers.ts';
import { Image } from './images.ts';
import { SignupUser, someOf } from './relations.ts';
import { Id, PopulateQuery, WireBool, designDefault } from './wire.ts';

/** A to-one relation, style A: the id, or the object when populated (CONTRACT §1.7). */
const idOr = <T extends z.core.$ZodType>(object: T) => z.nullable(z.union([z.number(), object]));
const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const time = z.string().check(z.regex(/^\d{2}:\d{2}$/));

/** A populated event teacher: public columns only (CONTRACT §6 "Our server"). */
export const EventTeacher = z.looseObject({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  teacher_description: z.string(),
  image: z.optional(z.nullable(z.union([z.number(), Image]))),
  image_id: z.optional(z.nullable(z.number())),
});

/** One entry of an event's installment plan; `1970-01-01` = paid at signup (deposit). */
export const PlannedInstallment = z.object({ date, amount: z.number() });

/** A time slot (style A inside `event.time_slots`; style B adds `event_id` and `event`). */
export const EventTimeSlot = z.looseObject({
  id: z.number(),
  client: z.number(),
  date,
  start_time: time,
  end_time: time,
  archived: WireBool,
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Style A: the event's id. */
  event: z.optional(z.number()),
});

/** An event group (CONTRACT §6 GET /event-groups). */
export const EventGroup = z.looseObject({
  id: z.number(),
  client: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  color: z.string(),
  sort: z.number(),
  image: idOr(Image),
  teachers: z.array(z.union([z.number(), EventTeacher])),
  archived: WireBool,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type EventGroup = z.infer<typeof EventGroup>;
export const EventGroupList = z.array(EventGroup);

/** What every Event carries, in both styles. */
const eventCore = {
  id: z.number(),
  client: z.number(),
  client_id: z.optional(z.number()),
  name: z.string(),
  description: z.string(),
  start_date: date,
  time_freetext: z.string(),
  seats: z.number(),
  price: z.number(),
  cancelled: WireBool,
  use_time_slots: WireBool,
  show_in_calendar: WireBool,
  color: z.string(),
  archived: WireBool,
  installment_payments_enabled: designDefault(WireBool, false),
  installments: designDefault(z.array(PlannedInstallment), []),
  number_of_installments_left: designDefault(z.number(), 0),
  /** Kroner due now to join; read only when `installment_payments_enabled`. */
  current_required_paid_amount: designDefault(z.number(), 0),
  current_required_number_of_paid_installments: designDefault(z.number(), 0),
  teachers: z.optional(z.array(z.union([z.number(), EventTeacher]))),
  signup_count: z.optional(z.number()),
  user_is_signed_up_for_event: z.optional(WireBool),
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  /** The confirmation mail of a signup (CONTRACT §6). */
  send_email_to_customer: z.optional(WireBool),
  email_subject: z.optional(z.string()),
  email_body: z.optional(z.string()),
};

/** Event, style A (GET /events, /events/{id}, `event_signups.event`). */
export const Event = z.looseObject({
  ...eventCore,
  room: idOr(Room),
  event_group: idOr(someOf(EventGroup, { id: z.number() })),
  image: idOr(Image),
  time_slots: z.optional(z.array(z.union([z.number(), EventTimeSlot]))),
});
export type Event = z.infer<typeof Event>;
export const EventList = z.array(Event);

/** Event, style B (inside GET /event-time-slots). */
export const EventStyleB = z.looseObject({
  ...eventCore,
  room_id: z.nullable(z.number()),
  event_group_id: z.nullable(z.number()),
  image_id: z.nullable(z.number()),
  room: z.optional(z.nullable(Room)),
  image: z.optional(z.nullable(Image)),
  event_group: z.optional(z.nullable(EventGroup)),
});

/** A row of GET /event-time-slots (style B) with the computed flags asked for. */
export const EventTimeSlotStyleB = z.looseObject({
  ...EventTimeSlot.shape,
  event_id: z.number(),
  event: z.optional(EventStyleB),
  user_signup_id: z.optional(z.nullable(z.number())),
  user_is_signed_up_for_event: z.optional(WireBool),
  event_has_started: z.optional(WireBool),
  event_is_fully_booked: z.optional(WireBool),
  event_accepts_customer_signups: z.optional(WireBool),
  user_can_sign_up_for_event: z.optional(WireBool),
  user_can_sign_off_from_event: z.optional(WireBool),
});
export type EventTimeSlotStyleB = z.infer<typeof EventTimeSlotStyleB>;
/** GET /event-time-slots: a bare array. */
export const EventTimeSlotList = z.array(EventTimeSlotStyleB);

/** `installment_payments_status` of an event signup (CONTRACT §6 design). */
export const installmentStatuses = ['paid_in_full', 'on_track', 'failed', 'not_started'] as const;

/**
 * One installment of a signup (CONTRACT §6 design): kroner; `paid` ms (0 = unpaid); `order` the
 * paying order, `{id, receipt_token}` with `populate[]=installments.order`, else its id or null.
 * `1970-01-01` = paid at signup.
 */
export const SignupInstallment = z.looseObject({
  id: z.number(),
  date,
  amount: z.number(),
  discount_amount: z.number(),
  paid: z.number(),
  order: z.nullable(
    z.union([z.number(), z.looseObject({ id: z.number(), receipt_token: z.nullable(z.string()) })]),
  ),
});
export type SignupInstallment = z.infer<typeof SignupInstallment>;

/** The card paying a signup's later installments (at most one `active`). */
export const SignupCard = z.looseObject({
  id: z.number(),
  status: z.enum(['active', 'archived']),
  pay_type: z.nullable(z.string()),
  card_last_4_digits: z.nullable(z.string()),
  card_expiration: z.nullable(z.string()),
});
export type SignupCard = z.infer<typeof SignupCard>;

/**
 * Event signup, style A (POST /event-signups, GET /event-signups rows, user `event_signups`).
 * `event_id`, `count` (seats) and the installment fields are our design (§6): from a provider
 * without them `event_id` is the `event`'s id, one seat, and no installments (`paid_in_full`, as
 * our server says of a signup paid at once).
 */
export const EventSignup = z.pipe(
  z.looseObject({
    id: z.number(),
    client: z.number(),
    user: z.union([z.number(), SignupUser]),
    event: z.union([z.number(), Event]),
    event_id: z.optional(z.number()),
    count: designDefault(z.number(), 1),
    archived: WireBool,
    createdAt: z.number(),
    updatedAt: z.number(),
    installment_payments_enabled: designDefault(WireBool, false),
    installment_payments_status: designDefault(z.enum(installmentStatuses), 'paid_in_full'),
    installment_payment_failed_number_of_times: designDefault(z.number(), 0),
    number_of_installments_paid: designDefault(z.number(), 0),
    installments: designDefault(z.array(SignupInstallment), []),
    payment_subscriptions: designDefault(z.array(SignupCard), []),
  }),
  z.transform(({ event_id, ...signup }) => ({
    ...signup,
    event_id: event_id ?? (typeof signup.event === 'number' ? signup.event : signup.event.id),
  })),
);
export type EventSignup = z.infer<typeof EventSignup>;
export const EventSignupList = z.array(EventSignup);

/** The populate keys GET /event-time-slots accepts (CONTRACT §4); any other is a 400. */
export const eventTimeSlotPopulateKeys = [
  'event',
  'event.room',
  'event.room.branch',
  'event.image',
  'event.teachers',
  'event.teachers.image',
  'event.signups',
  'event.signups.user',
  'event.signups.user.image',
  'event.event_group',
  'event.signup_count',
  'user_is_signed_up_for_event',
  'event_accepts_customer_signups',
  'user_can_sign_up_for_event',
  'event_has_started',
  'event_is_fully_booked',
  'user_can_sign_off_from_event',
  'location',
  'room',
  'room.branch',
  'signup_count',
] as const;

/** GET /event-time-slots query; dates and ids are checked by the api (the contract's 400 texts). */
export const EventTimeSlotsQuery = z.looseObject({
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  event: z.optional(z.string()),
  teacher: z.optional(z.string()),
  branch: z.optional(z.string()),
  onlyEventsVisibleInCalendar: z.optional(z.string()),
  includeEventsNotVisibleInCalendar: z.optional(z.string()),
  populate: PopulateQuery,
});
export type EventTimeSlotsQuery = z.infer<typeof EventTimeSlotsQuery>;

/** GET /events query (CONTRACT §6). */
export const EventsQuery = z.looseObject({
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  endOnOrAfterDate: z.optional(z.string()),
  eventGroup: z.optional(z.string()),
  populate: PopulateQuery,
});
export type EventsQuery = z.infer<typeof EventsQuery>;

/** GET /events/{id}, GET /event-groups: only `populate`. */
export const EventPopulateQuery = z.looseObject({ populate: PopulateQuery });

/** `{id}` of GET /events/{id} and DELETE /event-signups/{id}. */
export const EventIdParams = z.object({ id: Id });

/**
 * POST /event-signups body. Both are optional in the schema so that a missing one answers the
 * contract's 400 `"User and event must be specified"`; a present one must be an id.
 */
export const EventSignupBody = z.object({ user: z.optional(Id), event: z.optional(Id) });
export type EventSignupBody = z.infer<typeof EventSignupBody>;

/** GET /event-signups query: own `user` or own signup `id`; `event` alone is staff-only (403). */
export const EventSignupListQuery = z.looseObject({
  user: z.optional(z.string()),
  id: z.optional(z.string()),
  event: z.optional(z.string()),
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  populate: PopulateQuery,
});
export type EventSignupListQuery = z.infer<typeof EventSignupListQuery>;
