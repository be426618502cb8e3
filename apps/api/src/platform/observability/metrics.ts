/**
 * The app's Prometheus metrics (prom-client), in a registry of its own per app (tests build many
 * apps in one process). Requests are observed as they finish; the database pool, the job queues
 * and the business totals are read when scraped, so every code path (routes, payment callbacks,
 * jobs, other API processes) counts without a call of its own. Served by http/metrics-routes.ts;
 * the names are listed in docs/operations.md "Logs and metrics".
 */
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/connect.ts';
import { queuedJobs, studioTotals, type StudioTotals } from './metrics-queries.ts';
import { routePattern } from './request-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics in Prometheus' text form (`text`) and its content type. */
    metrics: { contentType: string; text: () => Promise<string> };
  }
}

interface MetricsOptions {
  db: Db;
  /** The names of the scheduled jobs' queues (jobs/jobs.ts). */
  queues: string[];
}

/** node-postgres' pool counts, as `db.$client` has them on PostgreSQL. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** The pool under the database, or undefined for PGlite (one connection, no pool). */
function poolOf(db: Db): PgPool | undefined {
  const client = (db as unknown as { $client?: Partial<PgPool> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PgPool) : undefined;
}

/** A counter whose value is a total read at scrape time (a database count, never going down). */
function totalCounter(
  registry: Registry,
  name: string,
  help: string,
  pick: (totals: StudioTotals) => number,
  read: () => Promise<StudioTotals[]>,
) {
  return new Counter({
    name,
    help,
    labelNames: ['studio'],
    registers: [registry],
    async collect() {
      const totals = await read();
      this.reset();
      for (const row of totals) this.inc({ studio: String(row.studio) }, pick(row));
    },
  });
}

export default fp<MetricsOptions>(async (app, { db, queues }) => {
  const registry = new Registry();

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class (2xx, 4xx …)',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: routePattern(request) ?? '(no route)',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  const pool = poolOf(db);
  const poolGauge = (name: string, help: string, value: (pool: PgPool) => number, one: number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        // PGlite is one connection, used in turn: reported as a pool of one.
        this.set(pool ? value(pool) : one);
      },
    });
  poolGauge('db_pool_connections', 'Open database connections', (p) => p.totalCount, 1);
  poolGauge('db_pool_idle_connections', 'Open connections not in use', (p) => p.idleCount, 0);
  poolGauge(
    'db_pool_waiting_requests',
    'Queries waiting for a connection',
    (p) => p.waitingCount,
    0,
  );
  poolGauge('db_pool_max_connections', 'The pool’s limit', (p) => p.options?.max ?? 10, 1);

  new Gauge({
    name: 'job_queue_depth',
    help: 'Scheduled jobs waiting to run, by queue (pg-boss; always 0 on PGlite, whose jobs run on timers)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const waiting = pool ? await queuedJobs(db) : new Map<string, number>();
      for (const queue of queues) this.set({ queue }, waiting.get(queue) ?? 0);
    },
  });

  // One database read per scrape serves the four counters.
  let reading: Promise<StudioTotals[]> | undefined;
  const read = () => {
    reading ??= studioTotals(db).finally(() => {
      reading = undefined;
    });
    return reading;
  };
  totalCounter(registry, 'studio_bookings_total', 'Class signups made', (t) => t.bookings, read);
  totalCounter(
    registry,
    'studio_orders_created_total',
    'Orders made',
    (t) => t.ordersCreated,
    read,
  );
  totalCounter(registry, 'studio_orders_paid_total', 'Orders paid', (t) => t.ordersPaid, read);
  totalCounter(
    registry,
    'studio_payments_failed_total',
    'Orders whose payment failed',
    (t) => t.paymentsFailed,
    read,
  );

  // The process' own (memory, CPU, event loop lag) from the first scrape on: their observers
  // cost nothing until someone looks.
  let defaults = false;
  app.decorate('metrics', {
    contentType: registry.contentType,
    text: () => {
      if (!defaults) collectDefaultMetrics({ register: registry });
      defaults = true;
      return registry.metrics();
    },
  });
});
