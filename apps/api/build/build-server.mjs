/**
 * The server's production build (issue 27 item 1): apps/api/src and the @studio/contract
 * TypeScript it imports, bundled by esbuild into `<out>/server.js` (the server) and
 * `<out>/studio.js` (`node studio.js import studio.json`, src/studio/import/cli.ts), ES modules
 * for Node 20. Packages from node_modules stay imports: the bundle runs beside the installed
 * production dependencies. The files the code reads at run time go to `<out>/shipped` in src's
 * layout (src/platform/paths.ts), and `<out>/package.json` marks the bundles as ES modules.
 *
 * `node apps/api/build/build-server.mjs [outDir]` (default apps/api/dist), or
 * `buildServer({ outDir })`. Throws (exits 1) on a build error; the old output is removed first,
 * so a failed build never leaves a mix.
 */
/* global console, performance, process -- Node's; eslint.config.js gives them to scripts/ only */
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contractSrc = resolve(apiRoot, '../../packages/contract/src');

/** Folders under src the code reads at run time (not imports), copied into `<out>/shipped`. */
const shippedFolders = ['demo/studios', 'demo/images', 'studio/import/examples'];

/** @studio/contract is TypeScript source (`"./*": "./src/*.ts"`): bundle it like our own code. */
const contractAsSource = {
  name: 'contract-as-source',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^@studio\/contract\// }, (args) => ({
      path: join(contractSrc, `${args.path.slice('@studio/contract/'.length)}.ts`),
    }));
  },
};

/**
 * Builds the server into `outDir`.
 * @param {{ outDir?: string }} options `outDir`: absolute or relative to the working directory
 * @returns {Promise<{ outDir: string; ms: number }>} where it went and how long it took
 */
export async function buildServer({ outDir = join(apiRoot, 'dist') } = {}) {
  const started = performance.now();
  const out = resolve(outDir);
  await rm(out, { recursive: true, force: true });
  await build({
    absWorkingDir: apiRoot,
    entryPoints: { server: 'src/server.ts', studio: 'src/studio/import/cli.ts' },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [contractAsSource],
    // Stack traces map back to src with `node --enable-source-maps`.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // ES modules wherever the folder is copied (the container, a test's temporary folder).
  await writeFile(join(out, 'package.json'), '{ "type": "module" }\n');
  const shipped = join(out, 'shipped');
  for (const folder of shippedFolders)
    await cp(join(apiRoot, 'src', folder), join(shipped, folder), { recursive: true });
  // The migrator reads the SQL files and meta/_journal.json, not the schema snapshots (2.8 MB).
  const migrations = 'platform/db/migrations';
  await mkdir(join(shipped, migrations, 'meta'), { recursive: true });
  for (const file of await readdir(join(apiRoot, 'src', migrations)))
    if (file.endsWith('.sql'))
      await cp(join(apiRoot, 'src', migrations, file), join(shipped, migrations, file));
  await cp(
    join(apiRoot, 'src', migrations, 'meta/_journal.json'),
    join(shipped, migrations, 'meta/_journal.json'),
  );
  return { outDir: out, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { outDir, ms } = await buildServer({ outDir: process.argv[2] });
  console.log(`server built into ${outDir} in ${ms} ms`);
}
