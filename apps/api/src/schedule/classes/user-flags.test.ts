import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ClassSignup } from '@studio/contract/class-signups';
import { ClassesResponse } from '@studio/contract/classes';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  bookingFactory,
  copenhagenIn,
  type BookingFactory,
} from '../../../test/booking-factory.ts';
import { classSignups, membershipPauses } from '../../platform/db/schema.ts';
import { useFixedClock } from '../../../test/clock.ts';

useFixedClock();

let t: TestApp;
let b: BookingFactory;
beforeAll(async () => {
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
});
afterAll(() => t.close());

const userKeys = [
  'user_can_sign_up_for_class',
  'user_can_sign_off_from_class',
  'user_can_sign_up_for_waiting_list',
  'user_can_sign_off_from_waiting_list',
  'user_can_sign_up_for_livestream',
  'user_can_sign_off_from_livestream',
  'user_can_start_livestream',
  'user_signup_count',
  'user_can_sign_up_for_number_of_seats',
  'user_active_invalid_memberships',
  'class_signoff_warning',
  'user_must_receive_warning_after_signoff_deadline',
  'capacity_text',
  'waiting_list_text',
];
const query = (date: string, keys: string[], extra = '') =>
  `/classes?startDate=${date}&endDate=${date}${keys.map((k) => `&populate[]=${k}`).join('')}${extra}`;

