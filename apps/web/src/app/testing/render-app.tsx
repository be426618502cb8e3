/**
 * Mounts the whole app (route table, guard, header) in a memory router at `path`, in English, with
 * an empty cache and empty storage, as a customer's fresh browser would be.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { i18n, initI18n } from '../../shared/i18n/i18n.ts';
import { localStore, sessionStore } from '../../shared/lib/safe-storage.ts';
import { App } from '../app.tsx';
import { routes } from '../router.tsx';
import { routeToLoginWhenSessionEnds } from '../session-over.ts';
import { loadScheduleParts } from '../../features/schedule/testing/load-schedule-parts.ts';

/**
 * Resets cache, storage and language; `token` logs in (local storage) before the app starts. Goes
 * through safe-storage, so a test may deny the browser's storage first. `sameTab` keeps the
 * session storage, as a tab coming back from a provider's page has it.
 */
export async function renderApp(
  path: string,
  { token, sameTab = false }: { token?: string; sameTab?: boolean } = {},
) {
  queryClient.clear();
  localStore.clear();
  if (!sameTab) sessionStore.clear();
  localStore.set('language', 'en');
  if (token) localStore.set('accessToken', token);
  if (!i18n.isInitialized) await initI18n();
  await i18n.changeLanguage('en');
  await loadLazyParts();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  routeToLoginWhenSessionEnds(router);
  const view = render(<App router={router} />);
  return { ...view, router };
}

/**
 * The parts the app imports by itself a moment after a page shows (the schedule's later parts,
 * the shell's after-page work), loaded before the first render: an import still under way when a
 * test ends fails once its environment is torn down (vitest EnvironmentTeardownError).
 */
const loadLazyParts = () => Promise.all([loadScheduleParts(), import('../after-page.ts')]);
