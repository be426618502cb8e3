import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeApi, status, studioBody, userBody } from '../shared/testing/fake-api.ts';
import { makeClass } from '../entities/class/testing/class-fixture.ts';
import { renderApp } from './testing/render-app.tsx';

const loggedInApi = () =>
  fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: userBody() }),
    'GET /users/42': () => userBody(),
    'POST /login': () => ({ user: userBody(), token: 'jwt-anna' }),
  });

test('a visitor asking for My profile logs in first, then lands on My profile', async () => {
  loggedInApi();
  const { router } = await renderApp('/my-profile');

  // The first test also pays for compiling the lazy pages.
  expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 8000 })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login');

  await userEvent.type(screen.getByLabelText('Email'), 'anna@example.dk');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('heading', { name: 'Hi Anna' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/my-profile');
});

test('after login the customer returns to the route they asked for, query string included', async () => {
  loggedInApi();
  const { router } = await renderApp('/purchase-access-for-class?classId=7&seatCount=2');
  await screen.findByRole('heading', { name: 'Log in' });

  await userEvent.type(screen.getByLabelText('Email'), 'anna@example.dk');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

  expect(
    await screen.findByRole('heading', { name: 'You need a class pass or membership' }),
  ).toBeTruthy();
  expect(router.state.location.search).toBe('?classId=7&seatCount=2');
});

test('a logged-in customer starting at "/" goes on to My profile', async () => {
  loggedInApi();
  const { router } = await renderApp('/', { token: 'jwt-anna' });
  expect(await screen.findByRole('heading', { name: 'Hi Anna' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/my-profile');
});

test('a visitor starting at "/" goes to Login; open routes need no login', async () => {
  loggedInApi();
  const first = await renderApp('/');
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
  first.unmount();

  const second = await renderApp('/schedule');
  await waitFor(() => expect(second.router.state.navigation.state).toBe('idle'));
  expect(second.router.state.location.pathname).toBe('/schedule');
  expect(screen.queryByRole('heading', { name: 'Log in' })).toBeNull();
});

test('Danish paths redirect to the English ones', async () => {
  loggedInApi();
  const { router } = await renderApp('/min-profil', { token: 'jwt-anna' });
  expect(await screen.findByRole('heading', { name: 'Hi Anna' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/my-profile');
});

test('/terms is open to visitors and shows the studio’s terms (issue 26 item 11)', async () => {
  fakeApi({
    'GET /clients/current': () =>
      studioBody({}, { terms: 'Cancel 12 hours before.\n\nNo refunds.' }),
    'GET /get-login-status': () => ({ status: 'NOT_LOGGED_IN' }),
  });
  const { router } = await renderApp('/terms');
  expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
  expect(screen.getByText('Cancel 12 hours before.')).toBeTruthy();
  expect(screen.getByText('No refunds.')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/terms');
});

test('/sign-up-for-class/{id}: a visitor logs in first, then the class opens on its week in the schedule', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: userBody() }),
    'GET /users/42': () => userBody(),
    'POST /login': () => ({ user: userBody(), token: 'jwt-anna' }),
    'GET /classes': () => ({
      responseType: 'classes',
      populate: [],
      classes: [makeClass({ id: 77, date: '2099-03-04' })],
    }),
  });
  const { router } = await renderApp('/sign-up-for-class/77');
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  await userEvent.type(screen.getByLabelText('Email'), 'anna@example.dk');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() =>
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/schedule?week=2099-03-04&class=77',
    ),
  );
  expect(await screen.findByRole('dialog', { name: 'Hatha' }, { timeout: 8000 })).toBeTruthy();
});

test('a dead token (403 from the API) ends the session and shows Login', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: userBody() }),
    'GET /users/42': () => status(403, 'Forbidden'),
  });
  const { router } = await renderApp('/my-profile', { token: 'jwt-revoked' });
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login');
  expect(localStorage.getItem('accessToken')).toBeNull();
});

test('a visitor at "/" lands on the schedule when the studio chose it (issue 26)', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody({ frontend_visitor_start_page: 'schedule' }),
    'GET /get-login-status': () => ({ status: 'NOT_LOGGED_IN' }),
    'GET /classes': () => ({ responseType: 'classes', populate: [], classes: [] }),
  });
  const { router } = await renderApp('/');
  await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
  expect(screen.queryByRole('heading', { name: 'Log in' })).toBeNull();
});

test('an unknown path shows "Page not found" in the shell, with ways back (issue 26)', async () => {
  loggedInApi();
  const { router } = await renderApp('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/no-such-page');
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the schedule' }).getAttribute('href')).toBe(
    '/schedule',
  );
  expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
});

test('a page whose load fails shows the error page inside the shell (issue 26)', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: userBody() }),
    'GET /users/42': () => status(500, 'Internal Server Error'),
  });
  await renderApp('/my-profile', { token: 'jwt-anna' });
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the schedule' })).toBeTruthy();
});

test('the login page welcomes in the page’s language; after login the heading has focus (issue 26)', async () => {
  fakeApi({
    'GET /clients/current': () =>
      studioBody({ locale: 'da', login_greeting: 'Velkommen til Studio Nord' }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: userBody() }),
    'GET /users/42': () => userBody(),
    'POST /login': () => ({ user: userBody(), token: 'jwt-anna' }),
  });
  await renderApp('/login');
  expect(await screen.findByText('Welcome to Studio Nord')).toBeTruthy();
  expect(screen.queryByText(/Velkommen/)).toBeNull();

  await userEvent.type(screen.getByLabelText('Email'), 'anna@example.dk');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  const heading = await screen.findByRole('heading', { name: 'Hi Anna' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
});
