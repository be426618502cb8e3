/**
 * Starts the product: migrates the database (PGlite in ./data by default, PostgreSQL when
 * DATABASE_URL is set), seeds the demo studios on first start, serves the API and the built web
 * app on PORT (default 3000), and prints the URL and the demo logins. REFERENCE_MODE=1 makes it
 * answer like the reference provider (tests); TRUST_PROXY=1 when it runs behind a reverse proxy.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { connect } from './db/connect.ts';
import { demoLogins, seedDemoIfEmpty } from './db/seed/demo.ts';
import { startJobs } from './jobs/start.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataRoot = resolve(process.env.DATA_DIR ?? join(repoRoot, 'data'));
const port = Number(process.env.PORT ?? 3000);

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
const seeded = await seedDemoIfEmpty(handle.db);
const app = await buildApp({
  db: handle.db,
  tokenKeys: { secret: tokenSecret() },
  // WEB_ROOT lets a second build (another checkout's, a helper's) be served without clashing.
  webRoot: process.env.WEB_ROOT ?? join(repoRoot, 'apps/web/dist'),
  webApiRoot: process.env.WEB_API_ROOT,
  logger: process.env.LOG === '1',
  testRoutes: process.env.E2E_TEST_ROUTES === '1',
  // Answer as the reference provider does, to try the web app against it (plugins/reference-mode.ts).
  referenceMode: process.env.REFERENCE_MODE === '1',
  // Behind a reverse proxy, the client's address comes from X-Forwarded-For (rate limits per IP).
  trustProxy: process.env.TRUST_PROXY === '1',
});
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
// Scheduled work (src/jobs/README.md): waiting lists close, memberships renew, no-shows cost.
// pg-boss on PostgreSQL (shared by every API process), timers on the embedded PGlite.
const jobs = await startJobs(handle, {
  onError: (error, job) => app.log.error({ err: error, job }, 'scheduled job failed'),
});

const url = `http://localhost:${port}`;
console.log(
  `\nStudio booking is running on ${url} (${handle.kind}${seeded ? ', demo data seeded' : ''})`,
);
console.log('Demo logins:');
for (const login of demoLogins) console.log(`  ${login.email} / ${login.password}  ${login.note}`);

const stop = async () => {
  await jobs.stop();
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
