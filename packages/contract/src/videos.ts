/**
 * The video library on the wire (CONTRACT §13; seed 001 §3 Video, Video group, Video filter, Main
 * category; decision record 2026-11-27-video-library). Answers are lenient (other providers send
 * more, and 0/1 booleans, §1.10); what our server adds is marked *(design)*.
 *
 * Access (§13): a video without `video_provider_id` is one the customer may not watch; its
 * `video_provider_data` is then trimmed to name, description, duration, width, height,
 * created_time, pictures (type, sizes) and stats.plays.
 *
 * Built-in videos *(design)*: `video_provider` is `builtin`; with access,
 * `video_provider_data.play_url` is a short-lived signed HLS address (`…/video-media/<token>/index.m3u8`)
 * and `video_provider_data.text_tracks` lists WebVTT captions `{language, label, url}`.
 */
import * as z from 'zod/mini';
import { storedFields } from './stored.ts';
import { Id, PopulateQuery, WireBool } from './wire.ts';
import { QueryList } from './class-query.ts';
import { Teacher } from './users.ts';

const Picture = z.looseObject({
  width: z.number(),
  height: z.optional(z.number()),
  link: z.optional(z.string()),
  link_with_play_button: z.optional(z.string()),
});

/** What the provider says about a video (Vimeo's video object; the same shape for built-in). */
export const VideoProviderData = z.looseObject({
  /** Vimeo's own address of the video (`/videos/<id>`); with access only. */
  uri: z.optional(z.string()),
  /** Vimeo's page of the video; with access only. */
  link: z.optional(z.string()),
  name: z.optional(z.string()),
  description: z.optional(z.nullable(z.string())),
  /** Seconds. */
  duration: z.optional(z.number()),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  created_time: z.optional(z.string()),
  pictures: z.optional(
    z.looseObject({
      type: z.optional(z.string()),
      base_link: z.optional(z.string()),
      sizes: z.optional(z.array(Picture)),
    }),
  ),
  stats: z.optional(z.looseObject({ plays: z.optional(z.nullable(z.number())) })),
  /** *(design)* Built-in only, with access: the signed HLS playlist address. */
  play_url: z.optional(z.string()),
  /** *(design)* Built-in only, with access: WebVTT captions. */
  text_tracks: z.optional(
    z.array(z.looseObject({ language: z.string(), label: z.string(), url: z.string() })),
  ),
});
export type VideoProviderData = z.infer<typeof VideoProviderData>;

export const VideoFilterValue = z.looseObject({
  id: z.number(),
  client_id: z.optional(z.number()),
  name: z.string(),
  video_filter_id: z.optional(z.number()),
  sort_idx: z.optional(z.number()),
  ...storedFields,
});
export type VideoFilterValue = z.infer<typeof VideoFilterValue>;

export const VideoTag = z.looseObject({
  id: z.number(),
  client_id: z.optional(z.number()),
  name: z.string(),
  ...storedFields,
});

export const VideoMainCategory = z.looseObject({
  id: z.number(),
  client_id: z.optional(z.number()),
  name: z.string(),
  sort_idx: z.optional(z.number()),
  /** *(design)* A built-in icon name (`yoga`, `talk`, …) or null. */
  icon: z.optional(z.nullable(z.string())),
  ...storedFields,
});
export type VideoMainCategory = z.infer<typeof VideoMainCategory>;

/** A teacher of a video: the public columns (CONTRACT §3), `image` when populated. */
const VideoTeacher = z.extend(Teacher, { client: z.optional(z.number()) });

/** A video group's own fields (§13 GET /video-groups), without its videos. */
const videoGroupFields = {
  id: z.number(),
  name: z.string(),
  client: z.optional(z.number()),
  sort_videos_by: z.optional(z.string()),
  sort_videos_direction: z.optional(z.string()),
  show_video_descriptions: z.optional(WireBool),
  public_access: z.optional(WireBool),
  ...storedFields,
};

