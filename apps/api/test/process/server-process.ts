/**
 * The production server as a process, for the tests in this folder: built by
 * build/build-server.mjs into a temporary folder laid out like the container image (the bundle
 * beside the api's own node_modules, below the repository's), started with `node`, on a free port,
 * with a fresh data folder (PGlite).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const apiRoot = resolve(import.meta.dirname, '../..');
const repoRoot = resolve(apiRoot, '../..');

export interface ServerBuild {
  /** The temporary folder holding the build, its data folders and the links to node_modules. */
  dir: string;
  /** `<dir>/app/apps/api/dist/server.js` */
  serverJs: string;
  remove: () => Promise<void>;
}

/** Builds the server into a new temporary folder (node_modules linked as in the image). */
export async function buildServerIntoTemp(): Promise<ServerBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'studio-build-'));
  const api = join(dir, 'app/apps/api');
  await mkdir(api, { recursive: true });
  await symlink(join(repoRoot, 'node_modules'), join(dir, 'app/node_modules'), 'dir');
  await symlink(join(apiRoot, 'node_modules'), join(api, 'node_modules'), 'dir');
  const script = join(apiRoot, 'build/build-server.mjs');
  await promisify(execFile)(process.execPath, [script, join(api, 'dist')]);
  return {
    dir,
    serverJs: join(api, 'dist/server.js'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) and the time of exit. */
  exited: Promise<{ code: number | null; at: number }>;
  /** Resolves when the output matches `pattern`; rejects after `ms`. */
  waitForOutput: (pattern: RegExp, ms?: number) => Promise<void>;
}

/**
 * Starts `node <serverJs>` in `cwd` with only the given environment (and PATH), resolving once
 * `GET /ping` answers 200. Rejects, with the process's output, when it exits first or takes
 * longer than `ms`.
 */
export async function startServer(
  serverJs: string,
  options: { cwd: string; env: Record<string, string>; ms?: number },
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverJs], {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH ?? '',
      TZ: 'UTC',
      HOST: '127.0.0.1',
      ...options.env,
      PORT: `${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  let exitedYet = false;
  const exited = new Promise<{ code: number | null; at: number }>((done) =>
    child.once('exit', (code) => {
      exitedYet = true;
      done({ code, at: performance.now() });
    }),
  );
  const waitForOutput = (pattern: RegExp, ms = 10_000) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (!pattern.test(output)) return;
        listeners.delete(check);
        clearTimeout(timer);
        done();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        fail(new Error(`no ${pattern} in the server's output within ${ms} ms:\n${output}`));
      }, ms);
      listeners.add(check);
      check();
    });
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + (options.ms ?? 45_000);
  for (;;) {
    if (exitedYet) throw new Error(`the server exited before answering:\n${output}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /ping in time:\n${output}`);
    }
    const answer = await fetch(`${url}/ping`).catch(() => null);
    if (answer?.status === 200) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  return { child, url, port, output: () => output, exited, waitForOutput };
}
