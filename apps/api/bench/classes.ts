/**
 * GET /classes benchmark (run from the repository root: `npx tsx apps/api/bench/classes.ts`).
 * On an in-memory PGlite it builds a studio with 500 classes in one week (and, separately, 50),
 * a logged-in customer with signups, a membership, class passes and a waiting-list entry, then
 * asks for that week with the web schedule's own populate list 30 times. Prints the median time and
 * the SQL statements per request; exits 1 when the median is ≥ 50 ms or the statement count
 * differs between 50 and 500 classes.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { connect } from '../src/db/connect.ts';
import { classSignups, classWaitingListSignups } from '../src/db/schema.ts';
import { addDaysIso } from '../src/lib/time.ts';
import { mondayOf } from '../src/modules/access/clock.ts';
import { makeFactory } from '../test/factory.ts';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { bookingFactory, copenhagenIn } from '../test/booking-factory.ts';

// Exactly what the web schedule asks for (packages/contract/src/class-populate.ts).
const populate = customerClassPopulate.map((key) => `populate[]=${key}`).join('&');

async function measure(classCount: number) {
  let statements = 0;
  let counting = false;
  const handle = await connect({
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
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await ask();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  await app.close();
  await handle.close();
  return { median: times[15]!, statements: perRequest, bytes: first.body.length };
}

const small = await measure(50);
const large = await measure(500);
console.log(
  `50 classes:  median ${small.median.toFixed(1)} ms, ${small.statements} SQL statements, ${small.bytes} bytes`,
);
console.log(
  `500 classes: median ${large.median.toFixed(1)} ms, ${large.statements} SQL statements, ${large.bytes} bytes`,
);
const failed = large.median >= 50 || small.statements !== large.statements;
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
