import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../../app/testing/render-app.tsx';
import { rememberRoute } from '../../shared/session/remembered-route.ts';
import { fakeScheduleToReturnTo } from './testing/schedule-to-return-to.ts';

function api(
  settings: Record<string, unknown> = {},
  signup: () => unknown = () => ({ user: userBody(), token: 'jwt-new' }),
) {
  return fakeApi({
    'GET /clients/current': () => studioBody(settings),
    'POST /users': signup,
    'GET /users/42': () => userBody(),
  });
}

const form = async () => screen.findByRole('button', { name: 'Create profile' }, { timeout: 8000 });

async function fillBasics() {
  await userEvent.type(screen.getByLabelText(/First name/), 'Anna');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Berg');
  await userEvent.type(screen.getByLabelText(/Email/), 'anna@example.dk');
  await userEvent.type(screen.getByLabelText(/Password/), 'Secret1');
}

test('by default the phone is shown and required; address, birthday and branch are hidden', async () => {
  api();
  await renderApp('/signup');
  await form();
  expect(screen.getByLabelText(/Phone/).getAttribute('aria-required')).toBe('true');
  expect(screen.queryByLabelText(/Address/)).toBeNull();
  expect(screen.queryByRole('group', { name: /Date of birth/ })).toBeNull();
  expect(screen.queryByLabelText(/Branch/)).toBeNull();
});

test('fields follow the signup settings, and the branch label comes from the studio', async () => {
  const calls = api({
    signup_show_phone_field: false,
    signup_show_date_of_birth_field: true,
    signup_date_of_birth_field_required: true,
    signup_show_address_fields: true,
    signup_address_fields_required: true,
    signup_show_branch_field: true,
    signup_branch_field_required: true,
    customer_branch_field_label: 'Home studio',
  });
  await renderApp('/signup');
  await form();
  expect(screen.queryByLabelText(/Phone/)).toBeNull();
  expect(screen.getByRole('group', { name: /Date of birth/ })).toBeTruthy();
  expect((screen.getByLabelText(/Home studio/) as HTMLSelectElement).value).toBe('1'); // first branch
  expect((screen.getByLabelText(/Country/) as HTMLSelectElement).value).toBe('DK');

  await fillBasics();
  await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));
  expect(await screen.findByText('Choose your date of birth')).toBeTruthy();
  expect(screen.getByText('Type your address')).toBeTruthy();
  expect(screen.getByText('Type your postcode')).toBeTruthy();
  expect(screen.getByText('Type your city')).toBeTruthy();
  expect(screen.getByText('You have to accept the terms and conditions')).toBeTruthy();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('a taken email opens a dialog with links to log in and reset the password', async () => {
  api({}, () => 'E_EMAIL_EXISTS');
  await renderApp('/signup');
  await form();
  await fillBasics();
  await userEvent.type(screen.getByLabelText(/Phone/), '+45 11 22 33 44');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));

  const dialog = await screen.findByRole('alertdialog', { name: 'This email is already in use' });
  expect(dialog.querySelector('a[href="/login"]')).toBeTruthy();
  expect(dialog.querySelector('a[href="/reset-password"]')).toBeTruthy();
});

test('a new customer is signed up, welcomed and sent on to Prices', async () => {
  const calls = api({ signup_show_branch_field: true });
  const { router } = await renderApp('/signup');
  await form();
  await fillBasics();
  await userEvent.type(screen.getByLabelText(/Phone/), '12345678');
  await userEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
  expect(await screen.findByText('Cancel up to 2 hours before class.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));

  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/prices'));
  expect(localStorage.getItem('accessToken')).toBe('jwt-new');
  const body = calls.find((call) => call.method === 'POST' && call.path === '/users')?.body;
  expect(body).toMatchObject({
    first_name: 'Anna',
    email: 'anna@example.dk',
    phone: '12345678',
    country: 'DK',
    date_of_birth: null,
    branches: [],
    emailConfirmationLink: 'http://localhost:3000/bekraeft-email/{email}/{token}',
  });
});

test('after "Log in to book" and a detour to signup, the new customer is back at the class', async () => {
  fakeScheduleToReturnTo();
  const { router } = await renderApp('/signup');
  // As the class dialog's "Log in to book" leaves it (booking-feedback.test.tsx).
  rememberRoute('/schedule?date=2026-11-26&class=812');
  await form();
  await fillBasics();
  await userEvent.type(screen.getByLabelText(/Phone/), '12345678');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));

  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'), {
    timeout: 8000,
  });
  expect(router.state.location.search).toBe('?date=2026-11-26&class=812');
  expect(await screen.findByRole('dialog', { name: 'Hatha' }, { timeout: 8000 })).toBeTruthy();
  // The schedule's lazy parts finish loading before the test ends.
  await vi.dynamicImportSettled();
}, 15_000);
