/**
 * The library's videos (seed 001 §7 Video; CONTRACT §13 GET /videos, GET /videos/{id}): the
 * list for a selection, asked again on every change of category, filter or search, and one video
 * by id (a related video, the player page). Keys begin with `videos`, so a favourite's flip can
 * reach every view of a video (favorites.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { Video, VideoList } from '@studio/contract/videos';
import { api } from '../../../shared/api/client.ts';
import { libraryQuery, videoPopulate, type Selection } from '../lib/library-selection.ts';

/** GET /videos for `selection`; the last list stays on screen while the next one loads. */
export const libraryVideosQuery = (selection: Selection, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['videos', 'library', selection, { loggedIn }],
    queryFn: ({ signal }) =>
      api.get('/videos', VideoList, { query: libraryQuery(selection, loggedIn), signal }),
    // The previous list (TanStack's `keepPreviousData`, written out: its import would put it in
    // the first load's `core` chunk).
    placeholderData: <T>(previous: T) => previous,
  });

/** GET /videos/{id} with the library's populate. */
export const videoQuery = (id: number, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['videos', 'one', id, { loggedIn }],
    queryFn: ({ signal }) =>
      api.get(`/videos/${id}`, Video, { query: { populate: videoPopulate(loggedIn) }, signal }),
  });
