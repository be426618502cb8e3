/**
 * The database's side of the metrics (metrics.ts), read at scrape time: the business totals per
 * studio, and how many jobs wait in each pg-boss queue. Each is one aggregate statement.
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { classSignups, orders } from '../db/schema.ts';

/** One studio's totals since its start: rows ever made, none is ever deleted. */
export interface StudioTotals {
  studio: number;
  bookings: number;
  ordersCreated: number;
  ordersPaid: number;
  paymentsFailed: number;
}

/**
 * Every studio's totals: class signups made (bookings, cancelled ones included), orders made,
 * orders paid, and orders whose payment failed (a failed renewal or installment charge, a
 * declined checkout the provider reported).
 */
export async function studioTotals(db: Db): Promise<StudioTotals[]> {
  const [signups, orderRows] = await Promise.all([
    db
      .select({ studio: classSignups.client_id, bookings: count() })
      .from(classSignups)
      .groupBy(classSignups.client_id),
    db
      .select({
        studio: orders.client_id,
        created: count(),
        paid: count(sql`nullif(${orders.paid}, 0)`),
        failed: count(sql`nullif(${orders.payment_failed}, 0)`),
      })
      .from(orders)
      .groupBy(orders.client_id),
  ]);
  const totals = new Map<number, StudioTotals>();
  const of = (studio: number) => {
    const found = totals.get(studio) ?? {
      studio,
      bookings: 0,
      ordersCreated: 0,
      ordersPaid: 0,
      paymentsFailed: 0,
    };
    totals.set(studio, found);
    return found;
  };
  for (const row of signups) of(row.studio).bookings = row.bookings;
  for (const row of orderRows)
    Object.assign(of(row.studio), {
      ordersCreated: row.created,
      ordersPaid: row.paid,
      paymentsFailed: row.failed,
    });
  return [...totals.values()];
}

/**
 * Jobs waiting (created or to be retried, not yet running) in each pg-boss queue, by queue name;
 * an empty map before pg-boss first made its schema (PGlite never does: its jobs run on timers).
 */
export async function queuedJobs(db: Db): Promise<Map<string, number>> {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [present] = rowsOf(
    await db.execute(sql`select to_regclass('pgboss.job') is not null as present`),
  );
  if (!present?.present) return new Map();
  const rows = rowsOf(
    await db.execute(
      sql`select name, count(*)::int as waiting from pgboss.job where state in ('created', 'retry') group by name`,
    ),
  );
  return new Map(rows.map((row) => [String(row.name), Number(row.waiting)]));
}
