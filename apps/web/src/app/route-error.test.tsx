import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { fakeApi, status, studioBody } from '../shared/testing/fake-api.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { readToken } from '../shared/api/token.ts';
import { renderApp } from './testing/render-app.tsx';
import { RouteError } from './route-error.tsx';
import { ApiError } from '../shared/api/errors.ts';

test('a login remembered for another studio ends quietly: the token is dropped and the studio shows, no error page', async () => {
  const calls = fakeApi({
    'GET /clients/current': (request) =>
      request.headers.Authorization
        ? status(401, { err: 'Token is not valid for this client' })
        : studioBody(),
    'GET /get-login-status': (request) =>
      request.headers.Authorization
        ? status(401, { err: 'Token is not valid for this client' })
        : { status: 'NOT_LOGGED_IN' },
    'GET /classes': () => ({ responseType: 'classes', populate: [], classes: [] }),
  });
  await renderApp('/schedule', { token: 'jwt-of-studio-2' });
  // The studio's own page (its header), the customer asked to log in for this studio.
  expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 8000 })).toBeTruthy();
  expect(screen.queryByText('Something went wrong')).toBeNull();
  expect(readToken()).toBeFalsy();
  // The studio was asked for again without the other studio's token.
  const studioCalls = calls.filter((c) => c.path === '/clients/current');
  expect(studioCalls.map((c) => Boolean(c.headers.Authorization))).toEqual([true, false]);
}, 15_000);

test('the error page is in the page language (English)', async () => {
  await i18n.changeLanguage('en');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw new Error('bug');
        },
        element: <p>never</p>,
        errorElement: <RouteError />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(screen.getByText('This page could not be shown. Try reloading it.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the schedule' })).toBeTruthy();
});

test('a studio the provider does not know gets its own message, with nothing to retry', async () => {
  await i18n.changeLanguage('da');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw new ApiError(400, 'E_INVALID_CLIENT_ID');
        },
        element: <p>never</p>,
        errorElement: <RouteError />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Studiet blev ikke fundet' })).toBeTruthy();
  expect(screen.getByText(/Tjek linket/)).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});
