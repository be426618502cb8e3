import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { LivestreamSignup, LivestreamSignupStyleB } from '@studio/contract/class-signups';
import { ClassesResponse } from '@studio/contract/classes';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory, type BookingFactory } from '../../../test/booking-factory.ts';
import { classPasses } from '../../platform/db/schema.ts';
import { useFixedClock } from '../../../test/clock.ts';

useFixedClock();

let t: TestApp;
let b: BookingFactory;
beforeAll(async () => {
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
});
afterAll(() => t.close());

const classesLeft = async (id: number) =>
  (await t.db.select().from(classPasses).where(eq(classPasses.id, id)))[0]!.classes_left;

describe('class livestream signups', () => {
  test('sign up with livestream access, list style B, cancel with refund', async () => {
    const studio = await b.studio({ livestream_enabled: true });
    const cls = await b.class(studio, { livestream_enabled: true });
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 2 });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/class-livestream-signups',
      headers: c.headers,
      payload: { user: c.id, class: cls.id },
    });
    expect(LivestreamSignup.parse(reply.json())).toMatchObject({
      user: c.id,
      class: cls.id,
      used_class_pass: pass.id,
      notification_email_sent: false,
      cancelled_at: 0,
    });
    expect(await classesLeft(pass.id)).toBe(1);
    const again = await t.app.inject({
      method: 'POST',
      url: '/class-livestream-signups',
      headers: c.headers,
      payload: { user: c.id, class: cls.id },
    });
    expect(LivestreamSignup.parse(again.json()).id).toBe(reply.json().id);
    const list = await t.app.inject({
      url: `/class-livestream-signups?user=${c.id}&populate[]=class`,
      headers: c.headers,
    });
    const row = z.array(LivestreamSignupStyleB).parse(list.json())[0]!;
    expect(row).toMatchObject({
      user_id: c.id,
      class_id: cls.id,
      client_id: studio.id,
      used_class_pass_id: pass.id,
      class: { id: cls.id },
    });
    expect(row).not.toHaveProperty('user');
    const flags = await t.app.inject({
      url: `/classes?id=${cls.id}&populate[]=user_can_sign_up_for_livestream&populate[]=user_can_sign_off_from_livestream&populate[]=user_can_sign_up_for_class`,
      headers: c.headers,
    });
    expect(ClassesResponse.parse(flags.json()).classes[0]).toMatchObject({
      user_is_signed_up_for_livestream: true,
      user_livestream_signup_id: row.id,
      user_can_sign_off_from_livestream: true,
      user_can_sign_up_for_livestream: false,
      user_can_sign_up_for_class: false,
      class_livestream_signoff_deadline_timestamp: expect.stringMatching(/^\d+$/),
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/class-livestream-signups/${row.id}`,
      headers: c.headers,
    });
    expect(del.body).toBe('OK');
    expect(await classesLeft(pass.id)).toBe(2);
  });

  test('refusals: no livestream access, started class, invalid params, someone else', async () => {
    const studio = await b.studio({ livestream_enabled: true });
    const cls = await b.class(studio, { livestream_enabled: true });
    const c = await b.customer(studio.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/class-livestream-signups',
      headers: c.headers,
      payload: { user: c.id, class: cls.id },
    });
    expect(refused.json()).toBe('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
    await b.membership(studio.id, c.id, [studio.classTypeId]);
    const started = await b.class(studio, { livestream_enabled: true, startsInMinutes: -5 });
    const late = await t.app.inject({
      method: 'POST',
      url: '/class-livestream-signups',
      headers: c.headers,
      payload: { user: c.id, class: started.id },
    });
    expect(late.json()).toBe('E_CLASS_HAS_STARTED');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/class-livestream-signups',
      headers: c.headers,
      payload: { user: c.id },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('E_MISSING_OR_INVALID_PARAMS');
    const ok = LivestreamSignup.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/class-livestream-signups',
          headers: c.headers,
          payload: { user: c.id, class: cls.id },
        })
      ).json(),
    );
    const other = await b.customer(studio.id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/class-livestream-signups/${ok.id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(403);
  });
});
