/**
 * The images a studio file points to, and where they are stored so `GET /image-files/{filename}`
 * finds them (studio/images/files.ts): images already in the demo folder (`db/seed/images`) keep
 * their name; any other is copied into the upload store (the configured file store's `images/`:
 * `DATA_DIR/images` or the S3 bucket) under a name made of its content hash, so importing the
 * same picture twice stores it once under the same name.
 */
import { createHash } from 'node:crypto';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { repoRoot, shippedPath } from '../../platform/paths.ts';
import { contentTypeOf } from '../../platform/storage/content-types.ts';
import { storeForFolder } from '../../platform/storage/file-store.ts';

const shippedDir = shippedPath('demo/images');

/** The upload store the image route reads (the same rule as studio/images/files.ts). */
export const defaultImageDir = () =>
  resolve(process.env.DATA_DIR ?? join(repoRoot, 'data'), 'images');

export interface ImageFile {
  /** The stored file name (`images.filename`). */
  filename: string;
  width: number;
  height: number;
  /** The bytes to copy into the upload store; null for an image shipped with the demo. */
  bytes: Buffer | null;
}

export function imageFileFor(path: string, bytes: Buffer, width: number, height: number) {
  if (dirname(resolve(path)) === shippedDir)
    return { filename: basename(path), width, height, bytes: null };
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const ext = extname(path).toLowerCase() || '.png';
  return { filename: `studio-${hash}${ext}`, width, height, bytes };
}

/**
 * Writes the images the store lacks (called before the database transaction commits). `dir` is
 * `defaultImageDir()` for the upload store (the configured file store: the disk or S3), or another
 * folder to copy them into (tests).
 */
export async function storeImages(images: Iterable<ImageFile>, dir: string): Promise<void> {
  const { store, keyOf } = storeForFolder(dir);
  for (const image of images) {
    if (!image.bytes) continue;
    const key = keyOf(image.filename);
    if (await store.exists(key)) continue;
    await store.put(key, image.bytes, contentTypeOf(image.filename));
  }
}
