/**
 * Where files outside the code are found, the same from source (`tsx src/server.ts`, vitest) and
 * from the production bundle (`node apps/api/dist/server.js`, build/build-server.mjs). In the
 * bundle every module's `import.meta.url` is the bundle's, so no module may resolve files
 * relative to itself: they ask here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

// From source this file is src/platform/paths.ts. Bundled it is part of <out>/server.js, and the
// build copies the files the code reads (migrations, demo studios and images, example studio
// files) into <out>/shipped in src's layout.
const shippedRoot = import.meta.url.endsWith('.ts') ? resolve(here, '..') : join(here, 'shipped');

/**
 * Absolute path of a file or folder shipped with the code, named by its path under apps/api/src
 * (`shippedPath('platform/db/migrations')`). Whether it exists is the caller's concern.
 */
export const shippedPath = (pathInSrc: string): string => join(shippedRoot, pathInSrc);

/** The nearest folder at or above `start` whose package.json declares workspaces, or null. */
function findRepoRoot(start: string): string | null {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8')))
      return dir;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * The repository's root folder (the default `DATA_DIR` is `<repoRoot>/data`, the web app is
 * served from `<repoRoot>/apps/web/dist`): found above the code, or the working directory when the
 * bundle was built outside a checkout (then set `DATA_DIR` and `WEB_ROOT`).
 */
export const repoRoot: string = findRepoRoot(here) ?? process.cwd();
