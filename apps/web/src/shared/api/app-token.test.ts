import { afterEach, expect, test, vi } from 'vitest';
import { localStore, sessionStore } from '../lib/safe-storage.ts';
import { isMobileAppMode, mustWaitForAppToken } from '../session/mobile-app-mode.ts';
import { receiveAppToken, waitForAppToken } from './app-token.ts';
import { readToken, storeToken } from './token.ts';

afterEach(() => {
  vi.useRealTimers();
  localStore.clear();
  sessionStore.clear();
});

test('outside mobile-app mode nothing waits for a token', () => {
  expect(mustWaitForAppToken('/schedule')).toBe(false);
});

test('in mobile-app mode calls wait for the token, except on Signup', () => {
  isMobileAppMode('?mobileAppMode=1');
  expect(mustWaitForAppToken('/schedule')).toBe(true);
  expect(mustWaitForAppToken('/signup')).toBe(false);
  localStore.set('accessToken', 'jwt-app');
  expect(mustWaitForAppToken('/schedule')).toBe(false);
});

test('the wait looks every 200 ms and ends once the app has written the token', async () => {
  vi.useFakeTimers();
  let done = false;
  void waitForAppToken(readToken).then(() => (done = true));
  await vi.advanceTimersByTimeAsync(1000);
  expect(done).toBe(false);
  localStore.set('accessToken', 'jwt-app');
  await vi.advanceTimersByTimeAsync(199);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});

test('an aborted call stops waiting', async () => {
  const controller = new AbortController();
  const waiting = waitForAppToken(readToken, controller.signal);
  controller.abort(new Error('left the page'));
  await expect(waiting).rejects.toThrow('left the page');
});

test("the app's token message is taken from the page's own window only", () => {
  receiveAppToken(storeToken, window);
  const message = (source: MessageEventSource | null, token: string) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'studio-booking:token', token },
        origin: window.location.origin,
        source,
      }),
    );
  message({} as MessageEventSource, 'jwt-from-a-framing-page');
  expect(readToken()).toBeNull();
  message(window, 'jwt-app');
  expect(readToken()).toBe('jwt-app');
});
