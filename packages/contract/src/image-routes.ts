/**
 * Request and answer shapes of the image routes (CONTRACT §14, §1.12), apart from the Image record
 * itself (images.ts), so the schedule's first load, which shows images, does not carry them.
 */
import * as z from 'zod/mini';
import { Image } from './images.ts';
import { Id, WireBool, WireInt } from './wire.ts';

/** `{id}` of GET /images/{id} (CONTRACT §14). */
export const ImageIdParams = z.object({ id: Id });

/**
 * POST /images and POST /images/{width}/{height} answer (CONTRACT §14): the new Image record,
 * style A. `expires` is ms since epoch, one hour ahead; saving the image on a user sets it to 0.
 */
export const UploadedImage = z.extend(Image, {
  client: z.number(),
  expires: z.number(),
  original_width: z.number(),
  original_height: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  archived: WireBool,
});
export type UploadedImage = z.infer<typeof UploadedImage>;

/** `{width}/{height}` of POST /images/{width}/{height}: the original size the client measured. */
export const ImageSizeParams = z.object({
  width: WireInt(1, 100_000),
  height: WireInt(1, 100_000),
});

/** Largest edge the resizer produces (px); larger `w`/`h` are capped, never enlarged beyond it. */
export const MAX_RESIZE_EDGE = 2000;

/** Upload size limit (bytes): 50 MB, as CONTRACT §14 says. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** `{filename}` of GET /image-files/{filename}, the image host display URLs use (§1.12). */
export const ImageFileParams = z.object({ filename: z.string() });

/**
 * GET /image-files/{filename} query, the imgix-style form (§1.12): `w`, `h` in px, `fit=crop`
 * (cover and crop to exactly w×h) or `fit=max`/none (fit inside w×h). Anything unreadable is ignored.
 */
export const ImageResizeQuery = z.looseObject({
  w: z.optional(z.unknown()),
  h: z.optional(z.unknown()),
  fit: z.optional(z.unknown()),
});
