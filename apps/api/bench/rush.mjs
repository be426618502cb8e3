#!/usr/bin/env node
/**
 * `npm run rush` (and a step of `npm run bench`): the Monday-morning rush of issue 27 item 4.
 * Two API processes on one fresh PostgreSQL database (bench/lib/cluster.mjs, the login and order
 * limits as in production); 1,000 customers with a class pass each (their sessions from the
 * test-only `POST /test/rush`, apps/api/src/journey-support/rush.ts) book 20 popular classes of
 * 30 seats within ~8 s (120 arrive a second), half through each process, with autocannon. Then it
 * reads the database.
 * Passes when: 0 classes overbooked, 0 answers other than a booking or "the class is full", the
 * whole rush within 10 s, p99 under 1 s. Prints its figures; exits non-zero on a miss.
 * Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL); without one it says so and exits 0.
 */
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import pg from 'pg';
import { startCluster } from './lib/cluster.mjs';

const CUSTOMERS = 1000;
const CLASSES = 20;
const SEATS = 30;
const ARRIVALS_PER_SECOND = 120;
const baseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.log('rush: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL)');
  process.exit(0);
}

const cluster = await startCluster({
  baseDatabaseUrl: baseUrl,
  processes: 2,
  firstPort: Number(process.env.RUSH_PORT ?? 3560),
  name: `rush_${process.pid}`,
  quiet: process.env.RUSH_VERBOSE !== '1',
});
let exitCode = 1;
try {
  const studio = { 'x-yogo-client-id': '1', 'x-yogo-request-context': 'frontend' };
  const setup = await fetch(`http://127.0.0.1:${cluster.ports[0]}/test/rush`, {
    method: 'POST',
    headers: { ...studio, 'content-type': 'application/json' },
    body: JSON.stringify({ customers: CUSTOMERS, classes: CLASSES, seats: SEATS, tag: 'bench' }),
  });
  if (!setup.ok) throw new Error(`rush set-up failed: ${setup.status} ${await setup.text()}`);
  const { classes, customers } = await setup.json();

  // Customer i books class i mod 20: 50 customers for each 30 seats.
  const answers = { booked: 0, full: 0, other: 0 };
  const otherSamples = [];
  const run = (port, share) => {
    let next = 0;
    return autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 50,
      amount: share.length,
      // The customers arrive over ~8 s (120 a second in all), as when booking opens at 08:00:
      // not all in the same millisecond. Latency counts from when each was due (autocannon
      // corrects for coordinated omission), so a server that falls behind shows it.
      overallRate: ARRIVALS_PER_SECOND / 2,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          path: '/class-signups',
          setupRequest: (request) => {
            const [customer, classId] = share[next++ % share.length];
            return {
              ...request,
              headers: {
                ...studio,
                'content-type': 'application/json',
                'x-yogo-client-accepts-extended-error-format': '1',
                authorization: `Bearer ${customer.token}`,
              },
              body: JSON.stringify({ user: customer.id, class: classId }),
            };
          },
          onResponse: (status, body) => {
            let parsed;
            try {
              parsed = JSON.parse(body);
            } catch {
              parsed = body;
            }
            if (status === 200 && parsed && typeof parsed.id === 'number') answers.booked++;
            else if (status === 200 && parsed?.error?.type === 'classIsFull') answers.full++;
            else {
              answers.other++;
              if (otherSamples.length < 5) otherSamples.push(`${status} ${body.slice(0, 160)}`);
            }
          },
        },
      ],
    });
  };
  const pairs = customers.map((customer, i) => [customer, classes[i % classes.length].id]);
  const started = performance.now();
  const results = await Promise.all([
    run(
      cluster.ports[0],
      pairs.filter((_, i) => i % 2 === 0),
    ),
    run(
      cluster.ports[1],
      pairs.filter((_, i) => i % 2 === 1),
    ),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const load = loadavg()[0].toFixed(2);

  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const { rows } = await db
    .query(
      `select c.id, c.seats, coalesce(sum(s.count) filter (where s.cancelled_at = 0 and not s.archived), 0)::int as taken
       from classes c left join class_signups s on s.class_id = c.id
      where c.id = any($1) group by c.id, c.seats`,
      [classes.map((c) => c.id)],
    )
    .finally(() => db.end());
  const overbooked = rows.filter((row) => row.taken > row.seats).length;
  const seated = rows.reduce((sum, row) => sum + row.taken, 0);
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  const socketErrors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);

  const checks = [
    ['classes overbooked', overbooked, overbooked === 0, '0'],
    [
      'answers other than booked or full',
      answers.other + socketErrors,
      answers.other + socketErrors === 0,
      '0',
    ],
    ['seats taken (20 × 30)', seated, seated === CLASSES * SEATS, String(CLASSES * SEATS)],
    ['whole rush (s)', seconds.toFixed(2), seconds <= 10, '≤ 10'],
    ['p99 latency (ms)', p99, p99 < 1000, '< 1000'],
  ];
  console.log(
    `\nrush: ${CUSTOMERS} customers, ${CLASSES} classes × ${SEATS} seats, 2 processes on one ` +
      `PostgreSQL: ${answers.booked} booked, ${answers.full} "full", ${answers.other} other; ` +
      `p50 ${p50} ms, p99 ${p99} ms; ${(CUSTOMERS / seconds).toFixed(0)} bookings/s; load ${load}`,
  );
  for (const [label, value, pass, budget] of checks)
    console.log(`${pass ? 'ok  ' : 'MISS'} rush ${label}: ${value} (budget ${budget})`);
  for (const sample of otherSamples) console.log(`  other answer: ${sample}`);
  exitCode = checks.every(([, , pass]) => pass) ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await cluster.stop();
}
process.exit(exitCode);
