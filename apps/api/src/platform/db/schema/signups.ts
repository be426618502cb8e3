/** Class, waiting-list and livestream signups (CONTRACT §5), and late-cancel and no-show fees. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { record, clientId } from './common.ts';

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
  /** *(issue 26)* When the class reminder was mailed (ms); 0 = not yet (schedule/reminders). */
  reminder_sent_at: bigint('reminder_sent_at', { mode: 'number' }).notNull().default(0),
  /** *(issue 26)* When the "class cancelled" mail was queued (ms); 0 = not yet. */
  class_cancelled_mail_at: bigint('class_cancelled_mail_at', { mode: 'number' })
    .notNull()
    .default(0),
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

/**
 * Which fixed-count passes paid a class signup's seats, one row per pass and spend (seed 000 §2
 * multi-pass purchases): `classes_spent` classes taken from `class_pass_id`. The signup keeps the
 * first pass in `used_class_pass_id` and the total in `class_pass_classes_spent` (the wire); these
 * rows say what each pass gets back. Releasing seats gives back the newest rows first. A signup
 * with spent classes and no rows (a promotion from the waiting list) was paid by its
 * `used_class_pass_id` alone.
 */
export const classSignupPassSpends = pgTable(
  'class_signup_pass_spends',
  {
    ...record,
    client_id: clientId(),
    class_signup_id: integer('class_signup_id').notNull(),
    class_pass_id: integer('class_pass_id').notNull(),
    classes_spent: integer('classes_spent').notNull(),
  },
  (t) => [index('class_signup_pass_spends_signup').on(t.class_signup_id)],
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
