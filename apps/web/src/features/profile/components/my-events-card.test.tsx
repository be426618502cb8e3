import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { EventSignup } from '@studio/contract/events';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { fakeApi, studioBody, userBody } from '../../../shared/testing/fake-api.ts';

const slot = (id: number, date: string, start_time: string, end_time: string) => ({
  id,
  client: 1,
  date,
  start_time,
  end_time,
  archived: false,
  createdAt: 0,
  updatedAt: 0,
});

/** A signup of customer 42 (CONTRACT §6, style A, event populated with its time slots). */
function signup(id: number, event: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return EventSignup.parse({
    id,
    client: 1,
    user: 42,
    event: {
      id: 100 + id,
      client: 1,
      client_id: 1,
      description: '',
      start_date: '2099-05-02',
      time_freetext: '',
      seats: 20,
      price: 0,
      cancelled: false,
      use_time_slots: false,
      show_in_calendar: true,
      color: '#333',
      archived: false,
      installment_payments_enabled: false,
      installments: [],
      number_of_installments_left: 0,
      current_required_paid_amount: 0,
      current_required_number_of_paid_installments: 0,
      room: null,
      event_group: null,
      image: null,
      time_slots: [],
      ...event,
    },
    event_id: 100 + id,
    count: 1,
    archived: false,
    createdAt: 0,
    updatedAt: 0,
    installment_payments_enabled: false,
    installment_payments_status: 'paid_in_full',
    installment_payment_failed_number_of_times: 0,
    number_of_installments_paid: 0,
    installments: [],
    payment_subscriptions: [],
    ...extra,
  });
}

function api(settings: Record<string, unknown> = {}) {
  const state = {
    signups: [
      signup(
        3,
        { name: 'Teacher training', price: 24000, start_date: '2099-06-01' },
        {
          installment_payments_enabled: true,
          installment_payments_status: 'failed',
        },
      ),
      signup(1, { name: 'Open day', time_freetext: '10–14' }),
      signup(
        2,
        {
          name: 'Spring course',
          price: 1600,
          start_date: '2099-05-20',
          use_time_slots: true,
          time_slots: [
            slot(2, '2099-05-27', '18:00', '20:00'),
            slot(1, '2099-05-20', '18:00', '20:00'),
          ],
        },
        { count: 2 },
      ),
    ],
  };
  const calls = fakeApi({
    'GET /clients/current': () => studioBody(settings),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    'GET /event-signups': () => state.signups,
    'DELETE /event-signups/1': () => {
      state.signups = state.signups.filter((s) => s.id !== 1);
      return 'OK';
    },
  });
  return calls;
}

const myEvents = () => screen.findByRole('region', { name: 'My events' }, { timeout: 8000 });

test('My events lists each event with its time and seats; installments lead to their screen', async () => {
  const calls = api();
  await renderApp('/my-profile', { token: 'jwt-anna' });
  const card = await myEvents();
  const get = calls.find((c) => c.path === '/event-signups')!;
  expect(get.url.searchParams.get('user')).toBe('42');
  const items = within(card).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('strong').textContent)).toEqual([
    'Open day',
    'Spring course',
    'Teacher training',
  ]);
  expect(items[0]!.textContent).toContain('May 2, 2099, 10–14');
  expect(items[0]!.textContent).toContain('1 seat');
  expect(items[1]!.textContent).toContain('May 20, 2099, 18:00–20:00');
  expect(items[1]!.textContent).toContain('2 dates');
  expect(items[1]!.textContent).toContain('2 seats');
  expect(within(items[2]!).getByText('Payment failed')).toBeTruthy();
  expect(
    within(items[2]!).getByRole('link', { name: 'See installments' }).getAttribute('href'),
  ).toBe('/event-signup-installments/3');
  // Only the free event can be cancelled here.
  expect(within(items[0]!).getByRole('button', { name: 'Cancel signup' })).toBeTruthy();
  expect(within(items[1]!).queryByRole('button', { name: 'Cancel signup' })).toBeNull();
  expect(within(items[2]!).queryByRole('button', { name: 'Cancel signup' })).toBeNull();
});

test('a free event is cancelled after the confirm step, with a message', async () => {
  const calls = api();
  await renderApp('/my-profile', { token: 'jwt-anna' });
  const card = await myEvents();
  await userEvent.click(within(card).getByRole('button', { name: 'Cancel signup' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Cancel signup?' });
  expect(confirm.textContent).toContain('Do you want to cancel your signup for Open day?');
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel signup' }));
  await waitFor(() => expect(within(card).queryByText('Open day')).toBeNull());
  expect(screen.getByText('Your signup has been cancelled.')).toBeTruthy();
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
    '/event-signups/1',
  ]);
});

test('no My events when the studio hides events, and no call for them', async () => {
  const calls = api({ frontend_show_menu_item_events: false });
  await renderApp('/my-profile', { token: 'jwt-anna' });
  await screen.findByRole('region', { name: 'My info' }, { timeout: 8000 });
  expect(screen.queryByRole('region', { name: 'My events' })).toBeNull();
  expect(calls.some((c) => c.path === '/event-signups')).toBe(false);
});
