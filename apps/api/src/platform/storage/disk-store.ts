/**
 * The file store on the local disk: key `a/b/c` is the file `<root>/a/b/c` (root `DATA_DIR`, so
 * `images/<name>` and `videos/<studio>/<media>/<file>` are where earlier versions kept them).
 * The disk keeps no content type: it is told by the name's extension.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOf } from './content-types.ts';
import { checkKey, type FileStore } from './store.ts';

const missing = (error: unknown) =>
  (error as { code?: string }).code === 'ENOENT' || (error as { code?: string }).code === 'ENOTDIR';

/** The disk store under `root` (an absolute folder, made when the first file is put). */
export function diskStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, ...checkKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Through a temporary name renamed into place, so a reader never sees half of it.
      const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(key) {
      try {
        const bytes = await readFile(pathOf(key));
        return { bytes, contentType: contentTypeOf(key) };
      } catch (error) {
        if (missing(error) || (error as { code?: string }).code === 'EISDIR') return null;
        throw error;
      }
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!missing(error)) throw error;
      });
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        (found) => found.isFile(),
        () => false,
      );
    },
    async list(prefix) {
      const entries = await readdir(pathOf(prefix), { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
    localFolder: (prefix) => pathOf(prefix),
  };
}
