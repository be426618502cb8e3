/**
 * Issue 10 defect 4: a customer attends a class in the room or on the livestream, not both. Signed
 * up for the livestream, they can neither take a seat nor join the waiting list; with a seat they
 * cannot sign up for the livestream. The server's answers and the per-class flags agree.
 */
import { describe, expect, test } from 'vitest';
import { ClassesResponse } from '@studio/contract/classes';
import { LivestreamSignup } from '@studio/contract/class-signups';
import { useBookingApp } from '../../../test/booking-kit.ts';

const { t, b, post } = useBookingApp();

const flags = [
  'user_can_sign_up_for_class',
  'user_can_sign_up_for_waiting_list',
  'user_can_sign_up_for_livestream',
  'user_can_sign_up_for_number_of_seats',
];

async function flagsOf(c: { headers: Record<string, string> }, classId: number) {
  const reply = await t.app.inject({
    url: `/classes?id=${classId}${flags.map((k) => `&populate[]=${k}`).join('')}`,
    headers: c.headers,
  });
  return ClassesResponse.parse(reply.json()).classes[0]!;
}

async function streamer(seats: number) {
  const studio = await b.studio({
    livestream_enabled: true,
    customer_can_reserve_multiple_seats_for_class: true,
  });
  const cls = await b.class(studio, { seats, livestream_enabled: true });
  const c = await b.customer(studio.id);
  await b.membership(studio.id, c.id, [studio.classTypeId]);
  return { studio, cls, c };
}

describe('room or livestream', () => {
  test('on the livestream: no seat, no waiting list, and the flags say so', async () => {
    const { studio, cls, c } = await streamer(2);
    LivestreamSignup.parse(
      (await post(c, '/class-livestream-signups', { user: c.id, class: cls.id })).json(),
    );
    expect(await flagsOf(c, cls.id)).toMatchObject({
      user_can_sign_up_for_class: false,
      user_can_sign_up_for_number_of_seats: 0,
      user_can_sign_up_for_waiting_list: false,
    });
    expect((await post(c, '/class-signups', { user: c.id, class: cls.id })).json()).toBe(
      'E_ALREADY_SIGNED_UP',
    );
    expect(
      (
        await post(c, '/class-signups/change-count', { user: c.id, class: cls.id, count: 2 })
      ).json(),
    ).toBe('E_ALREADY_SIGNED_UP');
    // Fill the room: the waiting list is refused too.
    for (let i = 0; i < 2; i++) {
      const other = await b.customer(studio.id);
      await b.membership(studio.id, other.id, [studio.classTypeId]);
      await post(other, '/class-signups', { user: other.id, class: cls.id });
    }
    expect((await flagsOf(c, cls.id)).user_can_sign_up_for_waiting_list).toBe(false);
    expect(
      (await post(c, '/class-waiting-list-signups', { user: c.id, class: cls.id })).json(),
    ).toBe('E_ALREADY_SIGNED_UP');
  });

  test('with a seat: no livestream signup, and the flag says so', async () => {
    const { cls, c } = await streamer(5);
    await post(c, '/class-signups', { user: c.id, class: cls.id });
    expect((await flagsOf(c, cls.id)).user_can_sign_up_for_livestream).toBe(false);
    expect((await post(c, '/class-livestream-signups', { user: c.id, class: cls.id })).json()).toBe(
      'E_ALREADY_SIGNED_UP',
    );
  });
});
