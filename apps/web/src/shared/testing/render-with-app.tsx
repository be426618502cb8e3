/**
 * Renders `ui` as a logged-in customer (or a visitor) of a seeded studio, with a memory router
 * that has a stand-in purchase-access page, the feature catalogs in English, and `fetch` mocked
 * at the boundary by the caller.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { settingDefaults } from '@studio/contract/client';
import { studioQuery } from '../api/studio.ts';
import { currentUserQuery, loginStatusQuery } from '../session/session.ts';
import common from '../i18n/en/common.json';
import errors from '../i18n/en/errors.json';

/** Every feature's English catalog, namespace = folder name (a glob, not an import: `shared`
 *  depends on no feature). */
const featureCatalogs = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../../features/*/i18n/en.json', {
      import: 'default',
      eager: true,
    }),
  ).map(([path, catalog]) => [path.split('/')[3]!, catalog]),
);

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, errors, ...featureCatalogs } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

export const customer = {
  id: 42,
  client: 1,
  email: 'ea@example.com',
  first_name: 'Ea',
  last_name: 'Lund',
};

interface Options {
  loggedIn?: boolean;
  settings?: Record<string, unknown>;
  branches?: Array<{ id: number; name: string; sort: number }>;
  route?: string;
}

export function renderWithApp(ui: ReactNode, options: Options = {}) {
  const { loggedIn = true, settings = {}, branches = [], route = '/schedule' } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(studioQuery.queryKey, {
    id: 1,
    name: 'Studio',
    settings: { ...settingDefaults, ...settings },
    branches,
  });
  queryClient.setQueryData(
    loginStatusQuery.queryKey,
    loggedIn ? { status: 'LOGGED_IN', userId: customer.id } : { status: 'NOT_LOGGED_IN' },
  );
  if (loggedIn) queryClient.setQueryData(currentUserQuery(customer.id).queryKey, customer);
  const router = createMemoryRouter(
    [
      { path: '/purchase-access-for-class', element: <p>Purchase access page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '*', element: ui },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
