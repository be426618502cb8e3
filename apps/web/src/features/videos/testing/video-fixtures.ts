/**
 * Contract-shaped answers for the video library's tests (CONTRACT §13; seed 001 §3): two main
 * categories, a custom filter, a teachers filter, a "more filters" filter, and three videos (one
 * built-in with captions, one Vimeo, one without access).
 */
import type { Video, VideoFilter, VideoMainCategory } from '@studio/contract/videos';
import { fakeApi, studioBody, userBody } from '../../../shared/testing/fake-api.ts';

export const DAY = 86_400_000;

export const categories: VideoMainCategory[] = [
  { id: 1, name: 'Yoga', sort_idx: 0, icon: null },
  { id: 2, name: 'Talk', sort_idx: 1, icon: 'talk' },
];

export const filters: VideoFilter[] = [
  {
    id: 10,
    name: 'Level',
    filter_type: 'custom',
    sort_idx: 0,
    show_in_more_filters: false,
    show_only_for_specific_main_categories: false,
    filter_values: [
      { id: 101, name: 'Beginner', video_filter_id: 10, sort_idx: 0 },
      { id: 102, name: 'Advanced', video_filter_id: 10, sort_idx: 1 },
    ],
    show_for_main_categories: [],
  },
  {
    id: 11,
    name: 'Teacher',
    filter_type: 'teachers',
    sort_idx: 1,
    show_in_more_filters: false,
    show_only_for_specific_main_categories: false,
    filter_values: [],
  },
  {
    id: 12,
    name: 'Style',
    filter_type: 'custom',
    sort_idx: 2,
    show_in_more_filters: false,
    show_only_for_specific_main_categories: true,
    show_for_main_categories: [{ id: 1, name: 'Yoga' }],
    filter_values: [{ id: 121, name: 'Yin', video_filter_id: 12 }],
  },
  {
    id: 13,
    name: 'Focus',
    filter_type: 'custom',
    sort_idx: 3,
    show_in_more_filters: true,
    show_only_for_specific_main_categories: false,
    filter_values: [{ id: 131, name: 'Hips', video_filter_id: 13 }],
  },
];

export const teachers = [
  { id: 5, first_name: 'Mia', last_name: 'Holm', teacher_description: 'Teaches slow flow.' },
];

const pictures = (id: number) => ({
  type: 'custom',
  base_link: `https://i.example/${id}`,
  sizes: [
    { width: 300, height: 170, link: `https://i.example/${id}_300.jpg` },
    { width: 640, height: 362, link: `https://i.example/${id}_640.jpg` },
    { width: 1280, height: 723, link: `https://i.example/${id}_1280.jpg` },
  ],
});

const long = 'Slow morning flow for stiff hips and a calm mind. '.repeat(6).trim();

/** A video; `extra` overrides. */
export function video(id: number, extra: Partial<Video> = {}): Video {
  return {
    id,
    video_provider: 'vimeo',
    video_provider_id: String(1000 + id),
    createdAt: Date.UTC(2026, 10, id),
    video_provider_data: {
      name: `Video ${id}`,
      description: long,
      duration: 1830,
      pictures: pictures(id),
      stats: { plays: 10 },
    },
    video_filter_values: [],
    video_tags: [],
    teachers: [],
    related_videos: [],
    is_user_favorite: false,
    ...extra,
  };
}

export const morningFlow = video(1, {
  video_provider: 'builtin',
  video_provider_id: 'mk-1',
  video_provider_data: {
    name: 'Morning flow',
    description: long,
    duration: 307,
    pictures: pictures(1),
    stats: { plays: 50 },
    play_url: '/video-media/1-1-42-9-abc/index.m3u8',
    text_tracks: [
      { language: 'da', label: 'Dansk', url: '/video-media/1-1-42-9-abc/captions-da.vtt' },
    ],
  },
  video_filter_values: [{ id: 101, name: 'Beginner', video_filter_id: 10 }],
  video_tags: [{ id: 3, name: 'hips' }],
  teachers: [{ ...teachers[0]!, image: { id: 9, filename: 'mia.jpg' } }],
  related_videos: [video(2)],
});

export const eveningTalk = video(2, {
  video_provider_data: {
    name: 'Evening talk',
    description: 'A talk about rest.',
    duration: 4530,
    pictures: pictures(2),
    stats: { plays: 200 },
  },
  is_user_favorite: true,
  createdAt: Date.UTC(2026, 9, 1),
});

/** Without access: no `video_provider_id` (CONTRACT §13). */
export const lockedVideo = video(3, {
  video_provider_id: undefined,
  video_provider_data: {
    name: 'Deep stretch',
    description: 'Long holds.',
    duration: 59,
    pictures: pictures(3),
    stats: { plays: 5 },
  },
  createdAt: Date.UTC(2026, 10, 20),
});

export const allVideos = [morningFlow, eveningTalk, lockedVideo];

/** The whole provider for the library as customer 42 (or a visitor), with `extra` routes. */
export function videoApi(
  extra: Parameters<typeof fakeApi>[0] = {},
  { loggedIn = true, videos = allVideos }: { loggedIn?: boolean; videos?: Video[] } = {},
) {
  return fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () =>
      loggedIn ? { status: 'LOGGED_IN', user: { id: 42 } } : { status: 'NOT_LOGGED_IN' },
    'GET /users/42': () => userBody(),
    'GET /video-main-categories': () => categories,
    'GET /video-filters': () => filters,
    'GET /users': () => teachers,
    'GET /videos': () => videos,
    'GET /users/42/settings': () => ({
      video_preferences: null,
      video_preferences_dialog_last_opened_at: Date.now() - DAY,
    }),
    ...extra,
  });
}

/** The GET /videos calls made, as their query strings' parameters. */
export const videoCalls = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.path === '/videos').map((call) => call.url.searchParams);
