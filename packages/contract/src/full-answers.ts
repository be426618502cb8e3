/**
 * The records of the schedule as our server sends them (CONTRACT §4): what a reader of classes.ts
 * and users.ts uses, and the stored columns no screen reads (§1.7 `client`, `createdAt`,
 * `updatedAt`, `archived`, the ClassPass.com columns, an invalid membership's own columns in
 * style B, §8). The readers' schemas are loose objects and
 * keep fields they do not name, so these stay out of the schedule's first load (its budget is
 * 150 KB of JavaScript) while the server, which writes only the fields its schema names, still
 * sends every one.
 */
import * as z from 'zod/mini';
import {
  Class,
  ClassSeriesTypeInCalendar,
  ClassStyleA,
  InvalidMembership,
} from './class-object.ts';
import { ClassType, Room } from './classes.ts';
import { Teacher } from './users.ts';
import { membershipRowColumns } from './relations.ts';
import { storedFields } from './stored.ts';
import { WireBool } from './wire.ts';

/** A class type with its stored columns. */
export const ClassTypeAnswer = z.extend(ClassType, {
  client: z.optional(z.number()),
  ...storedFields,
});

/** A room, and its branch, with their stored columns. */
export const RoomAnswer = z.extend(Room, {
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

/** A teacher's public columns (CONTRACT §3), with the studio's id. */
export const TeacherAnswer = z.extend(Teacher, { client: z.optional(z.number()) });

const InvalidMembershipAnswer = z.extend(InvalidMembership, membershipRowColumns);

const ClassSeriesTypeInCalendarAnswer = z.extend(ClassSeriesTypeInCalendar, {
  client_id: z.optional(z.number()),
  description: z.optional(z.string()),
  image_id: z.optional(z.nullable(z.number())),
  price: z.optional(z.number()),
  valid_until: z.optional(z.nullable(z.string())),
  allow_cancel_individual_signups: z.optional(WireBool),
  locked: z.optional(WireBool),
  number_of_classes: z.optional(z.number()),
  fully_booked_remaining_classes: z.optional(z.array(z.number())),
});

/** A class of `GET /classes` (style B) with every field our server sends. */
export const ClassAnswer = z.extend(Class, {
  class_type: z.optional(ClassTypeAnswer),
  room: z.optional(z.nullable(RoomAnswer)),
  teachers: z.optional(z.array(TeacherAnswer)),
  user_active_invalid_memberships: z.optional(z.array(InvalidMembershipAnswer)),
  class_series_types: z.optional(z.array(ClassSeriesTypeInCalendarAnswer)),
  class_series_types_livestream: z.optional(z.array(ClassSeriesTypeInCalendarAnswer)),
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  classpass_com_enabled: z.optional(z.nullable(WireBool)),
  classpass_com_all_seats_allowed: z.optional(z.nullable(WireBool)),
  classpass_com_number_of_seats_allowed: z.optional(z.nullable(z.number())),
  checkedin_count: z.optional(z.number()),
  classpass_signup_count: z.optional(z.number()),
});

const {
  client_id: _clientId,
  class_type_id: _classTypeId,
  room_id: _roomId,
  class_type: _classType,
  room: _room,
  ...classFields
} = ClassAnswer.shape;

/**
 * A class in style A with every field it may carry (CONTRACT §4 GET /classes/{id}, §5 the
 * `class` of signup lists): the Class object's fields, with `client`, and `class_type` and `room`
 * as ids or, when populated, objects.
 */
export const ClassStyleAFull = z.extend(ClassStyleA, {
  ...classFields,
  class_type: z.union([z.number(), ClassTypeAnswer]),
  room: z.nullable(z.union([z.number(), RoomAnswer])),
});
