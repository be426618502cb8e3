/** Favourite videos (CONTRACT §13): only the studio's own, non-archived videos can be one. */
import type { Db } from '../../platform/db/connect.ts';
import { findVideos } from '../videos/public.ts';
import { insertFavorite } from './queries.ts';

/**
 * Makes the studio's video `videoId` a favourite of the user, idempotently.
 * @returns false when it is not one of the studio's non-archived videos (nothing written).
 */
export async function addFavorite(
  db: Db,
  clientId: number,
  userId: number,
  videoId: number,
): Promise<boolean> {
  const [video] = await findVideos(db, clientId, { ids: [videoId] });
  if (!video) return false;
  await insertFavorite(db, userId, videoId);
  return true;
}

export { deleteFavorite as removeFavorite } from './queries.ts';
