/**
 * The videos and their relations (CONTRACT §13 "Video object"): the studio's non-archived videos,
 * and per relation one statement for a whole list of videos. Studio id first.
 */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  userVideoFavorites,
  users,
  videoFilterValues,
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
} from '../../platform/db/schema.ts';

export type VideoRow = typeof videos.$inferSelect;

/**
 * The studio's non-archived videos, newest first: of `ids` when given, only those flagged for the
 * customer search when `searchable`, and matching `conditions` (search-queries.ts).
 */
export function findVideos(
  db: Db,
  clientId: number,
  opts: { ids?: number[]; searchable?: boolean; conditions?: SQL[] } = {},
): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.client_id, clientId),
        eq(videos.archived, false),
        opts.ids ? inArray(videos.id, opts.ids.length ? opts.ids : [0]) : undefined,
        opts.searchable ? eq(videos.show_in_customer_search, true) : undefined,
        ...(opts.conditions ?? []),
      ),
    )
    .orderBy(desc(videos.createdAt), desc(videos.id));
}

/** The non-archived groups holding each video, by name. */
export function groupsOf(db: Db, clientId: number, videoIds: number[]) {
  return db
    .select({ video_id: videoGroupVideos.video_id, row: videoGroups })
    .from(videoGroupVideos)
    .innerJoin(videoGroups, eq(videoGroups.id, videoGroupVideos.video_group_id))
    .where(
      and(
        eq(videoGroups.client_id, clientId),
        eq(videoGroups.archived, false),
        inArray(videoGroupVideos.video_id, videoIds),
      ),
    )
    .orderBy(asc(videoGroups.name), asc(videoGroups.id));
}

/** The non-archived filter values of each video, by `sort_idx`. */
export function filterValuesOf(db: Db, clientId: number, videoIds: number[]) {
  return db
    .select({ video_id: videoVideoFilterValues.video_id, row: videoFilterValues })
    .from(videoVideoFilterValues)
    .innerJoin(
      videoFilterValues,
      eq(videoFilterValues.id, videoVideoFilterValues.video_filter_value_id),
    )
    .where(
      and(
        eq(videoFilterValues.client_id, clientId),
        eq(videoFilterValues.archived, false),
        inArray(videoVideoFilterValues.video_id, videoIds),
      ),
    )
    .orderBy(asc(videoFilterValues.sort_idx), asc(videoFilterValues.id));
}

/** The non-archived tags of each video, by name. */
export function tagsOf(db: Db, clientId: number, videoIds: number[]) {
  return db
    .select({ video_id: videoVideoTags.video_id, row: videoTags })
    .from(videoVideoTags)
    .innerJoin(videoTags, eq(videoTags.id, videoVideoTags.video_tag_id))
    .where(
      and(
        eq(videoTags.client_id, clientId),
        eq(videoTags.archived, false),
        inArray(videoVideoTags.video_id, videoIds),
      ),
    )
    .orderBy(asc(videoTags.name), asc(videoTags.id));
}

/** The non-archived main categories of each video, by `sort_idx`. */
export function mainCategoriesOf(db: Db, clientId: number, videoIds: number[]) {
  return db
    .select({ video_id: videoVideoMainCategories.video_id, row: videoMainCategories })
    .from(videoVideoMainCategories)
    .innerJoin(
      videoMainCategories,
      eq(videoMainCategories.id, videoVideoMainCategories.video_main_category_id),
    )
    .where(
      and(
        eq(videoMainCategories.client_id, clientId),
        eq(videoMainCategories.archived, false),
        inArray(videoVideoMainCategories.video_id, videoIds),
      ),
    )
    .orderBy(asc(videoMainCategories.sort_idx), asc(videoMainCategories.id));
}

/** The non-archived teachers of each video (their public columns), by id. */
export function teachersOf(db: Db, clientId: number, videoIds: number[]) {
  return db
    .select({
      video_id: videoTeachers.video_id,
      row: {
        id: users.id,
        client_id: users.client_id,
        first_name: users.first_name,
        last_name: users.last_name,
        image_id: users.image_id,
        teacher_description: users.teacher_description,
      },
    })
    .from(videoTeachers)
    .innerJoin(users, eq(users.id, videoTeachers.user_id))
    .where(
      and(
        eq(users.client_id, clientId),
        eq(users.archived, false),
        inArray(videoTeachers.video_id, videoIds),
      ),
    )
    .orderBy(asc(users.id));
}

/** The non-archived related videos of each video, in the studio's order. */
export function relatedOf(db: Db, clientId: number, videoIds: number[]) {
  return db
    .select({ video_id: videoRelatedVideos.video_id, row: videos })
    .from(videoRelatedVideos)
    .innerJoin(videos, eq(videos.id, videoRelatedVideos.related_video_id))
    .where(
      and(
        eq(videos.client_id, clientId),
        eq(videos.archived, false),
        inArray(videoRelatedVideos.video_id, videoIds),
      ),
    )
    .orderBy(asc(videoRelatedVideos.sort_idx), asc(videos.id));
}

/** Which of the videos the user has as favourites. */
export async function favoriteIdsOf(db: Db, userId: number, videoIds: number[]) {
  if (!videoIds.length) return new Set<number>();
  const rows = await db
    .select({ id: userVideoFavorites.video_id })
    .from(userVideoFavorites)
    .where(
      and(eq(userVideoFavorites.user_id, userId), inArray(userVideoFavorites.video_id, videoIds)),
    );
  return new Set(rows.map((row) => row.id));
}
