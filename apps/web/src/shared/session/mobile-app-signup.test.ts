import { afterEach, expect, test, vi } from 'vitest';
import { sessionStore } from '../lib/safe-storage.ts';
import { isMobileAppMode } from './mobile-app-mode.ts';
import { finishSignupInMobileApp, versionAtLeast } from './mobile-app-signup.ts';

afterEach(() => sessionStore.clear());

const at = (search: string) => ({ pathname: '/signup', search, replace: vi.fn() });

test('the mode and the app version are read from the URL and remembered for the session', () => {
  expect(isMobileAppMode('')).toBe(false);
  expect(isMobileAppMode('?mobileAppMode=1&mobileAppVersion=2.1.0')).toBe(true);
  expect(isMobileAppMode('?other=1')).toBe(true);
});

test('versions compare part by part; a missing version is older than any threshold', () => {
  expect(versionAtLeast('2.0.0', [2, 0, 0])).toBe(true);
  expect(versionAtLeast('2.1', [2, 0, 0])).toBe(true);
  expect(versionAtLeast('10.0.0', [2, 0, 0])).toBe(true);
  expect(versionAtLeast('1.9.12', [2, 0, 0])).toBe(false);
  expect(versionAtLeast(null, [2, 0, 0])).toBe(false);
});

test('outside the app, signup ends with the welcome dialog (the caller shows it)', () => {
  const navigate = vi.fn();
  const location = at('');
  expect(finishSignupInMobileApp(navigate, location)).toBe(false);
  expect(navigate).not.toHaveBeenCalled();
  expect(location.replace).not.toHaveBeenCalled();
});

test('app 2.0.0 or later: the page reloads with signupSuccess=1, no dialog, no Prices', () => {
  const navigate = vi.fn();
  const location = at('?mobileAppMode=1&mobileAppVersion=2.0.0');
  expect(finishSignupInMobileApp(navigate, location)).toBe(true);
  expect(location.replace).toHaveBeenCalledWith(
    '/signup?mobileAppMode=1&mobileAppVersion=2.0.0&signupSuccess=1',
  );
  expect(navigate).not.toHaveBeenCalled();
});

test('an older app goes on to My profile, not to Prices', () => {
  const navigate = vi.fn();
  const location = at('?mobileAppMode=1&mobileAppVersion=1.4.2');
  expect(finishSignupInMobileApp(navigate, location)).toBe(true);
  expect(navigate).toHaveBeenCalledWith('/my-profile');
  expect(location.replace).not.toHaveBeenCalled();
});
