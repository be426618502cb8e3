import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeApi, studioBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../../app/testing/render-app.tsx';

const link = '/reset-password/anna%40example.dk/abc123';
const refusal = (type: string, code: string) => () => ({
  error: { type, localized_title: code, localized_message: `Server says ${code}` },
});

function api(check: () => unknown = () => 'OK', set: () => unknown = () => 'OK') {
  return fakeApi({
    'GET /clients/current': () => studioBody(),
    'POST /password-reset-check-token': check,
    'POST /password-reset-set-password-with-token': set,
  });
}

const passwordField = (name: RegExp) =>
  screen.findByLabelText(name, { selector: 'input' }, { timeout: 8000 });

async function choose(password: string, repeat = password) {
  await userEvent.type(await passwordField(/^New password/), password);
  await userEvent.type(await passwordField(/^Repeat the new password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

test('a good link shows the e-mail; the new password is saved and the alert leads to Login', async () => {
  const calls = api();
  const { router } = await renderApp(link);
  await passwordField(/^New password/);
  expect(calls.find((call) => call.path === '/password-reset-check-token')?.body).toEqual({
    email: 'anna@example.dk',
    token: 'abc123',
  });
  expect(screen.getByText('anna@example.dk')).toBeTruthy();
  await choose('Better1');

  const alert = await screen.findByRole('alertdialog', { name: 'Your password is changed' });
  const set = calls.find((call) => call.path === '/password-reset-set-password-with-token');
  expect(set?.body).toEqual({ email: 'anna@example.dk', token: 'abc123', password: 'Better1' });
  await userEvent.click(within(alert).getByRole('button', { name: 'Go to login' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test('an expired link says so and offers a new one for the same e-mail', async () => {
  api(refusal('tokenExpired', 'E_TOKEN_EXPIRED'));
  const { router } = await renderApp(link);
  expect(await screen.findByText('This link has expired', {}, { timeout: 8000 })).toBeTruthy();
  expect(screen.queryByLabelText(/^New password/)).toBeNull();
  await userEvent.click(screen.getByRole('link', { name: 'Send me a new link' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
  expect(router.state.location.search).toBe('?email=anna%40example.dk');
});

test('a used or replaced link is not valid', async () => {
  api(() => 'E_INVALID_TOKEN');
  await renderApp(link);
  expect(await screen.findByText('This link does not work', {}, { timeout: 8000 })).toBeTruthy();
  expect(screen.getByText(/Only the newest link works, once/)).toBeTruthy();
});

test('weak and different passwords are explained and nothing is sent', async () => {
  const calls = api();
  await renderApp(link);
  await choose('weak', 'other');
  expect(await screen.findByText(/The password needs at least 6 characters/)).toBeTruthy();
  expect(screen.getByText('The two passwords are not the same')).toBeTruthy();
  expect(calls.some((call) => call.path === '/password-reset-set-password-with-token')).toBe(false);
});

test.each([
  ['passwordTooWeak', 'E_PASSWORD_TOO_WEAK', false],
  ['invalidToken', 'E_INVALID_TOKEN', true],
  ['tokenExpired', 'E_TOKEN_EXPIRED', true],
])('a %s refusal on saving is shown above the button', async (type, code, offersNewLink) => {
  api(undefined, refusal(type, code));
  await renderApp(link);
  await choose('Better1');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(`Server says ${code}`);
  expect(!!screen.queryByRole('link', { name: 'Send me a new link' })).toBe(offersNewLink);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
