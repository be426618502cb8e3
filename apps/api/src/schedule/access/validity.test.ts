/**
 * Issue 10 defect 6: a membership or class pass gives no access before its `start_date`, and a
 * membership whose `paid_until` is in the past (payment overdue) gives none for classes after it
 * (rule in ../signups/README.md). What GET /classes promises and what POST /class-signups does agree.
 */
import { describe, expect, test } from 'vitest';
import { ClassesResponse } from '@studio/contract/classes';
import { ClassSignup } from '@studio/contract/class-signups';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { copenhagenIn } from '../../../test/booking-factory.ts';
import { eq } from 'drizzle-orm';
import { classPasses } from '../../platform/db/schema.ts';
import { plusDays } from './clock.ts';

const { t, b, post } = useBookingApp();
const today = () => copenhagenIn(0).date;

/** The flag GET /classes shows and what POST /class-signups answers, for one fresh class. */
async function tryToBook(
  holding: (studio: Awaited<ReturnType<typeof b.studio>>, userId: number) => Promise<unknown>,
  startsInDays = 3,
) {
  const studio = await b.studio();
  const cls = await b.class(studio, { startsInMinutes: startsInDays * 24 * 60 });
  const c = await b.customer(studio.id);
  await holding(studio, c.id);
  const list = await t.app.inject({
    url: `/classes?id=${cls.id}&populate[]=user_can_sign_up_for_class`,
    headers: c.headers,
  });
  const flag = ClassesResponse.parse(list.json()).classes[0]!.user_can_sign_up_for_class;
  const reply = (await post(c, '/class-signups', { user: c.id, class: cls.id })).json();
  const booked = ClassSignup.safeParse(reply).success;
  return { flag, answer: booked ? 'booked' : reply };
}

const NO_ACCESS = 'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP';

describe('start dates and paid_until', () => {
  test('a membership starting after the class gives no access; from its start it does', async () => {
    const later = (days: number) => (s: { id: number; classTypeId: number }, id: number) =>
      b.membership(s.id, id, [s.classTypeId], {}, { start_date: plusDays(today(), days) });
    expect(await tryToBook(later(4))).toEqual({ flag: false, answer: NO_ACCESS });
    expect(await tryToBook(later(3))).toEqual({ flag: true, answer: 'booked' });
  });

  test('a class pass starting after the class gives no access', async () => {
    const pass = (days: number) => async (s: { id: number; classTypeId: number }, id: number) => {
      const p = await b.classPass(s.id, id, [s.classTypeId]);
      await t.db
        .update(classPasses)
        .set({ start_date: plusDays(today(), days) })
        .where(eq(classPasses.id, p.id));
    };
    expect(await tryToBook(pass(4))).toEqual({ flag: false, answer: NO_ACCESS });
    expect(await tryToBook(pass(3))).toEqual({ flag: true, answer: 'booked' });
  });

  test('paid_until in the past: no access after it; paid up to today: renewal is expected', async () => {
    const paidUntil = (days: number) => (s: { id: number; classTypeId: number }, id: number) =>
      b.membership(s.id, id, [s.classTypeId], {}, { paid_until: plusDays(today(), days) });
    expect(await tryToBook(paidUntil(-1))).toEqual({ flag: false, answer: NO_ACCESS });
    expect(await tryToBook(paidUntil(0))).toEqual({ flag: true, answer: 'booked' });
  });
});
