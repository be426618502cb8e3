/** Studios (clients), their settings, images, branches and rooms, and the mail outbox. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { record, clientId } from './common.ts';

export const clients = pgTable('clients', {
  ...record,
  name: text('name').notNull(),
  /** The stable key of the studio file it was imported from (`npm run studio -- import`). */
  key: text('key').unique(),
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
  /** The user who uploaded it (null: the studio's own, or an upload made before login). */
  uploaded_by_user_id: integer('uploaded_by_user_id'),
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

/** Mail that the default transport keeps instead of sending (ARCHITECTURE.md, mail). */
export const outbox = pgTable('outbox', {
  ...record,
  client_id: clientId(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML part (platform/mail/template.ts), or null for a plain-text mail. */
  html: text('html'),
  /** Files sent with the mail: `[{filename, contentType, content}]` (text content, e.g. ICS). */
  attachments: jsonb('attachments'),
  /** 0 waiting; > 0 accepted by SMTP at (ms); < 0 being sent since `-sent_at` (mail/deliver.ts). */
  sent_at: bigint('sent_at', { mode: 'number' }).notNull().default(0),
});
