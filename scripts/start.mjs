/**
 * `npm start` and `npm run build` (issue 27 item 1).
 *
 * `node scripts/start.mjs`: builds what changed (the web app into apps/web/dist, the server into
 * apps/api/dist), then runs the built server, `node --env-file=apps/api/demo.env
 * apps/api/dist/server.js`, and exits with its exit code. A build is stale when the content hash
 * of its inputs differs from the one in `<out>/.build-stamp`, written after the build succeeded
 * (with a hash of the inputs' sizes and times, which spares reading them when nothing moved).
 * `--build-only`: build what changed and stop. `--force`: build both whatever the stamps say
 * (`npm run build`). Exits 1 when a build fails.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const shared = ['packages/contract', 'package-lock.json', 'tsconfig.base.json'];

/** Each build: its output folder, the files and folders it is made from, and how to make it. */
const targets = [
  {
    name: 'web',
    out: 'apps/web/dist',
    inputs: ['apps/web', ...shared],
    build: () => run('npm', ['run', 'build', '-w', '@studio/web']),
  },
  {
    name: 'server',
    out: 'apps/api/dist',
    inputs: ['apps/api/src', 'apps/api/build', 'apps/api/package.json', ...shared],
    // Imported when needed: loading esbuild would slow every start.
    build: async () => (await import('../apps/api/build/build-server.mjs')).buildServer(),
  },
];

// Not inputs: installed packages (the lockfile stands for them), outputs, and tests.
const skipped = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/;

/** The inputs' files (paths from the root), in a stable order. */
function inputFiles(inputs) {
  const files = [];
  const visit = (rel) => {
    if (skipped.test(rel)) return;
    if (!statSync(join(root, rel)).isDirectory()) return void files.push(rel);
    for (const entry of readdirSync(join(root, rel)).sort()) visit(join(rel, entry));
  };
  for (const input of inputs) visit(input);
  return files;
}

/** sha256 over the files' paths and sizes and modification times: cheap, and changes with them. */
function statHash(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = statSync(join(root, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\0`);
  }
  return hash.digest('hex');
}

/** sha256 over the files' paths and contents. */
function contentHash(files) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

const stampOf = (target) => join(root, target.out, '.build-stamp');

function run(command, argv) {
  return new Promise((done, fail) => {
    const child = spawn(command, argv, { cwd: root, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${argv.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * Whether the target's output was built from its inputs as they are. The stamp holds the content
 * hash and the stat hash it was taken with: unchanged stats skip reading every file, and a file
 * touched but not changed (a checkout) costs one content hash, not a build.
 */
function check(target) {
  const files = inputFiles(target.inputs);
  const stats = statHash(files);
  const stamp = stampOf(target);
  const [builtFrom, builtStats] = existsSync(stamp) ? readFileSync(stamp, 'utf8').split(/\s+/) : [];
  if (builtStats === stats) return { current: true, content: builtFrom, stats };
  const content = contentHash(files);
  if (content === builtFrom) writeFileSync(stamp, `${content} ${stats}\n`);
  return { current: content === builtFrom, content, stats };
}

for (const target of targets) {
  const { current, content, stats } = check(target);
  if (current && !args.has('--force')) continue;
  const started = performance.now();
  console.log(`Building the ${target.name} (${current ? 'asked to' : 'its sources changed'})…`);
  try {
    await target.build();
  } catch (error) {
    console.error(`The ${target.name} build failed: ${error.message}`);
    process.exit(1);
  }
  // The hashes from before the build: a source saved meanwhile makes the next start build again.
  writeFileSync(stampOf(target), `${content} ${stats}\n`);
  console.log(`Built the ${target.name} in ${Math.round(performance.now() - started)} ms`);
}

if (!args.has('--build-only')) {
  const server = spawn(
    process.execPath,
    ['--env-file=apps/api/demo.env', 'apps/api/dist/server.js'],
    { cwd: root, stdio: 'inherit' },
  );
  // Passed on. Ctrl-C in a terminal reaches the server too (one process group): it takes the
  // second signal as the same request to stop. This script waits and exits as the server did.
  // (A SIGTERM sent to npm alone stops npm, not this script: send it to the server's pid.)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
