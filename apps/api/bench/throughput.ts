/**
 * Throughput benchmark (issue 27 item 3; run from the repository root:
 * `npx tsx apps/api/bench/throughput.ts`). One API process on the demo studios (this week's
 * timetable), listening on loopback; autocannon in a worker thread of the same process (a core
 * of its own when one is free), 20 connections for 10 s each, asks for:
 *  - the visitors' week: GET /classes for this week as the schedule asks for it
 *    (`customerClassPopulate`, `sessionType=group`), anonymous, as a browser (br accepted);
 *  - the same logged in, as a demo customer (a token from POST /login);
 *  - the app page: GET /schedule as a browser opens it (HTML with the inline boot data).
 * On PostgreSQL (a throwaway database) when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else
 * on in-memory PGlite. Prints req/s, p50, p99 (ms), errors, the load average, how busy the server's
 * thread was (event-loop utilisation) and the cores the process used (server and client) per
 * target, one `throughput <target>: …` line each for scripts/bench.mjs, and exits 1 when a goal
 * is missed on PostgreSQL (the goals are PostgreSQL's; PGlite's figures are printed only).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { buildApp } from '../src/app.ts';
import { connect } from '../src/platform/db/connect.ts';
import { demoLogins, seedDemoIfEmpty } from '../src/demo/demo.ts';
import { dateOf, mondayOf, plusDays } from '../src/schedule/public.ts';
import { throwawayDatabase } from './throwaway-database.ts';

/** Goals of issue 27 (one process, PostgreSQL, 20 connections). */
const goals = {
  'visitors-week': { rps: 1_000, p99: 100 },
  'customer-week': { rps: 300, p99: 100 },
  'schedule-page': { rps: 2_000, p99: 100 },
} as const;
type Target = keyof typeof goals;

const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const scratch = base ? await throwawayDatabase(base) : undefined;
const handle = await connect({ databaseUrl: scratch?.url, dataDir: 'memory://' });
await seedDemoIfEmpty(handle.db);
const app = await buildApp({
  db: handle.db,
  tokenKeys: { secret: randomBytes(32) },
  webRoot: webRoot(),
  perIpLimitScale: 1_000,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const origin = `http://127.0.0.1:${port}`;

const studio = { 'x-yogo-client-id': '1', 'x-yogo-request-context': 'frontend' };
const browser = { 'accept-encoding': 'gzip, deflate, br' };
const monday = mondayOf(dateOf(Date.now()));
const populate = customerClassPopulate.map((key) => `populate[]=${encodeURIComponent(key)}`);
const week = `/classes?startDate=${monday}&endDate=${plusDays(monday, 6)}&sessionType=group&${populate.join('&')}`;
const login = demoLogins[0]!;
const loggedIn = await app.inject({
  method: 'POST',
  url: '/login',
  headers: studio,
  payload: { email: login.email, password: login.password },
});
const token = loggedIn.json<{ token?: string }>().token;
if (!token) throw new Error(`demo login failed: ${loggedIn.body}`);

const targets: Record<Target, { path: string; headers: Record<string, string> }> = {
  'visitors-week': { path: week, headers: { ...studio, ...browser } },
  'customer-week': {
    path: week,
    headers: { ...studio, ...browser, authorization: `Bearer ${token}` },
  },
  'schedule-page': { path: '/schedule', headers: { ...browser, accept: 'text/html' } },
};

const database = base ? 'PostgreSQL' : 'PGlite';
console.log(`throughput database: ${database}`);
const rows = [];
let missed = false;
for (const [name, { path, headers }] of Object.entries(targets) as [
  Target,
  (typeof targets)[Target],
][]) {
  const warm = await fetch(`${origin}${path}`, { headers });
  if (warm.status !== 200) throw new Error(`${name}: ${path} answered ${warm.status}`);
  const classes = name.endsWith('week')
    ? ((await warm.json()) as { classes: unknown[] }).classes.length
    : '';
  const loopBefore = performance.eventLoopUtilization();
  const cpuBefore = process.cpuUsage();
  // The client in a worker thread: on the server's own thread it would take half its time.
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: 20,
    duration: 10,
    workers: 1,
    headers,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const errors = result.errors + result.timeouts + result.non2xx;
  const figure = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    load: loadavg()[0]!.toFixed(2),
    // The server's thread busy (1 = never waiting), and the cores the process used (+ client).
    loop: performance.eventLoopUtilization(loopBefore).utilization.toFixed(2),
    cores: ((cpu.user + cpu.system) / 1e6 / 10).toFixed(2),
  };
  const goal = goals[name];
  const pass = figure.rps >= goal.rps && figure.p99 < goal.p99 && errors === 0;
  if (base && !pass) missed = true;
  rows.push({ ...figure, classes, goal: `≥ ${goal.rps} req/s, p99 < ${goal.p99} ms`, pass });
  console.log(
    `throughput ${name}: ${figure.rps} req/s p50 ${figure.p50} ms p99 ${figure.p99} ms errors ${errors} load ${figure.load} loop ${figure.loop} cores ${figure.cores}`,
  );
}
console.log(`\n${database}, one process, 20 connections, 10 s each`);
console.table(rows);
await app.close();
await handle.close();
await scratch?.drop();
process.exit(missed ? 1 : 0);

/** The built web app (apps/web/dist) when there is one, else a stand-in index.html. */
function webRoot() {
  const built = resolve(import.meta.dirname, '../../web/dist');
  if (existsSync(join(built, 'index.html'))) return built;
  const root = mkdtempSync(join(tmpdir(), 'throughput-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return root;
}
