/**
 * Serving a built-in video's files (decision 2026-11-27-video-library): the token in the path
 * names the studio, video and customer and when it ends; every file request checks it, **and
 * asks again whether that customer may watch that video now**, so a copied address dies with its
 * expiry or with the customer's access, and never opens another video. A play is counted when a
 * token's playlist is first fetched.
 */
import type { Db } from '../../platform/db/connect.ts';
import {
  VIDEO_MEDIA_FILE,
  VIDEO_MEDIA_TOKEN_MS,
  isMediaKey,
  verifyVideoMediaToken,
} from '../../platform/video/builtin.ts';
import { readVideoMediaFile } from '../../platform/video/video-files.ts';
import { customerMayWatchVideo } from '../video-access/public.ts';
import { builtinMediaKey, countPlay } from './queries.ts';

export type MediaOutcome =
  'forbidden' | 'notFound' | { bytes: Buffer; contentType: string; playlist: boolean };

/**
 * Tokens whose playlist was fetched, with their expiry (ms). In memory, not a table: a play count
 * is a popularity hint (the "most popular" sort), not money; a table would add a write and a
 * migration to every playback for the rare case of several API processes, where a token could at
 * worst count once per process. Entries go when their token expires, so the set holds at most
 * the plays of the last 3 hours.
 */
const counted = new Map<string, number>();
let sweptAt = 0;

function firstFetch(token: string, expires: number, now: number): boolean {
  if (counted.has(token)) return false;
  // Expired entries go at most once a minute (a sweep walks the whole map).
  if (now - sweptAt > 60_000) {
    sweptAt = now;
    for (const [seen, until] of counted) if (until < now) counted.delete(seen);
  }
  counted.set(token, expires);
  return true;
}

/**
 * What GET /video-media/{token}/{file} sends: the file's bytes and type, `forbidden` (token
 * malformed, forged or expired; the video gone or not built-in; the customer may not watch it
 * now), or `notFound` (a name the route does not serve, or a file the video lacks).
 * @param now ms.
 */
export async function videoMediaFile(
  db: Db,
  secret: Uint8Array,
  request: { token: string; file: string; now: number },
): Promise<MediaOutcome> {
  const claims = verifyVideoMediaToken(secret, request.token, request.now);
  if (!claims) return 'forbidden';
  if (!VIDEO_MEDIA_FILE.test(request.file)) return 'notFound';
  const { clientId, videoId, userId } = claims;
  const mediaKey = await builtinMediaKey(db, clientId, videoId);
  if (!mediaKey || !isMediaKey(mediaKey)) return 'forbidden';
  if (!(await customerMayWatchVideo(db, clientId, userId, videoId, request.now)))
    return 'forbidden';
  // Through the file store: the data folder, or the object storage several processes share.
  const file = await readVideoMediaFile(clientId, mediaKey, request.file);
  if (!file) return 'notFound';
  const playlist = request.file === 'index.m3u8';
  if (playlist) {
    const expires =
      Number(request.token.split('-')[3]) * 1000 || request.now + VIDEO_MEDIA_TOKEN_MS;
    if (firstFetch(request.token, expires, request.now)) await countPlay(db, clientId, videoId);
  }
  return { bytes: file.bytes, contentType: file.contentType, playlist };
}