const videoFields = {
  id: z.number(),
  client: z.optional(z.number()),
  video_provider: z.optional(z.string()),
  /** Absent: the customer may not watch it (§13). */
  video_provider_id: z.optional(z.string()),
  name_for_searching: z.optional(z.string()),
  description_for_searching: z.optional(z.string()),
  video_provider_data: z.optional(z.nullable(VideoProviderData)),
  /** *(design)* Whether the library's search shows it. */
  show_in_customer_search: z.optional(WireBool),
  video_filter_values: z.optional(z.array(VideoFilterValue)),
  video_tags: z.optional(z.array(VideoTag)),
  teachers: z.optional(z.array(VideoTeacher)),
  video_main_categories: z.optional(z.array(VideoMainCategory)),
  /** The (non-archived) video groups holding it. */
  video_groups: z.optional(z.array(z.looseObject(videoGroupFields))),
  has_public_access: z.optional(WireBool),
  is_user_favorite: z.optional(WireBool),
  ...storedFields,
};

/** A related video: a video without its own relations. */
const RelatedVideo = z.looseObject(videoFields);

/** A video (§13 "Video object"), populated as asked. */
export const Video = z.looseObject({
  ...videoFields,
  related_videos: z.optional(z.array(RelatedVideo)),
});
export type Video = z.infer<typeof Video>;

export const VideoList = z.array(Video);

/**
 * GET /videos: `id` one or many; `populate[]`; the library's filters (only when the studio has
 * extended video on): `mainCategoryIds`, `filterValueIds`, `teacherIds` (arrays), `searchQuery`;
 * `show_in_customer_search` *(design)*.
 */
export const VideosQuery = z.looseObject({
  id: z.optional(QueryList),
  populate: PopulateQuery,
  mainCategoryIds: z.optional(QueryList),
  filterValueIds: z.optional(QueryList),
  teacherIds: z.optional(QueryList),
  searchQuery: z.optional(z.string().check(z.maxLength(200))),
  show_in_customer_search: z.optional(z.unknown()),
});
export type VideosQuery = z.infer<typeof VideosQuery>;

/** `{id}` of GET /videos/{id} (a number; anything else is a 400). */
export const VideoIdParams = z.object({ id: Id });

/** POST /user-video-favorites/{userId} body: `video`, the video's id (checked by the api). */
export const VideoFavoriteBody = z.object({ video: z.unknown() });

/** `{userId}` of POST /user-video-favorites/{userId}. */
export const VideoFavoriteUserParams = z.object({ userId: Id });

/** `{userId, videoId}` of DELETE /user-video-favorites/{userId}/{videoId}. */
export const VideoFavoriteParams = z.object({ userId: Id, videoId: Id });

/** GET /video-groups, /video-filters, /video-main-categories: `id` one or many, `populate[]`. */
export const VideoLibraryQuery = z.looseObject({
  id: z.optional(QueryList),
  populate: PopulateQuery,
});

/** A video group (§13 GET /video-groups), sorted by `name` in lists. */
export const VideoGroup = z.looseObject({
  ...videoGroupFields,
  videos: z.optional(z.array(Video)),
  video_count: z.optional(z.number()),
  membership_types: z.optional(z.array(z.unknown())),
  class_pass_types: z.optional(z.array(z.unknown())),
  events: z.optional(z.array(z.unknown())),
});
export type VideoGroup = z.infer<typeof VideoGroup>;

/** GET /video-groups: the studio's video groups. */
export const VideoGroupList = z.array(VideoGroup);

export const VideoMainCategoryList = z.array(VideoMainCategory);

/** A filter (§13 GET /video-filters): `custom` values, or `teachers` (values built by the client). */
export const VideoFilter = z.looseObject({
  id: z.number(),
  client_id: z.optional(z.number()),
  name: z.string(),
  filter_type: z.string(),
  sort_idx: z.optional(z.number()),
  show_in_more_filters: z.optional(WireBool),
  show_only_for_specific_main_categories: z.optional(WireBool),
  filter_values: z.optional(
    z.array(
      z.looseObject({
        ...VideoFilterValue.shape,
        show_for_main_categories: z.optional(z.array(VideoMainCategory)),
      }),
    ),
  ),
  show_for_main_categories: z.optional(z.array(VideoMainCategory)),
  ...storedFields,
});
export type VideoFilter = z.infer<typeof VideoFilter>;

export const VideoFilterList = z.array(VideoFilter);

/** Recommended videos on the user (`populate[]=recommended_videos`, *(design)*): up to this many. */
export const MAX_RECOMMENDED_VIDEOS = 25;
