import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { strayDigits } from '../../shared/testing/stray-text.ts';
import { renderApp } from '../testing/render-app.tsx';

function api(profile: Record<string, unknown>) {
  return fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(profile),
  });
}

const card = (name: RegExp | string) => screen.findByRole('region', { name }, { timeout: 8000 });

test('shows usable class passes and current memberships, not used-up, expired or ended ones', async () => {
  api({
    class_passes: [
      {
        id: 1,
        classes_left: 3,
        valid_until: '2099-01-05',
        class_pass_type: { name: '10 classes', pass_type: 'fixed_count' },
      },
      { id: 2, classes_left: 0, valid_until: '2099-01-05', class_pass_type: { name: 'Used up' } },
      { id: 3, classes_left: 5, valid_until: '2001-01-05', class_pass_type: { name: 'Expired' } },
      {
        id: 4,
        classes_left: 0,
        valid_until: '2099-03-01',
        class_pass_type: { name: 'Summer unlimited', pass_type: 'unlimited' },
      },
    ],
    memberships: [
      {
        id: 7,
        status: 'active',
        paid_until: '2099-06-04',
        membership_type: { name: 'Unlimited yoga' },
      },
      { id: 8, status: 'ended', membership_type: { name: 'Old one' } },
    ],
  });
  await renderApp('/my-profile', { token: 'jwt-anna' });

  const passes = await card('My class passes');
  expect(within(passes).getByText('10 classes')).toBeTruthy();
  expect(within(passes).getByText('3 classes left')).toBeTruthy();
  expect(within(passes).getByText('Valid through January 5, 2099')).toBeTruthy();
  expect(within(passes).getByText('Unlimited classes')).toBeTruthy();
  expect(within(passes).queryByText('Used up')).toBeNull();
  expect(within(passes).queryByText('Expired')).toBeNull();

  const memberships = await card('My membership');
  expect(within(memberships).getByText('Unlimited yoga')).toBeTruthy();
  expect(within(memberships).getByText('Paid through June 4, 2099')).toBeTruthy();
  expect(within(memberships).queryByText('Old one')).toBeNull();
  expect(screen.queryByRole('region', { name: 'No membership or class pass' })).toBeNull();
});

test('a customer with neither sees the box that leads to Prices, and their own info', async () => {
  api({}); // a server that ignores the populate sends no class_passes or memberships at all
  await renderApp('/my-profile', { token: 'jwt-anna' });

  const box = await card('No membership or class pass');
  expect(within(box).getByRole('link', { name: 'See prices' }).getAttribute('href')).toBe(
    '/prices',
  );
  const info = await card('My info');
  expect(within(info).getByText('Anna Berg')).toBeTruthy();
  expect(within(info).getByText('anna@example.dk')).toBeTruthy();
  expect(within(info).getByText('+45 11223344')).toBeTruthy();
  expect(within(info).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
    '/edit-profile',
  );
});

test('the profile asks for passes and memberships with their types', async () => {
  const calls = api({});
  await renderApp('/my-profile', { token: 'jwt-anna' });
  await card('My info');
  const profileCall = calls.find((call) => call.url.search.includes('class_passes'));
  expect(profileCall?.url.searchParams.getAll('populate[]')).toEqual([
    'image',
    'class_passes',
    'class_passes.class_pass_type',
    'memberships',
    'memberships.membership_type',
    'memberships.payment_option',
    'memberships.next_payment',
  ]);
});

test('a reference provider: an invoice with archived 0, plain event signups, no class series', async () => {
  const invoice = {
    id: 900,
    createdAt: 1,
    updatedAt: 2,
    archived: 0,
    client: 1,
    user: 42,
    non_user_email: null,
    non_user_name: null,
    total: 1200,
    vat_amount: 0,
    payment_service_provider: 'reepay',
    paid: Date.UTC(2026, 10, 20, 12),
    payment_failed: 0,
    receipt_sent: 0,
    invoice_id: 1201,
    receipt_token: 'abc',
    pay_type: 'visa',
    card_last_4_digits: '0000',
    test: 0,
  };
  const event = {
    id: 77,
    client: 1,
    name: 'Weekend retreat',
    description: '',
    start_date: '2099-05-18',
    time_freetext: 'Sat–Sun 10–16',
    seats: 16,
    price: 0,
    cancelled: false,
    use_time_slots: false,
    show_in_calendar: true,
    color: '#000',
    archived: false,
    room: null,
    event_group: null,
    image: null,
  };
  const calls = fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': ({ url }) =>
      userBody(
        url.searchParams.getAll('populate[]').includes('invoices') ? { invoices: [invoice] } : {},
      ),
    'GET /event-signups': () => [
      { id: 5, client: 1, user: 42, event, createdAt: 0, updatedAt: 0, archived: 0 },
    ],
  });
  await renderApp('/my-profile', { token: 'jwt-anna' });

  const purchases = await card('My purchases');
  expect(within(purchases).getByText('1.200,00 kr')).toBeTruthy();
  expect(within(purchases).getByRole('link', { name: 'Receipt for invoice 1201' })).toBeTruthy();
  const events = await card('My events');
  expect(within(events).getByText('Weekend retreat')).toBeTruthy();
  expect(within(events).getByText('1 seat')).toBeTruthy();
  expect(screen.queryByText('Something went wrong')).toBeNull();
  expect(strayDigits()).toEqual([]);
  expect(calls.some((call) => call.path === '/class-series')).toBe(true);
});
