import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../testing/render-app.tsx';

function api(profile: Record<string, unknown>) {
  return fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(profile),
    'GET /users': () => [userBody()],
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
