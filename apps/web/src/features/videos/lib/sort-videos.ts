/**
 * The library's sort orders (seed 001 §9, CONTRACT §13 "Client sorts"): newest first by
 * `createdAt` (the default), most popular by plays, and for a logged-in customer favourites first,
 * each group by plays.
 */
import type { Video } from '@studio/contract/videos';
import { videoPlays } from './video-facts.ts';

export const videoSorts = ['favorites', 'popular', 'newest'] as const;
export type VideoSort = (typeof videoSorts)[number];

/** A sort from the URL's `initialSort` (or anything else): known ones only; favourites need login. */
export function toVideoSort(value: string | null, loggedIn: boolean): VideoSort {
  const sort = videoSorts.find((candidate) => candidate === value);
  if (!sort || (sort === 'favorites' && !loggedIn)) return 'newest';
  return sort;
}

const byPlays = (a: Video, b: Video) => videoPlays(b) - videoPlays(a);
const byNewest = (a: Video, b: Video) => (b.createdAt ?? 0) - (a.createdAt ?? 0);
const byFavorite = (a: Video, b: Video) =>
  Number(b.is_user_favorite ?? false) - Number(a.is_user_favorite ?? false) || byPlays(a, b);

/** A sorted copy of `videos`. */
export function sortVideos(videos: readonly Video[], sort: VideoSort): Video[] {
  const compare = sort === 'favorites' ? byFavorite : sort === 'popular' ? byPlays : byNewest;
  return [...videos].sort(compare);
}
