/**
 * Where the API keeps files it makes or receives (uploaded and imported images, the built-in
 * video provider's HLS files): the local disk under `DATA_DIR` (the embedded default, the layout
 * of earlier versions), or an S3-compatible bucket when `STORAGE_S3_BUCKET` is set, so several API
 * processes serve the same files (issue 27; decision 2026-11-28-shared-limits-and-storage).
 */
import { basename, dirname, resolve } from 'node:path';
import { diskStore } from './disk-store.ts';
import { s3Store } from './s3-store.ts';
import { dataDirOf, storageSettings, type S3Settings } from './storage-settings.ts';
import type { FileStore } from './store.ts';

let s3: { config: string; store: FileStore } | undefined;

/**
 * The configured store, from the environment on each call (tests point `DATA_DIR` and the
 * `STORAGE_S3_*` settings elsewhere; one S3 client is kept per configuration).
 * @throws when the `STORAGE_S3_*` settings are wrong (settings.ts refuses the start before).
 */
export function fileStore(env: Record<string, string | undefined> = process.env): FileStore {
  const read = storageSettings(env);
  if ('problems' in read) throw new Error(read.problems.join('; '));
  if (read.kind === 'disk') return diskStore(read.dataDir);
  const config = JSON.stringify(read satisfies S3Settings);
  if (s3?.config !== config) s3 = { config, store: s3Store(read) };
  return s3.store;
}

/**
 * Where files go that a caller names by folder (`imageDir` of the studio import and the video
 * packaging): a folder of the data folder (`DATA_DIR/images`) is the configured store under its
 * name (`images/<name>`, so S3 when it is set); any other folder (tests, a copy) is that folder.
 * @returns the store and the key of a file name in it.
 */
export function storeForFolder(
  folder: string,
  env: Record<string, string | undefined> = process.env,
): { store: FileStore; keyOf: (name: string) => string } {
  const absolute = resolve(folder);
  if (dirname(absolute) === dataDirOf(env))
    return { store: fileStore(env), keyOf: (name) => `${basename(absolute)}/${name}` };
  return { store: diskStore(absolute), keyOf: (name) => name };
}
