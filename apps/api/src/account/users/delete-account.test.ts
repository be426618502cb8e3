/**
 * A customer deletes their own account (CONTRACT §3 DELETE /users/{id}; seed 000 §2, §6): only when
 * the studio allows it and only their own; their seat goes to the waiting list, their holdings and
 * cart go, they can no longer log in, and the e-mail can sign up again.
 */
import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OkAnswer } from '@studio/contract/account';
import { LoginResponse } from '@studio/contract/auth';
import { useBookingApp } from '../../../test/booking-kit.ts';
import {
  cartItems,
  classSignups,
  classWaitingListSignups,
  memberships,
  users,
} from '../../platform/db/schema.ts';
import { hashPassword } from '../auth/public.ts';

const { t, b, post } = useBookingApp();

async function setup(allowed: boolean) {
  const studio = await b.studio({ customer_can_destroy_own_account: allowed });
  // Two seats (one seat is a private class, with its own waiting-list rules): one taken by another.
  const cls = await b.class(studio, { seats: 2 });
  const other = await b.customer(studio.id);
  await t.db
    .insert(classSignups)
    .values({ client_id: studio.id, user_id: other.id, class_id: cls.id, count: 1 });
  const email = `leaver${Math.random().toString(36).slice(2)}@example.dk`;
  const leaver = await b.customer(studio.id, {
    email,
    password_hash: await hashPassword('Secret12'),
  });
  const membership = await b.membership(studio.id, leaver.id, [studio.classTypeId]);
  expect(
    (await post(leaver, '/class-signups', { user: leaver.id, class: cls.id })).statusCode,
  ).toBe(200);
  await t.db
    .insert(cartItems)
    .values({ client_id: studio.id, user_id: leaver.id, item_type: 'product', item_id: 1 });
  const waiting = await b.customer(studio.id);
  await b.classPass(studio.id, waiting.id, [studio.classTypeId], { classes_left: 3 });
  const joined = await post(waiting, '/class-waiting-list-signups', {
    user: waiting.id,
    class: cls.id,
  });
  expect(joined.json()).toMatchObject({ class: cls.id });
  return { studio, cls, email, leaver, membership, waiting };
}

const remove = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: `/users/${id}`, headers });
const seatsOf = (userId: number, classId: number) =>
  t.db
    .select()
    .from(classSignups)
    .where(
      and(
        eq(classSignups.user_id, userId),
        eq(classSignups.class_id, classId),
        eq(classSignups.cancelled_at, 0),
      ),
    );

describe('DELETE /users/{id}', () => {
  test('frees the seat for the waiting list, clears holdings, and the e-mail no longer logs in', async () => {
    const { studio, cls, email, leaver, membership, waiting } = await setup(true);
    const reply = await remove(leaver.id, leaver.headers);
    expect(reply.statusCode).toBe(200);
    expect(OkAnswer.parse(reply.body)).toBe('OK');

    expect(await seatsOf(leaver.id, cls.id)).toHaveLength(0);
    expect(await seatsOf(waiting.id, cls.id)).toHaveLength(1);
    const stillWaiting = await t.db
      .select()
      .from(classWaitingListSignups)
      .where(
        and(
          eq(classWaitingListSignups.user_id, waiting.id),
          eq(classWaitingListSignups.cancelled_at, 0),
        ),
      );
    expect(stillWaiting).toHaveLength(0);
    const [kept] = await t.db.select().from(memberships).where(eq(memberships.id, membership.id));
    expect(kept).toMatchObject({ archived: true, status: 'ended' });
    expect(
      await t.db.select().from(cartItems).where(eq(cartItems.user_id, leaver.id)),
    ).toHaveLength(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, leaver.id));
    expect(row).toMatchObject({ archived: true, first_name: '', password_hash: '' });
    expect(row!.email).not.toBe(email);

    const status = await t.app.inject({ url: '/get-login-status', headers: leaver.headers });
    expect(status.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: studio.headers,
      payload: { email, password: 'Secret12' },
    });
    expect(login.json()).toBe('E_LOGIN_FAILED');
    const again = await t.app.inject({
      method: 'POST',
      url: '/users',
      headers: studio.headers,
      remoteAddress: '10.6.0.1',
      payload: {
        first_name: 'Ny',
        last_name: 'Start',
        email,
        password: 'Secret12',
        phone: '12345678',
      },
    });
    expect(LoginResponse.parse(again.json()).user.email).toBe(email);
  });

  test('another customer’s id, or a studio that does not allow it, is 403 and nothing changes', async () => {
    const open = await setup(true);
    expect((await remove(open.leaver.id, open.waiting.headers)).statusCode).toBe(403);
    const closed = await setup(false);
    expect((await remove(closed.leaver.id, closed.leaver.headers)).statusCode).toBe(403);
    for (const { leaver, cls } of [open, closed]) {
      expect(await seatsOf(leaver.id, cls.id)).toHaveLength(1);
      const [row] = await t.db.select().from(users).where(eq(users.id, leaver.id));
      expect(row!.archived).toBe(false);
    }
  });
});
