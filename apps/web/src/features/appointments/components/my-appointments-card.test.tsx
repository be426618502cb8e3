import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
// @date-fns/tz patches Date's methods when it first loads: it must load before the fake clock
// replaces Date, not with the profile page's lazy chunk.
import '../lib/cancellation.ts';
import { fakeApi, studioBody, userBody } from '../../../shared/testing/fake-api.ts';
import {
  NOW,
  appointmentType,
  freeSlots,
  lars,
  mia,
  upcoming,
} from '../testing/appointment-fixtures.ts';

beforeEach(() => void vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true }));
afterEach(() => void vi.useRealTimers());

const HOUR = 3_600_000;

function appointment(id: number, extra: Record<string, unknown>) {
  return {
    id,
    client_id: 1,
    appointment_type_id: 4,
    customer_id: 42,
    teacher_id: 5,
    branch_id: 1,
    date: '2026-11-30',
    start_time: '10:00:00',
    end_time: '11:00:00',
    paymentOption: 'outsideYogo',
    cancelled_at: 0,
    archived: false,
    appointment_type: { id: 4, name: 'Private session', price: 650 },
    teacher: mia,
    branch: { id: 1, name: 'Centrum' },
    customer_can_cancel: true,
    // Sunday 29 November, 10:00 in Copenhagen.
    cancellation_deadline_timestamp: String(Date.parse('2026-11-29T09:00:00Z')),
    ...extra,
  };
}

function api(
  settings: Record<string, unknown> = {},
  types: unknown = [appointmentType()],
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  const state = {
    list: [
      appointment(120, {}),
      appointment(121, { date: '2026-12-02', customer_can_cancel: false, teacher: lars }),
      appointment(122, {
        date: '2026-11-25',
        start_time: '12:00:00',
        end_time: '13:00:00',
        cancellation_deadline_timestamp: String(NOW.getTime() - HOUR),
      }),
    ],
  };
  const calls = fakeApi({
    'GET /clients/current': () => studioBody(settings),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    'GET /appointment-types': () => types,
    'GET /appointment-available-intervals/upcoming-appointment-types': () => [upcoming(true)],
    'GET /appointment-available-timeslots': () => freeSlots,
    'GET /appointments/access-items-valid-for-appointment': () => ({
      memberships: [],
      class_passes: [],
    }),
    'GET /appointments': () => state.list,
    'DELETE /appointments/120': () => {
      state.list = state.list.filter((item) => item.id !== 120);
      return 'OK';
    },
    ...extra,
  });
  return calls;
}

const card = () => screen.findByRole('region', { name: 'My appointments' }, { timeout: 8000 });

test('My appointments lists what is booked; Cancel only while the customer may', async () => {
  const calls = api();
  await renderApp('/my-profile', { token: 'jwt-anna' });
  const items = within(await card()).getAllByRole('listitem');
  const get = calls.find((call) => call.path === '/appointments')!;
  expect(get.url.searchParams.get('customer')).toBe('42');
  expect(get.url.searchParams.get('startDate')).toBe('2026-11-25');
  expect(get.url.searchParams.getAll('populate[]')).toEqual([
    'appointment_type',
    'teacher',
    'branch',
  ]);
  // Sorted by date and time: the 25th first.
  expect(items.map((item) => item.textContent)).toEqual([
    'Private sessionwith Mia HolmWednesday, November 25, 2026, 12:00–13:00Centrum' +
      'The deadline for cancelling has passed',
    'Private sessionwith Mia HolmMonday, November 30, 2026, 10:00–11:00Centrum' +
      'You can cancel until November 29, 2026, 10:00Cancel appointment',
    'Private sessionwith Lars BergWednesday, December 2, 2026, 10:00–11:00Centrum' +
      'Contact the studio if you need to cancel',
  ]);
  expect(within(await card()).queryByRole('button', { name: 'Book appointment' })).toBeNull();
});

test('Cancel asks first, then cancels and says so', async () => {
  const calls = api();
  await renderApp('/my-profile', { token: 'jwt-anna' });
  const region = await card();
  await userEvent.click(within(region).getByRole('button', { name: 'Cancel appointment' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Cancel appointment?' });
  expect(confirm.textContent).toContain(
    'Do you want to cancel Private session, Monday, November 30, 2026, 10:00–11:00?',
  );
  expect(confirm.textContent).toContain('You can cancel until November 29, 2026, 10:00');
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel appointment' }));
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
  expect(screen.getByText('Your appointment has been cancelled.')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
    '/appointments/120',
  ]);
});

test('a refused cancel is explained in the dialog, in the server words', async () => {
  const refusal = {
    error: {
      type: 'appointmentCancellationDeadlineExceeded',
      localized_title: 'Too late',
      localized_message: 'The deadline for cancelling has passed.',
    },
  };
  api({}, [appointmentType()], { 'DELETE /appointments/120': () => refusal });
  await renderApp('/my-profile', { token: 'jwt-anna' });
  await userEvent.click(within(await card()).getByRole('button', { name: 'Cancel appointment' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Cancel appointment?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel appointment' }));
  expect((await within(confirm).findByRole('alert')).textContent).toContain(
    'The deadline for cancelling has passed.',
  );
  expect(within(await card()).getAllByRole('listitem')).toHaveLength(3);
});

test('no card, and no call for appointments, when the studio has no appointment types', async () => {
  const calls = api({}, []);
  await renderApp('/my-profile', { token: 'jwt-anna' });
  await screen.findByRole('region', { name: 'My info' }, { timeout: 8000 });
  expect(screen.queryByRole('region', { name: 'My appointments' })).toBeNull();
  expect(calls.some((call) => call.path === '/appointments')).toBe(false);
});

test('the Book appointment button opens the popup when the studio shows it', async () => {
  api({ frontend_myprofile_show_book_appointment_button: true });
  await renderApp('/my-profile', { token: 'jwt-anna' });
  await userEvent.click(within(await card()).getByRole('button', { name: 'Book appointment' }));
  const popup = await screen.findByRole('dialog', { name: 'Book an appointment' });
  expect(within(popup).getByLabelText('Service')).toBeTruthy();
});

test('back from logging in with a chosen slot, the popup opens at its confirm step', async () => {
  api();
  const slot = 'date=2026-11-25&appointment_type_id=4&teacher_id=6&start_time=13:00&branch_id=1';
  const { router } = await renderApp(`/my-profile?itemType=appointment&itemId=4&${slot}`, {
    token: 'jwt-anna',
  });
  const confirm = await screen.findByRole(
    'dialog',
    { name: 'You are about to book' },
    { timeout: 8000 },
  );
  expect(confirm.textContent).toContain('Lars Berg');
  expect(confirm.textContent).toContain('13:00–14:00');
  await waitFor(() => expect(router.state.location.search).toBe(''));
});
