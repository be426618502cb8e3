import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeApi, studioBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../../app/testing/render-app.tsx';

function api(send: () => unknown = () => 'OK') {
  return fakeApi({
    'GET /clients/current': () => studioBody(),
    'POST /password-reset-send-token': send,
  });
}

const emailField = () => screen.findByLabelText(/Email/, {}, { timeout: 8000 });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send link' }));

test('Login links to the reset page', async () => {
  api();
  const { router } = await renderApp('/login');
  await userEvent.click(
    await screen.findByRole('link', { name: 'Forgot your password?' }, { timeout: 8000 }),
  );
  expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/reset-password');
});

test('a customer asks for a link and is told where it went and to check the spam folder', async () => {
  const calls = api();
  await renderApp('/reset-password');
  await userEvent.type(await emailField(), 'anna@example.dk');
  await send();

  const sent = (await screen.findByText(/We have sent a link/)).closest('[role="status"]')!;
  expect(sent.textContent).toContain(
    'We have sent a link to anna@example.dk. It works for one hour.',
  );
  expect(sent.textContent).toContain('Look in your spam or junk folder');
  expect(calls.find((call) => call.path === '/password-reset-send-token')?.body).toEqual({
    email: 'anna@example.dk',
    setNewPasswordLink: 'http://localhost:3000/reset-password/{email}/{token}',
  });
  expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
});

test('an e-mail the studio does not know is told so at the field', async () => {
  api(() => ({
    error: { type: 'emailNotFound', localized_title: 'Not found', localized_message: 'Unknown.' },
  }));
  await renderApp('/reset-password');
  const email = await emailField();
  await userEvent.type(email, 'nobody@example.dk');
  await send();
  expect(await screen.findByText(/There is no profile with this email here/)).toBeTruthy();
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByText(/We have sent a link/)).toBeNull();
});

test('an empty or malformed e-mail is explained and nothing is sent', async () => {
  const calls = api();
  await renderApp('/reset-password');
  await emailField();
  await send();
  expect(await screen.findByText('Type your email')).toBeTruthy();
  await userEvent.type(await emailField(), 'anna@');
  await send();
  expect(await screen.findByText('This is not a valid email address')).toBeTruthy();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('the e-mail comes filled in from a link that asks for a new one', async () => {
  api();
  await renderApp('/reset-password?email=anna%40example.dk');
  expect(((await emailField()) as HTMLInputElement).value).toBe('anna@example.dk');
});
