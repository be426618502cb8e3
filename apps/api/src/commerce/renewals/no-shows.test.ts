/**
 * The no-show fee job (issue 12 "No-show fees"): a signup neither checked in nor cancelled, in a
 * class that has ended, costs a membership the studio's fee, once, only when the studio applies
 * fees automatically.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory } from '../../../test/booking-factory.ts';
import { classSignups, noShowFees } from '../../platform/db/schema.ts';
import { chargeNoShows } from './no-shows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function studioWithSignups(settings: Record<string, unknown>) {
  const b = bookingFactory(t.app, t.db, t.make);
  const studio = await b.studio({ no_show_fees_enabled: true, ...settings });
  const ended = await b.class(studio, { startsInMinutes: -180 });
  const running = await b.class(studio, { startsInMinutes: -30 });
  const signup = async (classId: number, checkedIn = 0) => {
    const c = await b.customer(studio.id);
    const m = await b.membership(studio.id, c.id, [studio.classTypeId]);
    const [row] = await t.db
      .insert(classSignups)
      .values({
        client_id: studio.id,
        user_id: c.id,
        class_id: classId,
        used_membership_id: m.id,
        checked_in: checkedIn,
      })
      .returning();
    return row!;
  };
  return {
    noShow: await signup(ended.id),
    checkedIn: await signup(ended.id, Date.now()),
    notEnded: await signup(running.id),
  };
}

const feesOf = (signupIds: number[]) =>
  t.db.select().from(noShowFees).where(inArray(noShowFees.class_signup_id, signupIds));

test('a no-show in an ended class costs the membership fee once; attended and running classes cost nothing', async () => {
  const s = await studioWithSignups({
    no_show_fees_apply_method: 'auto',
    no_show_membership_fee_amount: 45,
  });
  await chargeNoShows(t.db);
  await chargeNoShows(t.db);
  const fees = await feesOf([s.noShow.id, s.checkedIn.id, s.notEnded.id]);
  expect(fees).toHaveLength(1);
  expect(fees[0]).toMatchObject({
    class_signup_id: s.noShow.id,
    membership_id: s.noShow.used_membership_id,
    amount: '45.00',
    reason: 'no_show',
    paid_with_order_id: null,
  });
  const [flagged] = await t.db.select().from(classSignups).where(eq(classSignups.id, s.noShow.id));
  expect(flagged!.no_show_fee_applied).toBe(true);
});

test('a studio that applies no-show fees by hand gets none from the job', async () => {
  const s = await studioWithSignups({ no_show_fees_apply_method: 'manual' });
  await chargeNoShows(t.db);
  expect(await feesOf([s.noShow.id])).toEqual([]);
});
