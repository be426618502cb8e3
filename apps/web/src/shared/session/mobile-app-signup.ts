/**
 * The end of a successful signup in mobile-app mode (seed 000 §4 signup success): no welcome
 * dialog and no Prices. From app version 2.0.0 (`mobileAppVersion`, mobile-app-mode.ts) the page
 * reloads with `signupSuccess=1` added, which the app watches for; an older app (or none given)
 * goes on to My profile.
 */
import { sessionStore } from '../lib/safe-storage.ts';
import { isMobileAppMode, VERSION_KEY } from './mobile-app-mode.ts';

const RELOAD_AFTER_SIGNUP_FROM = [2, 0, 0];

/** True when `version` (`2.1`, `2.0.0`) is at least `minimum` ([2, 0, 0]); false when absent. */
export function versionAtLeast(version: string | null, minimum: number[]): boolean {
  if (!version) return false;
  const parts = version.split('.').map(Number);
  for (const [index, wanted] of minimum.entries()) {
    const part = parts[index] ?? 0;
    if (part !== wanted) return part > wanted;
  }
  return true;
}

/**
 * Ends a signup the mobile-app way: reloads with `signupSuccess=1` (app ≥ 2.0.0) or calls
 * `navigate('/my-profile')` (older app).
 * @returns false outside mobile-app mode, where the caller shows its welcome dialog.
 */
export function finishSignupInMobileApp(
  navigate: (path: string) => void,
  location: Pick<Location, 'pathname' | 'search' | 'replace'> = window.location,
): boolean {
  if (!isMobileAppMode(location.search)) return false;
  if (versionAtLeast(sessionStore.get(VERSION_KEY), RELOAD_AFTER_SIGNUP_FROM)) {
    const params = new URLSearchParams(location.search);
    params.set('signupSuccess', '1');
    location.replace(`${location.pathname}?${params.toString()}`);
  } else {
    navigate('/my-profile');
  }
  return true;
}
