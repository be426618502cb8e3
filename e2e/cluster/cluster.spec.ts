/**
 * Issue 27, "Done means": three processes on one PostgreSQL share what they must. Each check
 * addresses the processes directly (ports CLUSTER_PORT, +1, +2; apps/api/bench/cluster.mjs): the login
 * limit counts attempts made on any of them, an image uploaded through one is served by another
 * (object storage), a membership renewal started on all three at once runs once, and a booking
 * made through one changes the visitors' week another serves, at once.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addClass, addCustomer, unique } from '../support/studio.ts';

const firstPort = Number(process.env.CLUSTER_PORT ?? 3121);
const processes = [0, 1, 2].map((i) => `http://127.0.0.1:${firstPort + i}`);
const studio = { 'X-Yogo-Client-ID': '1', 'X-Yogo-Request-Context': 'frontend' };

async function logIn(request: APIRequestContext, base: string, email: string, password: string) {
  return request.post(`${base}/login`, { headers: studio, data: { email, password } });
}

test('eleven wrong passwords spread over the three processes get the 429', async ({ request }) => {
  const email = `limit-${unique()}@example.test`;
  await addCustomer(request, { email, password: 'Right-pass1', classes: 0 });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt++) {
    const answer = await logIn(request, processes[attempt % 3]!, email, 'wrong-pass');
    statuses.push(answer.status());
  }
  // The per-account limit is 10 attempts in 15 minutes, counted in the shared database.
  expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
  expect(statuses[10]).toBe(429);
  // The right password is refused too until the window ends, on every process.
  expect((await logIn(request, processes[1]!, email, 'Right-pass1')).status()).toBe(429);
});

test('an image uploaded through one process is served by another', async ({ request }) => {
  const png = readFileSync(new URL('../../docs/screenshots/phone-schedule.png', import.meta.url));
  const upload = await request.post(`${processes[0]}/images`, {
    headers: studio,
    multipart: { image: { name: 'portrait.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.ok()).toBe(true);
  const image = (await upload.json()) as { filename: string };
  for (const base of processes.slice(1)) {
    const served = await request.get(`${base}/image-files/${image.filename}?w=200&h=200&fit=crop`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
    expect((await served.body()).length).toBeGreaterThan(100);
  }
});

test('a due membership renewal started on all three processes at once runs once', async ({
  request,
}) => {
  const email = `renew-${unique()}@example.test`;
  await addCustomer(request, {
    email,
    password: 'Renew-pass1',
    classes: 0,
    membership: { card: 'good', paidUntilInDays: -1 },
  });
  const runs = await Promise.all(
    processes.map((base) => request.post(`${base}/test/run-renewals`, { headers: studio })),
  );
  for (const run of runs) expect(run.ok()).toBe(true);
  const login = await logIn(request, processes[2]!, email, 'Renew-pass1');
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const answer = await request.get(
    `${processes[0]}/memberships?user=${user.id}&populate[]=orders`,
    { headers: { ...studio, Authorization: `Bearer ${token}` } },
  );
  const [membership] = (await answer.json()) as { orders: unknown[] }[];
  expect(membership!.orders).toHaveLength(1);
});

test('a booking through one process changes the visitors’ week another serves, at once', async ({
  request,
}) => {
  const email = `week-${unique()}@example.test`;
  await addCustomer(request, { email, password: 'Week-pass1', classes: 5 });
  const cls = await addClass(request, {
    name: `Cluster ${unique()}`,
    startsInDays: 2,
    startTime: '09:00',
    seats: 5,
  });
  const week = (base: string) =>
    request
      .get(`${base}/classes?startDate=${cls.date}&endDate=${cls.date}&populate[]=signup_count`, {
        headers: studio,
      })
      .then(async (answer) => {
        const { classes } = (await answer.json()) as {
          classes: { id: number; signup_count: number }[];
        };
        return classes.find((c) => c.id === cls.id)?.signup_count;
      });
  // Both visitors' answers are cached before the booking.
  expect(await week(processes[1]!)).toBe(0);
  expect(await week(processes[2]!)).toBe(0);
  const login = await logIn(request, processes[0]!, email, 'Week-pass1');
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const booking = await request.post(`${processes[0]}/class-signups`, {
    headers: { ...studio, Authorization: `Bearer ${token}` },
    data: { user: user.id, class: cls.id },
  });
  expect(booking.ok()).toBe(true);
  // The other processes learn it from the database's notification: within a second.
  await expect.poll(() => week(processes[1]!), { timeout: 1000, intervals: [50] }).toBe(1);
  await expect.poll(() => week(processes[2]!), { timeout: 1000, intervals: [50] }).toBe(1);
});
