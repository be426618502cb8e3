import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  bookedClass,
  makeClass,
  zeroOneClass,
} from '../../../entities/class/testing/class-fixture.ts';
import { strayDigits } from '../../../shared/testing/stray-text.ts';
import { mockFetch } from '../../../shared/testing/mock-fetch.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { ClassDialog } from './class-dialog.tsx';
import { forgetMissingChangeCount } from '../../../entities/booking/api/booking-requests.ts';
import { forgetRefusedPopulateKeys } from '../../../shared/api/refused-populate.ts';
import { referenceClasses } from '../../../entities/class/testing/reference-classes.ts';
import type { Class } from '@studio/contract/classes';

function openDialog(cls: Class, options: Parameters<typeof renderWithApp>[1] = {}) {
  const onClose = vi.fn();
  const app = renderWithApp(
    <ClassDialog classId={cls.id} initial={{ cls, updatedAt: Date.now() }} onClose={onClose} />,
    options,
  );
  return { ...app, onClose };
}

describe('class dialog', () => {
  afterEach(() => vi.useRealTimers());

  test('shows the class and books one seat with one request, even on a double click', async () => {
    const cls = makeClass();
    const { calls } = mockFetch({ 'POST /class-signups': { id: 1, count: 1 } });
    const { onClose } = openDialog(cls);
    expect(screen.getByRole('dialog', { name: 'Hatha' })).toBeTruthy();
    expect(screen.getByText('Mia Holm')).toBeTruthy();
    expect(screen.getByText('12/20')).toBeTruthy();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ user: 42, class: cls.id });
  });

  test('a teacher with a portrait is shown with it, one without by name only (issue 26)', () => {
    const portrait = { id: 9, filename: 'maja.png' };
    const cls = makeClass({
      teachers: [
        { id: 5, first_name: 'Maja', last_name: 'Holm', image_id: 9, image: portrait },
        { id: 6, first_name: 'Jonas', last_name: 'Krogh', image_id: null },
      ],
    });
    openDialog(cls);
    const names = screen.getByText('Maja Holm, Jonas Krogh');
    const portraits = names.parentElement!.querySelectorAll('img');
    expect(portraits).toHaveLength(1);
    expect(portraits[0]!.getAttribute('src')).toContain('maja.png');
  });

  test('seat texts in another language than the studio’s are our own words (issue 26)', () => {
    const cls = makeClass({
      seats: 14,
      signup_count: 14,
      livestream_enabled: true,
      capacity_text: '14/14 (livestream åben)',
      class_is_fully_booked: true,
      waiting_list_text: '3 på venteliste',
      waiting_list_count: 3,
      waiting_list_max: 20,
    });
    openDialog(cls, { settings: { locale: 'da' } });
    expect(screen.getByText('14/14 (livestream open)')).toBeTruthy();
    expect(screen.getByText('3 on the waiting list')).toBeTruthy();
    expect(screen.queryByText(/åben|venteliste/)).toBeNull();
  });

  test('seat texts in the studio’s own language are the server’s, as written', () => {
    const cls = makeClass({ capacity_text: '12/20 (livestream open)', livestream_enabled: true });
    openDialog(cls, { settings: { locale: 'en' } });
    expect(screen.getByText('12/20 (livestream open)')).toBeTruthy();
  });

  test('a visitor is offered "Log in to book"', () => {
    openDialog(makeClass(), { loggedIn: false });
    expect(screen.getByRole('link', { name: 'Log in to book' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

  test('no access leads to purchase access for the class with one seat', async () => {
    const cls = makeClass({ id: 812 });
    mockFetch({ 'POST /class-signups': 'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP' });
    const { router } = openDialog(cls);
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-access-for-class'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      classId: '812',
      seatCount: '1',
      attendanceType: 'class',
    });
  });

  test('the extended no-access form on the waiting list also routes, as class_waiting_list', async () => {
    const cls = makeClass({
      id: 813,
      class_is_fully_booked: true,
      class_accepts_customer_signups: false,
      class_accepts_waiting_list_signups: true,
    });
    mockFetch({
      'POST /class-waiting-list-signups': {
        error: { type: 'noAccess', localized_title: 'No access', localized_message: 'Buy a pass' },
      },
    });
    const { router } = openDialog(cls);
    await userEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await waitFor(() =>
      expect(router.state.location.search).toContain('attendanceType=class_waiting_list'),
    );
  });

  test('asking for more seats than access covers goes straight to buying the missing ones', async () => {
    const cls = makeClass({ id: 814, user_can_sign_up_for_number_of_seats: 1 });
    const { calls } = mockFetch({});
    const { router } = openDialog(cls, {
      settings: { customer_can_reserve_multiple_seats_for_class: true },
    });
    const input = screen.getByRole('textbox', { name: 'Number of seats' });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.tab();
    // More seats than access covers: the button says it buys access (issue 26).
    await userEvent.click(screen.getByRole('button', { name: 'Buy access' }));
    await waitFor(() => expect(router.state.location.search).toContain('seatCount=2'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  test('an invalid membership shows its reason instead of the purchase page', async () => {
    const cls = makeClass({
      user_active_invalid_memberships: [
        {
          id: 7,
          reason_for_membership_not_valid: { localized_message: 'Your membership is paused.' },
        },
      ],
    });
    mockFetch({ 'POST /class-signups': 'E_NO_ACCESS_TO_CLASS' });
    const { router } = openDialog(cls);
    expect(screen.getByText('Your membership is paused.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alertdialog', { name: 'Please note' })).toBeTruthy();
    expect(router.state.location.pathname).not.toBe('/purchase-access-for-class');
  });

  test('cancelling after the sign-off deadline asks first, showing the server’s warning', async () => {
    const cls = bookedClass(1, {
      class_signoff_deadline_timestamp: String(Date.now() - 60_000),
      class_signoff_warning:
        'It is less than 2 hours to the class. You will not get the class back.',
    });
    const { calls } = mockFetch({ 'POST /class-signups/change-count': 'OK' });
    const { onClose } = openDialog(cls);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Would you like to cancel the booking?',
    });
    expect(question.textContent).toContain('You will not get the class back.');
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/class-signups/change-count')?.body).toEqual({
      user: 42,
      class: cls.id,
      count: 0,
    });
  });

  test('a class that has started meanwhile: alert, then back to the schedule', async () => {
    mockFetch({ 'POST /class-signups': 'E_CLASS_HAS_STARTED' });
    const { onClose } = openDialog(makeClass());
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await screen.findByRole('alertdialog', { name: 'Please note' });
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('other refusals are an alert saying what failed and why; OK leaves the class open (seed 000 §8)', async () => {
    mockFetch({
      'POST /class-signups': {
        error: {
          type: 'classIsFull',
          localized_title: 'Fully booked',
          localized_message: 'The class is full.',
        },
      },
    });
    const { onClose } = openDialog(makeClass());
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Fully booked' });
    expect(alert.textContent).toContain(
      'Something went wrong and we could not book the class for you. The reason: The class is full.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Book' })).toBeTruthy();
  });

  test('a refused waiting-list signup names the waiting list; a raw code is shown as sent', async () => {
    mockFetch({ 'POST /class-waiting-list-signups': 'E_WAITING_LIST_IS_FULL_SOMEHOW' });
    const full = makeClass({
      signup_count: 20,
      class_is_fully_booked: true,
      class_accepts_customer_signups: false,
      class_accepts_waiting_list_signups: true,
      waiting_list_count: 2,
    });
    openDialog(full);
    await userEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(
      'we could not put you on the waiting list. The reason: E_WAITING_LIST_IS_FULL_SOMEHOW',
    );
  });

  test('a class with 0/1 booleans from the server shows no stray digit (CONTRACT §1.10)', async () => {
    const cls = zeroOneClass({ id: 830 });
    mockFetch({ 'GET /classes': { responseType: 'classes', populate: [], classes: [cls] } });
    renderWithApp(<ClassDialog classId={830} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Hatha' });
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(strayDigits(dialog)).toEqual([]);
    expect(dialog.textContent).not.toContain('Cancelled');
  });

  test('on a provider without the design populate keys the dialog still books', async () => {
    forgetRefusedPopulateKeys();
    const cls = makeClass({ id: 831 });
    const { calls } = mockFetch({
      'GET /classes': referenceClasses([cls]),
      'POST /class-signups': { id: 1, count: 1 },
    });
    const onClose = vi.fn();
    renderWithApp(<ClassDialog classId={831} onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Hatha' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const refused = calls.filter((c) =>
      c.url.searchParams.getAll('populate[]').includes('user_signup_count'),
    );
    expect(refused).toHaveLength(1);
  });

  test('on a provider without change-count, cancelling falls back to DELETE, then goes there first', async () => {
    forgetMissingChangeCount();
    const first = bookedClass(1, { id: 840, user_signup_id: 97 });
    const { calls } = mockFetch({
      'DELETE /class-signups/97': 'OK',
      'DELETE /class-signups/98': 'OK',
    });
    const onClose = vi.fn();
    const view = renderWithApp(
      <ClassDialog
        classId={840}
        initial={{ cls: first, updatedAt: Date.now() }}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /class-signups/change-count',
      'DELETE /class-signups/97',
    ]);
    view.unmount();

    calls.length = 0;
    const second = bookedClass(1, { id: 841, user_signup_id: 98 });
    renderWithApp(
      <ClassDialog
        classId={841}
        initial={{ cls: second, updatedAt: Date.now() }}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /class-signups/98',
    ]);
  });
});
