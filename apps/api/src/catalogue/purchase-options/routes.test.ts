import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PurchaseOptions } from '@studio/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory, type BookingFactory } from '../../../test/booking-factory.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { memberships } from '../../platform/db/schema.ts';
import { catalogueFactory } from '../membership-types/test-catalogue.ts';

useFixedClock();

let t: TestApp;
let b: BookingFactory;
let cat: ReturnType<typeof catalogueFactory>;
beforeAll(async () => {
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
  cat = catalogueFactory(t.db);
});
afterAll(() => t.close());

async function shop(settings: Record<string, unknown> = {}) {
  const studio = await b.studio(settings);
  const ct = studio.classTypeId;
  const two = await cat.passType(
    studio.id,
    { name: '2-class pass', number_of_classes: 2, price: '300' },
    [ct],
  );
  const stream = await cat.passType(studio.id, { name: 'Stream 10' }, [ct], true);
  await cat.passType(studio.id, { name: 'Not for sale', for_sale: false }, [ct]);
  await cat.passType(studio.id, { name: 'Archived', archived: true }, [ct]);
  await cat.passType(studio.id, { name: 'Other type' });
  const intro = await cat.passType(
    studio.id,
    { name: 'Intro', price: '0', limited_number_per_customer: true, max_number_per_customer: 1 },
    [ct],
  );
  const { type: monthly } = await cat.membershipType(studio.id, {
    values: { name: 'Monthly' },
    options: [
      { name: '1 month', months: 1, amount: '499' },
      { name: 'Old', months: 1, amount: '399', for_sale: false },
    ],
    classTypeIds: [ct],
    campaign: { reduced_price: '99' },
  });
  await cat.membershipType(studio.id, {
    values: { name: 'No options' },
    options: [{ name: 'Old', months: 1, amount: '1', for_sale: false }],
    classTypeIds: [ct],
  });
  return { studio, two, stream, intro, monthly };
}

const ask = (
  c: { id: number; headers: Record<string, string> },
  classTypeId: number,
  body: object,
) =>
  t.app.inject({
    method: 'POST',
    url: `/class-types/${classTypeId}/purchase-options`,
    headers: c.headers,
    payload: { user: c.id, ...body },
  });

describe('POST /class-types/{id}/purchase-options', () => {
  test('lists the passes and memberships that give the class type, for sale and buyable', async () => {
    const s = await shop();
    const c = await b.customer(s.studio.id);
    const reply = await ask(c, s.studio.classTypeId, {
      attendanceType: 'class',
      requiredNumberOfSeats: 1,
    });
    const options = PurchaseOptions.parse(reply.json());
    expect(options.classPassTypes.map((p) => p.name)).toEqual([
      '2-class pass',
      'Stream 10',
      'Intro',
    ]);
    expect(options.membershipTypes.map((m) => m.name)).toEqual(['Monthly']);
    expect(options.membershipTypes[0]).toMatchObject({
      userIsEligibleForCampaign: true,
      active_campaign: { reduced_price: 99 },
    });
    expect(options.membershipTypes[0]!.payment_options!.map((o) => o.nameThatUserSees)).toEqual([
      '1 month - Summer offer',
    ]);
    const live = PurchaseOptions.parse(
      (await ask(c, s.studio.classTypeId, { attendanceType: 'class_livestream' })).json(),
    );
    expect(live.classPassTypes.map((p) => p.name)).toEqual(['Stream 10']);
    expect(live.membershipTypes).toEqual([]);
  });

  test('a held membership, a used-up intro pass and several seats without the setting leave them out', async () => {
    const s = await shop();
    const c = await b.customer(s.studio.id);
    await t.db.insert(memberships).values({
      client_id: s.studio.id,
      user_id: c.id,
      membership_type_id: s.monthly.id,
      start_date: '2026-01-01',
      paid_until: '2026-06-01',
    });
    await t.app.inject({
      method: 'POST',
      url: '/class-passes',
      headers: c.headers,
      payload: { user: c.id, class_pass_type: s.intro.id },
    });
    const held = PurchaseOptions.parse(
      (await ask(c, s.studio.classTypeId, { attendanceType: 'class' })).json(),
    );
    expect(held.membershipTypes).toEqual([]);
    expect(held.classPassTypes.map((p) => p.name)).toEqual(['2-class pass', 'Stream 10']);

    const d = await b.customer(s.studio.id);
    const seats = PurchaseOptions.parse(
      (
        await ask(d, s.studio.classTypeId, { attendanceType: 'class', requiredNumberOfSeats: 3 })
      ).json(),
    );
    expect(seats.membershipTypes).toEqual([]);
    expect(seats.classPassTypes.map((p) => p.name)).toContain('2-class pass');
    const multi = await shop({ customer_can_reserve_multiple_seats_for_class: true });
    const e = await b.customer(multi.studio.id);
    const allowed = PurchaseOptions.parse(
      (
        await ask(e, multi.studio.classTypeId, {
          attendanceType: 'class',
          requiredNumberOfSeats: 3,
        })
      ).json(),
    );
    expect(allowed.membershipTypes.map((m) => m.name)).toEqual(['Monthly']);
  });

  test('another studio’s class type is 404, another user 403, bad input 400', async () => {
    const s = await shop();
    const other = await b.studio();
    const c = await b.customer(s.studio.id);
    const d = await b.customer(s.studio.id);
    const foreign = await ask(c, other.classTypeId, { attendanceType: 'class' });
    expect([foreign.statusCode, foreign.body]).toEqual([404, 'Not Found']);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/class-types/${s.studio.classTypeId}/purchase-options`,
      headers: c.headers,
      payload: { user: d.id, attendanceType: 'class' },
    });
    expect(theirs.statusCode).toBe(403);
    const bad = await ask(c, s.studio.classTypeId, {
      attendanceType: 'dance',
      requiredNumberOfSeats: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('E_MISSING_OR_INVALID_PARAMS');
  });
});
