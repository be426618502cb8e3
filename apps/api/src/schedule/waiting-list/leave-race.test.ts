/**
 * Issue 10 defect 3: leaving the waiting list while a cancellation promotes from it. Leaving takes
 * the class lock and promotion re-reads the waiting rows under it, so the customer ends up either
 * with the seat (their prepaid class carried into it) or off the list with the class refunded,
 * never both. PostgreSQL only (`describeRaces`: PGlite runs one transaction at a time).
 *
 * The interleaving is forced, not hoped for: the test holds the customer's class pass row, so the
 * leave stops at its refund; the cancellation is sent while it waits; the pass is released only
 * when both requests wait on a lock. Before the fix the promotion read the still-active waiting row
 * and seated the customer the leave was refunding.
 */
import { expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WaitingListSignup } from '@studio/contract/class-signups';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { describeRaces } from '../../../test/postgres-races.ts';
import { classPasses } from '../../platform/db/schema.ts';

const { t, b, post, classesLeft, activeRows } = useBookingApp();

/** Resolves once `n` statements of this database wait on a row lock (polls, no fixed sleep). */
async function waitingOnLocks(n: number) {
  for (;;) {
    const result = (await t.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) >= n) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describeRaces('leaving the waiting list during a promotion', () => {
  test('the customer gets the seat or the refund, never both', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio, { seats: 1, startsInMinutes: 3 * 24 * 60 });
    const holder = await b.customer(studio.id);
    await b.membership(studio.id, holder.id, [studio.classTypeId]);
    await post(holder, '/class-signups', { user: holder.id, class: cls.id });
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 3 });
    const joined = WaitingListSignup.parse(
      (await post(c, '/class-waiting-list-signups', { user: c.id, class: cls.id })).json(),
    );
    expect(await classesLeft(pass.id)).toBe(2);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const passLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.db.transaction(async (tx) => {
      await tx.select().from(classPasses).where(eq(classPasses.id, pass.id)).for('update');
      locked();
      await held;
    });
    await passLocked;
    const leave = t.app.inject({
      method: 'DELETE',
      url: `/class-waiting-list-signups/${joined.id}`,
      headers: c.headers,
    });
    await waitingOnLocks(1);
    const cancel = post(holder, '/class-signups/change-count', {
      user: holder.id,
      class: cls.id,
      count: 0,
    });
    await waitingOnLocks(2);
    release();
    await holding;
    expect((await leave).body).toBe('OK');
    expect((await cancel).body).toBe('OK');

    const seated = (await activeRows(cls.id)).some((row) => row.user_id === c.id);
    expect({ seated, classesLeft: await classesLeft(pass.id) }).toEqual(
      seated ? { seated: true, classesLeft: 2 } : { seated: false, classesLeft: 3 },
    );
  });
});
