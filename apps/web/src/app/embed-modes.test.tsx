/**
 * Issue 13: the studio's language picker setting, mobile-app mode (no header; calls wait for the
 * app's token, seed 000 §7) and iframe mode (a Close button that tells the studio's page).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { receiveAppToken } from '../shared/api/app-token.ts';
import { storeToken } from '../shared/api/token.ts';
import { sessionStore } from '../shared/lib/safe-storage.ts';
import { isMobileAppMode } from '../shared/session/mobile-app-mode.ts';
import { fakeApi, studioBody, userBody } from '../shared/testing/fake-api.ts';
import { renderApp } from './testing/render-app.tsx';

afterEach(() => {
  sessionStore.clear();
  vi.restoreAllMocks();
});

test('a studio can hide the language picker; its locale is then the language', async () => {
  fakeApi({
    'GET /clients/current': () =>
      studioBody({ frontend_show_language_picker: false, locale: 'da' }),
  });
  await renderApp('/login'); // the customer had picked English before
  await screen.findByRole('navigation', { name: 'Hovedmenu' }, { timeout: 8000 });
  expect(screen.queryByRole('button', { name: /Vælg sprog|Choose language/ })).toBeNull();
  expect(document.documentElement.lang).toBe('da');
});

test('the language picker shows by default', async () => {
  fakeApi({ 'GET /clients/current': () => studioBody() });
  await renderApp('/login');
  expect(
    await screen.findByRole('button', { name: /Choose language/ }, { timeout: 8000 }),
  ).toBeTruthy();
});

test('in mobile-app mode nothing is asked before the app hands over its token; then no header', async () => {
  const calls = fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
  });
  receiveAppToken(storeToken, window); // as main.tsx does at startup in mobile-app mode
  const { router } = await renderApp('/my-profile?mobileAppMode=1');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(isMobileAppMode()).toBe(true);
  expect(calls).toEqual([]);

  // What the app's injected `window.postMessage(…)` delivers (happy-dom's own postMessage gives
  // another `source`, so the event is dispatched as a browser would).
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'studio-booking:token', token: 'jwt-app' },
      origin: window.location.origin,
      source: window,
    }),
  );
  await screen.findByRole('heading', { name: /Anna/ }, { timeout: 8000 });
  expect(router.state.location.pathname).toBe('/my-profile');
  expect(calls.find((call) => call.path === '/users/42')?.headers.Authorization).toBe(
    'Bearer jwt-app',
  );
  expect(screen.queryByRole('banner')).toBeNull();
}, 20_000);

test('in a studio frame the header has a Close button that posts the close command', async () => {
  fakeApi({ 'GET /clients/current': () => studioBody() });
  const parent = { postMessage: vi.fn() };
  vi.spyOn(window, 'top', 'get').mockReturnValue(parent as unknown as Window);
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  await renderApp('/login');
  const close = await screen.findByRole('button', { name: 'Close' }, { timeout: 8000 });
  close.click();
  await waitFor(() =>
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'studio-booking:close' }, '*'),
  );
});
