/**
 * Events and time slots as our server sends them (CONTRACT §4, §6), for tests: style A events
 * (GET /events, /events/{id}) and style B time slots (GET /event-time-slots). Studio 1.
 */
import type { Event, EventTimeSlotStyleB } from '@studio/contract/events';

/** A future event with one time slot, 10 seats, 2 taken; override what the test is about. */
export function eventFixture(overrides: Partial<Event> = {}): Event {
  const id = overrides.id ?? 1;
  return {
    id,
    client: 1,
    client_id: 1,
    name: 'Workshop',
    description: 'Three hours of practice.',
    start_date: '2026-12-05',
    time_freetext: '',
    seats: 10,
    price: 450,
    cancelled: false,
    use_time_slots: true,
    show_in_calendar: true,
    color: '#aa3355',
    archived: false,
    installment_payments_enabled: false,
    installments: [],
    number_of_installments_left: 0,
    current_required_paid_amount: overrides.price ?? 450,
    current_required_number_of_paid_installments: 0,
    teachers: [
      { id: 5, first_name: 'Mia', last_name: 'Holm', teacher_description: 'Yoga since 2010.' },
    ],
    signup_count: 2,
    user_is_signed_up_for_event: false,
    room: { id: 2, name: 'Sal 1' },
    event_group: null,
    image: null,
    time_slots: [
      {
        id: id * 10,
        client: 1,
        date: overrides.start_date ?? '2026-12-05',
        start_time: '13:00',
        end_time: '16:00',
        archived: false,
        createdAt: 0,
        updatedAt: 0,
      },
    ],
    ...overrides,
  } as Event;
}

/** A time slot of `event` (style B), with the flags the schedule asks for. */
export function slotFixture(
  event: Event,
  overrides: Partial<EventTimeSlotStyleB> = {},
): EventTimeSlotStyleB {
  const { room: _room, event_group: _group, image: _image, time_slots: _slots, ...core } = event;
  return {
    id: event.id * 10,
    client: 1,
    event_id: event.id,
    date: event.start_date,
    start_time: '13:00',
    end_time: '16:00',
    archived: false,
    createdAt: 0,
    updatedAt: 0,
    event: {
      ...core,
      room_id: 2,
      event_group_id: null,
      image_id: null,
      room: { id: 2, name: 'Sal 1' },
    },
    user_signup_id: null,
    user_is_signed_up_for_event: false,
    event_has_started: false,
    event_is_fully_booked: false,
    event_accepts_customer_signups: true,
    user_can_sign_up_for_event: true,
    user_can_sign_off_from_event: false,
    ...overrides,
  } as EventTimeSlotStyleB;
}

/** An event signup (style A) of customer 42, one seat, paid at once. */
export const signupFixture = (id: number, event: number) => ({
  id,
  client: 1,
  user: 42,
  event,
  event_id: event,
  count: 1,
  archived: false,
  createdAt: 0,
  updatedAt: 0,
  installment_payments_enabled: false,
  installment_payments_status: 'not_started',
  installment_payment_failed_number_of_times: 0,
  number_of_installments_paid: 0,
  installments: [],
  payment_subscriptions: [],
});
