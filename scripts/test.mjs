#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, unit and API integration tests (on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set), web component tests, then the browser journeys in Chromium.
 * Ends with one plain `N passed, N failed` line totalling every suite (what CI reads).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
/** [step, seconds] in the order run: printed at the end, so a slow step is plain to see. */
const timings = [];
const started = performance.now();

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const start = performance.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', ...env },
  });
  timings.push([name, (performance.now() - start) / 1000]);
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

/**
 * Adds a vitest JSON report to the totals. A test file that failed to load has no failed test,
 * only a failed file (`status: 'failed'` with no failed assertion): it counts as one failure.
 */
function countVitest(file) {
  if (!existsSync(file)) return failed++;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const result of report.testResults ?? []) {
    const failedTests = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (result.status === 'failed' && failedTests.length === 0) failed++;
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return failed++;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}

const vitest = (workspace, report, env) =>
  run(
    `${workspace} tests${env?.TEST_DATABASE_URL ? ' on PostgreSQL' : ''}`,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      workspace,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${process.cwd()}/${reports}/${report}.json`,
    ],
    env,
  );

/**
 * Runs single-threaded steps side by side (tsc and ESLint use one core each), printing each one's
 * output whole when it ends so the logs do not interleave. Resolves to each step's success.
 */
function runTogether(steps) {
  return Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const start = performance.now();
          const child = spawn(command, args, { env: { ...process.env, TZ: 'UTC' } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n▶ ${name}`);
            process.stdout.write(Buffer.concat(output));
            timings.push([name, (performance.now() - start) / 1000]);
            if (code !== 0) failures.push(name);
            resolve(code === 0);
          });
        }),
    ),
  );
}

// A failed typecheck or lint is a failure in the closing line too, not only in the exit code.
// `npm run lint` is ESLint, Prettier and knip (and scripts/engines.mjs: every package runs on our
// oldest Node); ESLint alone takes as long as the rest together,
// so it runs in one lane and the others follow the typecheck in the second.
const checks = await runTogether([
  [
    'engines, typecheck, formatting (Prettier), unused code (knip)',
    'sh',
    ['-c', 'node scripts/engines.mjs && npm run typecheck && npx prettier --check . && npx knip'],
  ],
  ['lint (ESLint)', 'npx', ['eslint', '.']],
]);
failed += checks.filter((ok) => !ok).length;

vitest('packages/contract', 'contract');
countVitest(`${reports}/contract.json`);
vitest('apps/api', 'api-pglite', {
  TEST_DATABASE_URL: '',
  POSTGRES_RUN_FOLLOWS: process.env.TEST_DATABASE_URL ? '1' : '',
});
countVitest(`${reports}/api-pglite.json`);
if (process.env.TEST_DATABASE_URL) {
  vitest('apps/api', 'api-postgres', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  countVitest(`${reports}/api-postgres.json`);
} else if (process.env.CI) {
  // In CI a missing PostgreSQL is a failure: the race tests only prove something there.
  console.log(
    '\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is required in CI',
  );
  failures.push('API tests on PostgreSQL (TEST_DATABASE_URL missing)');
  failed++;
} else {
  console.log(
    '\n(skipping the PostgreSQL run of the API tests: set TEST_DATABASE_URL to include it)',
  );
}
vitest('apps/web', 'web');
countVitest(`${reports}/web.json`);

if (run('build web', 'npm', ['run', 'build'])) {
  // Deterministic (gzip of the built files the schedule fetches), so a budget overrun fails npm test.
  const budgets = run('first-load budgets', 'node', ['scripts/first-load.mjs']);
  passed += budgets ? 2 : 0;
  failed += budgets ? 0 : 1;
  run('browser journeys', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${reports}/e2e.json`,
  });
  countPlaywright(`${reports}/e2e.json`);
  // Three processes on one PostgreSQL behind a proxy (issue 27): needs the PostgreSQL run's URL.
  if (process.env.TEST_DATABASE_URL) {
    run(
      'cluster journeys (3 processes, PostgreSQL)',
      'npx',
      ['playwright', 'test', '--config', 'e2e/cluster.config.ts'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${reports}/cluster.json` },
    );
    countPlaywright(`${reports}/cluster.json`);
  }
} else {
  failed++;
}

// A step that failed with nothing counted (an unhandled error, a setup that threw) still fails.
if (failures.length && !failed) failed = failures.length;
console.log('\nTime by step:');
for (const [name, seconds] of timings)
  console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${name}`);
console.log(`  ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s  npm test`);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
