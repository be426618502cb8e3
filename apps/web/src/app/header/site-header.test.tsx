import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../testing/render-app.tsx';

const menuLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 8000 });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent);
};

test('the menu shows Schedule, Events and Prices as the settings say, with My profile first', async () => {
  fakeApi({ 'GET /clients/current': () => studioBody() });
  await renderApp('/login');
  expect(await menuLinks()).toEqual([
    'My profile',
    'Schedule',
    'Events',
    'Prices',
    'Log in',
    'Sign up',
  ]);
});

test('the logo takes a visitor to the schedule', async () => {
  fakeApi({ 'GET /clients/current': () => studioBody() });
  const { router } = await renderApp('/login');
  const banner = await screen.findByRole('banner', {}, { timeout: 8000 });
  const logo = within(banner).getAllByRole('link')[0]!;
  expect(logo.getAttribute('href')).toBe('/schedule');
  await userEvent.click(logo);
  await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
});

test('with only the schedule switched on, the menu has My profile and Schedule', async () => {
  fakeApi({
    'GET /clients/current': () =>
      studioBody({ frontend_show_menu_item_events: false, frontend_show_menu_item_prices: 0 }),
  });
  await renderApp('/login');
  expect(await menuLinks()).toEqual(['My profile', 'Schedule', 'Log in', 'Sign up']);
});

test('with every entry switched off, My profile is no menu entry of its own', async () => {
  fakeApi({
    'GET /clients/current': () =>
      studioBody({
        frontend_show_menu_item_calendar: false,
        frontend_show_menu_item_events: false,
        frontend_show_menu_item_prices: false,
      }),
  });
  await renderApp('/login');
  expect(await menuLinks()).toEqual(['Log in', 'Sign up']);
});

test('a customer with items in the cart sees the cart icon and a user menu', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: userBody() }),
    'GET /users/42': () => userBody({ cart_items: [{ id: 1 }, { id: 2 }] }),
  });
  await renderApp('/my-profile', { token: 'jwt-anna' });

  const cart = await screen.findByRole('link', { name: 'Cart with 2 items' }, { timeout: 8000 });
  expect(cart.getAttribute('href')).toBe('/checkout');
  expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();

  const menuButton = screen.getByRole('button', { name: /My account/ });
  expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  await userEvent.click(menuButton);
  expect(menuButton.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('link', { name: 'Edit profile' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  // The open menu's keys load with its first opening.
  await import('./disclosure-keys.ts');
  await new Promise((resolve) => setTimeout(resolve, 0));
  screen.getByRole('link', { name: 'Edit profile' }).focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).not.toBe(screen.getByRole('link', { name: 'Edit profile' }));
  expect(document.activeElement?.closest('ul')).toBe(
    screen.getByRole('link', { name: 'Edit profile' }).closest('ul'),
  );
  await userEvent.keyboard('{Escape}');
  expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(menuButton);
});

test('no cart icon when the API ignores the cart populate', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: userBody() }),
    'GET /users/42': () => userBody(),
  });
  await renderApp('/my-profile', { token: 'jwt-anna' });
  await screen.findByRole('button', { name: /My account/ }, { timeout: 8000 });
  expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
});

test('signing out posts /logout, forgets the token and shows Login', async () => {
  const calls = fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: userBody() }),
    'GET /users/42': () => userBody(),
    'POST /logout': () => 'OK',
  });
  const { router } = await renderApp('/my-profile', { token: 'jwt-anna' });
  await userEvent.click(
    await screen.findByRole('button', { name: /My account/ }, { timeout: 8000 }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(calls.some((call) => call.method === 'POST' && call.path === '/logout')).toBe(true);
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(await screen.findByRole('link', { name: 'Sign up' })).toBeTruthy();
});

test('the language picker switches the interface to Danish', async () => {
  fakeApi({ 'GET /clients/current': () => studioBody() });
  await renderApp('/login');
  await userEvent.click(
    await screen.findByRole('button', { name: /Choose language/ }, { timeout: 8000 }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Dansk' }));
  expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeTruthy();
  expect(localStorage.getItem('language')).toBe('da');
});

test('the header is hidden in mobile-app mode', async () => {
  // The app hands over its token (seed 000 §7); the page then shows without the header.
  fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
  });
  await renderApp('/my-profile?mobileAppMode=1', { token: 'jwt-app' });
  await screen.findByRole('heading', { name: /Anna/ }, { timeout: 8000 });
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  expect(screen.queryByRole('banner')).toBeNull();
});
