import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { bookedClass, makeClass } from '../../../entities/class/testing/class-fixture.ts';
import { mockFetch } from '../../../shared/testing/mock-fetch.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { seatsCannotGrowReason } from '../lib/seat-reason.ts';
import { MyClassesSection } from './my-classes-section.tsx';

const settings = { customer_can_reserve_multiple_seats_for_class: true };

function show(classes: object[]) {
  mockFetch({ 'GET /classes': { responseType: 'classes', populate: [], classes } });
  renderWithApp(<MyClassesSection />, { settings });
}

describe('My classes on My profile', () => {
  test('a class the provider sends twice is listed once, as the booking', async () => {
    const booked = bookedClass(2, { id: 31, user_can_sign_off_from_class: true });
    const listed = makeClass({
      id: 31,
      user_is_signed_up_for_waiting_list: true,
      user_number_on_waiting_list: 1,
    });
    show([listed, booked]);
    const items = await screen.findAllByRole('article', { name: 'Hatha' });
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('2 seats');
    expect(items[0]!.textContent).not.toContain('Waiting list');
  });

  test('seats that cannot go up say why: the class is full', async () => {
    show([
      bookedClass(2, {
        id: 32,
        user_can_sign_off_from_class: true,
        class_is_fully_booked: true,
        signup_count: 20,
      }),
    ]);
    const item = await screen.findByRole('article', { name: 'Hatha' });
    await userEvent.click(within(item).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change number of seats' });
    expect(dialog.textContent).toContain('You cannot add seats: the class has no free seats.');
  });

  test('the reason follows the flags: one seat, no classes left, the schedule, none when seats can grow', () => {
    const cls = bookedClass(1, { user_can_sign_up_for_number_of_seats: 0, signup_count: 5 });
    expect(seatsCannotGrowReason(cls, { multipleSeats: false, canGrow: false })).toBe(
      'one_seat_only',
    );
    expect(seatsCannotGrowReason(cls, { multipleSeats: true, canGrow: false })).toBe(
      'no_classes_left',
    );
    expect(seatsCannotGrowReason(cls, { multipleSeats: true, canGrow: true })).toBeUndefined();
    // Free seats and classes left: only the schedule's dialog adds seats to a booking.
    const open = bookedClass(1, { user_can_sign_up_for_number_of_seats: 3, signup_count: 5 });
    expect(seatsCannotGrowReason(open, { multipleSeats: true, canGrow: false })).toBe(
      'from_schedule',
    );
  });
});
