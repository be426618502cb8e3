/**
 * Mobile-app mode (seed 000 §1): the studio's app shows the product in a web view with the URL
 * flag `mobileAppMode=1`, remembered for the tab's session, so later navigations without the flag
 * stay in the mode. The header is hidden, API calls wait for the app's token (seed 000 §7,
 * shared/api/app-token.ts) and signup ends differently (mobile-app-signup.ts). The app tells its
 * version with `mobileAppVersion=<x.y.z>` *(design, issue 13: the seed has a 2.0.0 threshold but
 * no way to pass the version)*, remembered the same way.
 */
import { readToken } from '../api/token.ts';
import { sessionStore } from '../lib/safe-storage.ts';

const MODE_KEY = 'mobileAppMode';
/** Where the app's version is remembered (read by mobile-app-signup.ts). */
export const VERSION_KEY = 'mobileAppVersion';

/** Whether the app runs inside the studio's mobile app. Reads (and remembers) the URL flags. */
export function isMobileAppMode(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  if (params.get('mobileAppMode') === '1') sessionStore.set(MODE_KEY, '1');
  const version = params.get('mobileAppVersion');
  if (version && /^\d+(\.\d+){0,2}$/.test(version)) sessionStore.set(VERSION_KEY, version);
  return sessionStore.get(MODE_KEY) === '1';
}

/**
 * Whether an API call must wait for the app's token now (seed 000 §7): in mobile-app mode with
 * no token yet, except on the Signup route, where a new customer gets the token by signing up.
 */
export function mustWaitForAppToken(pathname: string = window.location.pathname): boolean {
  return pathname !== '/signup' && isMobileAppMode() && !readToken();
}
