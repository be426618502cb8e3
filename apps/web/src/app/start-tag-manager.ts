/**
 * Starts Google Tag Manager for a studio with a `google_tag_manager_id` (seed 000 §1), after the
 * first page has shown: the loader module itself is fetched only then, and only for such a studio.
 */
import { queryClient } from '../shared/api/query-client.ts';
import { studioQuery } from '../shared/api/studio.ts';

let started = false;

/** Called once the first navigation has settled; later calls do nothing. */
export function startTagManagerOnce(): void {
  if (started) return;
  started = true;
  const id = queryClient.getQueryData(studioQuery.queryKey)?.settings.google_tag_manager_id;
  if (typeof id !== 'string' || !id.trim()) return;
  void import('../shared/lib/tag-manager.ts').then(({ loadTagManager, whenIdle }) =>
    whenIdle(() => loadTagManager(id)),
  );
}
