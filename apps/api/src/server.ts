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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { connect } from './platform/db/connect.ts';
import { demoLogins } from './demo/demo.ts';
import { prepareStartData, productionNotes } from './demo/on-start.ts';
import { startJobs } from './jobs/start.ts';
import { smtpUrl } from './platform/mail/transport.ts';
import { readSettings } from './settings.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
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
  logger: process.env.LOG === '1',
  // Test-only data routes, never in production.
  testRoutes: settings.mode === 'demo' && process.env.E2E_TEST_ROUTES === '1',
  // Answer as the reference provider does, to try the web app against it (http/reference-mode.ts).
  referenceMode: process.env.REFERENCE_MODE === '1',
  // Behind a reverse proxy, the client's address is the one the nearest trusted proxy saw.
  trustProxy: settings.trustProxy,
  outboxPage: settings.outboxPage,
  perIpLimitScale: settings.perIpLimitScale,
});
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
// Scheduled work (src/jobs/README.md): waiting lists close, memberships renew, no-shows cost.
// pg-boss on PostgreSQL (shared by every API process), timers on the embedded PGlite.
const jobs = await startJobs(handle, {
  onError: (error, job) => app.log.error({ err: error, job }, 'scheduled job failed'),
});

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

const stop = async () => {
  await jobs.stop();
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
