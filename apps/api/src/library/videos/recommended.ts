/**
 * `recommended_videos` on the own user *(design; CONTRACT §13 "Users' video preferences", decision
 * record 2026-11-27-video-library)*: up to MAX_RECOMMENDED_VIDEOS videos the customer may watch,
 * of those the library's search shows (`show_in_customer_search`). Order: videos holding more of
 * the filter values chosen in `video_preferences.filter_value_ids` first; then videos that are not
 * already favourites (they know those); then the most played (`stats.plays`, our own count for
 * built-in videos), then the newest.
 */
import { MAX_RECOMMENDED_VIDEOS } from '@studio/contract/videos';
import type { Db } from '../../platform/db/connect.ts';
import { accessibleVideoIds } from '../video-access/public.ts';
import { buildVideos } from './build.ts';
import { favoriteIdsOf, filterValuesOf, findVideos, type VideoRow } from './queries.ts';
import type { VideoViewer } from './serialize.ts';

/** A video's play count: ours for built-in videos, the provider's otherwise (0 when unknown). */
export function playsOf(row: VideoRow): number {
  if (row.video_provider === 'builtin') return row.plays;
  const stats = (row.video_provider_data as { stats?: { plays?: unknown } }).stats;
  return typeof stats?.plays === 'number' ? stats.plays : 0;
}

/**
 * The recommended videos for `viewer` (a customer), full data (they may watch them all).
 * @param preferredValueIds the filter value ids of `video_preferences.filter_value_ids`.
 */
export async function recommendedVideos(
  db: Db,
  viewer: VideoViewer,
  preferredValueIds: number[],
): Promise<Record<string, unknown>[]> {
  const access = await accessibleVideoIds(db, viewer.clientId, viewer.userId, viewer.now);
  if (!access.size) return [];
  const rows = await findVideos(db, viewer.clientId, { ids: [...access], searchable: true });
  const ids = rows.map((row) => row.id);
  const preferred = new Set(preferredValueIds);
  const matches = new Map<number, number>();
  if (preferred.size)
    for (const { video_id, row } of await filterValuesOf(db, viewer.clientId, ids))
      if (preferred.has(row.id)) matches.set(video_id, (matches.get(video_id) ?? 0) + 1);
  const favorites =
    viewer.userId === null ? new Set<number>() : await favoriteIdsOf(db, viewer.userId, ids);
  const ranked = rows
    .map((row) => ({
      row,
      matches: matches.get(row.id) ?? 0,
      favorite: favorites.has(row.id) ? 1 : 0,
      plays: playsOf(row),
    }))
    .sort(
      (a, b) =>
        b.matches - a.matches ||
        a.favorite - b.favorite ||
        b.plays - a.plays ||
        b.row.createdAt - a.row.createdAt ||
        b.row.id - a.row.id,
    )
    .slice(0, MAX_RECOMMENDED_VIDEOS)
    .map((entry) => entry.row);
  return buildVideos(db, viewer, ranked, [], { access });
}
