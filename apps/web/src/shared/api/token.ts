/**
 * The stored access token (seed 000 §4 login): local storage when "remember me" is on, otherwise
 * session storage. Clearing removes it from both. Through `safe-storage`, so where a studio's page
 * frames the app and the browser denies storage, the token lives in memory for the page's life.
 */
import { localStore, sessionStore } from '../lib/safe-storage.ts';

const KEY = 'accessToken';

/** The token of the logged-in customer, or null for a visitor. */
export function readToken(): string | null {
  return localStore.get(KEY) ?? sessionStore.get(KEY);
}

/** Keeps `token`: across visits when `remember`, else for this tab's session. */
export function storeToken(token: string, remember: boolean): void {
  clearToken();
  (remember ? localStore : sessionStore).set(KEY, token);
}

/** Forgets the token (logout, 401/403). */
export function clearToken(): void {
  localStore.remove(KEY);
  sessionStore.remove(KEY);
}
