import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp } from '../../app/testing/render-app.tsx';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { roomBody } from './testing/room-fixture.ts';

test('the preloader says the livestream is opening, then the room replaces it', async () => {
  let answer: (room: unknown) => void = () => undefined;
  const calls = fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    'GET /classes/7/livestream-room': () => new Promise((resolve) => (answer = resolve)),
  });
  const { router } = await renderApp('/livestream/class/7/preloader', { token: 'jwt-anna' });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Opening the livestream…' }),
  ).toBeTruthy();
  answer(roomBody());

  expect(await screen.findByRole('heading', { level: 1, name: 'Hatha flow' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/livestream/class/7');
  expect(router.state.historyAction).toBe('REPLACE');
  // The preloader asked for the room; the room's page used that answer.
  expect(calls.filter((call) => call.path === '/classes/7/livestream-room')).toHaveLength(1);
});
