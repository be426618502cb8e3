import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { customer, renderRoute } from '../../entities/commerce/testing/render-route.tsx';
import { loginWithCartPath } from '../../entities/commerce/lib/local-cart-item.ts';
import { mockFetch, type Answer } from '../../shared/testing/mock-fetch.ts';
import { Component as LoginWithCartPage, loader } from './login-with-cart-page.tsx';

const pattern = '/login-with-cart/:cartItemJson?';
/** The local cart item of seed 000 §3 for an appointment: the slot chosen in the popup. */
const slot = {
  date: '2026-11-25',
  appointment_type_id: 4,
  teacher_id: 6,
  start_time: '13:00',
  branch_id: 1,
};
const link = loginWithCartPath({ itemType: 'appointment', itemId: 4, itemCount: 1, ...slot });
const type = {
  id: 4,
  client_id: 1,
  name: 'Private session',
  description: '',
  duration_minutes: 60,
  price: 650,
  direct_purchase_enabled: true,
  customer_point_of_payment: 'in_app',
  archived: false,
};

function api(extra: Record<string, Answer> = {}) {
  return mockFetch({
    'GET /appointment-types/4': type,
    'POST /login': { user: customer, token: 'jwt-ea' },
    ...extra,
  });
}

/** The query My profile gets back: the same local cart item. */
const returned = (search: string) => Object.fromEntries(new URLSearchParams(search));
const expected = {
  itemType: 'appointment',
  itemId: '4',
  itemCount: '1',
  date: '2026-11-25',
  appointment_type_id: '4',
  teacher_id: '6',
  start_time: '13:00',
  branch_id: '1',
};

test('a visitor sees the appointment, logs in without terms, and returns to the booking', async () => {
  const { calls } = api();
  const { router } = renderRoute(LoginWithCartPage, pattern, link, { loggedIn: false, loader });
  expect(await screen.findByRole('heading', { name: 'Log in to book' })).toBeTruthy();
  const summary = await screen.findByRole('region', { name: 'Your appointment' });
  expect(summary.textContent).toContain('Private session');
  expect(summary.textContent).toContain('November 25, 2026, 13:00');
  // Nothing is paid here: no terms, no discount code.
  expect(screen.queryByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeNull();
  expect(screen.queryByLabelText('Discount code or gift card (optional)')).toBeNull();

  await userEvent.type(screen.getByLabelText('Email'), 'ea@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in and continue' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
  expect(returned(router.state.location.search)).toEqual(expected);
  expect(calls.some((call) => call.path === '/cart-items')).toBe(false);
});

test('the slot can come as the query string; signup mode creates a profile to book', async () => {
  api();
  const query = new URLSearchParams(expected);
  renderRoute(LoginWithCartPage, pattern, `/login-with-cart?${query.toString()}&signupMode=1`, {
    loggedIn: false,
    loader,
  });
  expect(await screen.findByRole('heading', { name: 'Create a profile to book' })).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Create profile and continue' })).toBeTruthy();
});

test('a logged-in customer goes straight back to the booking', async () => {
  api();
  const { router } = renderRoute(LoginWithCartPage, pattern, link, { loader });
  await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
  expect(returned(router.state.location.search)).toEqual(expected);
});

test('an appointment without a whole slot, or of a type that is gone, is not booked', async () => {
  api({ 'GET /appointment-types/4': new Response('Not Found', { status: 404 }) });
  const partial = loginWithCartPath({ itemType: 'appointment', itemId: 4, itemCount: 1 });
  const first = renderRoute(LoginWithCartPage, pattern, partial, { loggedIn: false, loader });
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
  first.unmount();
  renderRoute(LoginWithCartPage, pattern, link, { loggedIn: false, loader });
  expect(await screen.findByText('This is no longer for sale.')).toBeTruthy();
  expect(screen.queryByLabelText('Email')).toBeNull();
});
