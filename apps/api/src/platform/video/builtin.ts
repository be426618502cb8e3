/**
 * The built-in video provider (decision 2026-11-27-video-library): files this server keeps as HLS
 * VOD under `DATA_DIR/videos/<clientId>/<mediaKey>/` (`index.m3u8`, `segment-N.ts`, optional
 * `captions-<lang>.vtt`), and the signed addresses the media route (library/video-media) serves
 * them under: `/video-media/<token>/<file>`, the token in the path because hls.js resolves the
 * segments next to the playlist. Packaging (ffmpeg): builtin-package.ts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { captionLabels, captionLanguages, isMediaKey, videoDir } from './video-files.ts';

export {
  VIDEO_MEDIA_FILE,
  isMediaKey,
  readVideoMediaFile,
  storedCaptionLanguages,
  videoCacheDir,
  videoDir,
} from './video-files.ts';
export { packageVideo, type GeneratedLook, type PackagedVideo } from './builtin-package.ts';

/** How long a play address works (ms): 3 hours, longer than any class video. */
export const VIDEO_MEDIA_TOKEN_MS = 3 * 60 * 60 * 1000;

const signature = (secret: Uint8Array, claims: string) =>
  createHmac('sha256', secret)
    // Its own prefix: a livestream media token (`livestream-media:`) never verifies here.
    .update(`video-media:${claims}`)
    .digest('base64url')
    .slice(0, 22);

/** What a valid media token was signed for; `userId` null for a public video's token (user 0). */
export interface VideoMediaClaims {
  clientId: number;
  videoId: number;
  userId: number | null;
}

/**
 * The signed play address of a built-in video, valid `VIDEO_MEDIA_TOKEN_MS` from `now`, and its
 * caption tracks: `captionLanguages` when given (`storedCaptionLanguages`, which S3 needs), else
 * the `captions-<lang>.vtt` files present in its folder on the disk.
 * @param apiBase `<scheme>://<host>` of this API, no trailing slash.
 * @param userId the customer it is for; null for a public video seen anonymously (token user 0).
 * @param now ms since the epoch.
 * @returns `play_url` (`<apiBase>/video-media/<token>/index.m3u8`) and `text_tracks` (language,
 * label in that language: da "Dansk", en "English", nb "Norsk", url beside the playlist).
 */
export function builtinPlayback(opts: {
  secret: Uint8Array;
  apiBase: string;
  clientId: number;
  videoId: number;
  userId: number | null;
  mediaKey: string;
  now: number;
  captionLanguages?: string[];
}): { play_url: string; text_tracks: Array<{ language: string; label: string; url: string }> } {
  const expiry = Math.ceil((opts.now + VIDEO_MEDIA_TOKEN_MS) / 1000);
  const claims = `${opts.clientId}-${opts.videoId}-${opts.userId ?? 0}-${expiry}`;
  const base = `${opts.apiBase}/video-media/${claims}-${signature(opts.secret, claims)}`;
  const languages =
    opts.captionLanguages ??
    (isMediaKey(opts.mediaKey) ? captionLanguages(videoDir(opts.clientId, opts.mediaKey)) : []);
  return {
    play_url: `${base}/index.m3u8`,
    text_tracks: languages.map((language) => ({
      language,
      label: captionLabels[language] ?? language,
      url: `${base}/captions-${language}.vtt`,
    })),
  };
}

/**
 * Checks a media token (`<studio>-<video>-<user or 0>-<expiry s>-<HMAC22>`): its signature
 * (timing-safe) and that its expiry is not before `now` (ms).
 * @returns the claims, or null when malformed, forged or expired.
 */
export function verifyVideoMediaToken(
  secret: Uint8Array,
  token: string,
  now: number,
): VideoMediaClaims | null {
  const match = /^(\d{1,10})-(\d{1,10})-(\d{1,10})-(\d{1,12})-([\w-]{22})$/.exec(token);
  if (!match) return null;
  const claims = `${match[1]}-${match[2]}-${match[3]}-${match[4]}`;
  const expected = Buffer.from(signature(secret, claims));
  const given = Buffer.from(match[5]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(match[4]) * 1000 < now) return null;
  const userId = Number(match[3]);
  return { clientId: Number(match[1]), videoId: Number(match[2]), userId: userId || null };
}
