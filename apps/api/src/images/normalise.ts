/**
 * Turning an uploaded file into a stored image (CONTRACT §14 POST /images): decoded with sharp, so
 * anything that is not a raster image is refused; turned upright (EXIF orientation) and encoded
 * again, which drops the camera's metadata (place, device) before anyone can fetch the file.
 */
import sharp from 'sharp';

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

/** Largest image we decode (pixels), so a small file cannot unpack into gigabytes. */
const MAX_PIXELS = 100_000_000;

export interface NormalisedImage {
  bytes: Buffer;
  /** File extension of the stored format, without the dot. */
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

/**
 * @returns the upright, re-encoded image and its size in px, or null when the bytes are not an
 *   image we accept (not decodable, SVG, too many pixels).
 */
export async function normaliseImage(input: Buffer): Promise<NormalisedImage | null> {
  try {
    const source = sharp(input, { limitInputPixels: MAX_PIXELS, animated: false });
    const meta = await source.metadata();
    const format = meta.format ? stored[meta.format] : undefined;
    if (!format) return null;
    const { data, info } = await source
      .rotate()
      .toFormat(format, format === 'jpeg' ? { quality: 88, mozjpeg: true } : {})
      .toBuffer({ resolveWithObject: true });
    const extension = format === 'jpeg' ? 'jpg' : format;
    return { bytes: data, extension, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
