/**
 * Refreshing the cached data of a studio's Vimeo videos (decision 2026-11-27-video-library): name,
 * description, duration, pictures and plays change at Vimeo, and the library answers from the
 * copy on the row (`video_provider_data`), so a daily job fetches each copy older than a day.
 * When Vimeo fails, the old copy stays and the video is tried again on the next run; a bad token
 * (401) or a rate limit ends the studio's run at once (every further call would fail the same
 * way), a video the token may not read (403) or Vimeo lacks (404) does not.
 */
import type { Db } from '../../platform/db/connect.ts';
import { fetchVimeoVideo, type VimeoFailure } from '../../platform/video/vimeo.ts';
import { studiosWithSecret } from '../../studio/public.ts';
import { dueVimeoVideos, storeVimeoData } from './queries.ts';

/** A copy older than this is fetched again (ms): a day. */
export const VIMEO_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** At most this many videos per studio and run (Vimeo allows a few hundred calls a minute). */
const PER_RUN = 200;

export interface VimeoRefreshCounts {
  /** Videos whose copy was due. */
  due: number;
  refreshed: number;
  /** Vimeo no longer has it for this token (404): the old copy stays. */
  notFound: number;
  /** Other failures, and videos not tried after a bad token or rate limit. */
  failed: number;
  /** Why the run stopped early, if it did. */
  stopped: 'unauthorized' | 'rate_limited' | null;
}

/**
 * Fetches every due Vimeo video of one studio and stores what Vimeo says.
 * @param now ms; a copy fetched before `now - VIMEO_DATA_MAX_AGE_MS` (or never) is due.
 * @param apiOrigin Vimeo's API origin (tests: a stand-in).
 */
export async function refreshVimeoVideos(
  db: Db,
  clientId: number,
  accessToken: string,
  now: number,
  apiOrigin?: string,
): Promise<VimeoRefreshCounts> {
  const due = await dueVimeoVideos(db, clientId, now - VIMEO_DATA_MAX_AGE_MS, PER_RUN);
  const counts: VimeoRefreshCounts = {
    due: due.length,
    refreshed: 0,
    notFound: 0,
    failed: 0,
    stopped: null,
  };
  for (const [index, video] of due.entries()) {
    const result = await fetchVimeoVideo({ accessToken, videoId: video.vimeoId, apiOrigin });
    if (result.ok) {
      await storeVimeoData(db, clientId, video.id, result.data, now);
      counts.refreshed++;
      continue;
    }
    if (result.reason === 'not_found') counts.notFound++;
    else counts.failed++;
    if (stopsRun(result)) {
      counts.stopped = result.reason as VimeoRefreshCounts['stopped'];
      counts.failed += due.length - index - 1;
      break;
    }
  }
  return counts;
}

/** A bad token (401) or a rate limit fails every further call; a 403 is about one video. */
const stopsRun = (failure: VimeoFailure) =>
  (failure.reason === 'unauthorized' && failure.status === 401) ||
  failure.reason === 'rate_limited';

/**
 * The daily job: every active studio with a `vimeo_access_token` (studio/clients/secret-settings.ts).
 * @returns the counts by studio id.
 */
export async function refreshAllVimeoVideos(
  db: Db,
  now = Date.now(),
  apiOrigin?: string,
): Promise<Record<number, VimeoRefreshCounts>> {
  const result: Record<number, VimeoRefreshCounts> = {};
  for (const { clientId, value } of await studiosWithSecret(db, 'vimeo_access_token'))
    result[clientId] = await refreshVimeoVideos(db, clientId, value, now, apiOrigin);
  return result;
}
