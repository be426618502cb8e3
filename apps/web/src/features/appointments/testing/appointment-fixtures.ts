/**
 * Appointment answers shaped like the contract (CONTRACT §12), for web tests, and a fake provider
 * for the popup's calls (shared/testing/mock-fetch). Studio: two teachers; Mia at Centrum and
 * Vesterbro, Lars at Centrum only. The clock the tests set is Wednesday 2026-11-25 11:00 in
 * Copenhagen (10:00 UTC).
 */
import type { AppointmentType, UpcomingAppointmentType } from '@studio/contract/appointments';
import { mockFetch, type Answer } from '../../../shared/testing/mock-fetch.ts';

/** 10:00 UTC = 11:00 in Copenhagen, Wednesday 25 November 2026. */
export const NOW = new Date('2026-11-25T10:00:00Z');

export function appointmentType(extra: Partial<AppointmentType> = {}): AppointmentType {
  return {
    id: 4,
    client_id: 1,
    name: 'Private session',
    description: '',
    duration_minutes: 60,
    price: 650,
    direct_purchase_enabled: true,
    customer_point_of_payment: 'in_app',
    questions: [],
    valid_class_pass_types: [{ id: 3, name: '10-class pass' }],
    valid_membership_types: [{ id: 6, name: 'Unlimited' }],
    archived: false,
    ...extra,
  };
}

export const mia = { id: 5, first_name: 'Mia', last_name: 'Holm' };
export const lars = { id: 6, first_name: 'Lars', last_name: 'Berg' };

/** Type 4 offered by Mia (Centrum, Vesterbro) and Lars (Centrum); `oneBranch`: Centrum only. */
export function upcoming(oneBranch = false): UpcomingAppointmentType {
  return {
    appointment_type_id: 4,
    teacher_ids: [5, 6],
    branch_ids: oneBranch ? [1] : [1, 2],
    teachers: [mia, lars],
    branches: [
      { id: 1, name: 'Centrum' },
      { id: 2, name: 'Vesterbro' },
    ],
    offers: oneBranch
      ? [
          { teacher_id: 5, branch_id: 1 },
          { teacher_id: 6, branch_id: 1 },
        ]
      : [
          { teacher_id: 5, branch_id: 1 },
          { teacher_id: 5, branch_id: 2 },
          { teacher_id: 6, branch_id: 1 },
        ],
  };
}

export const slot = (date: string, start: string, teacher_id = 5, branch_id = 1) => ({
  date,
  start_time: `${start}:00`,
  end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}:00`,
  teacher_id,
  branch_id,
});

/** Free slots of the fake studio (some out of order and doubled on purpose). */
export const freeSlots = [
  slot('2026-11-25', '10:00'), // already past at 11:00
  slot('2026-11-25', '11:00'), // starts now: not later than now
  slot('2026-11-25', '13:00', 6),
  slot('2026-11-25', '13:00', 5),
  slot('2026-11-25', '09:30'), // out of order on purpose
  slot('2026-11-26', '14:00', 6),
  slot('2026-11-26', '09:00', 5),
  slot('2026-11-26', '14:00', 5),
  slot('2026-11-27', '09:00', 5, 2),
];

/** The popup's reads; `extra` adds or replaces routes. */
export function appointmentApi(extra: Record<string, Answer> = {}, oneBranch = false) {
  return mockFetch({
    'GET /appointment-types': [appointmentType()],
    'GET /appointment-available-intervals/upcoming-appointment-types': [upcoming(oneBranch)],
    'GET /appointment-available-timeslots': (_body: unknown, url: URL) =>
      freeSlots.filter(
        (s) =>
          s.date >= url.searchParams.get('start_date')! &&
          s.date <= url.searchParams.get('end_date')! &&
          (!url.searchParams.get('teacher_id') ||
            String(s.teacher_id) === url.searchParams.get('teacher_id')),
      ),
    'GET /appointment-available-timeslots/check': { available: true },
    'GET /appointments/access-items-valid-for-appointment': { memberships: [], class_passes: [] },
    ...extra,
  });
}

/** The popup as a page would host it: `Closed` once it (or its alert) is done. */
export const closedText = 'Popup closed';
