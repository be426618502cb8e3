/**
 * GET /metrics (metrics-routes.ts, platform/observability/metrics.ts): only for the operator's
 * METRICS_TOKEN (404 while none is set, 401 for any other credential), and then the request
 * histogram by route pattern, the database pool, the job queues and the business counters.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { useBookingApp } from '../../test/booking-kit.ts';

const { t, b, post } = useBookingApp();
const token = 'metrics-secret-0123456789abcdef0123456789';
const scrape = (authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The value of the sample `name{labels}` in the exposition, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test('without METRICS_TOKEN there are no metrics: 404, whatever is sent', async () => {
  vi.stubEnv('METRICS_TOKEN', '');
  expect((await scrape()).statusCode).toBe(404);
  expect((await scrape(`Bearer ${token}`)).statusCode).toBe(404);
});

test('no token, a wrong one or a customer’s login token is a 401', async () => {
  vi.stubEnv('METRICS_TOKEN', token);
  const studio = await b.studio();
  const customer = await b.customer(studio.id);
  for (const authorization of [
    undefined,
    `Bearer ${token}x`,
    token,
    customer.headers.authorization,
  ]) {
    const answer = await scrape(authorization);
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(answer.body).not.toContain('http_request');
  }
});

test('the operator sees request latency by route, the pool, the queues and one more booking', async () => {
  vi.stubEnv('METRICS_TOKEN', token);
  const studio = await b.studio();
  const cls = await b.class(studio);
  const customer = await b.customer(studio.id);
  await b.classPass(studio.id, customer.id, [studio.classTypeId]);
  await t.app.inject({ url: `/classes/${cls.id}`, headers: studio.headers });
  const bookings = `studio_bookings_total{studio="${studio.id}"}`;

  const before = await scrape(`Bearer ${token}`);
  expect(before.statusCode).toBe(200);
  expect(before.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(before.body).toMatch(
    /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/classes\/:id",status_class="2xx"\} \d/,
  );
  expect(before.body).not.toContain(`/classes/${cls.id}`);
  expect(sample(before.body, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
  expect(sample(before.body, 'db_pool_waiting_requests')).toBe(0);
  expect(sample(before.body, 'job_queue_depth{queue="waiting-list-sweep"}')).toBe(0);
  expect(sample(before.body, bookings) ?? 0).toBe(0);

  const booked = await post(customer, '/class-signups', { user: customer.id, class: cls.id });
  expect(booked.json()).toMatchObject({ class: cls.id });
  const after = await scrape(`Bearer ${token}`);
  expect(sample(after.body, bookings)).toBe(1);
  expect(sample(after.body, `studio_orders_created_total{studio="${studio.id}"}`) ?? 0).toBe(0);
  expect(after.body).toMatch(
    /http_request_duration_seconds_count\{method="POST",route="\/class-signups",status_class="2xx"\} 1/,
  );
});
