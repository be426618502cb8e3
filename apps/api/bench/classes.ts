/**
 * GET /classes benchmark (run from the repository root: `npx tsx apps/api/bench/classes.ts`).
 * Builds a studio with 500 classes in one week (and, separately, 50), a logged-in customer with
 * signups, a membership, class passes and a waiting-list entry, listens on a loopback port and
 * asks for that week over real HTTP with the web schedule's own populate list, 30 times per
 * encoding (identity, gzip, br as a browser sends it). On embedded PGlite, and on PostgreSQL too
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a throwaway database).
 * Prints, per database and class count, the median time to the last byte, the bytes on the wire
 * per encoding and the SQL statements per request; exits 1 when the 500-class median with
 * compression is ≥ 50 ms on PGlite or the statement count differs between 50 and 500 classes.
 */
import { randomBytes } from 'node:crypto';
import { request, Agent } from 'node:http';
import { buildApp } from '../src/app.ts';
import { connect } from '../src/platform/db/connect.ts';
import { classSignups, classWaitingListSignups } from '../src/platform/db/schema.ts';
import { addDaysIso } from '../src/platform/lib/time.ts';
import { mondayOf } from '../src/schedule/public.ts';
import { makeFactory } from '../test/factory.ts';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { bookingFactory, copenhagenIn } from '../test/booking-factory.ts';
import { throwawayDatabase } from './throwaway-database.ts';

// Exactly what the web schedule asks for (packages/contract/src/class-populate.ts).
const populate = customerClassPopulate.map((key) => `populate[]=${key}`).join('&');
const encodings = { identity: 'identity', gzip: 'gzip', br: 'gzip, deflate, br' } as const;
type Encoding = keyof typeof encodings;

/** One GET over a kept-alive loopback connection: ms to the last byte and raw bytes received. */
function timedGet(agent: Agent, port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ ms: number; bytes: number; status: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0 }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(classCount: number, databaseUrl?: string) {
  let statements = 0;
  let counting = false;
  const handle = await connect({
    databaseUrl,
    dataDir: 'memory://',
    onQuery: () => void (counting && statements++),
  });
  const app = await buildApp({ db: handle.db, tokenKeys: { secret: randomBytes(32) } });
  const b = bookingFactory(app, handle.db, makeFactory(app, handle.db));
  const studio = await b.studio({ locale: 'da', no_show_fees_enabled: true });
  const monday = mondayOf(copenhagenIn(7 * 24 * 60).date);
  const rows = [];
  for (let i = 0; i < classCount; i++) {
    const minutes = 6 * 60 + (i % 70) * 10;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    rows.push(
      await b.class(studio, {
        date: addDaysIso(monday, i % 7),
        start_time: time,
        end_time: '23:00',
        seats: i % 5 === 0 ? 1 : 12,
      }),
    );
    if (i % 10 === 0) await b.teacher(studio.id, rows[i]!.id);
  }
  const customer = await b.customer(studio.id);
  const membership = await b.membership(studio.id, customer.id, [studio.classTypeId], {
    has_max_number_of_classes_per_week: true,
    max_number_of_classes_per_week: 20,
  });
  await b.classPass(studio.id, customer.id, [studio.classTypeId], { classes_left: 5 });
  for (const cls of rows.slice(0, 5)) {
    await handle.db.insert(classSignups).values({
      client_id: studio.id,
      user_id: customer.id,
      class_id: cls.id,
      used_membership_id: membership.id,
    });
  }
  await handle.db
    .insert(classWaitingListSignups)
    .values({ client_id: studio.id, user_id: customer.id, class_id: rows[6]!.id });
  await b.classSeries(
    studio.id,
    rows.slice(10, 14).map((c) => c.id),
    true,
  );
  const url = `/classes?startDate=${monday}&endDate=${addDaysIso(monday, 6)}&${populate}`;
  const ask = () => app.inject({ url, headers: customer.headers });
  await ask(); // warm up
  counting = true;
  statements = 0;
  const first = await ask();
  const perRequest = statements;
  counting = false;
  if (first.json().classes.length !== classCount) throw new Error('wrong number of classes');
  if (process.env.PROFILE && classCount === Number(process.env.PROFILE)) await profile(ask);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const figures = {} as Record<Encoding, { median: number; bytes: number }>;
  for (const encoding of Object.keys(encodings) as Encoding[]) {
    const headers = { ...customer.headers, 'accept-encoding': encodings[encoding] };
    const warm = await timedGet(agent, port, url, headers);
    if (warm.status !== 200) throw new Error(`GET /classes answered ${warm.status}`);
    const times: number[] = [];
    for (let i = 0; i < 30; i++) times.push((await timedGet(agent, port, url, headers)).ms);
    times.sort((a, b) => a - b);
    figures[encoding] = { median: times[15]!, bytes: warm.bytes };
  }
  agent.destroy();
  await app.close();
  await handle.close();
  return { figures, statements: perRequest };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const databases: [string, string | undefined][] = [['PGlite', undefined]];
const postgresBase = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (postgresBase) databases.push(['PostgreSQL', postgresBase]);
let failed = false;
for (const [name, base] of databases) {
  const results = [];
  for (const count of [50, 500]) {
    const scratch = base ? await throwawayDatabase(base) : undefined;
    try {
      results.push({ count, ...(await measure(count, scratch?.url)) });
    } finally {
      await scratch?.drop();
    }
  }
  for (const { count, figures, statements } of results) {
    const line = (Object.keys(encodings) as Encoding[])
      .map((e) => `${e} ${figures[e].median.toFixed(1)} ms ${kb(figures[e].bytes)}`)
      .join(', ');
    console.log(`${name} ${count} classes: ${line}; ${statements} SQL statements`);
  }
  const [small, large] = results;
  if (small!.statements !== large!.statements) failed = true;
  if (name === 'PGlite' && large!.figures.br.median >= 50) failed = true;
}
console.log(failed ? 'FAIL: budget is median < 50 ms and equal statement counts' : 'OK');
process.exit(failed ? 1 : 0);

async function profile(ask: () => Promise<unknown>) {
  const { Session } = await import('node:inspector/promises');
  const s = new Session();
  s.connect();
  await s.post('Profiler.enable');
  await s.post('Profiler.start');
  for (let i = 0; i < 10; i++) await ask();
  const { profile: p } = (await s.post('Profiler.stop')) as unknown as {
    profile: {
      nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  const self = new Map<string, number>();
  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  p.samples.forEach((id, i) => {
    const n = nodes.get(id)!;
    const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`;
    self.set(k, (self.get(k) ?? 0) + (p.timeDeltas[i] ?? 0));
  });
  console.log(
    [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([k, v]) => `${(v / 10000).toFixed(2)}ms ${k}`)
      .join('\n'),
  );
}
