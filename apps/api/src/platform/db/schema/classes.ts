/** Class types, classes with their teachers, and class series (courses). */
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { record, clientId } from './common.ts';

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
    /** The class's own stream (HLS `.m3u8` or an embeddable address); null: the studio's. */
    livestream_stream_url: text('livestream_stream_url'),
  },
  (t) => [index('classes_client_date').on(t.client_id, t.date)],
);

export const classTeachers = pgTable(
  'class_teachers',
  { class_id: integer('class_id').notNull(), user_id: integer('user_id').notNull() },
  (t) => [primaryKey({ columns: [t.class_id, t.user_id] })],
);

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
