/**
 * Events and courses (CONTRACT §4 GET /event-time-slots, §6; seed 000 §3, seed 001 §3): event
 * groups, events with their teachers, time slots and installment plan, and customers' event
 * signups. Money is `numeric(12,2)` kroner like the rest of the schema; dates are Copenhagen
 * `YYYY-MM-DD`, times `time` columns.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientId, record } from './common.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A heading of the Events page (CONTRACT §6 GET /event-groups), ordered by `sort`. */
export const eventGroups = pgTable('event_groups', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: money('price').notNull().default('0'),
  color: text('color').notNull().default('#12169C'),
  sort: integer('sort').notNull().default(0),
  image_id: integer('image_id'),
});

/** An event, workshop, course or teacher training (CONTRACT §6 Event object). */
export const events = pgTable(
  'events',
  {
    ...record,
    client_id: clientId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** First day; for time-slot events the first slot's date. */
    start_date: date('start_date', { mode: 'string' }).notNull(),
    time_freetext: text('time_freetext').notNull().default(''),
    seats: integer('seats').notNull(),
    /** Kroner; 0 = free (direct signup), > 0 = bought through the cart. */
    price: money('price').notNull().default('0'),
    cancelled: boolean('cancelled').notNull().default(false),
    use_time_slots: boolean('use_time_slots').notNull().default(true),
    show_in_calendar: boolean('show_in_calendar').notNull().default(true),
    color: text('color').notNull().default('#12169C'),
    send_email_to_customer: boolean('send_email_to_customer').notNull().default(false),
    email_subject: text('email_subject').notNull().default(''),
    email_body: text('email_body').notNull().default(''),
    room_id: integer('room_id'),
    event_group_id: integer('event_group_id'),
    image_id: integer('image_id'),
    /** The event may be paid in the installments of `event_installment_plans` (seed 001 §3). */
    installment_payments_enabled: boolean('installment_payments_enabled').notNull().default(false),
  },
  (t) => [index('events_client_start').on(t.client_id, t.start_date)],
);

/**
 * An event's installment plan: what is due on which date. `1970-01-01` marks the first
 * installment or deposit, paid at signup (CONTRACT §6). The amounts add up to the event price.
 */
export const eventInstallmentPlans = pgTable(
  'event_installment_plans',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('event_installment_plans_event').on(t.event_id, t.date)],
);

export const eventTimeSlots = pgTable(
  'event_time_slots',
  {
    ...record,
    client_id: clientId(),
    event_id: integer('event_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
  },
  (t) => [
    index('event_time_slots_client_date').on(t.client_id, t.date),
    index('event_time_slots_event').on(t.event_id),
  ],
);

export const eventTeachers = pgTable(
  'event_teachers',
  { event_id: integer('event_id').notNull(), user_id: integer('user_id').notNull() },
  (t) => [primaryKey({ columns: [t.event_id, t.user_id] })],
);

/**
 * A customer's place at an event. Cancelling archives it. `count` is seats (bought several at
 * once through the cart when `customer_can_buy_multiple_seats_for_event`); capacity counts
 * their sum. The installment fields serve signups paid in installments (CONTRACT §6 design).
 */
export const eventSignups = pgTable(
  'event_signups',
  {
    ...record,
    client_id: clientId(),
    user_id: integer('user_id').notNull(),
    event_id: integer('event_id').notNull(),
    count: integer('count').notNull().default(1),
    /** The paid order that bought it (null: a free event). */
    order_id: integer('order_id'),
    installment_payments_enabled: boolean('installment_payments_enabled').notNull().default(false),
    /** Failed charges since the last success; > 0 = status `failed`. */
    installment_payment_failed_number_of_times: integer(
      'installment_payment_failed_number_of_times',
    )
      .notNull()
      .default(0),
    /** When the last charge failed (ms; 0 = never). */
    installment_payment_failed_last_time_at: bigint('installment_payment_failed_last_time_at', {
      mode: 'number',
    })
      .notNull()
      .default(0),
    /**
     * When a runner claimed the signup to charge an installment (ms; 0 = nobody is charging it).
     * Set and cleared under the signup's row lock (commerce/installments/README.md).
     */
    installment_payment_processing_started: bigint('installment_payment_processing_started', {
      mode: 'number',
    })
      .notNull()
      .default(0),
  },
  (t) => [
    // One active signup per customer and event: a double click never signs up twice.
    uniqueIndex('event_signups_one_active')
      .on(t.event_id, t.user_id)
      .where(sql`NOT ${t.archived}`),
    index('event_signups_user').on(t.client_id, t.user_id),
  ],
);

/**
 * One installment of an event signup paid in installments (CONTRACT §6 design, seed 001 §3): the
 * event's plan copied at purchase, so a later change of the plan never changes what a customer
 * agreed to. `1970-01-01` = paid at signup. `paid` is ms (0 = unpaid); `order_id` the order that
 * paid it (the checkout order for those due at purchase, one order per later installment).
 */
export const eventSignupInstallments = pgTable(
  'event_signup_installments',
  {
    ...record,
    client_id: clientId(),
    event_signup_id: integer('event_signup_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    discount_amount: money('discount_amount').notNull().default('0'),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    order_id: integer('order_id'),
  },
  (t) => [uniqueIndex('event_signup_installments_one_per_date').on(t.event_signup_id, t.date)],
);
