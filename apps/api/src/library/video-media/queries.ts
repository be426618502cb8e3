/** The built-in video a media token names, and its play count (video-media). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { videos } from '../../platform/db/schema.ts';

/** The media key of a studio's non-archived `builtin` video, or null. */
export async function builtinMediaKey(
  db: Db,
  clientId: number,
  videoId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ media_key: videos.media_key })
    .from(videos)
    .where(
      and(
        eq(videos.client_id, clientId),
        eq(videos.id, videoId),
        eq(videos.video_provider, 'builtin'),
        eq(videos.archived, false),
      ),
    );
  return row?.media_key ?? null;
}

/** One more play of the video (`videos.plays + 1`). */
export async function countPlay(db: Db, clientId: number, videoId: number): Promise<void> {
  await db
    .update(videos)
    .set({ plays: sql`${videos.plays} + 1` })
    .where(and(eq(videos.client_id, clientId), eq(videos.id, videoId)));
}
