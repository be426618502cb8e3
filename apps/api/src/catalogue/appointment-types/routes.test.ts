import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppointmentType, AppointmentTypeList } from '@studio/contract/appointments';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { catalogueFactory } from '../membership-types/test-catalogue.ts';
import { appointmentFactory } from './test-appointments.ts';

useFixedClock(); // today is Wed 2026-05-06 in Copenhagen

let t: TestApp;
let cat: ReturnType<typeof catalogueFactory>;
let ap: ReturnType<typeof appointmentFactory>;
beforeAll(async () => {
  t = await createTestApp();
  cat = catalogueFactory(t.db);
  ap = appointmentFactory(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /appointment-types', () => {
  test('lists the studio’s non-archived types by id, style B, kroner, no relations unasked', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const paidOutside = await ap.type(studio.id, {
      name: 'Massage 30 min',
      duration_minutes: 30,
      price: '350.50',
      customer_point_of_payment: 'outsideYogo',
    });
    const direct = await ap.type(studio.id, { direct_purchase_enabled: true });
    await ap.type(studio.id, { name: 'Old', archived: true });
    await ap.type(other.id, { name: 'Elsewhere' });

    const reply = await get('/appointment-types', studio.headers);
    expect(reply.statusCode).toBe(200);
    const list = AppointmentTypeList.parse(reply.json());
    expect(list.map((type) => type.id)).toEqual([paidOutside.id, direct.id]);
    expect(reply.json()[0]).toEqual({
      id: paidOutside.id,
      client_id: studio.id,
      name: 'Massage 30 min',
      description: '',
      duration_minutes: 30,
      price: 350.5,
      direct_purchase_enabled: false,
      customer_point_of_payment: 'outsideYogo',
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
      archived: false,
    });
    expect(list[1]).toMatchObject({ direct_purchase_enabled: true, price: 650 });
    expect(list[1]).not.toHaveProperty('questions');
  });

  test('populates questions, current intervals and the valid (non-archived) types', async () => {
    const studio = await t.make.studio();
    const teacher = await t.make.teacher(studio);
    const ten = await cat.passType(studio.id, { name: '10-class pass' });
    const oldPass = await cat.passType(studio.id, { name: 'Old pass', archived: true });
    const { type: unlimited } = await cat.membershipType(studio.id);
    const type = await ap.type(
      studio.id,
      {},
      {
        questions: [
          { text: 'Anything else?', sort: 2 },
          { text: 'Any injuries?', required: true, sort: 1 },
          { text: 'Retired question', archived: true },
        ],
        classPassTypeIds: [ten.id, oldPass.id],
        membershipTypeIds: [unlimited.id],
      },
    );
    const monday = await ap.interval(studio.id, type.id, {
      teacher_id: teacher.id,
      branch_id: studio.branchId,
    });
    await ap.interval(studio.id, type.id, {
      teacher_id: teacher.id,
      branch_id: studio.branchId,
      valid_until: '2026-05-05', // ended yesterday
    });
    const keys = [
      'questions',
      'appointment_available_intervals',
      'valid_class_pass_types',
      'valid_membership_types',
      'no_such_key',
    ];
    const query = keys.map((key) => `populate[]=${key}`).join('&');
    const [one] = AppointmentTypeList.parse(
      (await get(`/appointment-types?${query}`, studio.headers)).json(),
    );
    expect(one).toMatchObject({
      id: type.id,
      questions: [
        { text: 'Any injuries?', required: true },
        { text: 'Anything else?', required: false },
      ],
      appointment_available_intervals: [
        {
          id: monday.id,
          appointment_type_id: type.id,
          teacher_id: teacher.id,
          branch_id: studio.branchId,
          weekday: 0,
          start_time: '09:00:00',
          end_time: '12:00:00',
          valid_from: '2026-01-01',
          valid_until: null,
        },
      ],
      valid_class_pass_types: [{ id: ten.id, name: '10-class pass' }],
      valid_membership_types: [{ id: unlimited.id, name: 'Unlimited' }],
    });
    expect(one!.questions).toHaveLength(2);
    expect(one!.appointment_available_intervals).toHaveLength(1);
    expect(one).not.toHaveProperty('no_such_key');

    // The comma form is read too (CONTRACT §1.6).
    const comma = AppointmentTypeList.parse(
      (
        await get('/appointment-types?populate=questions,valid_membership_types', studio.headers)
      ).json(),
    );
    expect(comma[0]).toHaveProperty('questions');
    expect(comma[0]).toHaveProperty('valid_membership_types');
    expect(comma[0]).not.toHaveProperty('valid_class_pass_types');
  });
});

describe('GET /appointment-types/{id}', () => {
  test('one type with populate; archived, another studio’s or unknown ones are 404; a bad id 400', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const type = await ap.type(studio.id, {}, { questions: [{ text: 'Goals?' }] });
    const archived = await ap.type(studio.id, { archived: true });

    const reply = await get(`/appointment-types/${type.id}?populate[]=questions`, studio.headers);
    const found = AppointmentType.parse(reply.json());
    expect(found).toMatchObject({ id: type.id, questions: [{ text: 'Goals?', required: false }] });

    for (const [url, headers] of [
      [`/appointment-types/${archived.id}`, studio.headers],
      [`/appointment-types/${type.id}`, other.headers],
      ['/appointment-types/999999', studio.headers],
    ] as const) {
      const missing = await get(url, headers);
      expect([missing.statusCode, missing.body]).toEqual([404, 'Not Found']);
    }
    const bad = await get('/appointment-types/x', studio.headers);
    expect([bad.statusCode, bad.json()]).toEqual([400, 'id must be a positive integer']);
  });
});
