/**
 * Where image files live (CONTRACT §1.12, §14): the demo images shipped with the seed, then the
 * upload store in the data folder (`DATA_DIR/images`, default `<repo>/data/images`).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../../../..');

export const demoImageDir = resolve(here, '../../demo/images');
/** The upload store, read from `DATA_DIR` on each call (tests point it at a temporary folder). */
export const uploadImageDir = () =>
  resolve(process.env.DATA_DIR ?? join(repoRoot, 'data'), 'images');

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** A stored file name: one path segment of safe characters with a known image extension. */
export function isImageFilename(name: string): boolean {
  return /^[\w-]+(\.[\w-]+)*$/.test(name) && extname(name).toLowerCase() in contentTypes;
}

/**
 * Reads an image file by its stored name.
 * @returns the bytes and content type, or null when no store has it or the name is not safe.
 */
export async function readImageFile(
  filename: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!isImageFilename(filename)) return null;
  for (const dir of [demoImageDir, uploadImageDir()]) {
    const path = join(dir, filename);
    if (existsSync(path)) {
      const contentType =
        contentTypes[extname(filename).toLowerCase()] ?? 'application/octet-stream';
      return { bytes: await readFile(path), contentType };
    }
  }
  return null;
}

/**
 * Writes an upload under a new random name (32 hex characters and the extension).
 * @returns the stored filename.
 */
export async function writeImageFile(bytes: Buffer, extension: string): Promise<string> {
  const filename = `${randomBytes(16).toString('hex')}.${extension}`;
  const dir = uploadImageDir();
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, filename), bytes, { flag: 'wx' });
  return filename;
}

/** Removes an upload again (its record could not be saved); a missing file is fine. */
export async function removeImageFile(filename: string): Promise<void> {
  if (!isImageFilename(filename)) return;
  await unlink(join(uploadImageDir(), filename)).catch(() => undefined);
}
