#!/usr/bin/env node
/**
 * `npm run bench`: the budgets of issues 2, 10 and 27, measured on this machine.
 *  1. JavaScript (gzip) the schedule route loads before its class data arrives: ≤ 150 KB, and
 *     everything it loads in its first 3 s idle: ≤ 230 KB (scripts/first-load.mjs).
 *  2. GET /classes for a week of 500 classes, logged in, with per-user flags, over real HTTP on
 *     loopback: median < 50 ms on the embedded database (PostgreSQL too when TEST_DATABASE_URL or
 *     BENCH_DATABASE_URL is set), bytes on the wire compressed and not, and the number of SQL
 *     statements independent of the class count.
 *  3. Rendering a week of 500 classes in Chromium after the data arrives: < 100 ms.
 *  4. Schedule visible (first class card painted) in a cold browser context, anonymous and logged
 *     in: loopback median of 7 ≤ 400 ms, throttled phone median of 3 ≤ 6 s, CLS ≤ 0.02 (issue 15,
 *     scripts/schedule-visible.mjs).
 *  5. Throughput of one API process, 20 connections for 10 s (issue 27, apps/api/bench/
 *     throughput.ts): the visitors' week ≥ 1,000 req/s, the same logged in ≥ 300 req/s, the app
 *     page ≥ 2,000 req/s, each with p99 < 100 ms and no errors. The goals are PostgreSQL's (with
 *     TEST_DATABASE_URL or BENCH_DATABASE_URL); on PGlite the figures are printed, not judged.
 *  6. The Monday-morning rush (apps/api/bench/rush.mjs, with PostgreSQL only): 1,000 customers
 *     book 20 classes of 30 seats through 2 processes: 0 overbooked, 0 other answers, ≤ 10 s,
 *     p99 < 1 s.
 * Prints each figure and exits non-zero when a budget is missed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  budgets,
  launchChromium,
  measureCheckoutLoad,
  measureFirstLoad,
  startProduct,
} from './first-load.mjs';
import { measureScheduleVisible, visibleBudgets } from './schedule-visible.mjs';

const root = process.cwd();
const port = 3555;
const base = `http://localhost:${port}`;
const results = [];
const record = (name, value, unit, budget, pass) => {
  results.push({ name, value, unit, budget, pass });
  console.log(`${pass ? 'ok  ' : 'MISS'} ${name}: ${value} ${unit} (budget ${budget})`);
};

console.log('building the web app…');
if (spawnSync('npm', ['run', 'build', '-w', '@studio/web'], { stdio: 'ignore' }).status !== 0) {
  console.error('web build failed');
  process.exit(1);
}

// 2. API benchmark (its own script): real HTTP on loopback, PGlite and (when a URL is set) PostgreSQL.
const api = spawnSync('npx', ['tsx', 'apps/api/bench/classes.ts'], { encoding: 'utf8' });
process.stdout.write(api.stdout);
const apiRuns = [
  ...api.stdout.matchAll(
    /(\w+) (\d+) classes: identity ([\d.]+) ms ([\d.]+) KB, gzip ([\d.]+) ms ([\d.]+) KB, br ([\d.]+) ms ([\d.]+) KB; (\d+) SQL/g,
  ),
].map((m) => ({
  db: m[1],
  count: Number(m[2]),
  identity: { ms: Number(m[3]), kb: Number(m[4]) },
  gzip: { ms: Number(m[5]), kb: Number(m[6]) },
  br: { ms: Number(m[7]), kb: Number(m[8]) },
  statements: Number(m[9]),
}));
for (const run of apiRuns.filter((r) => r.count === 500)) {
  record(
    `GET /classes over HTTP, 500 classes, logged in, ${run.db}, median (br / identity)`,
    `${run.br.ms} / ${run.identity.ms}`,
    'ms',
    '< 50 ms',
    run.br.ms < 50 || run.db !== 'PGlite',
  );
  record(
    `  bytes on the wire, ${run.db} (br / gzip / identity)`,
    `${run.br.kb} / ${run.gzip.kb} / ${run.identity.kb}`,
    'KB',
    'compressed',
    run.br.kb < run.identity.kb / 10,
  );
}
const pglite = apiRuns.filter((r) => r.db === 'PGlite');
record(
  'SQL statements per GET /classes (50 vs 500 classes)',
  pglite.map((r) => r.statements).join(' vs '),
  '',
  'equal',
  pglite.length === 2 && pglite[0].statements === pglite[1].statements,
);

// 5. Throughput (issue 27): its own script, after the web build (the page is the built one).
const throughput = spawnSync('npx', ['tsx', 'apps/api/bench/throughput.ts'], { encoding: 'utf8' });
process.stdout.write(throughput.stdout);
const onPostgres = /throughput database: PostgreSQL/.test(throughput.stdout);
const throughputGoals = { 'visitors-week': 1000, 'customer-week': 300, 'schedule-page': 2000 };
const throughputRuns = [
  ...throughput.stdout.matchAll(
    /throughput ([\w-]+): (\d+) req\/s p50 ([\d.]+) ms p99 ([\d.]+) ms errors (\d+) load ([\d.]+) loop ([\d.]+) cores ([\d.]+)/g,
  ),
];
if (!throughputRuns.length) record('throughput benchmark ran', 'no', '', 'ran', false);
for (const [, target, rps, p50, p99, errors, load, loop, cores] of throughputRuns) {
  const goal = throughputGoals[target];
  record(
    `${target} throughput, one process, c=20, ${onPostgres ? 'PostgreSQL' : 'PGlite (not judged)'}, load ${load}, server loop ${loop}, ${cores} cores (req/s, p50 / p99 ms, errors)`,
    `${rps}, ${p50} / ${p99}, ${errors}`,
    '',
    `≥ ${goal} req/s, p99 < 100 ms`,
    !onPostgres || (Number(rps) >= goal && Number(p99) < 100 && errors === '0'),
  );
}

// 6. The rush (issue 27 item 4): 1,000 customers book 20 classes through 2 processes on one
// PostgreSQL (its own script; it prints its own ok/MISS lines and skips without PostgreSQL).
const rush = spawnSync('node', ['apps/api/bench/rush.mjs'], { encoding: 'utf8' });
process.stdout.write(rush.stdout);
for (const [, verdict, label, value, budget] of rush.stdout.matchAll(
  /^(ok {2}|MISS) rush (.+?): (\S+) \(budget (.+)\)$/gm,
))
  record(`rush: ${label}`, value, '', budget, verdict === 'ok  ');
if (rush.status !== 0 && !/^(ok {2}|MISS) rush/m.test(rush.stdout))
  record('rush ran', 'no', '', 'ran', false);

// Issue 11: a 5-item cart becomes an order (its own script, embedded PGlite).
const orders = spawnSync('npx', ['tsx', 'apps/api/bench/orders.ts'], { encoding: 'utf8' });
process.stdout.write(orders.stdout);
const orderMedian = Number(/median ([\d.]+) ms/.exec(orders.stdout)?.[1] ?? NaN);
record(
  'order from a 5-item cart, PGlite (median of 20)',
  orderMedian,
  'ms',
  '< 100 ms',
  orderMedian < 100,
);

// 1 and 3 in Chromium against the real product.
const server = await startProduct(port);
try {
  const browser = await launchChromium();
  try {
    await measureBrowser(browser);
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}

async function measureBrowser(browser) {
  // 1. First-load JavaScript, both budgets (scripts/first-load.mjs, also run by npm test).
  const first = await measureFirstLoad(browser, base, join(root, 'apps/web/dist'));
  record(
    `schedule first-load JavaScript before the week arrives (${first.beforeData.files} files)`,
    first.beforeData.kb,
    'KB gzip',
    `≤ ${budgets.beforeData} KB`,
    first.beforeData.kb <= budgets.beforeData,
  );
  record(
    `schedule JavaScript in its first 3 s idle (${first.idle.files} files)`,
    first.idle.kb,
    'KB gzip',
    `≤ ${budgets.idle} KB`,
    first.idle.kb <= budgets.idle,
  );

  // The checkout route's own first load (issue 11).
  const checkout = await measureCheckoutLoad(browser, base, join(root, 'apps/web/dist'));
  record(
    `checkout first-load JavaScript before the cart arrives (${checkout.files} files)`,
    checkout.kb,
    'KB gzip',
    '≤ 180 KB',
    checkout.kb <= 180,
  );

  // 4. Schedule visible, cold, loopback and throttled phone (issue 15).
  for (const figure of await measureScheduleVisible(browser, base)) {
    record(figure.name, figure.ms, 'ms', `≤ ${figure.budget} ms`, figure.ms <= figure.budget);
    record(
      '  layout shift until 500 ms after (worst run)',
      figure.cls,
      'CLS',
      `≤ ${visibleBudgets.cls}`,
      figure.cls <= visibleBudgets.cls,
    );
  }

  // 3. Render 500 classes: after the schedule has loaded, "next week" answers with the real
  // week's classes multiplied to 500; measured from the end of that response to the commit.
  const timings = [];
  for (let run = 0; run < 7; run++) {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await tab.addInitScript(() => localStorage.setItem('language', 'en'));
    await tab.goto(`${base}/schedule`);
    await tab.waitForFunction(() => performance.getEntriesByName('schedule:rendered').length > 0);
    await tab.route(/\/classes\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const template = body.classes.filter((c) => !c.cancelled);
      const classes = Array.from({ length: 500 }, (_, i) => ({
        ...template[i % template.length],
        id: 100000 + i,
      }));
      await route.fulfill({ response, json: { ...body, classes } });
    });
    await tab.getByRole('button', { name: 'Next week' }).click();
    const ms = await tab.evaluate(
      () =>
        new Promise((resolve) => {
          const done = () => {
            const rendered = performance.getEntriesByName('schedule:rendered');
            const data = performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname === '/classes');
            if (rendered.length > 1 && data.length > 1)
              resolve(rendered.at(-1).startTime - data.at(-1).responseEnd);
            else setTimeout(done, 50);
          };
          done();
        }),
    );
    timings.push(ms);
    await tab.close();
  }
  timings.sort((a, b) => a - b);
  const renderMedian = Math.round(timings[Math.floor(timings.length / 2)] * 10) / 10;
  record(
    'render a week of 500 classes after the data arrives (median of 7)',
    renderMedian,
    'ms',
    '< 100 ms',
    renderMedian < 100,
  );
}

const missed = results.filter((r) => !r.pass);
console.log(missed.length ? `\n${missed.length} budget(s) missed` : '\nall budgets met');
process.exit(missed.length ? 1 : 0);
