import { describe, expect, test } from 'vitest';
import { ClassSignup } from '@studio/contract/class-signups';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { classSignups, noShowFees } from '../../platform/db/schema.ts';

const { t, b, post, classesLeft, activeRows } = useBookingApp();
describe('cancelling', () => {
  test('before the sign-off deadline a fixed-count class is refunded', async () => {
    const studio = await b.studio({ no_show_fees_enabled: true, class_signoff_deadline: 120 });
    const cls = await b.class(studio, { startsInMinutes: 600 });
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 2 });
    const signup = ClassSignup.parse(
      (await post(c, '/class-signups', { user: c.id, class: cls.id })).json(),
    );
    expect(await classesLeft(pass.id)).toBe(1);
    const reply = await t.app.inject({
      method: 'DELETE',
      url: `/class-signups/${signup.id}`,
      headers: c.headers,
    });
    expect(reply.body).toBe('OK');
    expect(await classesLeft(pass.id)).toBe(2);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/class-signups/${signup.id}`,
      headers: c.headers,
    });
    expect(again.body).toBe('OK');
    expect(await classesLeft(pass.id)).toBe(2);
  });

  test('after the deadline: no refund, late cancel, and a membership fee record', async () => {
    const studio = await b.studio({
      no_show_fees_enabled: true,
      class_signoff_deadline: 120,
      late_cancel_membership_fee_amount: 45,
    });
    const cls = await b.class(studio, { startsInMinutes: 60 });
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 2 });
    const signup = ClassSignup.parse(
      (await post(c, '/class-signups', { user: c.id, class: cls.id })).json(),
    );
    await t.app.inject({
      method: 'DELETE',
      url: `/class-signups/${signup.id}`,
      headers: c.headers,
    });
    expect(await classesLeft(pass.id)).toBe(1);
    const [row] = await t.db.select().from(classSignups).where(eq(classSignups.id, signup.id));
    expect(row).toMatchObject({ late_cancel: true });
    expect(row!.cancelled_at).toBeGreaterThan(0);

    const member = await b.customer(studio.id);
    const membership = await b.membership(studio.id, member.id, [studio.classTypeId]);
    const viaMembership = ClassSignup.parse(
      (await post(member, '/class-signups', { user: member.id, class: cls.id })).json(),
    );
    const cancel = await post(member, '/class-signups/change-count', {
      user: member.id,
      class: cls.id,
      count: 0,
    });
    expect(cancel.body).toBe('OK');
    const fees = await t.db
      .select()
      .from(noShowFees)
      .where(eq(noShowFees.class_signup_id, viaMembership.id));
    expect(fees).toEqual([
      expect.objectContaining({
        membership_id: membership.id,
        amount: '45.00',
        reason: 'late_cancel',
      }),
    ]);
  });

  test('no one else may cancel a signup; a started class cannot be cancelled', async () => {
    const studio = await b.studio();
    const c = await b.customer(studio.id);
    const other = await b.customer(studio.id);
    await b.membership(studio.id, c.id, [studio.classTypeId]);
    const cls = await b.class(studio);
    const signup = ClassSignup.parse(
      (await post(c, '/class-signups', { user: c.id, class: cls.id })).json(),
    );
    const reply = await t.app.inject({
      method: 'DELETE',
      url: `/class-signups/${signup.id}`,
      headers: other.headers,
    });
    expect(reply.statusCode).toBe(403);
    expect(await activeRows(cls.id)).toHaveLength(1);
    await t.db
      .update(classSignups)
      .set({ class_id: (await b.class(studio, { startsInMinutes: -10 })).id })
      .where(eq(classSignups.id, signup.id));
    const started = await t.app.inject({
      method: 'DELETE',
      url: `/class-signups/${signup.id}`,
      headers: { ...c.headers, 'x-yogo-client-accepts-extended-error-format': '1' },
    });
    expect(started.json()).toBe('E_CLASS_HAS_STARTED');
  });
});

describe('POST /class-signups/change-count', () => {
  test('raises and lowers seats with a fixed-count pass, one class per seat', async () => {
    const studio = await b.studio({ customer_can_reserve_multiple_seats_for_class: true });
    const cls = await b.class(studio, { seats: 5 });
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 4 });
    const created = await post(c, '/class-signups/change-count', {
      user: c.id,
      class: cls.id,
      count: 2,
    });
    expect(ClassSignup.parse(created.json())).toMatchObject({ count: 2, used_class_pass: pass.id });
    expect(await classesLeft(pass.id)).toBe(2);
    const to4 = await post(c, '/class-signups/change-count', {
      user: c.id,
      class: cls.id,
      count: 4,
    });
    expect(ClassSignup.parse(to4.json()).count).toBe(4);
    expect(await classesLeft(pass.id)).toBe(0);
    expect(
      (
        await post(c, '/class-signups/change-count', { user: c.id, class: cls.id, count: 5 })
      ).json(),
    ).toBe('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
    const to1 = await post(c, '/class-signups/change-count', {
      user: c.id,
      class: cls.id,
      count: 1,
    });
    expect(ClassSignup.parse(to1.json()).count).toBe(1);
    expect(await classesLeft(pass.id)).toBe(3);
    expect(
      (await post(c, '/class-signups/change-count', { user: c.id, class: cls.id, count: 0 })).body,
    ).toBe('OK');
    expect(await classesLeft(pass.id)).toBe(4);
  });

  test('refuses more seats than are free, and several seats when the studio allows one', async () => {
    const studio = await b.studio({ customer_can_reserve_multiple_seats_for_class: true });
    const cls = await b.class(studio, { seats: 2 });
    const c = await b.customer(studio.id);
    await b.membership(studio.id, c.id, [studio.classTypeId]);
    expect(
      (
        await post(c, '/class-signups/change-count', { user: c.id, class: cls.id, count: 3 })
      ).json(),
    ).toBe('E_CLASS_IS_FULL');
    const single = await b.studio();
    const one = await b.class(single);
    const d = await b.customer(single.id);
    await b.membership(single.id, d.id, [single.classTypeId]);
    await post(d, '/class-signups', { user: d.id, class: one.id });
    expect(
      (
        await post(d, '/class-signups/change-count', { user: d.id, class: one.id, count: 2 })
      ).json(),
    ).toBe('E_MULTIPLE_SEATS_NOT_ALLOWED');
    const bad = await post(d, '/class-signups/change-count', {
      user: d.id,
      class: one.id,
      count: 100,
    });
    expect(bad.statusCode).toBe(400);
  });
});
