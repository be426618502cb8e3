/**
 * Turning an uploaded file into a stored image (CONTRACT §14 POST /images): decoded with sharp, so
 * anything that is not a raster image is refused; turned upright (EXIF orientation) and encoded
 * again, which drops the camera's metadata (place, device) before anyone can fetch the file.
 *
 * Decoding is the costly part (issue 22 item 14: a noisy 100-megapixel JPEG took 26 CPU-seconds,
 * 1 GB of memory and 29 MB of disk). So the size in the file's header is checked before any pixel
 * is decoded, sharp's `limitInputPixels` holds the same line should a header not tell, and the
 * stored copy is at most MAX_RESIZE_EDGE on its longer edge: larger than anything the resizer
 * hands out, and JPEG and WebP then decode shrunk (shrink-on-load), a fraction of the work.
 */
import type { Metadata } from 'sharp';
import { loadSharp } from './sharp.ts';
import { MAX_RESIZE_EDGE } from '@studio/contract/image-routes';

/** Formats we accept and what each is stored as. SVG is refused: it can carry scripts. */
const stored: Record<string, 'jpeg' | 'png' | 'webp'> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'png',
  avif: 'jpeg',
  heif: 'jpeg',
  tiff: 'jpeg',
};

/**
 * Largest image we decode: 50 megapixels, a phone's full-resolution photo (8160×6120); more is
 * refused, so a small file cannot unpack into gigabytes.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Longest edge we decode (px), so a 20000×1000 strip is refused as well. */
export const MAX_INPUT_EDGE = 12_000;

export interface NormalisedImage {
  bytes: Buffer;
  /** File extension of the stored format, without the dot. */
  extension: 'jpg' | 'png' | 'webp';
  /** The upright original's size (px); the stored copy may be smaller. */
  width: number;
  height: number;
}

/** Why an upload is refused: not an image we take, or larger than we decode. */
export type Refused = 'not-an-image' | 'too-large';

/**
 * @returns the upright, re-encoded image (at most MAX_RESIZE_EDGE px on its longer edge) and the
 *   original's size in px; or why it is refused: `not-an-image` (not decodable, SVG, broken),
 *   `too-large` (over MAX_INPUT_PIXELS or MAX_INPUT_EDGE, found in the header, nothing decoded).
 */
export async function normaliseImage(input: Buffer): Promise<NormalisedImage | Refused> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false } as const;
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // The header only: no pixel data is decoded here (and no limit, so a large one is told apart).
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return 'not-an-image';
  }
  const format = meta.format ? stored[meta.format] : undefined;
  if (!format || !meta.width || !meta.height) return 'not-an-image';
  if (
    meta.width * meta.height > MAX_INPUT_PIXELS ||
    Math.max(meta.width, meta.height) > MAX_INPUT_EDGE
  )
    return 'too-large';
  try {
    const data = await sharp(input, options)
      .rotate()
      .resize({
        width: MAX_RESIZE_EDGE,
        height: MAX_RESIZE_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toFormat(format, format === 'jpeg' ? { quality: 88, mozjpeg: true } : {})
      .toBuffer();
    const extension = format === 'jpeg' ? 'jpg' : format;
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
    return { bytes: data, extension, width: upright.width, height: upright.height };
  } catch {
    // Pixel data that does not decode, or more pixels than the header said.
    return 'not-an-image';
  }
}
