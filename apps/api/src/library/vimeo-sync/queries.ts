/** The Vimeo videos whose cached data is due, and storing what Vimeo says (vimeo-sync). */
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { videos } from '../../platform/db/schema.ts';
import type { VimeoVideoData } from '../../platform/video/vimeo.ts';

/**
 * A studio's non-archived `vimeo` videos whose data was never fetched or fetched before `before`
 * (ms), the longest-waiting first, at most `limit`.
 */
export async function dueVimeoVideos(db: Db, clientId: number, before: number, limit: number) {
  return db
    .select({ id: videos.id, vimeoId: videos.video_provider_id })
    .from(videos)
    .where(
      and(
        eq(videos.client_id, clientId),
        eq(videos.video_provider, 'vimeo'),
        eq(videos.archived, false),
        or(isNull(videos.provider_data_fetched_at), lt(videos.provider_data_fetched_at, before)),
      ),
    )
    .orderBy(sql`${videos.provider_data_fetched_at} asc nulls first`, asc(videos.id))
    .limit(limit);
}

/**
 * Stores Vimeo's data on the video, with the name and description it is searched by
 * (`name_for_searching`, `description_for_searching` on the wire), fetched at `now` (ms).
 */
export async function storeVimeoData(
  db: Db,
  clientId: number,
  videoId: number,
  data: VimeoVideoData,
  now: number,
) {
  await db
    .update(videos)
    .set({
      video_provider_data: { ...data },
      provider_data_fetched_at: now,
      name: data.name,
      description: data.description,
      updatedAt: now,
    })
    .where(and(eq(videos.client_id, clientId), eq(videos.id, videoId)));
}
