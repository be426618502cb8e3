import { afterEach, expect, test, vi } from 'vitest';
import { localStore } from '../lib/safe-storage.ts';
import { api, onSessionOver } from './client.ts';
import { readToken } from './token.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStore.clear();
});

test('a 401 that comes before the shell is listening still sends the customer to Login (seed 000 §8)', async () => {
  // The app's start asks for the login status before the router exists (main.tsx).
  localStore.set('accessToken', 'jwt-of-another-studio');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('"Token is not valid for this client"', { status: 401 })),
  );
  await expect(api.get('/get-login-status', null)).rejects.toThrow();
  expect(readToken()).toBeFalsy();
  const toLogin = vi.fn();
  onSessionOver(toLogin);
  expect(toLogin).toHaveBeenCalledTimes(1);
  // Handed over once: the next listener hears only of sessions that end after it.
  const later = vi.fn();
  onSessionOver(later);
  expect(later).not.toHaveBeenCalled();
});
