/**
 * Several API processes on one PostgreSQL, as a deployment runs them (issue 27): a fresh database
 * made from a base URL, an S3-compatible object store (s3rver on loopback) for the files they
 * share, one shared JWT secret, each process with its own data folder (so nothing is shared by
 * disk), and optionally a small round-robin proxy in front. Used by the cluster journeys
 * (e2e/cluster.config.ts through bench/cluster.mjs) and the rush (bench/rush.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';

const root = new URL('../../../..', import.meta.url).pathname;

/** The compiled server as production runs it, built first when its sources changed. */
function serverCommand() {
  const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], { cwd: root });
  if (build.status !== 0) throw new Error(`the build failed: ${build.stderr}`);
  // CLUSTER_NODE_ARGS: flags for each process's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`.
  const flags = (process.env.CLUSTER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return ['node', [...flags, join(root, 'apps/api/dist/server.js')]];
}

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A database of its own next to `baseUrl`'s (dropped by `stop`). */
async function freshDatabase(baseUrl, name) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: baseUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** Forwards each request to the next process in turn (a load balancer without stickiness). */
function roundRobinProxy(ports) {
  let next = 0;
  return http.createServer((request, response) => {
    const port = ports[next++ % ports.length];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
}

/**
 * Starts the cluster. The first process migrates and seeds the demo; the others start after it.
 * @param {{ baseDatabaseUrl: string, processes: number, firstPort: number, proxyPort?: number,
 *   env?: Record<string, string>, name?: string, quiet?: boolean }} options
 * @returns {Promise<{ ports: number[], proxyPort?: number, databaseUrl: string,
 *   stop: () => Promise<void> }>}
 */
export async function startCluster(options) {
  const name = options.name ?? `cluster_${process.pid}`;
  const database = await freshDatabase(options.baseDatabaseUrl, name);
  const s3Dir = mkdtempSync(join(tmpdir(), 'studio-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'studio-files' }],
  });
  const s3Address = await s3.run();
  const dataDirs = [];
  const children = [];
  const ports = Array.from({ length: options.processes }, (_, i) => options.firstPort + i);
  const [command, args] = serverCommand();
  const start = (port) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'studio-cluster-'));
    dataDirs.push(dataDir);
    const child = spawn(command, args, {
      cwd: root,
      stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        JWT_SECRET: 'cluster-secret',
        E2E_TEST_ROUTES: '1',
        STORAGE_S3_BUCKET: 'studio-files',
        STORAGE_S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
        STORAGE_S3_REGION: 'us-east-1',
        STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
        STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
        STORAGE_S3_FORCE_PATH_STYLE: '1',
        ...options.env,
      },
    });
    children.push(child);
    // A process that stops before it is ready fails the start at once, with its exit code.
    const exited = new Promise((_, reject) =>
      child.once('exit', (code) => reject(new Error(`the process on ${port} exited (${code})`))),
    );
    return Promise.race([waitFor(`http://127.0.0.1:${port}/health/ready`), exited]);
  };
  try {
    await start(ports[0]);
    await Promise.all(ports.slice(1).map(start));
  } catch (error) {
    for (const child of children) child.kill('SIGKILL');
    await s3.close();
    await database.drop();
    throw error;
  }
  let proxy;
  if (options.proxyPort) {
    proxy = roundRobinProxy(ports);
    await new Promise((resolve) => proxy.listen(options.proxyPort, '127.0.0.1', resolve));
  }
  const stop = async () => {
    proxy?.close();
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await s3.close();
    await database.drop();
    for (const dir of [s3Dir, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
  };
  return { ports, proxyPort: options.proxyPort, databaseUrl: database.url, stop };
}
