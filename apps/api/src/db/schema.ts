/**
 * The reference server's database schema (Drizzle, PostgreSQL dialect: the same tables on PGlite and
 * on PostgreSQL). Every row belongs to one client (studio) through `client_id`; every query filters
 * by it first. Instants are bigint milliseconds (CONTRACT §1.8), calendar dates are `date` columns
 * read as `YYYY-MM-DD` strings, times of day are `time` columns. Money is `numeric(12,2)` kroner,
 * read as strings and converted to integer øre before arithmetic (CONTRACT §1.9).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const nowMs = sql`(extract(epoch from now()) * 1000)::bigint`;

/** `id`, `createdAt`, `updatedAt`, `archived`: what every stored record carries (CONTRACT §1.7). */
const record = {
  id: serial('id').primaryKey(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull().default(nowMs),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull().default(nowMs),
  archived: boolean('archived').notNull().default(false),
};

const clientId = () => integer('client_id').notNull();

export const clients = pgTable('clients', {
  ...record,
  name: text('name').notNull(),
  address_1: text('address_1').notNull().default(''),
  address_2: text('address_2').notNull().default(''),
  zip_code: text('zip_code').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default('DK'),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  sms_sender_name: text('sms_sender_name').notNull().default(''),
  vat_number: text('vat_number').notNull().default(''),
  logo_id: integer('logo_id'),
  logo_white_id: integer('logo_white_id'),
  terms: text('terms').notNull().default(''),
  class_signoff_deadline_minutes: integer('class_signoff_deadline_minutes').notNull().default(720),
  plan: text('plan').notNull().default('studio'),
  extended_video_enabled: boolean('extended_video_enabled').notNull().default(false),
  /** Host names this studio is served on (client resolution by Host, CONTRACT §1.2). */
  domains: text('domains')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** One row per stored setting; keys not stored take their default (packages/contract/client.ts). */
export const clientSettings = pgTable(
  'client_settings',
  {
    client_id: clientId(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.key] })],
);

export const images = pgTable('images', {
  ...record,
  client_id: clientId(),
  original_filename: text('original_filename').notNull().default(''),
  original_width: integer('original_width').notNull().default(0),
  original_height: integer('original_height').notNull().default(0),
  filename: text('filename').notNull(),
  expires: bigint('expires', { mode: 'number' }).notNull().default(0),
});

export const branches = pgTable('branches', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const rooms = pgTable('rooms', {
  ...record,
  client_id: clientId(),
  branch_id: integer('branch_id'),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    ...record,
    client_id: clientId(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull().default(''),
    email_confirmed: boolean('email_confirmed').notNull().default(false),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    address_1: text('address_1').notNull().default(''),
    address_2: text('address_2').notNull().default(''),
    zip_code: text('zip_code').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('DK'),
    phone: text('phone').notNull().default(''),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    image_id: integer('image_id'),
    customer: boolean('customer').notNull().default(true),
    teacher: boolean('teacher').notNull().default(false),
    admin: boolean('admin').notNull().default(false),
    checkin: boolean('checkin').notNull().default(false),
    teacher_description: text('teacher_description').notNull().default(''),
    customer_additional_info: text('customer_additional_info').notNull().default(''),
    vat_id: text('vat_id').notNull().default(''),
    company_name: text('company_name').notNull().default(''),
    livestream_time_display_mode: text('livestream_time_display_mode')
      .notNull()
      .default('remaining'),
    reset_password_token: text('reset_password_token'),
    reset_password_token_expires: bigint('reset_password_token_expires', { mode: 'number' }),
    email_confirmation_token: text('email_confirmation_token'),
    email_confirmation_token_expires: bigint('email_confirmation_token_expires', {
      mode: 'number',
    }),
  },
  (t) => [
    // E-mail is case-insensitive within a client (decision 3).
    uniqueIndex('users_client_email_active')
      .on(t.client_id, sql`lower(${t.email})`)
      .where(sql`NOT ${t.archived}`),
  ],
);

export const userBranches = pgTable(
  'user_branches',
  { user_id: integer('user_id').notNull(), branch_id: integer('branch_id').notNull() },
  (t) => [primaryKey({ columns: [t.user_id, t.branch_id] })],
);

/** Tokens revoked by logout, kept until they would have expired anyway (CONTRACT §1.4). */
export const revokedTokens = pgTable('revoked_tokens', {
  token_hash: text('token_hash').primaryKey(),
  expires_at: bigint('expires_at', { mode: 'number' }).notNull(),
});

export const classTypes = pgTable('class_types', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  color: text('color').notNull().default('#12169C'),
  image_id: integer('image_id'),
});

export const classes = pgTable(
  'classes',
  {
    ...record,
    client_id: clientId(),
    date: date('date', { mode: 'string' }).notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    class_type_id: integer('class_type_id').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    room_id: integer('room_id'),
    /** 0 = open class (no booking), 1 = private session, ≥ 2 = group class (CONTRACT §4). */
    seats: integer('seats').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    studio_attendance_enabled: boolean('studio_attendance_enabled').notNull().default(true),
    livestream_enabled: boolean('livestream_enabled').notNull().default(false),
  },
  (t) => [index('classes_client_date').on(t.client_id, t.date)],
);

export const classTeachers = pgTable(
  'class_teachers',
  { class_id: integer('class_id').notNull(), user_id: integer('user_id').notNull() },
  (t) => [primaryKey({ columns: [t.class_id, t.user_id] })],
);

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
});

