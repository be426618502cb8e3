/**
 * A class in Login with cart (seed 000 §2 dialogs, §8; seed 001 §2, §8): after logging in the
 * customer is booked into the class and sees the success dialog with its add-to-calendar link;
 * without access, the no-access dialog leads to the purchase page for the class, or is dismissed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Class } from '@studio/contract/classes';
import { makeClass } from '../../entities/class/testing/class-fixture.ts';
import { customer, renderRoute } from '../../entities/commerce/testing/render-route.tsx';
import { loginWithCartPath } from '../../entities/commerce/lib/local-cart-item.ts';
import { mockFetch, type Answer } from '../../shared/testing/mock-fetch.ts';
import { Component as LoginWithCartPage, loader } from './login-with-cart-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

const pattern = '/login-with-cart/:cartItemJson?';
const hatha = makeClass({ id: 77, date: '2099-03-02', start_time: '07:00:00' });
const classLink = (itemCount = 1) =>
  loginWithCartPath({ itemType: 'class', itemId: 77, itemCount });
const classes = (cls: Class) => ({ responseType: 'classes', populate: [], classes: [cls] });

function api(extra: Record<string, Answer> = {}) {
  return mockFetch({
    'GET /classes': classes(hatha),
    'POST /login': { user: customer, token: 'jwt-ea' },
    'POST /class-signups': { id: 500 },
    ...extra,
  });
}

const open = (path: string) =>
  renderRoute(LoginWithCartPage, pattern, path, { loggedIn: false, loader });

async function logIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'ea@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in and sign up' }));
}

test('a visitor sees the class, logs in, is booked and gets the add-to-calendar link', async () => {
  const { calls } = api();
  open(classLink());
  expect(await screen.findByRole('heading', { name: 'Log in to book' })).toBeTruthy();
  const summary = await screen.findByRole('region', { name: 'Your class' });
  expect(summary.textContent).toContain('Hatha');
  expect(summary.textContent).toContain('07:00');
  // Nothing is bought: no terms to accept, no discount code.
  expect(screen.queryByRole('checkbox', { name: /terms/ })).toBeNull();
  expect(screen.queryByLabelText(/Discount code/)).toBeNull();
  await logIn();
  const done = await screen.findByRole('alertdialog', { name: 'You are booked' });
  expect(done.textContent).toContain('You are booked for Hatha.');
  const calendar = within(done).getByRole('link', { name: 'Add to calendar' });
  expect(calendar.getAttribute('href')).toBe('/classes/77/ics?client=1');
  expect(calls.find((call) => call.path === '/class-signups')!.body).toEqual({
    user: customer.id,
    class: 77,
  });
  expect(calls.some((call) => call.path === '/cart-items')).toBe(false);
});

test('several seats from the link are booked as one signup with a count', async () => {
  const { calls } = api();
  open(classLink(2));
  await logIn();
  await screen.findByRole('alertdialog', { name: 'You are booked' });
  expect(calls.find((call) => call.path === '/class-signups')!.body).toEqual({
    user: customer.id,
    class: 77,
    count: 2,
  });
});

test('without access the no-access dialog leads to the purchase page for the class', async () => {
  api({ 'POST /class-signups': 'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP' });
  const { router } = open(classLink());
  await logIn();
  const dialog = await screen.findByRole('alertdialog', {
    name: 'You have no access to this class',
  });
  expect(dialog.textContent).toContain('you need a membership or a class pass');
  await userEvent.click(
    within(dialog).getByRole('button', { name: 'Choose a membership or class pass' }),
  );
  await waitFor(() =>
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/purchase-access-for-class?classId=77&seatCount=1&attendanceType=class',
    ),
  );
});

test('"Not now" dismisses the no-access dialog and goes to My profile', async () => {
  api({ 'POST /class-signups': 'E_NO_ACCESS_TO_CLASS' });
  const { router } = open(classLink());
  await logIn();
  const dialog = await screen.findByRole('alertdialog', {
    name: 'You have no access to this class',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
});

test('a class that has started meanwhile, or a refusal of another kind, is said in a dialog', async () => {
  api({ 'POST /class-signups': 'E_CLASS_HAS_STARTED' });
  open(classLink());
  await logIn();
  const started = await screen.findByRole('alertdialog');
  expect(started.textContent).toContain('Hatha has started, so signups are closed.');
});

test('any other refusal is the class-signup error alert with the server’s message', async () => {
  api({
    'POST /class-signups': {
      error: { type: 'classIsFull', localized_title: 'Full', localized_message: 'No seats left.' },
    },
  });
  open(classLink());
  await logIn();
  const failed = await screen.findByRole('alertdialog', {
    name: 'The booking did not go through',
  });
  expect(failed.textContent).toContain('The reason: No seats left.');
});

test('a cancelled class is not offered: the page says so before login', async () => {
  api({ 'GET /classes': classes({ ...hatha, cancelled: true }) });
  open(classLink());
  expect(
    await screen.findByText('Hatha has been cancelled and can no longer be chosen.'),
  ).toBeTruthy();
  expect(screen.queryByLabelText('Password')).toBeNull();
});
