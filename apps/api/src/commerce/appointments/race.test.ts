/**
 * Races for appointment slots (issue 24 "no slot is ever sold twice"), on PostgreSQL only
 * (`describeRaces`: PGlite serialises transactions, so there they would prove nothing). The slot
 * race is held by the teacher's lock with the unique index behind it; the customer's two
 * overlapping requests with two teachers only by the customer's row lock (no index covers it).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { describeRaces } from '../../../test/postgres-races.ts';
import { appointments } from '../../platform/db/schema.ts';
import { appointmentFactory } from '../../catalogue/appointment-types/test-appointments.ts';

useFixedClock(); // Wed 2026-05-06 10:00 in Copenhagen; intervals are Mondays 09–12

let t: TestApp;
let ap: ReturnType<typeof appointmentFactory>;
beforeAll(async () => {
  t = await createTestApp();
  ap = appointmentFactory(t.db);
});
afterAll(() => t.close());

const MONDAY = '2026-05-11';

async function paidOutsideStudio(teacherCount: number) {
  const s = await t.make.studio();
  const type = await ap.type(s.id, { customer_point_of_payment: 'outsideYogo' });
  const teachers = [];
  for (let i = 0; i < teacherCount; i++) {
    const teacher = await t.make.teacher(s);
    await ap.interval(s.id, type.id, { teacher_id: teacher.id, branch_id: s.branchId });
    teachers.push(teacher);
  }
  return { s, type, teachers };
}

const book = (
  who: { id: number; headers: Record<string, string> },
  body: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'POST',
    url: '/appointments',
    headers: who.headers,
    payload: { date: MONDAY, customer_id: who.id, paymentOption: 'outsideYogo', ...body },
  });

describeRaces('races for appointment slots', () => {
  test('20 customers ask for the same slot at once: exactly 1 appointment', async () => {
    const { s, type, teachers } = await paidOutsideStudio(1);
    const customers = await Promise.all(Array.from({ length: 20 }, () => t.make.customer(s)));
    const replies = await Promise.all(
      customers.map((c) =>
        book(c, { appointment_type_id: type.id, teacher_id: teachers[0]!.id, start_time: '10:00' }),
      ),
    );
    const booked = replies.filter((r) => typeof r.json() === 'object');
    expect(booked).toHaveLength(1);
    expect(replies.map((r) => r.json()).filter((b) => typeof b === 'string')).toEqual(
      Array(19).fill('E_APPOINTMENT_TIMESLOT_UNAVAILABLE'),
    );
    const rows = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.client_id, s.id), eq(appointments.cancelled_at, 0)));
    expect(rows).toHaveLength(1);
  });

  test('one customer asks for two overlapping slots with two teachers at once: 1 appointment', async () => {
    const { s, type, teachers } = await paidOutsideStudio(2);
    const customer = await t.make.customer(s);
    for (let round = 0; round < 5; round++) {
      const start = `${String(9 + (round % 3)).padStart(2, '0')}:00`;
      const date = ['2026-05-11', '2026-05-18', '2026-05-25', '2026-06-01', '2026-06-08'][round]!;
      const replies = await Promise.all(
        teachers.map((teacher) =>
          book(customer, {
            date,
            appointment_type_id: type.id,
            teacher_id: teacher.id,
            start_time: start,
          }),
        ),
      );
      expect(replies.filter((r) => typeof r.json() === 'object')).toHaveLength(1);
      expect(replies.map((r) => r.json())).toContain('E_APPOINTMENT_OVERLAPS');
    }
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.customer_id, customer.id));
    expect(rows).toHaveLength(5);
  });
});
