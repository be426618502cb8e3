/** What gives access to classes: membership types and memberships (with pauses), class pass types and class passes. */
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { record, clientId } from './common.ts';

export const membershipTypes = pgTable('membership_types', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image_id: integer('image_id'),
  has_max_number_of_classes_per_week: boolean('has_max_number_of_classes_per_week')
    .notNull()
    .default(false),
  max_number_of_classes_per_week: integer('max_number_of_classes_per_week').notNull().default(0),
  has_max_number_of_simultaneous_bookings: boolean('has_max_number_of_simultaneous_bookings')
    .notNull()
    .default(false),
  max_number_of_simultaneous_bookings: integer('max_number_of_simultaneous_bookings')
    .notNull()
    .default(0),
  has_max_number_of_memberships: boolean('has_max_number_of_memberships').notNull().default(false),
  max_number_of_memberships: integer('max_number_of_memberships').notNull().default(0),
  access_all_videos: boolean('access_all_videos').notNull().default(false),
  for_sale: boolean('for_sale').notNull().default(true),
  /** Paid once with the first payment, shown as its own cart row (seed 001 §2). Kroner. */
  registration_fee: numeric('registration_fee', { precision: 12, scale: 2 }).notNull().default('0'),
  active_campaign_id: integer('active_campaign_id'),
  send_email_to_customer: boolean('send_email_to_customer').notNull().default(false),
});

/** Which class types a membership or class pass type gives access to, for studio or livestream. */
export const membershipTypeClassTypes = pgTable(
  'membership_type_class_types',
  {
    membership_type_id: integer('membership_type_id').notNull(),
    class_type_id: integer('class_type_id').notNull(),
    livestream: boolean('livestream').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.membership_type_id, t.class_type_id, t.livestream] })],
);

export const membershipTypePaymentOptions = pgTable('membership_type_payment_options', {
  ...record,
  client_id: clientId(),
  membership_type_id: integer('membership_type_id').notNull(),
  name: text('name').notNull(),
  number_of_months_payment_covers: integer('number_of_months_payment_covers').notNull().default(1),
  payment_amount: numeric('payment_amount', { precision: 12, scale: 2 }).notNull(),
  for_sale: boolean('for_sale').notNull().default(true),
});

export const memberships = pgTable('memberships', {
  ...record,
  client_id: clientId(),
  user_id: integer('user_id').notNull(),
  membership_type_id: integer('membership_type_id').notNull(),
  payment_option_id: integer('payment_option_id'),
  /** `active`, `cancelled_running` (valid until cancelled_from_date, exclusive) or `ended`. */
  status: text('status').notNull().default('active'),
  ended_because: text('ended_because'),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  paid_until: date('paid_until', { mode: 'string' }).notNull(),
  cancelled_from_date: date('cancelled_from_date', { mode: 'string' }),
  renewal_failed: integer('renewal_failed').notNull().default(0),
  /** Instant (ms) of the last failed automatic renewal; 0 = never (CONTRACT §8). */
  renewal_failed_last_time_at: bigint('renewal_failed_last_time_at', { mode: 'number' })
    .notNull()
    .default(0),
  /** Instant (ms) a renewal run started charging it; 0 = none running (CONTRACT §8). */
  automatic_payment_processing_started: bigint('automatic_payment_processing_started', {
    mode: 'number',
  })
    .notNull()
    .default(0),
  /** The order that bought it (CONTRACT §8 `order`). */
  order_id: integer('order_id'),
  /** The campaign it was bought with (CONTRACT §8): renewals charge its `reduced_price` … */
  membership_campaign_id: integer('membership_campaign_id'),
  /** … while this is above 0, counting down one per renewal (the first payment is not counted). */
  membership_campaign_number_of_reduced_payments_left: integer(
    'membership_campaign_number_of_reduced_payments_left',
  )
    .notNull()
    .default(0),
  /** The discount code of the order that bought it (CONTRACT §8); renewals decide if it applies. */
  discount_code_id: integer('discount_code_id'),
  /**
   * Renewals still discounted by `discount_code_id`, counting down one per discounted renewal;
   * null = every renewal (seed 001 §3 `discount_code_number_of_reduced_payments_left`).
   */
  discount_code_number_of_reduced_payments_left: integer(
    'discount_code_number_of_reduced_payments_left',
  ),
});

export const membershipPauses = pgTable('membership_pauses', {
  ...record,
  client_id: clientId(),
  membership_id: integer('membership_id').notNull(),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  /** The day the membership runs again; null = open-ended. */
  end_date: date('end_date', { mode: 'string' }),
  fee: numeric('fee', { precision: 12, scale: 2 }).notNull().default('0'),
  fee_paid_with_order_id: integer('fee_paid_with_order_id'),
  comment: text('comment').notNull().default(''),
  /** Instant (ms) the renewal run moved `paid_until` by this pause's length; 0 = not yet. */
  is_applied_to_membership_at: bigint('is_applied_to_membership_at', { mode: 'number' })
    .notNull()
    .default(0),
});

export const classPassTypes = pgTable('class_pass_types', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image_id: integer('image_id'),
  /** `fixed_count` or `unlimited`. */
  pass_type: text('pass_type').notNull(),
  number_of_classes: integer('number_of_classes').notNull().default(0),
  days: integer('days').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  for_sale: boolean('for_sale').notNull().default(true),
  limited_number_per_customer: boolean('limited_number_per_customer').notNull().default(false),
  max_number_per_customer: integer('max_number_per_customer').notNull().default(1),
  has_max_number_of_simultaneous_bookings: boolean('has_max_number_of_simultaneous_bookings')
    .notNull()
    .default(false),
  max_number_of_simultaneous_bookings: integer('max_number_of_simultaneous_bookings')
    .notNull()
    .default(0),
  access_all_videos: boolean('access_all_videos').notNull().default(false),
  send_email_to_customer: boolean('send_email_to_customer').notNull().default(false),
});

export const classPassTypeClassTypes = pgTable(
  'class_pass_type_class_types',
  {
    class_pass_type_id: integer('class_pass_type_id').notNull(),
    class_type_id: integer('class_type_id').notNull(),
    livestream: boolean('livestream').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.class_pass_type_id, t.class_type_id, t.livestream] })],
);

export const classPasses = pgTable('class_passes', {
  ...record,
  client_id: clientId(),
  user_id: integer('user_id').notNull(),
  class_pass_type_id: integer('class_pass_type_id').notNull(),
  order_id: integer('order_id'),
  classes_left: integer('classes_left').notNull().default(0),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  valid_until: date('valid_until', { mode: 'string' }).notNull(),
});
