/**
 * What a card, the modal and the profile show of a video (seed 001 §3 Video, §9 numbers): its
 * name, duration as mm:ss, a description preview, a thumbnail of a given width and its plays. All
 * read from `video_provider_data` (CONTRACT §13), which the server trims but keeps for videos the
 * customer may not watch.
 */
import type { Video } from '@studio/contract/videos';

/** Thumbnail height over width (seed 001 §9). */
export const THUMBNAIL_RATIO = 0.5652;
/** Description preview lengths (seed 001 §9): the library, and the profile's two cards. */
export const PREVIEW_LENGTH = { library: 140, myVideos: 179, recommended: 220 } as const;
/** Thumbnail widths (seed 001 §9). */
export const THUMBNAIL_WIDTH = { library: 600, profile: 800, modal: 1000 } as const;

type AnyVideo = Pick<Video, 'video_provider_data' | 'name_for_searching' | 'video_provider_id'>;

export const videoName = (video: AnyVideo): string =>
  video.video_provider_data?.name ?? video.name_for_searching ?? '';

export const videoDescription = (video: AnyVideo): string =>
  video.video_provider_data?.description ?? '';

/** Plays so far (Vimeo's `stats.plays`, or our count for built-in videos); 0 when unknown. */
export const videoPlays = (video: AnyVideo): number => video.video_provider_data?.stats?.plays ?? 0;

/** Whether the customer may watch it: the server sends `video_provider_id` only then (§13). */
export const canWatch = (video: AnyVideo): boolean => !!video.video_provider_id;

/** `seconds` as `m:ss`, minutes padded to two digits (`05:07`, `75:30`); '' when unknown. */
export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** The first `length` characters of `text` on one line, cut at a word and ended with '…'. */
export function descriptionPreview(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The picture to show `width` pixels wide: the smallest size at least that wide, else the largest
 * (the provider's `pictures.sizes`). Undefined when the video has no picture.
 */
export function thumbnailUrl(video: AnyVideo, width: number): string | undefined {
  const sizes = [...(video.video_provider_data?.pictures?.sizes ?? [])].sort(
    (a, b) => a.width - b.width,
  );
  const size = sizes.find((candidate) => candidate.width >= width) ?? sizes.at(-1);
  return size?.link ?? size?.link_with_play_button;
}
