/**
 * Startup (seed 000 §2): the studio and the login status load before any page shows (the Init
 * spinner is the router's fallback meanwhile). Then the studio theme and language are applied: the
 * customer's own choice of language wins only while the studio shows the picker. The texts of the
 * page asked for load beside them (issue 15): a page that suspended on its catalog instead would
 * show the spinner, and React holds a revealed boundary back for 300 ms after a fallback shows.
 */
import { matchPath, type LoaderFunctionArgs } from 'react-router';
import { webRoutes } from '@studio/contract/web-routes';
import { queryClient } from '../shared/api/query-client.ts';
import { studioQuery, withDefaults } from '../shared/api/studio.ts';
import { applyStudioLanguage, i18n } from '../shared/i18n/i18n.ts';
import { isMobileAppMode } from '../shared/session/mobile-app-mode.ts';
import { loginStatusQuery } from '../shared/session/session.ts';
import { applyTheme } from './theme/apply-theme.ts';

/** Loader of the root route: waits for the studio and login status, applies theme and language. */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  isMobileAppMode(url.search); // remembers the URL flag for the session
  const texts = loadPageTexts(url.pathname);
  const [client] = await Promise.all([
    queryClient.ensureQueryData(studioQuery),
    queryClient.ensureQueryData(loginStatusQuery),
  ]);
  const { settings } = withDefaults(client);
  applyTheme(settings);
  await applyStudioLanguage(settings.locale, settings.frontend_show_language_picker);
  await texts;
  return null;
}

/**
 * Loads the catalog of the page at `pathname`: its namespace is its page name in the route
 * manifest (the feature's folder, e.g. `schedule`); a page with no catalog of that name loads none.
 */
function loadPageTexts(pathname: string): Promise<unknown> {
  const route = webRoutes.find(({ path }) => matchPath(`/${path}`, pathname));
  if (!route) return Promise.resolve();
  return i18n.loadNamespaces(route.page).catch(() => undefined);
}
