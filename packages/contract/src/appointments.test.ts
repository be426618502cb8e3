/**
 * Appointment answers and queries (CONTRACT §12) as any provider may send them: 0/1 booleans,
 * `HH:mm` or `HH:mm:ss` times, fields only our server adds left out; queries parse ids from
 * strings and refuse what is not a date, a time or an id.
 */
import { describe, expect, test } from 'vitest';
import {
  Appointment,
  AppointmentList,
  AppointmentTimeslotCheck,
  AppointmentTimeslotCheckQuery,
  AppointmentTimeslotList,
  AppointmentTimeslotsQuery,
  AppointmentTypeList,
  UpcomingAppointmentTypeList,
  isPaidOutside,
} from './appointments.ts';

describe('appointment answers', () => {
  test('the contract’s AppointmentType example reads, booleans as 0/1 too', () => {
    const [type] = AppointmentTypeList.parse([
      {
        id: 4,
        client_id: 1,
        name: 'Private session 60 min',
        description: '…',
        duration_minutes: 60,
        price: 650,
        direct_purchase_enabled: 1,
        customer_point_of_payment: 'in_app',
        questions: [{ id: 1, text: 'Any injuries?', required: 0 }],
        appointment_available_intervals: [
          {
            id: 9,
            teacher_id: 5,
            branch_id: 1,
            weekday: 0,
            start_time: '09:00:00',
            end_time: '12:00',
            valid_from: '2024-01-01',
            valid_until: null,
          },
        ],
        valid_class_pass_types: [{ id: 3, name: '10-class pass' }],
        valid_membership_types: [{ id: 6, name: 'Unlimited' }],
        archived: 0,
      },
    ]);
    expect(type).toMatchObject({ direct_purchase_enabled: true, archived: false });
    expect(type!.questions![0]!.required).toBe(false);
  });

  test('any point of payment starting with "outside" is paid outside', () => {
    expect(['outsideYogo', 'outsideAnything', 'in_app'].map(isPaidOutside)).toEqual([
      true,
      true,
      false,
    ]);
  });

  test('the contract’s Appointment example reads; a provider without our extras too', () => {
    const appointment = Appointment.parse({
      id: 120,
      client_id: 1,
      appointment_type_id: 4,
      customer_id: 42,
      teacher_id: 5,
      branch_id: 1,
      room: null,
      date: '2024-06-03',
      start_time: '10:00:00',
      end_time: '11:00:00',
      paymentOption: 'membership_17',
      cancelled_at: 0,
      archived: false,
      appointment_type: {
        id: 4,
        name: 'Private session 60 min',
        price: 650,
        direct_purchase_enabled: true,
        valid_class_pass_types: [],
        valid_membership_types: [],
      },
      teacher: { id: 5, first_name: 'Mia', last_name: 'Holm' },
    });
    expect(appointment.appointment_type?.direct_purchase_enabled).toBe(true);
    expect(AppointmentList.parse([])).toEqual([]);
    const [upcoming] = UpcomingAppointmentTypeList.parse([
      { appointment_type_id: 4, teacher_ids: [5], branch_ids: [1] },
    ]);
    expect(upcoming!.teachers).toBeUndefined();
    expect(AppointmentTimeslotCheck.parse({ available: 1 })).toEqual({ available: true });
    expect(
      AppointmentTimeslotList.safeParse([
        { date: '2024-06-03', start_time: '10:00', end_time: '11:00', teacher_id: 5, branch_id: 1 },
      ]).success,
    ).toBe(true);
  });
});

describe('appointment queries', () => {
  test('ids come as strings of digits; dates must be real; teacher and branch are optional', () => {
    expect(
      AppointmentTimeslotsQuery.parse({
        start_date: '2026-06-01',
        end_date: '2026-06-30',
        appointment_type_id: '4',
      }),
    ).toEqual({ start_date: '2026-06-01', end_date: '2026-06-30', appointment_type_id: 4 });
    for (const wrong of [
      { start_date: '2026-02-30', end_date: '2026-06-30', appointment_type_id: '4' },
      { start_date: '2026-06-01', end_date: '2026-06-30' },
      { start_date: '2026-06-01', end_date: '2026-06-30', appointment_type_id: '0' },
      {
        start_date: '2026-06-01',
        end_date: '2026-06-30',
        appointment_type_id: '4',
        teacher_id: '',
      },
    ])
      expect(AppointmentTimeslotsQuery.safeParse(wrong).success).toBe(false);
  });

  test('a check takes HH:mm or HH:mm:ss, not an impossible time', () => {
    const base = { date: '2026-06-01', appointment_type_id: '4', teacher_id: '5', branch_id: '1' };
    for (const start_time of ['10:00', '10:00:00', '23:59'])
      expect(AppointmentTimeslotCheckQuery.safeParse({ ...base, start_time }).success).toBe(true);
    for (const start_time of ['24:00', '10:60', '10', '10:00:00:00'])
      expect(AppointmentTimeslotCheckQuery.safeParse({ ...base, start_time }).success).toBe(false);
  });
});
