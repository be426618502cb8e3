/**
 * Starts the product: migrates the database (PGlite in ./data by default, PostgreSQL when
 * DATABASE_URL is set), serves the API and the built web app on PORT (default 3000). The demo
 * (`npm start`) seeds the demo studios on first start and prints their logins; a production start
 * (`STUDIO_MODE=production`) seeds nothing and says how to import a studio. Settings are checked
 * first (settings.ts, docs/operations.md); a wrong one stops the start with its reason.
 * REFERENCE_MODE=1 makes it answer like the reference provider (tests).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { connect } from './platform/db/connect.ts';
import { demoLogins } from './demo/demo.ts';
import { prepareStartData, productionNotes } from './demo/on-start.ts';
import { startJobs } from './jobs/start.ts';
import type { RunningJobs } from './platform/jobs/types.ts';
import { smtpUrl } from './platform/mail/transport.ts';
import { readSettings } from './settings.ts';
import { repoRoot } from './platform/paths.ts';

const dataRoot = resolve(process.env.DATA_DIR ?? join(repoRoot, 'data'));
const read = readSettings();
if (!read.ok) {
  console.error('Studio booking cannot start:');
  for (const problem of read.problems) console.error(`  ${problem}`);
  process.exit(1);
}
const { settings } = read;
const { port } = settings;

/** JWT_SECRET, or a random secret kept in the data folder so tokens survive restarts. */
function tokenSecret(): Uint8Array {
  if (process.env.JWT_SECRET) return new TextEncoder().encode(process.env.JWT_SECRET);
  const file = join(dataRoot, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataRoot, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

const handle = await connect({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: join(dataRoot, 'pglite'),
});
const data = await prepareStartData(handle.db, settings.mode);
const app = await buildApp({
  db: handle.db,
  tokenKeys: { secret: tokenSecret() },
  // WEB_ROOT lets a second build (another checkout's, a helper's) be served without clashing.
  webRoot: process.env.WEB_ROOT ?? join(repoRoot, 'apps/web/dist'),
  webApiRoot: process.env.WEB_API_ROOT,
  logger: settings.log,
  // Test-only data routes, never in production.
  testRoutes: settings.mode === 'demo' && process.env.E2E_TEST_ROUTES === '1',
  // Answer as the reference provider does, to try the web app against it (http/reference-mode.ts).
  referenceMode: process.env.REFERENCE_MODE === '1',
  // Behind a reverse proxy, the client's address is the one the nearest trusted proxy saw.
  trustProxy: settings.trustProxy,
  outboxPage: settings.outboxPage,
  perIpLimitScale: settings.perIpLimitScale,
});
// Answers being written. When the stop begins, each one not yet started closes its connection
// once sent: Node would otherwise keep it open, idle, until the keep-alive timeout.
const answering = new Set<ServerResponse>();
app.server.on('request', (_request, response: ServerResponse) => {
  answering.add(response);
  response.once('close', () => answering.delete(response));
});

await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

/** How long after listening the scheduled work starts (ms). */
const JOBS_AFTER_MS = 3000;

// Scheduled work (src/jobs/README.md): waiting lists close, memberships renew, no-shows cost.
// pg-boss on PostgreSQL (shared by every API process), timers on the embedded PGlite. Started a
// little after listening: the runs due at start share the one thread (and PGlite) with the first
// requests, and delayed the first answer by ~0.3 s (issue 27 item 1).
let jobs: Promise<RunningJobs> | undefined;
const jobsTimer = setTimeout(() => {
  jobs = startJobs(handle, {
    onError: (error, job) => app.log.error({ err: error, job }, 'scheduled job failed'),
  });
  // As before the delay: a server that cannot run its jobs does not run.
  jobs.catch((error: unknown) => {
    console.error('The scheduled jobs could not start:', error);
    process.exit(1);
  });
}, JOBS_AFTER_MS);

const url = `http://localhost:${port}`;
if (settings.mode === 'production') {
  console.log(
    `\nStudio booking (production) is running on ${url}, public at ${settings.publicOrigin}`,
  );
  console.log(`Database: ${handle.kind}; studios: ${data.studios.join(', ') || 'none'}`);
  for (const note of productionNotes(data)) console.log(note);
  if (!smtpUrl()) console.log('SMTP_URL is not set: mail stays in the outbox table, unsent.');
} else {
  console.log(
    `\nStudio booking is running on ${url} (${handle.kind}${data.seeded ? ', demo data seeded' : ''})`,
  );
  if (settings.outboxPage) console.log(`Mail that was not sent: ${url}/outbox`);
  console.log('Demo logins:');
  for (const login of demoLogins)
    console.log(`  ${login.email} / ${login.password}  ${login.note}`);
}

/** How long a stop may take before the process exits anyway (ms). */
const STOP_DEADLINE_MS = 10_000;

let stopping = false;

/**
 * SIGTERM or SIGINT: stop accepting connections, answer the requests in flight (a request that
 * arrives on an open connection meanwhile gets 503, so `/health/ready` fails too), stop the jobs,
 * close the database, exit 0. Past STOP_DEADLINE_MS, or when a step fails, exit 1 with a line on
 * stderr. A second signal changes nothing.
 */
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping, finishing the requests in flight first`);
  setTimeout(() => {
    console.error(`Not stopped within ${STOP_DEADLINE_MS / 1000} s: exiting with work unfinished`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  for (const response of answering)
    if (!response.headersSent) response.setHeader('connection', 'close');
    // An answer already streaming leaves its connection idle when done: close it then.
    else response.once('finish', () => app.server.closeIdleConnections());
  try {
    // Fastify closes the listener at once, then waits for the requests in flight.
    clearTimeout(jobsTimer);
    await Promise.all([app.close(), jobs?.then((running) => running.stop())]);
    await handle.close();
  } catch (error) {
    console.error('Stopping failed:', error);
    process.exit(1);
  }
  console.log('Stopped');
  process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