async function getOne(headers: Record<string, string>, date: string, keys: string[], id: number) {
  const reply = await t.app.inject({ url: query(date, keys), headers });
  expect(reply.statusCode).toBe(200);
  const found = ClassesResponse.parse(reply.json()).classes.find((c) => c.id === id);
  expect(found).toBeDefined();
  return found as Record<string, unknown>;
}
describe('GET /classes per-user flags', () => {
  test('anonymous: user booleans false, ids null, livestream_link false', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const c = await getOne(
      studio.headers,
      cls.date,
      [...userKeys, 'livestream_link', 'user_number_on_waiting_list'],
      cls.id,
    );
    expect(c).toMatchObject({
      user_can_sign_up_for_class: false,
      user_is_signed_up_for_class: false,
      user_signup_id: null,
      user_number_on_waiting_list: null,
      user_can_sign_up_for_number_of_seats: 0,
      user_active_invalid_memberships: [],
      livestream_link: false,
      class_accepts_customer_signups: true,
      class_is_fully_booked: false,
      signup_count: 0,
    });
  });

  test('user_can_sign_off_from_waiting_list brings the flag, the id and class_has_started', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const c = await b.customer(studio.id);
    const found = await getOne(
      c.headers,
      cls.date,
      ['user_can_sign_off_from_waiting_list'],
      cls.id,
    );
    expect(found).toMatchObject({
      user_can_sign_off_from_waiting_list: false,
      user_is_signed_up_for_waiting_list: false,
      user_waiting_list_signup_id: null,
      class_has_started: false,
    });
  });

  test('no access, then access, then signed up (with the late-cancel warning)', async () => {
    const studio = await b.studio({ no_show_fees_enabled: true, class_signoff_deadline: 1500 });
    const cls = await b.class(studio, { startsInMinutes: 3 * 24 * 60 });
    const c = await b.customer(studio.id);
    const none = await getOne(c.headers, cls.date, userKeys, cls.id);
    expect(none).toMatchObject({
      user_has_access_to_class: false,
      user_can_sign_up_for_class: false,
      user_can_sign_up_for_number_of_seats: 0,
    });
    await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 3 });
    const access = await getOne(c.headers, cls.date, userKeys, cls.id);
    expect(access).toMatchObject({
      user_has_access_to_class: true,
      user_can_sign_up_for_class: true,
      user_can_sign_up_for_number_of_seats: 1,
      class_signoff_warning: null,
    });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/class-signups',
      headers: c.headers,
      payload: { user: c.id, class: cls.id },
    });
    const booked = await getOne(c.headers, cls.date, userKeys, cls.id);
    expect(booked).toMatchObject({
      user_is_signed_up_for_class: true,
      user_signup_id: ClassSignup.parse(signup.json()).id,
      user_signup_count: 1,
      user_can_sign_up_for_class: false,
      user_can_sign_off_from_class: true,
      user_can_sign_up_for_number_of_seats: 0,
      signup_count: 1,
      capacity_text: '1/10',
      class_has_started: false,
      user_must_receive_warning_after_signoff_deadline: true,
      class_signoff_warning:
        'If you cancel later than 1 day and 1 hour before the class starts, the class will not be refunded to your class pass.',
    });
    expect(booked.class_signoff_deadline_timestamp).toMatch(/^\d+$/);
  });

  test('started, cancelled and full classes; sign-off deadline passed', async () => {
    const studio = await b.studio({
      calendar_capacity_info_format: 'number_of_available_seats',
      no_show_fees_enabled: true,
    });
    const c = await b.customer(studio.id);
    await b.membership(studio.id, c.id, [studio.classTypeId]);
    const started = await b.class(studio, { startsInMinutes: -10 });
    const s = await getOne(c.headers, started.date, userKeys, started.id);
    expect(s).toMatchObject({
      class_has_started: true,
      user_can_sign_up_for_class: false,
      capacity_text: '',
    });
    const cancelled = await b.class(studio, { cancelled: true });
    expect(await getOne(c.headers, cancelled.date, userKeys, cancelled.id)).toMatchObject({
      cancelled: true,
      user_can_sign_up_for_class: false,
      capacity_text: '',
    });
    const full = await b.class(studio, { seats: 2, startsInMinutes: 3 * 24 * 60 });
    const holder = await b.customer(studio.id);
    await t.db
      .insert(classSignups)
      .values({ client_id: studio.id, user_id: holder.id, class_id: full.id, count: 2 });
    expect(await getOne(c.headers, full.date, userKeys, full.id)).toMatchObject({
      class_is_fully_booked: true,
      signup_count: 2,
      capacity_text: 'Fully booked',
      user_can_sign_up_for_class: false,
      user_can_sign_up_for_waiting_list: true,
      waiting_list_text: '0 on waitlist',
    });
    const soon = await b.class(studio, { startsInMinutes: 30 });
    expect(
      await getOne(c.headers, soon.date, ['class_signoff_deadline_has_been_exceeded'], soon.id),
    ).toMatchObject({
      class_signoff_deadline_has_been_exceeded: true,
    });
  });

  test('locked class series: nobody books it alone except a series holder', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const holder = await b.customer(studio.id);
    const other = await b.customer(studio.id);
    await b.membership(studio.id, other.id, [studio.classTypeId]);
    const type = await b.classSeries(studio.id, [cls.id], true, holder.id);
    const keys = [
      'user_can_sign_up_for_class',
      'user_can_sign_up_for_class_locked_by_class_series',
      'class_series_types',
    ];
    const seen = await getOne(other.headers, cls.date, keys, cls.id);
    expect(seen).toMatchObject({
      class_is_part_of_locked_class_series_type: true,
      user_can_sign_up_for_class_locked_by_class_series: false,
      user_can_sign_up_for_class: false,
    });
    expect(seen.class_series_types).toEqual([
      expect.objectContaining({
        id: type.id,
        name: 'Beginners course',
        current_price: 900,
        is_available_for_purchase: true,
        customer_has_class_series_type: false,
        customer_can_buy_class_series_type: true,
      }),
    ]);
    expect(await getOne(holder.headers, cls.date, keys, cls.id)).toMatchObject({
      user_can_sign_up_for_class_locked_by_class_series: true,
    });
  });

  test('invalid memberships carry a localised reason: weekly cap, pause, ended', async () => {
    const studio = await b.studio();
    const c = await b.customer(studio.id);
    const membership = await b.membership(studio.id, c.id, [studio.classTypeId], {
      name: 'Basis',
      has_max_number_of_classes_per_week: true,
      max_number_of_classes_per_week: 1,
    });
    const first = await b.class(studio, { startsInMinutes: 60 });
    const second = await b.class(studio, { startsInMinutes: 120 });
    await t.db.insert(classSignups).values({
      client_id: studio.id,
      user_id: c.id,
      class_id: first.id,
      used_membership_id: membership.id,
    });
    const blocked = await getOne(c.headers, second.date, userKeys, second.id);
    expect(blocked.user_can_sign_up_for_class).toBe(false);
    expect(blocked.user_active_invalid_memberships).toEqual([
      expect.objectContaining({
        id: membership.id,
        reason_for_membership_not_valid: expect.objectContaining({
          localized_message:
            'Your membership Basis gives 1 classes a week, and you have used them all this week.',
        }),
      }),
    ]);
    const paused = await b.customer(studio.id);
    const pm = await b.membership(studio.id, paused.id, [studio.classTypeId], { name: 'Flex' });
    await t.db
      .insert(membershipPauses)
      .values({ client_id: studio.id, membership_id: pm.id, start_date: '2020-01-01' });
    const p = await getOne(paused.headers, second.date, userKeys, second.id);
    expect(
      (
        p.user_active_invalid_memberships as {
          reason_for_membership_not_valid: { localized_message: string };
        }[]
      )[0]!.reason_for_membership_not_valid.localized_message,
    ).toBe('Your membership Flex is paused on the date of this class.');
    const ending = await b.customer(studio.id);
    await b.membership(
      studio.id,
      ending.id,
      [studio.classTypeId],
      { name: 'Stop' },
      { status: 'cancelled_running', cancelled_from_date: copenhagenIn(0).date },
    );
    const e = await getOne(ending.headers, second.date, userKeys, second.id);
    expect(JSON.stringify(e.user_active_invalid_memberships)).toContain(
      'Your membership Stop ends on',
    );
  });

  test('texts follow the studio locale (da, nb)', async () => {
    for (const [locale, full, waitlist] of [
      ['da', 'Fuldt booket', '0 på venteliste'],
      ['nb', 'Fullbooket', '0 på venteliste'],
    ]) {
      const studio = await b.studio({
        locale,
        calendar_capacity_info_format: 'number_of_available_seats',
      });
      const cls = await b.class(studio, { seats: 2, startsInMinutes: 3 * 24 * 60 });
      const holder = await b.customer(studio.id);
      await t.db
        .insert(classSignups)
        .values({ client_id: studio.id, user_id: holder.id, class_id: cls.id, count: 2 });
      const c = await getOne(
        studio.headers,
        cls.date,
        ['capacity_text', 'waiting_list_text'],
        cls.id,
      );
      expect(c).toMatchObject({ capacity_text: full, waiting_list_text: waitlist });
    }
  });
});
