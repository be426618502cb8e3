/**
 * Video library test data (CONTRACT §13): videos with their tags, filter values, main categories,
 * teachers and related videos; video groups and what they link; favourites; and, from
 * video-holdings-factory.ts, what gives access. Inserted directly with Drizzle.
 */
import type { Db } from '../src/platform/db/connect.ts';
import {
  userVideoFavorites,
  videoFilterMainCategories,
  videoFilters,
  videoFilterValues,
  videoGroupClassPassTypes,
  videoGroupEvents,
  videoGroupMembershipTypes,
  videoGroups,
  videoGroupVideos,
  videoMainCategories,
  videoRelatedVideos,
  videos,
  videoTags,
  videoTeachers,
  videoVideoFilterValues,
  videoVideoMainCategories,
  videoVideoTags,
} from '../src/platform/db/schema.ts';
import { videoHoldingsFactory } from './video-holdings-factory.ts';

const one = <T>(rows: T[]) => rows[0]!;

interface VideoLinks {
  tags?: number[];
  filterValues?: number[];
  mainCategories?: number[];
  teachers?: number[];
  related?: number[];
}

interface GroupLinks {
  videos?: number[];
  membershipTypes?: number[];
  classPassTypes?: number[];
  events?: number[];
}

let providerIds = 100_000;

export function videoFactory(db: Db) {
  return {
    ...videoHoldingsFactory(db),

    /** A Vimeo video with cached provider data (1920×1080, 600 s, 10 plays), and its links. */
    async video(
      clientId: number,
      values: Partial<typeof videos.$inferInsert> = {},
      links: VideoLinks = {},
    ) {
      const name = values.name ?? 'Morning flow';
      const row = one(
        await db
          .insert(videos)
          .values({
            client_id: clientId,
            video_provider: 'vimeo',
            video_provider_id: String(providerIds++),
            name,
            description: 'A calm start',
            video_provider_data: {
              uri: '/videos/1',
              link: 'https://vimeo.com/1',
              name,
              description: 'A calm start',
              duration: 600,
              width: 1920,
              height: 1080,
              created_time: '2026-01-01T10:00:00+00:00',
              pictures: {
                type: 'custom',
                base_link: 'https://i.example/p',
                sizes: [{ width: 640, height: 360, link: 'https://i.example/640' }],
              },
              stats: { plays: 10 },
              embed: { html: '<iframe></iframe>' },
            },
            ...values,
          })
          .returning(),
      );
      const id = row.id;
      const {
        tags = [],
        filterValues = [],
        mainCategories = [],
        teachers = [],
        related = [],
      } = links;
      if (tags.length)
        await db
          .insert(videoVideoTags)
          .values(tags.map((video_tag_id) => ({ video_id: id, video_tag_id })));
      if (filterValues.length)
        await db
          .insert(videoVideoFilterValues)
          .values(
            filterValues.map((video_filter_value_id) => ({ video_id: id, video_filter_value_id })),
          );
      if (mainCategories.length)
        await db.insert(videoVideoMainCategories).values(
          mainCategories.map((video_main_category_id) => ({
            video_id: id,
            video_main_category_id,
          })),
        );
      if (teachers.length)
        await db
          .insert(videoTeachers)
          .values(teachers.map((user_id) => ({ video_id: id, user_id })));
      if (related.length)
        await db.insert(videoRelatedVideos).values(
          related.map((related_video_id, sort_idx) => ({
            video_id: id,
            related_video_id,
            sort_idx,
          })),
        );
      return row;
    },

    /** A video group (not public unless given) with its videos and links. */
    async group(
      clientId: number,
      values: Partial<typeof videoGroups.$inferInsert> = {},
      links: GroupLinks = {},
    ) {
      const row = one(
        await db
          .insert(videoGroups)
          .values({ client_id: clientId, name: 'Group', ...values })
          .returning(),
      );
      const video_group_id = row.id;
      const {
        videos: ids = [],
        membershipTypes: mts = [],
        classPassTypes: cpts = [],
        events: evs = [],
      } = links;
      if (ids.length)
        await db
          .insert(videoGroupVideos)
          .values(ids.map((video_id) => ({ video_group_id, video_id })));
      if (mts.length)
        await db
          .insert(videoGroupMembershipTypes)
          .values(mts.map((membership_type_id) => ({ video_group_id, membership_type_id })));
      if (cpts.length)
        await db
          .insert(videoGroupClassPassTypes)
          .values(cpts.map((class_pass_type_id) => ({ video_group_id, class_pass_type_id })));
      if (evs.length)
        await db
          .insert(videoGroupEvents)
          .values(evs.map((event_id) => ({ video_group_id, event_id })));
      return row;
    },

    async mainCategory(
      clientId: number,
      values: Partial<typeof videoMainCategories.$inferInsert> = {},
    ) {
      return one(
        await db
          .insert(videoMainCategories)
          .values({ client_id: clientId, name: 'Yoga', ...values })
          .returning(),
      );
    },

    /** A filter with its values (by name, in order), shown for `mainCategories` when given. */
    async filter(
      clientId: number,
      values: Partial<typeof videoFilters.$inferInsert>,
      valueNames: string[] = [],
      mainCategories: number[] = [],
    ) {
      const filter = one(
        await db
          .insert(videoFilters)
          .values({ client_id: clientId, name: 'Level', ...values })
          .returning(),
      );
      const filterValues = valueNames.length
        ? await db
            .insert(videoFilterValues)
            .values(
              valueNames.map((name, sort_idx) => ({
                client_id: clientId,
                video_filter_id: filter.id,
                name,
                sort_idx,
              })),
            )
            .returning()
        : [];
      if (mainCategories.length)
        await db.insert(videoFilterMainCategories).values(
          mainCategories.map((video_main_category_id) => ({
            video_filter_id: filter.id,
            video_main_category_id,
          })),
        );
      return { filter, values: filterValues };
    },

    async tag(clientId: number, name: string) {
      return one(await db.insert(videoTags).values({ client_id: clientId, name }).returning());
    },

    async favorite(userId: number, videoId: number) {
      await db.insert(userVideoFavorites).values({ user_id: userId, video_id: videoId });
    },
  };
}

export type VideoFactory = ReturnType<typeof videoFactory>;
