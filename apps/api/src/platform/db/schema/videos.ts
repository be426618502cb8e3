/**
 * The on-demand video library (CONTRACT §13; seed 001 §2 "Video library", §3 Video, §5-§6): videos
 * kept by a provider (`vimeo`, or `builtin`: files this server keeps under `DATA_DIR/videos`), the
 * main categories, filters and filter values, tags and teachers that find them, related videos,
 * video groups that give access (linked to membership types, class pass types and events, or
 * public), and the customers' favourites.
 *
 * `video_provider_data` holds what the provider says about the video (Vimeo's video object, cached;
 * for `builtin`, the same shape made when the files were packaged): `name`, `description`,
 * `duration` (seconds), `width`, `height`, `created_time`, `pictures`, `stats.plays`. Our own play
 * count for built-in videos is `plays`.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { clientId, record } from './common.ts';

/** A video. `media_key`: the built-in provider's folder under `DATA_DIR/videos/<client>/`. */
export const videos = pgTable(
  'videos',
  {
    ...record,
    client_id: clientId(),
    video_provider: text('video_provider').notNull(),
    video_provider_id: text('video_provider_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    video_provider_data: jsonb('video_provider_data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    /** When Vimeo's data was last fetched (ms); null for built-in videos. */
    provider_data_fetched_at: bigint('provider_data_fetched_at', { mode: 'number' }),
    media_key: text('media_key'),
    show_in_customer_search: boolean('show_in_customer_search').notNull().default(true),
    plays: integer('plays').notNull().default(0),
  },
  (t) => [index('videos_client_idx').on(t.client_id)],
);

/** The library's top level (Yoga, Talk, …); `icon` *(design)*: a built-in icon name or null. */
export const videoMainCategories = pgTable('video_main_categories', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  icon: text('icon'),
  sort_idx: integer('sort_idx').notNull().default(0),
});

/** A filter: `custom` (its own values) or `teachers` (values are the video teachers). */
export const videoFilters = pgTable('video_filters', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  filter_type: text('filter_type').notNull().default('custom'),
  sort_idx: integer('sort_idx').notNull().default(0),
  show_in_more_filters: boolean('show_in_more_filters').notNull().default(false),
  show_only_for_specific_main_categories: boolean('show_only_for_specific_main_categories')
    .notNull()
    .default(false),
});

/** The main categories a filter shows for, when `show_only_for_specific_main_categories`. */
export const videoFilterMainCategories = pgTable(
  'video_filter_main_categories',
  {
    video_filter_id: integer('video_filter_id').notNull(),
    video_main_category_id: integer('video_main_category_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.video_filter_id, t.video_main_category_id] })],
);

export const videoFilterValues = pgTable('video_filter_values', {
  ...record,
  client_id: clientId(),
  video_filter_id: integer('video_filter_id').notNull(),
  name: text('name').notNull(),
  sort_idx: integer('sort_idx').notNull().default(0),
});

export const videoTags = pgTable('video_tags', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
});

export const videoVideoMainCategories = pgTable(
  'video_video_main_categories',
  {
    video_id: integer('video_id').notNull(),
    video_main_category_id: integer('video_main_category_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.video_id, t.video_main_category_id] })],
);

export const videoVideoFilterValues = pgTable(
  'video_video_filter_values',
  {
    video_id: integer('video_id').notNull(),
    video_filter_value_id: integer('video_filter_value_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.video_id, t.video_filter_value_id] })],
);

export const videoVideoTags = pgTable(
  'video_video_tags',
  {
    video_id: integer('video_id').notNull(),
    video_tag_id: integer('video_tag_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.video_id, t.video_tag_id] })],
);

/** The teachers of a video (users); a user with one non-archived video is "teaching video". */
export const videoTeachers = pgTable(
  'video_teachers',
  {
    video_id: integer('video_id').notNull(),
    user_id: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.video_id, t.user_id] })],
);

/** Related videos, in the studio's order. */
export const videoRelatedVideos = pgTable(
  'video_related_videos',
  {
    video_id: integer('video_id').notNull(),
    related_video_id: integer('related_video_id').notNull(),
    sort_idx: integer('sort_idx').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.video_id, t.related_video_id] })],
);

/** A group of videos that gives access: publicly, or to holders of the linked types and events. */
export const videoGroups = pgTable('video_groups', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  sort_videos_by: text('sort_videos_by').notNull().default('created'),
  sort_videos_direction: text('sort_videos_direction').notNull().default('desc'),
  show_video_descriptions: boolean('show_video_descriptions').notNull().default(true),
  public_access: boolean('public_access').notNull().default(false),
});

export const videoGroupVideos = pgTable(
  'video_group_videos',
  {
    video_group_id: integer('video_group_id').notNull(),
    video_id: integer('video_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.video_group_id, t.video_id] })],
);

export const videoGroupMembershipTypes = pgTable(
  'video_group_membership_types',
  {
    video_group_id: integer('video_group_id').notNull(),
    membership_type_id: integer('membership_type_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.video_group_id, t.membership_type_id] })],
);

export const videoGroupClassPassTypes = pgTable(
  'video_group_class_pass_types',
  {
    video_group_id: integer('video_group_id').notNull(),
    class_pass_type_id: integer('class_pass_type_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.video_group_id, t.class_pass_type_id] })],
);

export const videoGroupEvents = pgTable(
  'video_group_events',
  {
    video_group_id: integer('video_group_id').notNull(),
    event_id: integer('event_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.video_group_id, t.event_id] })],
);

/** A customer's favourite videos (POST/DELETE /user-video-favorites). */
export const userVideoFavorites = pgTable(
  'user_video_favorites',
  {
    user_id: integer('user_id').notNull(),
    video_id: integer('video_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.video_id] })],
);
