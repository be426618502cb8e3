/**
 * Issue 10 defect 8: the studio's `livestream_enabled` setting switches livestreams off for every
 * class, whatever the class's own flag: no livestream signup, and the flags say false.
 */
import { expect, test } from 'vitest';
import { ClassesResponse } from '@studio/contract/classes';
import { useBookingApp } from '../../../test/booking-kit.ts';

const { t, b, post } = useBookingApp();

test('livestream off for the studio: no signups, flags false', async () => {
  const studio = await b.studio({ livestream_enabled: false });
  const cls = await b.class(studio, { livestream_enabled: true });
  const c = await b.customer(studio.id);
  await b.membership(studio.id, c.id, [studio.classTypeId]);
  const reply = await t.app.inject({
    url: `/classes?id=${cls.id}&populate[]=user_can_sign_up_for_livestream&populate[]=class_accepts_livestream_signups`,
    headers: c.headers,
  });
  expect(ClassesResponse.parse(reply.json()).classes[0]).toMatchObject({
    user_can_sign_up_for_livestream: false,
    class_accepts_livestream_signups: false,
  });
  expect((await post(c, '/class-livestream-signups', { user: c.id, class: cls.id })).json()).toBe(
    'E_CLASS_IS_FULL',
  );
});
