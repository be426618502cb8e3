/**
 * Renders one commerce page at `path` under its route `pattern` (so route params work), as a
 * customer or a visitor, in English, with stand-ins for the pages it leads to (Checkout, Login with
 * cart, My profile, Login). `fetch` is mocked by the caller (shared/testing/mock-fetch).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { settingDefaults } from '@studio/contract/client';
import { queryClient } from '../../../shared/api/query-client.ts';
import { studioQuery } from '../../../shared/api/studio.ts';
import { currentUserQuery, loginStatusQuery } from '../../../shared/session/session.ts';
// Initialises i18n with every feature's English catalog.
import { customer } from '../../../shared/testing/render-with-app.tsx';

interface Options {
  loggedIn?: boolean;
  settings?: Record<string, unknown>;
  /** The page's route loader, when the test is about what it does (a redirect). */
  loader?: LoaderFunction;
}

export { customer };

export function renderRoute(
  Page: ComponentType,
  pattern: string,
  path: string,
  { loggedIn = true, settings = {}, loader }: Options = {},
) {
  // The app's own cache, emptied: logging in (startSession) writes the session there.
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.setQueryData(studioQuery.queryKey, {
    id: 1,
    name: 'Studio Nord',
    email: 'hej@studio.dk',
    settings: { ...settingDefaults, ...settings },
    branches: [],
  });
  queryClient.setQueryData(
    loginStatusQuery.queryKey,
    loggedIn ? { status: 'LOGGED_IN', userId: customer.id } : { status: 'NOT_LOGGED_IN' },
  );
  if (loggedIn) queryClient.setQueryData(currentUserQuery(customer.id).queryKey, customer);
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page, ...(loader ? { loader } : {}) },
      { path: '/checkout', element: <p>Checkout page</p> },
      { path: '/login-with-cart/:cartItemJson?', element: <p>Login with cart page</p> },
      { path: '/my-profile', element: <p>My profile page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/gift', element: <p>Gift card page</p> },
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
