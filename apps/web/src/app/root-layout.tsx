/**
 * The frame around every page: the header (not on full-screen routes, not in mobile-app mode), a
 * thin progress bar while a navigation loads, and scroll to top on every navigation (seed 000 §2).
 * Once the first page has shown, Google Tag Manager starts when the studio has it. A skip link
 * comes first; a route change moves focus to the page's heading and titles the page (issue 15).
 */
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { isMobileAppMode } from '../shared/session/mobile-app-mode.ts';
import { Spinner } from '../shared/ui/spinner.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { startTagManagerOnce } from './start-tag-manager.ts';
import type { RouteHandle } from './route-handle.ts';
import './shell.css';

/** Root route element. */
export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  // Once the route has changed, every page is a new one, the first page too.
  const routeChanged = useRef(false);
  const fullScreen = matches.some((match) => (match.handle as RouteHandle | undefined)?.fullScreen);

  useEffect(() => {
    // Google Tag Manager comes after the first page has shown, never in its load (seed 000 §1).
    if (navigation.state === 'idle') startTagManagerOnce();
  }, [navigation.state]);

  useEffect(() => {
    // A block body: newer Chromium returns a Promise from scrollTo, which React would take for
    // an effect cleanup and try to call.
    window.scrollTo(0, 0);
    routeChanged.current ||= pathname !== firstPathname.current;
    const changed = routeChanged.current;
    // The rest (after-page.ts: title, focus, skip link, focus ring, the frame's scroll) loads
    // lazily: on the first page after its week (1.5 s), off its first load; at once after a
    // route change.
    let stop: (() => void) | undefined;
    let live = true;
    const timer = setTimeout(
      () =>
        void import('./after-page.ts').then((after) => {
          if (live) stop = after.afterPage(changed);
        }),
      changed ? 0 : 1500,
    );
    return () => {
      live = false;
      clearTimeout(timer);
      stop?.();
    };
  }, [pathname]);

  return (
    <>
      {!fullScreen && !isMobileAppMode() && <SiteHeader />}
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
