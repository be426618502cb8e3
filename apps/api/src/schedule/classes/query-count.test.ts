import { afterAll, beforeAll, expect, test } from 'vitest';
import { ClassesResponse } from '@studio/contract/classes';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory, type BookingFactory } from '../../../test/booking-factory.ts';
import { classSignups, classWaitingListSignups } from '../../platform/db/schema.ts';
import { mondayOf, plusDays } from '../access/clock.ts';
import { copenhagenIn } from '../../../test/booking-factory.ts';
import { useFixedClock } from '../../../test/clock.ts';

useFixedClock();

let t: TestApp;
let b: BookingFactory;
let statements = 0;
beforeAll(async () => {
  t = await createTestApp({ onQuery: () => void statements++ });
  b = bookingFactory(t.app, t.db, t.make);
});
afterAll(() => t.close());

const populate = [
  'class_type.image',
  'teachers.image',
  'room.branch',
  'capacity_text',
  'waiting_list_text',
  'user_can_sign_up_for_class',
  'user_can_sign_off_from_class',
  'user_can_sign_up_for_waiting_list',
  'user_can_sign_up_for_livestream',
  'user_number_on_waiting_list',
  'user_can_sign_up_for_number_of_seats',
  'user_active_invalid_memberships',
  'class_signoff_warning',
  'class_series_types',
  'user_can_sign_up_for_class_locked_by_class_series',
  'user_is_signed_up_for_class_with_class_series_name',
]
  .map((k) => `populate[]=${k}`)
  .join('&');

/** Statements of one GET /classes over a week holding `count` classes with signups and a series. */
async function statementsFor(count: number) {
  const studio = await b.studio({ no_show_fees_enabled: true });
  const monday = mondayOf(copenhagenIn(8 * 24 * 60).date);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const cls = await b.class(studio, {
      date: plusDays(monday, i % 7),
      start_time: `${String(8 + (i % 12)).padStart(2, '0')}:00`,
      end_time: '21:00',
    });
    ids.push(cls.id);
    if (i % 3 === 0) await b.teacher(studio.id, cls.id);
  }
  const c = await b.customer(studio.id);
  const membership = await b.membership(studio.id, c.id, [studio.classTypeId], {
    has_max_number_of_classes_per_week: true,
    max_number_of_classes_per_week: 3,
  });
  await b.classPass(studio.id, c.id, [studio.classTypeId]);
  await t.db.insert(classSignups).values(
    ids.slice(0, 3).map((class_id) => ({
      client_id: studio.id,
      user_id: c.id,
      class_id,
      used_membership_id: membership.id,
    })),
  );
  await t.db
    .insert(classWaitingListSignups)
    .values({ client_id: studio.id, user_id: c.id, class_id: ids[4]! });
  await b.classSeries(studio.id, ids.slice(5, 8), true);
  statements = 0;
  const reply = await t.app.inject({
    url: `/classes?startDate=${monday}&endDate=${plusDays(monday, 6)}&${populate}`,
    headers: c.headers,
  });
  expect(ClassesResponse.parse(reply.json()).classes).toHaveLength(count);
  return statements;
}

test('GET /classes sends as many SQL statements for 100 classes as for 10', async () => {
  const ten = await statementsFor(10);
  const hundred = await statementsFor(100);
  expect(ten).toBeLessThanOrEqual(16);
  expect(hundred).toBe(ten);
});
