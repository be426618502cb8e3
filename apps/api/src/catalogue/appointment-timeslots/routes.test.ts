import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AppointmentTimeslotCheck,
  AppointmentTimeslotList,
  UpcomingAppointmentTypeList,
} from '@studio/contract/appointments';
import { InvalidParamsBody } from '@studio/contract/errors';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import type { TestStudio } from '../../../test/factory.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { branches } from '../../platform/db/schema.ts';
import { appointmentFactory } from '../appointment-types/test-appointments.ts';

useFixedClock(); // now is Wed 2026-05-06 10:00 in Copenhagen (08:00Z)

let t: TestApp;
let ap: ReturnType<typeof appointmentFactory>;
beforeAll(async () => {
  t = await createTestApp();
  ap = appointmentFactory(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

/**
 * A studio with two branches, teachers A (branch 1: Mondays 09–12, and today only 09–12) and B
 * (branch 2: Mondays 09–11), a 60-minute type, and on Mon 11 May: A's class 10–11, a cancelled
 * class of A 11–12, B's appointment 09–10 and a cancelled one 10–11.
 */
async function bookedStudio() {
  const studio = await t.make.studio();
  const [second] = await t.db
    .insert(branches)
    .values({ client_id: studio.id, name: 'Second', sort: 1 })
    .returning();
  const a = await t.make.teacher(studio, { first_name: 'Anna' });
  const b = await t.make.teacher(studio, { first_name: 'Bo' });
  const customer = await t.make.customer(studio);
  const type = await ap.type(studio.id);
  const b1 = studio.branchId;
  const b2 = second!.id;
  await ap.interval(studio.id, type.id, { teacher_id: a.id, branch_id: b1 });
  await ap.interval(studio.id, type.id, { teacher_id: b.id, branch_id: b2, end_time: '11:00' });
  await ap.interval(studio.id, type.id, {
    teacher_id: a.id,
    branch_id: b1,
    weekday: 2,
    valid_from: '2026-05-06',
    valid_until: '2026-05-06',
  });
  const classType = await t.make.classType(studio);
  const day = { class_type_id: classType.id, date: '2026-05-11' };
  await t.make.class(studio, { ...day, start_time: '10:00', end_time: '11:00' }, [a.id]);
  await t.make.class(studio, { ...day, start_time: '11:00', end_time: '12:00', cancelled: true }, [
    a.id,
  ]);
  const booked = { appointment_type_id: type.id, customer_id: customer.id, teacher_id: b.id };
  await ap.appointment(studio.id, {
    ...booked,
    branch_id: b2,
    date: '2026-05-11',
    start_time: '09:00',
    end_time: '10:00',
  });
  await ap.appointment(studio.id, {
    ...booked,
    branch_id: b2,
    date: '2026-05-11',
    start_time: '10:00',
    end_time: '11:00',
    cancelled_at: Date.parse('2026-05-01T10:00:00Z'),
  });
  return { studio, a: a.id, b: b.id, b1, b2, type: type.id };
}

let s: Awaited<ReturnType<typeof bookedStudio>>;
beforeAll(async () => {
  s = await bookedStudio();
});

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
const slotsUrl = (params: Record<string, string | number>) =>
  `/appointment-available-timeslots?${query(params)}`;

describe('GET /appointment-available-timeslots', () => {
  test('the intervals minus classes, live appointments and the past, by date and time', async () => {
    const reply = await get(
      slotsUrl({ start_date: '2026-05-04', end_date: '2026-05-11', appointment_type_id: s.type }),
      s.studio.headers,
    );
    expect(reply.statusCode).toBe(200);
    const slots = AppointmentTimeslotList.parse(reply.json());
    const line = (x: (typeof slots)[number]) =>
      `${x.date} ${x.start_time}-${x.end_time} ${x.teacher_id === s.a ? 'A' : 'B'} ${x.branch_id === s.b1 ? 'b1' : 'b2'}`;
    expect(slots.map(line)).toEqual([
      // Today: 09:00 is past, 10:00 starts now.
      '2026-05-06 11:00:00-12:00:00 A b1',
      '2026-05-11 09:00:00-10:00:00 A b1',
      // A's 10:00 is their class; B's 09:00 their appointment (the cancelled ones do not count).
      '2026-05-11 10:00:00-11:00:00 B b2',
      '2026-05-11 11:00:00-12:00:00 A b1',
    ]);

    const onlyB = AppointmentTimeslotList.parse(
      (
        await get(
          slotsUrl({
            start_date: '2026-05-11',
            end_date: '2026-05-11',
            appointment_type_id: s.type,
            teacher_id: s.b,
          }),
          s.studio.headers,
        )
      ).json(),
    );
    expect(onlyB).toEqual([
      {
        date: '2026-05-11',
        start_time: '10:00:00',
        end_time: '11:00:00',
        teacher_id: s.b,
        branch_id: s.b2,
      },
    ]);
    const atB1 = AppointmentTimeslotList.parse(
      (
        await get(
          slotsUrl({
            start_date: '2026-05-11',
            end_date: '2026-05-11',
            appointment_type_id: s.type,
            branch_id: s.b1,
          }),
          s.studio.headers,
        )
      ).json(),
    );
    expect(atB1.map((x) => x.start_time)).toEqual(['09:00:00', '11:00:00']);
  });

  test('an archived type, another studio’s type or a type without intervals has no slots', async () => {
    const archived = await ap.type(s.studio.id, { archived: true });
    await ap.interval(s.studio.id, archived.id, { teacher_id: s.a, branch_id: s.b1 });
    const other = await t.make.studio();
    const range = { start_date: '2026-05-04', end_date: '2026-05-31' };
    for (const [id, headers] of [
      [archived.id, s.studio.headers],
      [s.type, other.headers],
      [(await ap.type(s.studio.id)).id, s.studio.headers],
    ] as const) {
      const reply = await get(slotsUrl({ ...range, appointment_type_id: id }), headers);
      expect([reply.statusCode, reply.json()]).toEqual([200, []]);
    }
  });
});

describe('GET /appointment-available-timeslots/check', () => {
  test('answers whether one slot is still free', async () => {
    const check = async (params: Record<string, string | number>) => {
      const reply = await get(
        `/appointment-available-timeslots/check?${query({
          date: '2026-05-11',
          appointment_type_id: s.type,
          ...params,
        })}`,
        s.studio.headers,
      );
      expect(reply.statusCode).toBe(200);
      return AppointmentTimeslotCheck.parse(reply.json()).available;
    };
    const a = { teacher_id: s.a, branch_id: s.b1 };
    const b = { teacher_id: s.b, branch_id: s.b2 };
    expect(await check({ ...a, start_time: '09:00:00' })).toBe(true);
    expect(await check({ ...a, start_time: '10:00:00' })).toBe(false); // A's class
    expect(await check({ ...a, start_time: '11:00' })).toBe(true); // HH:mm is read too
    expect(await check({ ...b, start_time: '09:00:00' })).toBe(false); // B's appointment
    expect(await check({ ...b, start_time: '10:00:00' })).toBe(true);
    expect(await check({ ...a, start_time: '09:30:00' })).toBe(false); // not a slot start
    expect(await check({ teacher_id: s.a, branch_id: s.b2, start_time: '09:00:00' })).toBe(false);
    expect(await check({ date: '2026-05-06', ...a, start_time: '09:00:00' })).toBe(false); // past
  });
});

describe('GET /appointment-available-intervals/upcoming-appointment-types', () => {
  test('the types offered within the lookahead, with their teachers and branches', async () => {
    const studio = await t.make.studio();
    const a = await t.make.teacher(studio, { first_name: 'Anna', last_name: 'Holm' });
    const gone = await t.make.teacher(studio, { archived: true });
    const offered = await ap.type(studio.id);
    const ended = await ap.type(studio.id);
    const archived = await ap.type(studio.id, { archived: true });
    const teacherGone = await ap.type(studio.id);
    const tooFar = await ap.type(studio.id);
    const at = { teacher_id: a.id, branch_id: studio.branchId };
    await ap.interval(studio.id, offered.id, { ...at, weekday: 3 });
    await ap.interval(studio.id, ended.id, { ...at, valid_until: '2026-05-05' });
    await ap.interval(studio.id, archived.id, at);
    await ap.interval(studio.id, teacherGone.id, { ...at, teacher_id: gone.id });
    // Today + 355 days is Mon 26 Apr 2027.
    await ap.interval(studio.id, tooFar.id, { ...at, valid_from: '2027-04-27' });

    const reply = await get(
      '/appointment-available-intervals/upcoming-appointment-types',
      studio.headers,
    );
    expect(reply.statusCode).toBe(200);
    expect(UpcomingAppointmentTypeList.parse(reply.json())).toEqual([
      {
        appointment_type_id: offered.id,
        teacher_ids: [a.id],
        branch_ids: [studio.branchId],
        teachers: [
          {
            id: a.id,
            first_name: 'Anna',
            last_name: 'Holm',
            teacher_description: '',
            image_id: null,
          },
        ],
        branches: [{ id: studio.branchId, name: 'Main' }],
        offers: [{ teacher_id: a.id, branch_id: studio.branchId }],
      },
    ]);
  });
});

describe('bad queries', () => {
  const count = async (studio: TestStudio) => {
    const { rows } = (await t.db.execute(
      sql`select (select count(*) from appointments where client_id = ${studio.id}) as a,
                 (select count(*) from appointment_available_intervals where client_id = ${studio.id}) as i`,
    )) as unknown as { rows: { a: string | number; i: string | number }[] };
    return rows.map((row) => [Number(row.a), Number(row.i)]);
  };

  test('a missing or malformed parameter is the usual 400 and changes nothing', async () => {
    const before = await count(s.studio);
    const invalid = [
      slotsUrl({ start_date: '2026-05-04', end_date: '2026-05-11' }),
      slotsUrl({ start_date: '2026-02-30', end_date: '2026-05-11', appointment_type_id: s.type }),
      slotsUrl({ start_date: '2026-05-04', end_date: '2026-05-11', appointment_type_id: 'x' }),
      slotsUrl({
        start_date: '2026-05-04',
        end_date: '2026-05-11',
        appointment_type_id: s.type,
        teacher_id: '-1',
      }),
      `/appointment-available-timeslots/check?date=2026-05-11&appointment_type_id=${s.type}&start_time=25:00`,
      `/appointment-available-timeslots/check?appointment_type_id=${s.type}&start_time=10:00`,
    ];
    for (const url of invalid) {
      const reply = await get(url, s.studio.headers);
      expect(reply.statusCode, url).toBe(400);
      expect(InvalidParamsBody.parse(reply.json()).code).toBe('E_MISSING_OR_INVALID_PARAMS');
    }
    const ranges: [string, string, string][] = [
      ['2016-12-31', '2017-01-05', 'start_date must be in 2017 or later'],
      ['2026-05-11', '2026-05-10', 'end_date must be the same as or after start_date'],
      ['2026-05-06', '2027-05-06', 'Date range can not be longer than one year'],
    ];
    for (const [start_date, end_date, message] of ranges) {
      const reply = await get(
        slotsUrl({ start_date, end_date, appointment_type_id: s.type }),
        s.studio.headers,
      );
      expect([reply.statusCode, reply.json()]).toEqual([400, message]);
    }
    expect(await count(s.studio)).toEqual(before);
  });
});
