/**
 * Where image files live (CONTRACT §1.12, §14): the demo images shipped with the seed (read from
 * the repo), then the upload store: the configured file store (platform/storage) under
 * `images/<filename>`, i.e. `DATA_DIR/images` on the disk or the S3 bucket.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { extname, join } from 'node:path';
import { shippedPath } from '../../platform/paths.ts';
import { contentTypeOf } from '../../platform/storage/content-types.ts';
import { fileStore } from '../../platform/storage/file-store.ts';

const demoImageDir = shippedPath('demo/images');

/** The image types served (uploads are raster; the demo's and imported images may be SVG). */
const imageExtensions = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.gif']);

/** A stored file name: one path segment of safe characters with a known image extension. */
export function isImageFilename(name: string): boolean {
  return /^[\w-]+(\.[\w-]+)*$/.test(name) && imageExtensions.has(extname(name).toLowerCase());
}

/** The file store key of an upload (`images/<filename>`). */
const imageKey = (filename: string) => `images/${filename}`;

/**
 * Reads an image file by its stored name.
 * @returns the bytes and content type, or null when no store has it or the name is not safe.
 */
export async function readImageFile(
  filename: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!isImageFilename(filename)) return null;
  // Served as its name's extension says, whatever the store kept.
  const contentType = contentTypeOf(filename);
  const shipped = join(demoImageDir, filename);
  if (existsSync(shipped)) return { bytes: await readFile(shipped), contentType };
  const stored = await fileStore().get(imageKey(filename));
  return stored && { bytes: stored.bytes, contentType };
}

/**
 * Writes an upload under a new random name (32 hex characters and the extension).
 * @returns the stored filename.
 */
export async function writeImageFile(bytes: Buffer, extension: string): Promise<string> {
  const filename = `${randomBytes(16).toString('hex')}.${extension}`;
  await fileStore().put(imageKey(filename), bytes, contentTypeOf(filename));
  return filename;
}

/** Removes an upload again (its record could not be saved, or nobody claimed it); a missing file is fine. */
export async function removeImageFile(filename: string): Promise<void> {
  if (!isImageFilename(filename)) return;
  await fileStore().delete(imageKey(filename));
}
