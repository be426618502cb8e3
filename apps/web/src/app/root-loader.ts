/**
 * Startup (seed 000 §2): the studio and the login status load before any page shows (the Init
 * spinner is the router's fallback meanwhile). Then the studio theme and language are applied: the
 * customer's own choice of language wins only while the studio shows the picker.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { studioQuery, withDefaults } from '../shared/api/studio.ts';
import { applyStudioLanguage } from '../shared/i18n/i18n.ts';
import { isMobileAppMode } from '../shared/session/mobile-app-mode.ts';
import { loginStatusQuery } from '../shared/session/session.ts';
import { applyTheme } from './theme/apply-theme.ts';

/** Loader of the root route: waits for the studio and login status, applies theme and language. */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<null> {
  isMobileAppMode(new URL(request.url).search); // remembers the URL flag for the session
  const [client] = await Promise.all([
    queryClient.ensureQueryData(studioQuery),
    queryClient.ensureQueryData(loginStatusQuery),
  ]);
  const { settings } = withDefaults(client);
  applyTheme(settings);
  await applyStudioLanguage(settings.locale, settings.frontend_show_language_picker);
  return null;
}
