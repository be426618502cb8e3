/**
 * Vite plugin: after the build, writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip,
 * level 9) beside every compressible file in the output folder, so the server sends them as they
 * are instead of compressing on each request (issue 10, defect 12). Done with node:zlib in
 * `closeBundle`, so it does not depend on how the bundler (rolldown) emits files.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats: images and fonts (woff2) are compressed already. */
const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest|ico)$/;

/** Writes the `.br` and `.gz` of each compressible file under `dir`; returns the files done. */
export async function precompressFolder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'studio:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await precompressFolder(resolve(config.root, config.build.outDir));
    },
  };
}
