import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AppointmentTimeslotList,
  AppointmentTypeList,
  UpcomingAppointmentTypeList,
} from '@studio/contract/appointments';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { users } from '../platform/db/schema.ts';
import { addDaysIso, copenhagenToday } from '../platform/lib/time.ts';
import { seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.db);
});
afterAll(() => t.close());

test('both demo studios offer three appointment types with two teachers’ weekly intervals', async () => {
  const fjord = (
    await t.db.select().from(users).where(eq(users.email, 'olivia@fjordpilates.dk'))
  )[0]!;
  for (const headers of [{}, { 'x-yogo-client-id': String(fjord.client_id) }]) {
    const populate = 'populate[]=valid_class_pass_types&populate[]=appointment_available_intervals';
    const types = AppointmentTypeList.parse(
      (await t.app.inject({ url: `/appointment-types?${populate}`, headers })).json(),
    );
    expect(types).toHaveLength(3);
    expect(types.map((type) => type.customer_point_of_payment)).toEqual([
      'outsideYogo',
      'in_app',
      'in_app',
    ]);
    expect(types.map((type) => type.direct_purchase_enabled)).toEqual([false, true, false]);
    expect(types[2]!.valid_class_pass_types).toEqual([
      { id: expect.any(Number), name: expect.stringMatching(/^10[- ]/) },
    ]);
    for (const type of types)
      expect(new Set(type.appointment_available_intervals!.map((i) => i.teacher_id)).size).toBe(2);

    const upcoming = UpcomingAppointmentTypeList.parse(
      (
        await t.app.inject({
          url: '/appointment-available-intervals/upcoming-appointment-types',
          headers,
        })
      ).json(),
    );
    expect(upcoming.map((u) => u.appointment_type_id)).toEqual(types.map((type) => type.id));
    expect(upcoming.every((u) => u.teacher_ids.length === 2)).toBe(true);

    // Two weeks from tomorrow hold every weekday of the intervals, whatever the classes.
    const from = addDaysIso(copenhagenToday(), 1);
    const slots = AppointmentTimeslotList.parse(
      (
        await t.app.inject({
          url: `/appointment-available-timeslots?start_date=${from}&end_date=${addDaysIso(from, 13)}&appointment_type_id=${types[1]!.id}`,
          headers,
        })
      ).json(),
    );
    expect(slots.length).toBeGreaterThan(0);
  }
});
