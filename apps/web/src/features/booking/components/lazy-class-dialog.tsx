/**
 * The class dialog as a lazy chunk: react-aria and the booking code load on the first click, or
 * earlier when a card is hovered or focused (`preloadClassDialog`), never with the schedule.
 */
import { lazy } from 'react';

const load = () => import('./class-dialog-loader.ts').then((hop) => hop.loadClassDialog());

let preload: ReturnType<typeof load> | null = null;

/** Starts loading the dialog's code once; later calls reuse the same promise. */
export function preloadClassDialog(): void {
  preload ??= load();
}

/** `<LazyClassDialog …/>` inside a Suspense boundary. */
export const LazyClassDialog = lazy(async () => {
  preloadClassDialog();
  const module = await preload!;
  return { default: module.ClassDialog };
});
