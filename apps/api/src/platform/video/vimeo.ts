/**
 * The Vimeo provider (decision 2026-11-27-video-library): one video's data from Vimeo's API
 * (`GET https://api.vimeo.com/videos/{id}` with the studio's access token), through Vimeo's
 * official Node library `@vimeo/vimeo`. Vimeo keeps the bytes; we keep what the library shows:
 * name, description, duration, size, pictures, plays, and the link, embed code, privacy and status
 * the studio's settings at Vimeo decide (docs/operations.md).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Vimeo } from '@vimeo/vimeo';

/** The video object's fields we keep (Vimeo API 3.4 names and units). */
export interface VimeoVideoData {
  uri: string;
  name: string;
  description: string;
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  /** ISO 8601. */
  created_time: string;
  pictures: {
    type: string;
    base_link: string;
    sizes: Array<{ width: number; height: number; link: string; link_with_play_button: string }>;
  };
  stats: { plays: number };
  link: string;
  embed: { html: string };
  /** `view`: anybody, nobody, unlisted, password, …; `embed`: public, private, whitelist. */
  privacy: { view: string; embed: string };
  /** available, uploading, transcoding, transcode_starting, … */
  status: string;
}

export type VimeoFailure =
  /** No such video for this token (404; also a malformed id, never sent). */
  | { ok: false; reason: 'not_found' }
  /**
   * 401: the access token is wrong or revoked; 403: it may not read this video (another
   * account's private video, a missing scope).
   */
  | { ok: false; reason: 'unauthorized'; status: 401 | 403 }
  /** Too many requests (429); `retryAfterSeconds` from `Retry-After` or `X-RateLimit-Reset`. */
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number | null }
  /** Vimeo did not answer usefully (network, timeout, 5xx, unreadable body). */
  | { ok: false; reason: 'unavailable'; detail: string };

export type VimeoFetchResult = { ok: true; data: VimeoVideoData } | VimeoFailure;

/** What we ask Vimeo for (its `fields` filter keeps the answer small). */
const FIELDS = [
  'uri',
  'name',
  'description',
  'duration',
  'width',
  'height',
  'created_time',
  'pictures.type',
  'pictures.base_link',
  'pictures.sizes',
  'stats.plays',
  'link',
  'embed.html',
  'privacy.view',
  'privacy.embed',
  'status',
].join(',');

const TIMEOUT_MS = 10_000;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Vimeo's answer reduced to the fields we keep, with their types made sure. */
export function keptVimeoFields(body: unknown): VimeoVideoData {
  const video = record(body);
  const pictures = record(video.pictures);
  const sizes = Array.isArray(pictures.sizes) ? pictures.sizes.map(record) : [];
  const privacy = record(video.privacy);
  return {
    uri: text(video.uri),
    name: text(video.name),
    description: text(video.description),
    duration: count(video.duration),
    width: count(video.width),
    height: count(video.height),
    created_time: text(video.created_time),
    pictures: {
      type: text(pictures.type),
      base_link: text(pictures.base_link),
      sizes: sizes.map((size) => ({
        width: count(size.width),
        height: count(size.height),
        link: text(size.link),
        link_with_play_button: text(size.link_with_play_button),
      })),
    },
    stats: { plays: count(record(video.stats).plays) },
    link: text(video.link),
    embed: { html: text(record(video.embed).html) },
    privacy: { view: text(privacy.view), embed: text(privacy.embed) },
    status: text(video.status),
  };
}

/** Seconds to wait from a 429's `Retry-After` (seconds) or `X-RateLimit-Reset` (a date). */
function retryAfter(headers: IncomingHttpHeaders | undefined, now: number): number | null {
  const seconds = Number(headers?.['retry-after']);
  if (headers?.['retry-after'] && Number.isFinite(seconds)) return Math.max(0, seconds);
  const reset = Date.parse(String(headers?.['x-ratelimit-reset'] ?? ''));
  return Number.isFinite(reset) ? Math.max(0, Math.ceil((reset - now) / 1000)) : null;
}

/** Where the library sends requests: Vimeo's API, or a stand-in's origin in tests. */
function target(apiOrigin: string | undefined) {
  if (!apiOrigin) return {};
  const url = new URL(apiOrigin);
  const protocol = url.protocol === 'http:' ? ('http:' as const) : ('https:' as const);
  const port = url.port ? Number(url.port) : protocol === 'http:' ? 80 : 443;
  return { protocol, hostname: url.hostname, port };
}

/**
 * Fetches one video's data from Vimeo.
 * @param opts.videoId Vimeo's numeric id (`video_provider_id`).
 * @param opts.apiOrigin another API origin (`http://127.0.0.1:<port>` for a stand-in); default
 * `https://api.vimeo.com`.
 * @returns the kept fields, or why not: `not_found` (404 or a non-numeric id), `unauthorized`
 * (401 bad token, 403 not this token's to read), `rate_limited` (429), `unavailable` (anything else; 10 s timeout).
 * Never throws.
 */
export function fetchVimeoVideo(opts: {
  accessToken: string;
  videoId: string;
  apiOrigin?: string;
}): Promise<VimeoFetchResult> {
  if (!/^\d{1,20}$/.test(opts.videoId)) return Promise.resolve({ ok: false, reason: 'not_found' });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: VimeoFetchResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(
      () => settle({ ok: false, reason: 'unavailable', detail: 'timeout' }),
      TIMEOUT_MS,
    );
    try {
      const client = new Vimeo(null, null, opts.accessToken);
      client.request(
        {
          path: `/videos/${opts.videoId}`,
          query: { fields: FIELDS },
          ...target(opts.apiOrigin),
        },
        (error, body, status, headers) => {
          if (!error) return settle({ ok: true, data: keptVimeoFields(body) });
          if (status === 404) return settle({ ok: false, reason: 'not_found' });
          if (status === 401 || status === 403)
            return settle({ ok: false, reason: 'unauthorized', status });
          if (status === 429)
            return settle({
              ok: false,
              reason: 'rate_limited',
              retryAfterSeconds: retryAfter(headers, Date.now()),
            });
          settle({
            ok: false,
            reason: 'unavailable',
            detail: status ? `HTTP ${status}` : error.message.slice(0, 200),
          });
        },
      );
    } catch (error) {
      settle({ ok: false, reason: 'unavailable', detail: String(error).slice(0, 200) });
    }
  });
}
