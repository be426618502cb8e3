import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Class } from '@studio/contract/classes';
import { bookedClass, makeClass } from '../../../entities/class/testing/class-fixture.ts';
import { mockFetch, type Answer } from '../../../shared/testing/mock-fetch.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { ClassDialog } from './class-dialog.tsx';

const WEEK_KEY = ['classes', 'week', '2026-11-23', { userId: 42 }];

/** Opens the dialog on the schedule, with the week's answer cached as the schedule has it. */
function openDialog(cls: Class, routes: Record<string, Answer>, multipleSeats = false) {
  const { calls } = mockFetch({ 'GET /classes': [], ...routes });
  const onClose = vi.fn();
  const app = renderWithApp(
    <ClassDialog classId={cls.id} initial={{ cls, updatedAt: Date.now() }} onClose={onClose} />,
    { settings: { customer_can_reserve_multiple_seats_for_class: multipleSeats } },
  );
  app.queryClient.setQueryData(WEEK_KEY, [cls]);
  return { ...app, calls, onClose };
}

/** The snackbar showing `text`, checked to sit in a polite live region (WCAG 4.1.3). */
async function snackbar(text: string) {
  const message = await screen.findByText(text);
  const region = message.closest('[role="status"]');
  expect(region?.getAttribute('aria-live')).toBe('polite');
  return region!;
}

describe('after each booking action the customer is told, and the card shows it at once', () => {
  afterEach(() => vi.useRealTimers());

  test('book: "You are booked", the cached card is booked, one request on a double click', async () => {
    const cls = makeClass();
    const { calls, queryClient, onClose } = openDialog(cls, { 'POST /class-signups': { id: 5 } });
    const region = document.querySelector('[role="status"][data-live-announcer]');
    expect(region, 'the live region is in the page before the message').toBeTruthy();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Book' }));
    expect(await snackbar('You are booked for Hatha')).toBe(region);
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const [card] = queryClient.getQueryData<Class[]>(WEEK_KEY)!;
    expect(card).toMatchObject({ user_is_signed_up_for_class: true, user_signup_id: 5 });
    expect(card!.signup_count).toBe(13);
  });

  test('change seats: "You now have 3 seats"', async () => {
    const cls = bookedClass(2);
    const { queryClient } = openDialog(
      cls,
      { 'POST /class-signups/change-count': { id: 99, count: 3 } },
      true,
    );
    const input = screen.getByRole('textbox', { name: 'Number of seats' });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Change seats' }));
    await snackbar('You now have 3 seats for Hatha');
    expect(queryClient.getQueryData<Class[]>(WEEK_KEY)![0]!.user_signup_count).toBe(3);
  });

  test('cancel: "Your booking … is cancelled" and the card is no longer booked', async () => {
    const cls = bookedClass(1);
    const { queryClient } = openDialog(cls, { 'POST /class-signups/change-count': 'OK' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await snackbar('Your booking for Hatha is cancelled');
    const card = queryClient.getQueryData<Class[]>(WEEK_KEY)![0]!;
    expect(card.user_is_signed_up_for_class).toBe(false);
    expect(card.signup_count).toBe(11);
  });

  test('join and leave the waiting list', async () => {
    const full = makeClass({
      signup_count: 20,
      class_is_fully_booked: true,
      class_accepts_customer_signups: false,
      class_accepts_waiting_list_signups: true,
      waiting_list_count: 2,
    });
    const joined = openDialog(full, { 'POST /class-waiting-list-signups': { id: 9 } });
    await userEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await snackbar('You are on the waiting list for Hatha');
    expect(joined.queryClient.getQueryData<Class[]>(WEEK_KEY)![0]).toMatchObject({
      user_is_signed_up_for_waiting_list: true,
      user_number_on_waiting_list: 3,
    });
    joined.unmount();

    const onList = makeClass({
      ...full,
      id: 901,
      user_is_signed_up_for_waiting_list: true,
      user_can_sign_off_from_waiting_list: true,
      user_waiting_list_signup_id: 9,
    });
    openDialog(onList, { 'DELETE /class-waiting-list-signups/9': 'OK' });
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    await snackbar('You are no longer on the waiting list for Hatha');
  });

  test('livestream signup and cancel', async () => {
    const stream = makeClass({
      class_accepts_customer_signups: false,
      class_accepts_livestream_signups: true,
    });
    const booked = openDialog(stream, { 'POST /class-livestream-signups': { id: 4 } });
    await userEvent.click(screen.getByRole('button', { name: 'Book livestream' }));
    await snackbar('You are booked for the livestream of Hatha');
    expect(booked.queryClient.getQueryData<Class[]>(WEEK_KEY)![0]).toMatchObject({
      user_is_signed_up_for_livestream: true,
      user_livestream_signup_id: 4,
    });
    booked.unmount();

    const onStream = makeClass({
      ...stream,
      id: 902,
      user_is_signed_up_for_livestream: true,
      user_can_sign_off_from_livestream: true,
      user_livestream_signup_id: 4,
    });
    openDialog(onStream, { 'DELETE /class-livestream-signups/4': 'OK' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel livestream' }));
    await snackbar('Your livestream booking for Hatha is cancelled');
  });

  test('the message goes after the seed’s 4000 ms on the schedule', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openDialog(makeClass(), { 'POST /class-signups': { id: 6 } });
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const region = await snackbar('You are booked for Hatha');
    vi.advanceTimersByTime(3900);
    expect(region.textContent).toBe('You are booked for Hatha');
    vi.advanceTimersByTime(100);
    await waitFor(() => expect(region.textContent).toBe(''));
  });

  test('a refusal keeps its alert and shows no snackbar', async () => {
    openDialog(makeClass(), { 'POST /class-signups': 'E_CLASS_HAS_STARTED' });
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.queryByText(/You are booked/)).toBeNull();
  });

  test('a visitor\'s "Log in to book" remembers the class and its week for after login', async () => {
    const cls = makeClass({ id: 812 });
    mockFetch({});
    const { router } = renderWithApp(
      <ClassDialog classId={cls.id} initial={{ cls, updatedAt: Date.now() }} onClose={vi.fn()} />,
      { loggedIn: false, route: '/schedule?date=2026-11-26&class=812' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Log in to book' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('rememberedRoute')).toBe('/schedule?date=2026-11-26&class=812');
  });
});
