/**
 * The production build (issue 27 item 1) runs as the container runs it: `node dist/server.js`,
 * no tsx, from a folder outside the checkout, on a fresh embedded database. Starting at all proves
 * the migrations were shipped; the demo seed proves the demo studios' files and images were.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerIntoTemp,
  startServer,
  type ServerBuild,
  type ServerProcess,
} from './server-process.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');

let build: ServerBuild;
let server: ServerProcess;

beforeAll(async () => {
  build = await buildServerIntoTemp();
  // The web app's own build is not this test's subject (npm test builds it after the API tests):
  // a page of its shape stands in for it.
  const webRoot = join(build.dir, 'web');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html lang="da"><head><title>Studio</title></head><body><div id="root"></div></body></html>',
  );
  server = await startServer(build.serverJs, {
    cwd: build.dir,
    env: {
      DATA_DIR: join(build.dir, 'data'),
      WEB_ROOT: webRoot,
      // The demo's videos, already made by ffmpeg on this machine: the seed only copies them.
      VIDEO_CACHE_DIR: join(repoRoot, 'node_modules/.cache/studio-videos'),
    },
  });
}, 90_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await build?.remove();
});

describe('the production build', () => {
  it('runs on node alone, without tsx', () => {
    const commandLine = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine.filter(Boolean)).toEqual([process.execPath, build.serverJs]);
    expect(commandLine.join(' ')).not.toMatch(/tsx/);
  });

  it('imports only production dependencies of the api (the image installs no others)', () => {
    const bundles = ['server.js', 'studio.js'].map((file) =>
      readFileSync(join(dirname(build.serverJs), file), 'utf8'),
    );
    const imported = new Set(
      bundles
        .flatMap((code) => [...code.matchAll(/(?:from |import\()"([^".][^"]*)"/g)])
        .map(([, specifier]) => specifier!)
        .filter((specifier) => !specifier.startsWith('node:'))
        .map((specifier) =>
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    );
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'apps/api/package.json'), 'utf8'));
    expect(imported).toContain('fastify');
    expect([...imported].filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });

  it('is ready: the database answers', async () => {
    const answer = await fetch(`${server.url}/health/ready`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the web app to a browser', async () => {
    const answer = await fetch(`${server.url}/schedule`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toMatch(/<div id="root"/);
  });

  it('serves the demo images shipped with the build', async () => {
    const answer = await fetch(`${server.url}/image-files/nord-logo.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});
