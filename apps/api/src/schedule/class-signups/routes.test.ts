import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { ClassSignup } from '@studio/contract/class-signups';
import { useBookingApp } from '../../../test/booking-kit.ts';

const { t, b, post, classesLeft, activeRows } = useBookingApp();

describe('POST /class-signups', () => {
  test('books a seat with a fixed-count pass and spends one class', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 3 });
    const reply = await post(c, '/class-signups', { user: c.id, class: cls.id });
    expect(reply.statusCode).toBe(200);
    expect(ClassSignup.parse(reply.json())).toMatchObject({
      client: studio.id,
      user: c.id,
      class: cls.id,
      used_membership: null,
      used_class_pass: pass.id,
      class_pass_seat_spent: true,
      cancelled_at: 0,
      late_cancel: false,
      count: 1,
      class_series: null,
    });
    expect(await classesLeft(pass.id)).toBe(2);
  });

  test('prefers a membership over a class pass', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 3 });
    const membership = await b.membership(studio.id, c.id, [studio.classTypeId]);
    const reply = await post(c, '/class-signups', { user: c.id, class: cls.id });
    expect(ClassSignup.parse(reply.json())).toMatchObject({
      used_membership: membership.id,
      used_class_pass: null,
      class_pass_seat_spent: false,
    });
    expect(await classesLeft(pass.id)).toBe(3);
  });

  test('prefers an unlimited pass, then the fixed-count pass that expires first', async () => {
    const studio = await b.studio();
    const c = await b.customer(studio.id);
    const late = await b.classPass(studio.id, c.id, [studio.classTypeId], {
      classes_left: 3,
      valid_until: '2099-01-01',
    });
    const early = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 3 });
    const first = await post(c, '/class-signups', {
      user: c.id,
      class: (await b.class(studio)).id,
    });
    expect(ClassSignup.parse(first.json()).used_class_pass).toBe(early.id);
    const unlimited = await b.classPass(studio.id, c.id, [studio.classTypeId], {
      pass_type: 'unlimited',
      classes_left: 0,
    });
    const second = await post(c, '/class-signups', {
      user: c.id,
      class: (await b.class(studio, { startsInMinutes: 3000 })).id,
    });
    expect(ClassSignup.parse(second.json())).toMatchObject({
      used_class_pass: unlimited.id,
      class_pass_seat_spent: false,
    });
    expect(await classesLeft(late.id)).toBe(3);
  });

  test('refuses in the contract order, legacy and extended, and changes nothing', async () => {
    const studio = await b.studio();
    const c = await b.customer(studio.id);
    const noAccess = await post(c, '/class-signups', {
      user: c.id,
      class: (await b.class(studio)).id,
    });
    expect(noAccess.json()).toBe('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
    await b.classPass(studio.id, c.id, [studio.classTypeId]);
    const cancelled = await b.class(studio, { cancelled: true });
    expect((await post(c, '/class-signups', { user: c.id, class: cancelled.id })).json()).toBe(
      'E_CLASS_CANCELLED',
    );
    const open = await b.class(studio, { seats: 0 });
    expect((await post(c, '/class-signups', { user: c.id, class: open.id })).json()).toBe(
      'E_CLASS_IS_FULL',
    );
    const started = await b.class(studio, { startsInMinutes: -30 });
    expect((await post(c, '/class-signups', { user: c.id, class: started.id })).json()).toBe(
      'E_CLASS_HAS_STARTED',
    );
    const privateSoon = await b.class(studio, { seats: 1, startsInMinutes: 60 });
    expect((await post(c, '/class-signups', { user: c.id, class: privateSoon.id })).json()).toBe(
      'E_SIGNUP_DEADLINE_HAS_BEEN_EXCEEDED',
    );
    const far = await b.class(studio, { startsInMinutes: 60 * 24 * 40 });
    expect((await post(c, '/class-signups', { user: c.id, class: far.id })).json()).toBe(
      'E_SIGNUP_NOT_OPEN_YET',
    );
    const multi = await b.class(studio);
    expect(
      (await post(c, '/class-signups', { user: c.id, class: multi.id, count: 2 })).json(),
    ).toBe('E_MULTIPLE_SEATS_NOT_ALLOWED');
    const notOpen = await post(
      c,
      '/class-signups',
      { user: c.id, class: far.id },
      { 'x-yogo-client-accepts-extended-error-format': '1' },
    );
    expect(notOpen.json().error).toMatchObject({
      type: 'signupNotOpenYet',
      localized_message: 'You can book at most 31 days before the class.',
    });
    const extended = await post(
      c,
      '/class-signups',
      { user: c.id, class: cancelled.id },
      { 'x-yogo-client-accepts-extended-error-format': '1' },
    );
    expect(extended.json()).toEqual({
      error: {
        type: 'classCancelled',
        localized_title: 'Class cancelled',
        localized_message: expect.any(String),
      },
    });
    for (const id of [cancelled.id, open.id, started.id, privateSoon.id, far.id, multi.id])
      expect(await activeRows(id)).toHaveLength(0);
  });

  test('a class of a locked series cannot be booked alone, except by a series holder', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const holder = await b.customer(studio.id);
    const other = await b.customer(studio.id);
    await b.classPass(studio.id, other.id, [studio.classTypeId]);
    await b.classSeries(studio.id, [cls.id], true, holder.id);
    expect((await post(other, '/class-signups', { user: other.id, class: cls.id })).json()).toBe(
      'E_CLASS_IS_LOCKED_BY_CLASS_SERIES',
    );
    const ok = await post(holder, '/class-signups', { user: holder.id, class: cls.id });
    expect(ClassSignup.parse(ok.json())).toMatchObject({
      class: cls.id,
      class_series: expect.any(Number),
    });
  });

  test('unknown, archived and other-studio classes: E_CLASS_NOT_FOUND', async () => {
    const studio = await b.studio();
    const otherStudio = await b.studio();
    const foreign = await b.class(otherStudio);
    const archived = await b.class(studio, { archived: true });
    const c = await b.customer(studio.id);
    await b.classPass(studio.id, c.id, [studio.classTypeId, otherStudio.classTypeId]);
    for (const id of [foreign.id, archived.id, 999999]) {
      expect((await post(c, '/class-signups', { user: c.id, class: id })).json()).toBe(
        'E_CLASS_NOT_FOUND',
      );
    }
    expect(await activeRows(foreign.id)).toHaveLength(0);
  });

  test('bad input: 403 for another user or no token, 400 for malformed JSON and wrong types', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const c = await b.customer(studio.id);
    const other = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId]);
    const someoneElse = await post(c, '/class-signups', { user: other.id, class: cls.id });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.body).toBe('Forbidden');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/class-signups',
      headers: studio.headers,
      payload: { user: c.id, class: cls.id },
    });
    expect(anonymous.statusCode).toBe(403);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/class-signups',
      headers: { ...c.headers, 'content-type': 'application/json' },
      payload: '{"user": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json()).toBe('string');
    const wrongType = await post(c, '/class-signups', { user: c.id, class: 'yoga' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('E_MISSING_OR_INVALID_PARAMS');
    expect(await activeRows(cls.id)).toHaveLength(0);
    expect(await classesLeft(pass.id)).toBe(10);
  });

  test('no token is 403 Forbidden before the body is looked at, on every signup endpoint', async () => {
    const studio = await b.studio();
    const calls = [
      ['POST', '/class-signups'],
      ['POST', '/class-signups/change-count'],
      ['POST', '/class-waiting-list-signups'],
      ['POST', '/class-livestream-signups'],
    ] as const;
    for (const [method, url] of calls) {
      for (const payload of [{}, { user: 'x', class: 'y' }]) {
        const reply = await t.app.inject({ method, url, headers: studio.headers, payload });
        expect([url, reply.statusCode, reply.body]).toEqual([url, 403, 'Forbidden']);
      }
    }
  });

  test('numeric strings are accepted as ids', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const c = await b.customer(studio.id);
    await b.membership(studio.id, c.id, [studio.classTypeId]);
    const reply = await post(c, '/class-signups', { user: String(c.id), class: String(cls.id) });
    expect(ClassSignup.parse(reply.json()).class).toBe(cls.id);
  });
});

describe('GET /class-signups', () => {
  test("lists the caller's own active signups with the populated class (style A)", async () => {
    const studio = await b.studio();
    const c = await b.customer(studio.id);
    await b.membership(studio.id, c.id, [studio.classTypeId]);
    const cls = await b.class(studio);
    await post(c, '/class-signups', { user: c.id, class: cls.id });
    const reply = await t.app.inject({
      url: `/class-signups?user=${c.id}&populate[]=class&populate[]=class.class_type`,
      headers: c.headers,
    });
    expect(z.array(ClassSignup).parse(reply.json())).toEqual([
      expect.objectContaining({
        user: c.id,
        class: expect.objectContaining({
          id: cls.id,
          client: studio.id,
          class_type: expect.objectContaining({ name: 'Hatha' }),
        }),
      }),
    ]);
    expect((await t.app.inject({ url: '/class-signups', headers: c.headers })).json()).toBe(
      'User or class must be specified',
    );
    const other = await b.customer(studio.id);
    expect(
      (await t.app.inject({ url: `/class-signups?user=${c.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
  });
});
