/**
 * What the shell does once a page has shown, loaded lazily so the schedule's first load does not
 * carry it (issue 15): the focus ring's colour from the theme, the page's title "<heading> ·
 * <studio>" and route focus (shared/a11y/route-focus.ts), in a studio's frame the frame's scroll
 * to top, and, once, server texts fetched again when the customer switches language
 * (shared/i18n/refetch-on-language.ts).
 */
import { queryClient } from '../shared/api/query-client.ts';
import { studioQuery } from '../shared/api/studio.ts';
import { watchRoute } from '../shared/a11y/route-focus.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { refetchOnLanguageChange } from '../shared/i18n/refetch-on-language.ts';
import { postToParent } from '../shared/lib/parent-frame.ts';
import { applyFocusRing } from './theme/focus-ring.ts';

let followingLanguage = false;

/**
 * Starts the page's title and focus watch; after a route change (`changed`) the page's heading
 * takes focus and a studio's frame, as tall as its content, scrolls its own page to the top.
 * Returns the function that stops the watch.
 */
export function afterPage(changed: boolean): () => void {
  applyFocusRing();
  if (!followingLanguage) {
    followingLanguage = true;
    refetchOnLanguageChange(i18n, queryClient);
  }
  if (changed && window.self !== window.top) postToParent({ type: 'studio-booking:scroll-top' });
  return watchRoute(queryClient.getQueryData(studioQuery.queryKey)?.name ?? '', changed);
}
