/**
 * Races for seats (issue 2 done-means 4; issue 10 defect 20). The races run on PostgreSQL only
 * (`describeRaces`): PGlite serialises transactions, so there they would pass with the class row
 * lock removed. Each was checked to fail with the `FOR UPDATE` of `lockClass` taken out.
 */
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { eq } from 'drizzle-orm';
import { ClassSignup } from '@studio/contract/class-signups';
import { ClassesResponse } from '@studio/contract/classes';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { describeRaces } from '../../../test/postgres-races.ts';
import { classSignups } from '../../platform/db/schema.ts';

/** A signup answer: the signup, or a legacy refusal string (CONTRACT §1.5, §5). */
const SignupOrRefusal = z.union([ClassSignup, z.string()]);
const signupOf = (body: z.infer<typeof SignupOrRefusal>) =>
  typeof body === 'string' ? null : body;

const { t, b, post, classesLeft, activeRows } = useBookingApp();

/** Seats the class's signups hold, as GET /classes tells everyone (sum of count, decision 2). */
async function signupCount(studio: { headers: Record<string, string> }, classId: number) {
  const list = await t.app.inject({
    url: `/classes?id=${classId}&populate[]=signup_count`,
    headers: studio.headers,
  });
  return ClassesResponse.parse(list.json()).classes[0]!.signup_count;
}

async function raceStudio(seats: number, racers: number) {
  const studio = await b.studio({ customer_can_reserve_multiple_seats_for_class: true });
  const cls = await b.class(studio, { seats });
  const customers = await Promise.all(Array.from({ length: racers }, () => b.customer(studio.id)));
  await Promise.all(customers.map((c) => b.membership(studio.id, c.id, [studio.classTypeId])));
  return { studio, cls, customers };
}

describeRaces('races for seats', () => {
  test('40 customers race for the last 10 seats: exactly 10 get one', async () => {
    const { studio, cls, customers } = await raceStudio(10, 40);
    const replies = await Promise.all(
      customers.map((c) => post(c, '/class-signups', { user: c.id, class: cls.id })),
    );
    const bodies = replies.map((r) => SignupOrRefusal.parse(r.json()));
    expect(bodies.filter((body) => signupOf(body)?.class === cls.id)).toHaveLength(10);
    expect(bodies.filter((body) => body === 'E_CLASS_IS_FULL')).toHaveLength(30);
    expect(await signupCount(studio, cls.id)).toBe(10);
  });

  test('12 customers ask for 3 seats each of 7: two get them, the seventh seat stays free', async () => {
    const { studio, cls, customers } = await raceStudio(7, 12);
    const replies = await Promise.all(
      customers.map((c) => post(c, '/class-signups', { user: c.id, class: cls.id, count: 3 })),
    );
    const bodies = replies.map((r) => SignupOrRefusal.parse(r.json()));
    const won = bodies.flatMap((body) => {
      const signup = signupOf(body);
      return signup?.class === cls.id ? [signup] : [];
    });
    expect(won.map((s) => s.count)).toEqual([3, 3]);
    expect(bodies.filter((body) => body === 'E_CLASS_IS_FULL')).toHaveLength(10);
    expect(await signupCount(studio, cls.id)).toBe(6);
  });

  test('five holders of one seat raise to 3 at once with 5 seats free: two can', async () => {
    const { studio, cls, customers } = await raceStudio(10, 5);
    for (const c of customers) await post(c, '/class-signups', { user: c.id, class: cls.id });
    const replies = await Promise.all(
      customers.map((c) =>
        post(c, '/class-signups/change-count', { user: c.id, class: cls.id, count: 3 }),
      ),
    );
    const bodies = replies.map((r) => SignupOrRefusal.parse(r.json()));
    expect(bodies.filter((body) => signupOf(body)?.count === 3)).toHaveLength(2);
    expect(bodies.filter((body) => body === 'E_CLASS_IS_FULL')).toHaveLength(3);
    expect(await signupCount(studio, cls.id)).toBe(9);
    expect((await activeRows(cls.id)).map((row) => row.count).sort()).toEqual([1, 1, 1, 3, 3]);
  });
});

describe('double submits', () => {
  test('a double-clicked booking books once; a later duplicate hears E_ALREADY_SIGNED_UP', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const c = await b.customer(studio.id);
    const pass = await b.classPass(studio.id, c.id, [studio.classTypeId], { classes_left: 5 });
    const [one, two] = await Promise.all(
      [0, 1].map(() => post(c, '/class-signups', { user: c.id, class: cls.id })),
    );
    expect(ClassSignup.parse(one!.json()).id).toBe(ClassSignup.parse(two!.json()).id);
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
