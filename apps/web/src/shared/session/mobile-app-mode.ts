/**
 * Mobile-app mode (seed 000 §1): switched on by the URL flag `mobileAppMode=1` and remembered for
 * the browser session, so later navigations without the flag stay in the mode. The header is hidden
 * and post-signup behaviour changes in this mode.
 */
const KEY = 'mobileAppMode';

/** Whether the app runs inside the studio's mobile app. Reads (and remembers) the URL flag. */
export function isMobileAppMode(search: string = window.location.search): boolean {
  if (new URLSearchParams(search).get('mobileAppMode') === '1') sessionStorage.setItem(KEY, '1');
  return sessionStorage.getItem(KEY) === '1';
}
