/**
 * Appointments (CONTRACT §12; seed 000 §2 "Book-appointment popup", seed 001 §2, §3, §5, §7):
 * appointment types with their questions and the class pass and membership types valid for them,
 * the teachers' weekly available intervals, and booked appointments.
 *
 * `weekday` is the ISO weekday minus one: 0 = Monday … 6 = Sunday, as GET /classes `weekday`
 * (weeks start on Monday, CONTRACT §1.8). Dates are Copenhagen `YYYY-MM-DD`, times Copenhagen wall
 * times (`time` columns). Money is `numeric(12,2)` kroner like every other price.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientId, record } from './common.ts';

/**
 * What a customer may book with a teacher (CONTRACT §12 AppointmentType). `customer_point_of_payment`
 * is `in_app` or a value starting with `outside` (paid outside the product; our server writes
 * `outsideYogo`). `direct_purchase_enabled`: the type's `price` may be paid through the cart.
 */
export const appointmentTypes = pgTable(
  'appointment_types',
  {
    ...record,
    client_id: clientId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    duration_minutes: integer('duration_minutes').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    direct_purchase_enabled: boolean('direct_purchase_enabled').notNull().default(false),
    customer_point_of_payment: text('customer_point_of_payment').notNull().default('in_app'),
  },
  (t) => [
    index('appointment_types_client').on(t.client_id),
    check('appointment_types_duration_positive', sql`${t.duration_minutes} > 0`),
  ],
);

/** A question the customer answers when booking a type, in `sort` order. */
export const appointmentTypeQuestions = pgTable(
  'appointment_type_questions',
  {
    ...record,
    client_id: clientId(),
    appointment_type_id: integer('appointment_type_id').notNull(),
    text: text('text').notNull(),
    required: boolean('required').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('appointment_type_questions_type').on(t.appointment_type_id)],
);

/** The class pass types a customer may use for a type (`valid_class_pass_types`). */
export const appointmentTypeClassPassTypes = pgTable(
  'appointment_type_class_pass_types',
  {
    appointment_type_id: integer('appointment_type_id').notNull(),
    class_pass_type_id: integer('class_pass_type_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointment_type_id, t.class_pass_type_id] })],
);

/** The membership types a customer may use for a type (`valid_membership_types`). */
export const appointmentTypeMembershipTypes = pgTable(
  'appointment_type_membership_types',
  {
    appointment_type_id: integer('appointment_type_id').notNull(),
    membership_type_id: integer('membership_type_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointment_type_id, t.membership_type_id] })],
);

/**
 * When a teacher offers a type at a branch: every `weekday` (0 = Monday) from `start_time` to
 * `end_time` (Copenhagen wall times), on the dates from `valid_from` through `valid_until` (null:
 * no end). The free timeslots are cut from these (catalogue/appointment-timeslots/README.md).
 */
export const appointmentAvailableIntervals = pgTable(
  'appointment_available_intervals',
  {
    ...record,
    client_id: clientId(),
    appointment_type_id: integer('appointment_type_id').notNull(),
    teacher_id: integer('teacher_id').notNull(),
    branch_id: integer('branch_id').notNull(),
    weekday: integer('weekday').notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    valid_from: date('valid_from', { mode: 'string' }).notNull(),
    valid_until: date('valid_until', { mode: 'string' }),
  },
  (t) => [
    index('appointment_available_intervals_type').on(t.client_id, t.appointment_type_id),
    check('appointment_available_intervals_weekday', sql`${t.weekday} BETWEEN 0 AND 6`),
    check('appointment_available_intervals_times', sql`${t.start_time} < ${t.end_time}`),
  ],
);

/**
 * A booked appointment (CONTRACT §12 Appointment). `cancelled_at` is ms (0 = not cancelled);
 * `payment_option` is the wire's `paymentOption` (`outsideYogo`, `directPurchase`,
 * `class_pass_<id>`, `membership_<id>` …); `order_id` the order that paid it, if any.
 *
 * Booking (a later slice) locks the teacher before it checks the free timeslots; the unique index
 * is the database's backstop: one live appointment per teacher, date and start time.
 */
export const appointments = pgTable(
  'appointments',
  {
    ...record,
    client_id: clientId(),
    appointment_type_id: integer('appointment_type_id').notNull(),
    customer_id: integer('customer_id').notNull(),
    teacher_id: integer('teacher_id').notNull(),
    branch_id: integer('branch_id'),
    room_id: integer('room_id'),
    date: date('date', { mode: 'string' }).notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    payment_option: text('payment_option').notNull(),
    cancelled_at: bigint('cancelled_at', { mode: 'number' }).notNull().default(0),
    order_id: integer('order_id'),
    /**
     * 0 = booked. > 0: an unpaid order holds the slot until then (ms); it counts as taken while
     * in the future, and a booking that finds it lapsed cancels it (commerce/appointments).
     */
    hold_until: bigint('hold_until', { mode: 'number' }).notNull().default(0),
    /** The customer's answers to the type's questions: `[{question_id, answer}]`. */
    answers: jsonb('answers').notNull().default([]),
  },
  (t) => [
    index('appointments_teacher_date').on(t.client_id, t.teacher_id, t.date),
    index('appointments_customer_date').on(t.client_id, t.customer_id, t.date),
    uniqueIndex('appointments_one_live_per_teacher_start')
      .on(t.teacher_id, t.date, t.start_time)
      .where(sql`${t.cancelled_at} = 0 AND NOT ${t.archived}`),
  ],
);
