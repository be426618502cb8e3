/**
 * The event dialog as a lazy chunk: react-aria and the event code load when an event is first
 * opened (or hovered: `preloadEventDialog`), never with the schedule's first load.
 */
import { lazy } from 'react';

const load = () => import('./event-dialog.tsx');

let preload: ReturnType<typeof load> | null = null;

/** Starts loading the dialog's code once; later calls reuse the same promise. */
export function preloadEventDialog(): void {
  preload ??= load();
}

/** `<LazyEventDialog …/>` inside a Suspense boundary. */
export const LazyEventDialog = lazy(async () => {
  preloadEventDialog();
  const module = await preload!;
  return { default: module.EventDialog };
});
