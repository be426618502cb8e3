/** GET /videos (CONTRACT §13): which videos a request lists, built for its viewer. */
import type { Db } from '../../platform/db/connect.ts';
import { buildVideos } from './build.ts';
import { findVideos } from './queries.ts';
import { filterConditions, type VideoFilters } from './search-queries.ts';
import type { VideoViewer } from './serialize.ts';

export interface VideoListRequest {
  /** Only these videos (`id`, one or many). */
  ids?: number[];
  /** `show_in_customer_search=true`: only videos flagged for the customer search. */
  searchable: boolean;
  /** The library's filters and search; null when the studio has extended video off. */
  filters: VideoFilters | null;
  populate: string[];
}

/**
 * The studio's non-archived videos matching the request, newest first, as `viewer` may see them
 * (full or trimmed per access, CONTRACT §13), with the asked-for relations.
 */
export async function listVideos(db: Db, viewer: VideoViewer, request: VideoListRequest) {
  const conditions = request.filters
    ? await filterConditions(db, viewer.clientId, request.filters)
    : [];
  const rows = await findVideos(db, viewer.clientId, {
    ids: request.ids,
    searchable: request.searchable,
    conditions,
  });
  return buildVideos(db, viewer, rows, request.populate);
}
