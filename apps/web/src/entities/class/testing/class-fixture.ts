/** Contract-shaped classes for tests (CONTRACT §4, Class object style B). */
import type { Class } from '@studio/contract/classes';

let nextId = 800;

/** A bookable group class tomorrow with 12 of 20 seats taken; `overrides` win. */
export function makeClass(overrides: Partial<Class> = {}): Class {
  const id = overrides.id ?? nextId++;
  return {
    id,
    client_id: 1,
    date: '2026-11-24',
    start_time: '07:00',
    end_time: '08:15',
    class_type_id: 3,
    subtitle: 'Morning flow',
    room_id: 2,
    seats: 20,
    cancelled: false,
    class_type: { id: 3, name: 'Hatha', color: '#12169C', description: 'Slow and steady.' },
    room: { id: 2, name: 'Sal 1', branch_id: 1, branch: { id: 1, name: 'Centrum' } },
    teachers: [{ id: 5, first_name: 'Mia', last_name: 'Holm' }],
    signup_count: 12,
    capacity_text: '12/20',
    waiting_list_text: '',
    ics_url: `/classes/${id}/ics?client=1`,
    class_has_started: false,
    class_is_fully_booked: false,
    class_accepts_customer_signups: true,
    class_accepts_livestream_signups: false,
    class_accepts_waiting_list_signups: false,
    user_signup_count: 0,
    user_signup_id: null,
    user_is_signed_up_for_class: false,
    user_is_signed_up_for_waiting_list: false,
    user_is_signed_up_for_livestream: false,
    user_can_sign_up_for_class: true,
    user_can_sign_off_from_class: false,
    user_can_sign_up_for_waiting_list: false,
    user_can_sign_off_from_waiting_list: false,
    user_can_sign_up_for_livestream: false,
    user_can_sign_off_from_livestream: false,
    user_can_start_livestream: false,
    user_can_sign_up_for_number_of_seats: 8,
    user_active_invalid_memberships: [],
    class_signoff_warning: null,
    class_signoff_deadline_timestamp: String(Date.parse('2026-11-24T04:00:00Z')),
    user_must_receive_warning_after_signoff_deadline: true,
    ...overrides,
  };
}

/** The same class with the customer holding `count` seats. */
export const bookedClass = (count = 1, overrides: Partial<Class> = {}) =>
  makeClass({
    signup_count: 12,
    user_signup_count: count,
    user_signup_id: 99,
    user_is_signed_up_for_class: true,
    user_can_sign_up_for_class: false,
    user_can_sign_off_from_class: true,
    ...overrides,
  });

/**
 * A class as a provider that sends style-B booleans as 0/1 would (CONTRACT §1.10): the customer
 * holds one seat, the class is not cancelled, started or full.
 */
export const zeroOneClass = (overrides: Record<string, unknown> = {}): Class =>
  ({
    ...bookedClass(1),
    cancelled: 0,
    studio_attendance_enabled: 1,
    livestream_enabled: 0,
    class_has_started: 0,
    class_is_fully_booked: 0,
    class_accepts_customer_signups: 0,
    class_accepts_livestream_signups: 0,
    class_accepts_waiting_list_signups: 0,
    user_is_signed_up_for_class: 1,
    user_is_signed_up_for_waiting_list: 0,
    user_is_signed_up_for_livestream: 0,
    user_can_sign_up_for_class: 0,
    user_can_sign_off_from_class: 1,
    user_can_sign_up_for_waiting_list: 0,
    user_can_sign_off_from_waiting_list: 0,
    user_can_sign_up_for_livestream: 0,
    user_can_sign_off_from_livestream: 0,
    user_can_start_livestream: 0,
    ...overrides,
  }) as unknown as Class;
