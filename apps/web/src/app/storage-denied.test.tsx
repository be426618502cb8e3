/**
 * Issue 13: inside a studio's page on another site the browser may deny the frame's storage
 * (reading `localStorage` throws a SecurityError). The app must still render, log in and keep the
 * session, in memory, for its later calls.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { fakeApi, studioBody, userBody } from '../shared/testing/fake-api.ts';
import { denyStorage } from '../shared/testing/deny-storage.ts';
import { renderApp } from './testing/render-app.tsx';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

test('with storage denied, a customer logs in and later calls carry the session', async () => {
  const calls = fakeApi({
    'GET /clients/current': () => studioBody(),
    'POST /login': () => ({ user: userBody(), token: 'jwt-framed' }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
  });
  restore = denyStorage();
  expect(() => window.localStorage).toThrow();
  const { router } = await renderApp('/login');

  await userEvent.type(
    await screen.findByLabelText('Email', {}, { timeout: 8000 }),
    'anna@example.dk',
  );
  await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
  expect(await screen.findByRole('heading', { name: /Anna/ }, { timeout: 8000 })).toBeTruthy();
  const afterLogin = calls.filter((call) => call.path.startsWith('/users'));
  expect(afterLogin.length).toBeGreaterThan(0);
  expect(afterLogin.every((call) => call.headers.Authorization === 'Bearer jwt-framed')).toBe(true);
}, 20_000);
