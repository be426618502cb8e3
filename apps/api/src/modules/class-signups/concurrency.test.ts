/** Done-means 4 of issue 2: a race for the last seats, and a double-clicked booking. */
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { classSignups } from '../../db/schema.ts';

const { t, b, post, classesLeft, activeRows } = useBookingApp();

describe('concurrency', () => {
  test('40 customers race for the last 10 seats: exactly 10 get one', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio, { seats: 10 });
    const customers = await Promise.all(Array.from({ length: 40 }, () => b.customer(studio.id)));
    await Promise.all(customers.map((c) => b.membership(studio.id, c.id, [studio.classTypeId])));
    const replies = await Promise.all(
      customers.map((c) => post(c, '/class-signups', { user: c.id, class: cls.id })),
    );
    const bodies = replies.map((r) => r.json());
    expect(bodies.filter((body) => body?.class === cls.id)).toHaveLength(10);
    expect(bodies.filter((body) => body === 'E_CLASS_IS_FULL')).toHaveLength(30);
    const list = await t.app.inject({
      url: `/classes?id=${cls.id}&populate[]=signup_count`,
      headers: studio.headers,
    });
    expect(list.json().classes[0].signup_count).toBe(10);
  });

  test('a double-clicked booking books once; a later duplicate hears E_ALREADY_SIGNED_UP', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 5 });
    const [one, two] = await Promise.all(
      [0, 1].map(() => post(c, '/class-signups', { user: c.id, class: cls.id })),
    );
    expect(one!.json().id).toBe(two!.json().id);
    expect(await activeRows(cls.id)).toHaveLength(1);
    expect(await classesLeft(pass.id)).toBe(4);
    await t.db
      .update(classSignups)
      .set({ createdAt: Date.now() - 60_000 })
      .where(eq(classSignups.class_id, cls.id));
    expect((await post(c, '/class-signups', { user: c.id, class: cls.id })).json()).toBe(
      'E_ALREADY_SIGNED_UP',
    );
  });
});
