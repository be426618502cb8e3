import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../../app/testing/render-app.tsx';

const link = '/bekraeft-email/anna%40example.dk/tok42';

function api(confirm: () => unknown, extra: Record<string, () => unknown> = {}) {
  return fakeApi({
    'GET /clients/current': () => studioBody(),
    'POST /confirm-email-with-token': confirm,
    'POST /confirm-email-resend-welcome-email': () => 'OK',
    ...extra,
  });
}

const loggedIn = (cartItems: unknown[]) => ({
  'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
  'GET /users/42': () => userBody({ cart_items: cartItems }),
});

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 8000 });

test('a visitor confirms their e-mail and is offered Login', async () => {
  const calls = api(() => 'OK');
  await renderApp(link);
  expect(await heading('Your email is confirmed')).toBeTruthy();
  expect(screen.getByText(/anna@example.dk is now confirmed/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  expect(calls.find((call) => call.path === '/confirm-email-with-token')?.body).toEqual({
    email: 'anna@example.dk',
    token: 'tok42',
  });
});

test('a logged-in customer goes on to My profile', async () => {
  api(() => 'OK', loggedIn([]));
  await renderApp(link, { token: 'jwt-anna' });
  await heading('Your email is confirmed');
  expect((await screen.findByRole('link', { name: 'Go to My profile' })).getAttribute('href')).toBe(
    '/my-profile',
  );
});

test('a customer with items in the cart goes on to Checkout', async () => {
  api(() => 'OK', loggedIn([{ id: 1 }]));
  await renderApp(link, { token: 'jwt-anna' });
  await heading('Your email is confirmed');
  expect((await screen.findByRole('link', { name: 'Go to your cart' })).getAttribute('href')).toBe(
    '/checkout',
  );
});

test('an unknown link says it was not found', async () => {
  api(() => 'E_TOKEN_NOT_FOUND');
  await renderApp(link);
  expect(await heading('We could not find this link')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Send me a new email' })).toBeNull();
});

test('an expired link resends the welcome e-mail with a fresh link', async () => {
  const calls = api(() => 'E_TOKEN_EXPIRED');
  await renderApp(link);
  await heading('This link has expired');
  await userEvent.click(screen.getByRole('button', { name: 'Send me a new email' }));

  expect(await heading('We have sent a new email')).toBeTruthy();
  expect(screen.getByText(/Open the newest email to anna@example.dk/)).toBeTruthy();
  expect(calls.find((call) => call.path === '/confirm-email-resend-welcome-email')?.body).toEqual({
    email: 'anna@example.dk',
    emailConfirmationLink: 'http://localhost:3000/bekraeft-email/{email}/{token}',
  });
});

test('a refused resend is shown and the customer can try again', async () => {
  api(() => 'E_TOKEN_EXPIRED', {
    'POST /confirm-email-resend-welcome-email': () => ({
      error: {
        type: 'emailNotFound',
        localized_title: 'Oops',
        localized_message: 'No such email.',
      },
    }),
  });
  await renderApp(link);
  await heading('This link has expired');
  await userEvent.click(screen.getByRole('button', { name: 'Send me a new email' }));
  expect((await screen.findByRole('alert')).textContent).toContain('No such email.');
  expect(screen.getByRole('button', { name: 'Send me a new email' })).toBeTruthy();
});
