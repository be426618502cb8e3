import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { WaitingListSignup } from '@studio/contract/class-signups';
import { ClassesResponse } from '@studio/contract/classes';
import { and, eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { classSignups, classWaitingListSignups } from '../../platform/db/schema.ts';

const { t, b, post, classesLeft } = useBookingApp();

/** A full class (one seat, taken) and a customer with a 3-class pass. */
async function fullClass(
  settings: Record<string, unknown> = {},
  seats = 1,
  extra: Record<string, unknown> = {},
) {
  const studio = await b.studio(settings);
  const cls = await b.class(studio, { seats, ...extra });
  const holder = await b.customer(studio.id);
  await b.membership(studio.id, holder.id, [studio.classTypeId]);
  await t.db
    .insert(classSignups)
    .values({ client_id: studio.id, user_id: holder.id, class_id: cls.id, count: seats });
  const c = await b.customer(studio.id);
  const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 3 });
  return { studio, cls, holder, c, pass };
}

describe('POST /class-waiting-list-signups', () => {
  test('joins a full class, charging one fixed-count class; leaving refunds it', async () => {
    const { cls, c, pass } = await fullClass({}, 2);
    const reply = await post(c, '/class-waiting-list-signups', { user: c.id, class: cls.id });
    expect(WaitingListSignup.parse(reply.json())).toMatchObject({
      user: c.id,
      class: cls.id,
      used_class_pass: pass.id,
      class_pass_seat_spent: true,
      cancelled_at: 0,
    });
    expect(await classesLeft(pass.id)).toBe(2);
    const list = await t.app.inject({
      url: `/classes?id=${cls.id}&populate[]=user_can_sign_up_for_waiting_list&populate[]=waiting_list_text`,
      headers: c.headers,
    });
    expect(ClassesResponse.parse(list.json()).classes[0]).toMatchObject({
      user_is_signed_up_for_waiting_list: true,
      user_waiting_list_signup_id: reply.json().id,
      user_number_on_waiting_list: 1,
      user_can_sign_up_for_waiting_list: false,
      waiting_list_count: 1,
      waiting_list_text: '1 on waitlist',
    });
    const leave = await t.app.inject({
      method: 'DELETE',
      url: `/class-waiting-list-signups/${reply.json().id}`,
      headers: c.headers,
    });
    expect(leave.body).toBe('OK');
    expect(await classesLeft(pass.id)).toBe(3);
  });

  test('refuses in the contract order', async () => {
    const notFull = await b.studio();
    const open = await b.class(notFull, { seats: 5 });
    const c = await b.customer(notFull.id);
    await b.membership(notFull.id, c.id, [notFull.classTypeId]);
    expect(
      (await post(c, '/class-waiting-list-signups', { user: c.id, class: open.id })).json(),
    ).toBe('E_CLASS_IS_NOT_FULL');
    const drop = await b.class(notFull, { seats: 0 });
    expect(
      (await post(c, '/class-waiting-list-signups', { user: c.id, class: drop.id })).json(),
    ).toBe('E_CLASS_IS_OPEN');
    const disabled = await fullClass({ class_waiting_list_enabled: false }, 2);
    expect(
      (
        await post(disabled.c, '/class-waiting-list-signups', {
          user: disabled.c.id,
          class: disabled.cls.id,
        })
      ).json(),
    ).toBe('E_CLASS_WAITING_LIST_DISABLED');
    const privateOff = await fullClass({ private_class_waiting_list_enabled: false }, 1, {
      startsInMinutes: 3 * 24 * 60,
    });
    expect(
      (
        await post(privateOff.c, '/class-waiting-list-signups', {
          user: privateOff.c.id,
          class: privateOff.cls.id,
        })
      ).json(),
    ).toBe('E_PRIVATE_CLASS_WAITING_LIST_DISABLED');
    const closing = await fullClass(
      { no_show_fees_enabled: true, class_signoff_deadline: 120 },
      2,
      { startsInMinutes: 60 },
    );
    expect(
      (
        await post(closing.c, '/class-waiting-list-signups', {
          user: closing.c.id,
          class: closing.cls.id,
        })
      ).json(),
    ).toBe('E_SIGNOFF_DEADLINE_HAS_BEEN_EXCEEDED');
    const full = await fullClass({ class_waiting_list_max_customers_on_waiting_list: 0 }, 2);
    expect(
      (
        await post(full.c, '/class-waiting-list-signups', { user: full.c.id, class: full.cls.id })
      ).json(),
    ).toBe('E_WAITING_LIST_IS_FULL');
    const mine = await fullClass({}, 2);
    expect(
      (
        await post(mine.holder, '/class-waiting-list-signups', {
          user: mine.holder.id,
          class: mine.cls.id,
        })
      ).json(),
    ).toBe('E_ALREADY_SIGNED_UP');
    const noAccess = await b.customer(mine.studio.id);
    expect(
      (
        await post(noAccess, '/class-waiting-list-signups', {
          user: noAccess.id,
          class: mine.cls.id,
        })
      ).json(),
    ).toBe('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
  });

  test('a freed seat goes to the first waiting customer who still has access, in the same change', async () => {
    const { studio, cls, holder, c, pass } = await fullClass({}, 1, {
      startsInMinutes: 3 * 24 * 60,
    });
    const first = await b.customer(studio.id);
    const firstPass = await b.classPass(studio.id, first.id, [studio.classTypeId], {
      classes_left: 1,
    });
    await post(first, '/class-waiting-list-signups', { user: first.id, class: cls.id });
    await post(c, '/class-waiting-list-signups', { user: c.id, class: cls.id });
    expect(await classesLeft(firstPass.id)).toBe(0);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/class-signups/change-count',
      headers: holder.headers,
      payload: { user: holder.id, class: cls.id, count: 0 },
    });
    expect(cancel.body).toBe('OK');
    const seats = await t.db
      .select()
      .from(classSignups)
      .where(and(eq(classSignups.class_id, cls.id), eq(classSignups.cancelled_at, 0)));
    expect(seats.map((s) => s.user_id)).toEqual([first.id]);
    expect(seats[0]).toMatchObject({
      used_class_pass_id: firstPass.id,
      class_pass_classes_spent: 1,
    });
    expect(await classesLeft(firstPass.id)).toBe(0);
    const waiting = await t.db
      .select()
      .from(classWaitingListSignups)
      .where(
        and(
          eq(classWaitingListSignups.class_id, cls.id),
          eq(classWaitingListSignups.cancelled_at, 0),
        ),
      );
    expect(waiting.map((w) => w.user_id)).toEqual([c.id]);
    expect(await classesLeft(pass.id)).toBe(2);
  });

  test('leaving someone else’s waiting-list signup is forbidden; GET lists own rows', async () => {
    const { cls, c, holder } = await fullClass({}, 2);
    const joined = WaitingListSignup.parse(
      (await post(c, '/class-waiting-list-signups', { user: c.id, class: cls.id })).json(),
    );
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/class-waiting-list-signups/${joined.id}`,
      headers: holder.headers,
    });
    expect(other.statusCode).toBe(403);
    const list = await t.app.inject({
      url: `/class-waiting-list-signups?user=${c.id}`,
      headers: c.headers,
    });
    expect(z.array(WaitingListSignup).parse(list.json())).toEqual([
      expect.objectContaining({ id: joined.id, class: cls.id }),
    ]);
  });
});
