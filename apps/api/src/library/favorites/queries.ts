/** A customer's favourite videos (CONTRACT §13 POST/DELETE /user-video-favorites). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { userVideoFavorites } from '../../platform/db/schema.ts';

/** Marks the video a favourite of the user; nothing changes when it already is one. */
export async function insertFavorite(db: Db, userId: number, videoId: number): Promise<void> {
  await db
    .insert(userVideoFavorites)
    .values({ user_id: userId, video_id: videoId })
    .onConflictDoNothing();
}

/** The video is no longer a favourite of the user (also when it was not one). */
export async function deleteFavorite(db: Db, userId: number, videoId: number): Promise<void> {
  await db
    .delete(userVideoFavorites)
    .where(and(eq(userVideoFavorites.user_id, userId), eq(userVideoFavorites.video_id, videoId)));
}