export const membershipPauses = pgTable('membership_pauses', {
  ...record,
  client_id: clientId(),
  membership_id: integer('membership_id').notNull(),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  /** The day the membership runs again; null = open-ended. */
  end_date: date('end_date', { mode: 'string' }),
  fee: numeric('fee', { precision: 12, scale: 2 }).notNull().default('0'),
  comment: text('comment').notNull().default(''),
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

/** A course bought once; `locked` series' classes cannot be booked one by one (seed 000 §5). */
export const classSeriesTypes = pgTable('class_series_types', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image_id: integer('image_id'),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  for_sale: boolean('for_sale').notNull().default(true),
  valid_until: date('valid_until', { mode: 'string' }),
  allow_cancel_individual_signups: boolean('allow_cancel_individual_signups')
    .notNull()
    .default(false),
  locked: boolean('locked').notNull().default(false),
});

export const classSeriesTypeClasses = pgTable(
  'class_series_type_classes',
  {
    class_series_type_id: integer('class_series_type_id').notNull(),
    class_id: integer('class_id').notNull(),
    livestream: boolean('livestream').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.class_series_type_id, t.class_id, t.livestream] }),
    // GET /classes looks series up by class (the calendar's class_series_types).
    index('class_series_type_classes_class').on(t.class_id),
  ],
);

export const classSeries = pgTable('class_series', {
  ...record,
  client_id: clientId(),
  user_id: integer('user_id').notNull(),
  class_series_type_id: integer('class_series_type_id').notNull(),
  classes_left: integer('classes_left').notNull().default(0),
  valid_until: date('valid_until', { mode: 'string' }),
  order_id: integer('order_id'),
});

/** Columns shared by class, waiting-list and livestream signups (CONTRACT §5). */
const signupColumns = () => ({
  ...record,
  client_id: clientId(),
  user_id: integer('user_id').notNull(),
  class_id: integer('class_id').notNull(),
  used_membership_id: integer('used_membership_id'),
  used_class_pass_id: integer('used_class_pass_id'),
  /** Classes spent from a fixed-count pass for this signup (one per seat); refunded on time. */
  class_pass_classes_spent: integer('class_pass_classes_spent').notNull().default(0),
  class_series_id: integer('class_series_id'),
  /** 0 = active; otherwise when it was cancelled (ms). */
  cancelled_at: bigint('cancelled_at', { mode: 'number' }).notNull().default(0),
});

export const classSignups = pgTable(
  'class_signups',
  {
    ...signupColumns(),
    /** Seats held (design, CONTRACT §5). Capacity counts the sum of this (decision 2). */
    count: integer('count').notNull().default(1),
    checked_in: bigint('checked_in', { mode: 'number' }).notNull().default(0),
    late_cancel: boolean('late_cancel').notNull().default(false),
    no_show_fee_applied: boolean('no_show_fee_applied').notNull().default(false),
  },
  (t) => [
    // One active signup per customer and class: a double click can never book twice.
    uniqueIndex('class_signups_one_active')
      .on(t.class_id, t.user_id)
      .where(sql`${t.cancelled_at} = 0 AND NOT ${t.archived}`),
    index('class_signups_user').on(t.client_id, t.user_id),
  ],
);

export const classWaitingListSignups = pgTable(
  'class_waiting_list_signups',
  { ...signupColumns(), count: integer('count').notNull().default(1) },
  (t) => [
    uniqueIndex('class_waiting_list_signups_one_active')
      .on(t.class_id, t.user_id)
      .where(sql`${t.cancelled_at} = 0 AND NOT ${t.archived}`),
    index('class_waiting_list_signups_user').on(t.client_id, t.user_id),
  ],
);

export const classLivestreamSignups = pgTable(
  'class_livestream_signups',
  {
    ...signupColumns(),
    notification_email_sent: boolean('notification_email_sent').notNull().default(false),
  },
  (t) => [
    uniqueIndex('class_livestream_signups_one_active')
      .on(t.class_id, t.user_id)
      .where(sql`${t.cancelled_at} = 0 AND NOT ${t.archived}`),
    index('class_livestream_signups_user').on(t.client_id, t.user_id),
  ],
);

/** Late-cancel and no-show fees on memberships (CONTRACT §5 DELETE /class-signups). */
export const noShowFees = pgTable('no_show_fees', {
  ...record,
  client_id: clientId(),
  user_id: integer('user_id').notNull(),
  class_id: integer('class_id').notNull(),
  class_signup_id: integer('class_signup_id').notNull(),
  membership_id: integer('membership_id'),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
  /** `late_cancel` or `no_show`. */
  reason: text('reason').notNull(),
  days_deducted: integer('days_deducted').notNull().default(0),
  paid_with_order_id: integer('paid_with_order_id'),
});

/** Mail that the default transport keeps instead of sending (ARCHITECTURE.md, mail). */
export const outbox = pgTable('outbox', {
  ...record,
  client_id: clientId(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  sent_at: bigint('sent_at', { mode: 'number' }).notNull().default(0),
});

export const schema = {
  clients,
  clientSettings,
  images,
  branches,
  rooms,
  users,
  userBranches,
  revokedTokens,
  classTypes,
  classes,
  classTeachers,
  membershipTypes,
  membershipTypeClassTypes,
  membershipTypePaymentOptions,
  memberships,
  membershipPauses,
  classPassTypes,
  classPassTypeClassTypes,
  classPasses,
  classSeriesTypes,
  classSeriesTypeClasses,
  classSeries,
  classSignups,
  classWaitingListSignups,
  classLivestreamSignups,
  noShowFees,
  outbox,
};
