/**
 * One video on the wire (CONTRACT §13 "Video object", style B): its columns under the reference's
 * names, and its provider data full or trimmed by access. No database: build.ts loads what it needs.
 */
import { builtinPlayback } from '../../platform/video/builtin.ts';
import type { VideoRow } from './queries.ts';

/** What signs a built-in video's play address: the token secret and this API's `<scheme>://<host>`. */
export interface MediaSigning {
  secret: Uint8Array;
  apiBase: string;
}

/** Who is looking, and when (ms): the access rule and the play addresses depend on it. */
export interface VideoViewer {
  clientId: number;
  userId: number | null;
  now: number;
  /** Null: built-in videos get no `play_url` (nothing to sign with). */
  media: MediaSigning | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The fields of `data` that CONTRACT §13 leaves a customer without access. */
export function trimProviderData(data: Json): Json {
  const out: Json = {};
  for (const key of ['name', 'description', 'duration', 'height', 'width', 'created_time'])
    if (key in data) out[key] = data[key];
  if (isObject(data.pictures)) {
    const pictures: Json = {};
    if ('sizes' in data.pictures) pictures.sizes = data.pictures.sizes;
    if ('type' in data.pictures) pictures.type = data.pictures.type;
    out.pictures = pictures;
  }
  if (isObject(data.stats) && 'plays' in data.stats) out.stats = { plays: data.stats.plays };
  return out;
}

/**
 * The video as the viewer may see it. `access`: may watch it (CONTRACT §13), else no
 * `video_provider_id` and trimmed `video_provider_data`. A built-in video's `stats.plays` is our
 * own count; with access it also gets `play_url` and `text_tracks` (`publicVideo`: signed for
 * user 0, decision record 2026-11-27-video-library) and a caption track for each of
 * `captionLanguages` (what the file store holds, `storedCaptionLanguages`).
 */
export function serializeVideo(
  row: VideoRow,
  viewer: VideoViewer,
  access: boolean,
  publicVideo: boolean,
  captionLanguages: string[] = [],
): Json {
  const builtin = row.video_provider === 'builtin';
  let data: Json = isObject(row.video_provider_data) ? { ...row.video_provider_data } : {};
  if (builtin) data.stats = { ...(isObject(data.stats) ? data.stats : {}), plays: row.plays };
  if (!access) data = trimProviderData(data);
  else if (builtin && row.media_key && viewer.media)
    Object.assign(
      data,
      builtinPlayback({
        ...viewer.media,
        clientId: row.client_id,
        videoId: row.id,
        userId: publicVideo ? null : viewer.userId,
        mediaKey: row.media_key,
        now: viewer.now,
        captionLanguages,
      }),
    );
  const video: Json = {
    id: row.id,
    client: row.client_id,
    video_provider: row.video_provider,
    video_provider_id: row.video_provider_id,
    name_for_searching: row.name,
    description_for_searching: row.description,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    archived: row.archived,
    show_in_customer_search: row.show_in_customer_search,
    video_provider_data: data,
  };
  if (!access) delete video.video_provider_id;
  return video;
}
