import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../../app/testing/render-app.tsx';
import { rememberRoute } from '../../shared/session/remembered-route.ts';
import { fakeScheduleToReturnTo } from './testing/schedule-to-return-to.ts';

function api(login: () => unknown = () => ({ user: userBody(), token: 'jwt-anna' })) {
  return fakeApi({
    'GET /clients/current': () => studioBody(),
    'POST /login': login,
    'GET /users/42': () => userBody(),
  });
}

async function logIn(remember: boolean) {
  await userEvent.type(
    await screen.findByLabelText('Email', {}, { timeout: 8000 }),
    'anna@example.dk',
  );
  await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
  if (remember)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

test('with remember me, the token is kept in localStorage', async () => {
  const calls = api();
  const { router } = await renderApp('/login');
  await logIn(true);
  await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
  expect(localStorage.getItem('accessToken')).toBe('jwt-anna');
  expect(sessionStorage.getItem('accessToken')).toBeNull();
  const login = calls.find((call) => call.path === '/login');
  expect(login?.body).toEqual({ email: 'anna@example.dk', password: 'Secret1' });
  expect(login?.headers.Authorization).toBeUndefined();
});

test('without remember me, the token lasts only for the browser session', async () => {
  api();
  const { router } = await renderApp('/login');
  await logIn(false);
  await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
  expect(sessionStorage.getItem('accessToken')).toBe('jwt-anna');
  expect(localStorage.getItem('accessToken')).toBeNull();
});

test('a wrong password opens the login-failed dialog', async () => {
  api(() => ({
    error: { type: 'loginFailed', localized_title: 'Login failed', localized_message: 'Wrong.' },
  }));
  await renderApp('/login');
  await logIn(false);
  const dialog = await screen.findByRole('alertdialog', { name: 'Login failed' });
  expect(dialog.textContent).toContain('The email or password is wrong');
});

test('a staff-only account hears that it is not a customer here', async () => {
  api(() => 'E_USER_IS_NOT_CUSTOMER');
  await renderApp('/login');
  await logIn(false);
  const dialog = await screen.findByRole('alertdialog', { name: 'No customer profile' });
  expect(dialog.textContent).toContain('The password is right');
});

test('a bad email is explained at the field and nothing is sent', async () => {
  const calls = api();
  await renderApp('/login');
  await userEvent.type(await screen.findByLabelText('Email', {}, { timeout: 8000 }), 'anna@');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('This is not a valid email address')).toBeTruthy();
  expect(screen.getByText('Required')).toBeTruthy();
  expect(calls.some((call) => call.path === '/login')).toBe(false);
});

test('logging in with empty fields shows the errors and moves focus to the first of them', async () => {
  api();
  await renderApp('/login');
  const email = await screen.findByLabelText('Email', {}, { timeout: 8000 });
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(document.activeElement).toBe(email));
  expect(email.getAttribute('aria-invalid')).toBe('true');
});

test('after "Log in to book" the customer lands back on the class dialog, week and all', async () => {
  fakeScheduleToReturnTo();
  const { router } = await renderApp('/login');
  // As the class dialog's "Log in to book" leaves it (booking-feedback.test.tsx).
  rememberRoute('/schedule?date=2026-11-26&class=812');
  await logIn(false);
  await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'), {
    timeout: 8000,
  });
  expect(router.state.location.search).toBe('?date=2026-11-26&class=812');
  expect(await screen.findByRole('dialog', { name: 'Hatha' }, { timeout: 8000 })).toBeTruthy();
  // The schedule's lazy parts finish loading before the test ends.
  await vi.dynamicImportSettled();
}, 15_000);
