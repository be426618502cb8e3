/** Users (customers and teachers), their branches, and revoked access tokens. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { record, clientId } from './common.ts';

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
    /** Tokens carry the version they were signed under; a password change moves it on. */
    session_version: integer('session_version').notNull().default(0),
    /** SHA-256 hex of the token that changed the password: that session goes on. */
    session_kept_token_hash: text('session_kept_token_hash'),
    /** The customer's own settings (CONTRACT §3 "User settings"): `{video_preferences, …}`. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** *(design, issue 26)* Mail me a reminder before my classes (off: no class reminders). */
    class_reminder_emails: boolean('class_reminder_emails').notNull().default(true),
    /** *(design, issue 26)* The customer's language for mail (`da`, `en`, `nb`); null: the studio's. */
    locale: text('locale'),
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
