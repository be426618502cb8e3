import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { cartItemAnswer } from '../../entities/commerce/testing/catalogue-fixtures.ts';
import { customer, renderRoute } from '../../entities/commerce/testing/render-route.tsx';
import { loginWithCartPath } from '../../entities/commerce/lib/local-cart-item.ts';
import { eventFixture, signupFixture } from '../../entities/event/testing/event-fixture.ts';
import { mockFetch, type Answer } from '../../shared/testing/mock-fetch.ts';
import { Component as LoginWithCartPage, loader } from './login-with-cart-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

const pattern = '/login-with-cart/:cartItemJson?';
const openDay = eventFixture({ id: 1, name: 'Open day', price: 0 });
const workshop = eventFixture({ id: 2, name: 'Arm balances', price: 450 });

function api(extra: Record<string, Answer> = {}) {
  return mockFetch({
    'GET /events/1': openDay,
    'GET /events/2': workshop,
    'POST /login': { user: customer, token: 'jwt-ea' },
    'POST /event-signups': signupFixture(70, 1),
    'POST /cart-items': cartItemAnswer,
    ...extra,
  });
}

const open = (path: string, settings = {}) =>
  renderRoute(LoginWithCartPage, pattern, path, { loggedIn: false, settings, loader });

async function logIn(button: string) {
  await userEvent.type(await screen.findByLabelText('Email'), 'ea@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

beforeEach(() =>
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), shouldAdvanceTime: true }),
);
afterEach(() => vi.useRealTimers());

test('a visitor logs in to a free event and is signed up for it, with no terms to accept', async () => {
  const { calls } = api();
  open(loginWithCartPath({ itemType: 'event', itemId: 1, itemCount: 1 }));
  expect(await screen.findByRole('heading', { name: 'Log in to sign up' })).toBeTruthy();
  await logIn('Log in and sign up');
  const done = await screen.findByRole('alertdialog', { name: 'You are signed up' });
  expect(done.textContent).toContain('Open day');
  expect(calls.find((call) => call.path === '/event-signups')!.body).toEqual({
    user: customer.id,
    event: 1,
  });
  expect(calls.some((call) => call.path === '/cart-items')).toBe(false);
});

test('a free event that filled up meanwhile gets the fully booked dialog', async () => {
  api({ 'POST /event-signups': 'E_EVENT_IS_FULL' });
  open(loginWithCartPath({ itemType: 'event', itemId: 1, itemCount: 1 }));
  await logIn('Log in and sign up');
  const dialog = await screen.findByRole('alertdialog', { name: 'This cannot be bought' });
  expect(dialog.textContent).toContain('Sorry, Open day is fully booked.');
});

test('a paid event goes into the cart with its seats, then Checkout', async () => {
  const { calls } = api();
  const { router } = open(loginWithCartPath({ itemType: 'event', itemId: 2, itemCount: 2 }), {
    customer_can_buy_multiple_seats_for_event: true,
  });
  const summary = await screen.findByRole('region', { name: 'Your purchase' });
  expect(summary.textContent).toContain('450,00 kr');
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await logIn('Log in and pay');
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  expect(calls.find((call) => call.path === '/cart-items')!.body).toMatchObject({
    item_type: 'event',
    item_id: 2,
    item_count: 2,
  });
});

test('an event that has started is refused before the login', async () => {
  api({ 'GET /events/2': { ...workshop, start_date: '2026-11-01' } });
  open(loginWithCartPath({ itemType: 'event', itemId: 2, itemCount: 1 }));
  const alert = await screen.findByRole('alert');
  expect(
    within(alert.parentElement!).getByText('Arm balances has started, so signups are closed.'),
  ).toBeTruthy();
});
