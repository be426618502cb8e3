/**
 * The route a visitor asked for before the guard sent them to Login (seed 000 §2 guard). Kept in
 * session storage, so it survives a detour through signup or a reload of the login page.
 */
import { sessionStore } from '../lib/safe-storage.ts';

const KEY = 'rememberedRoute';

/** Remembers `path` (pathname + search) as where to go after logging in. */
export function rememberRoute(path: string): void {
  sessionStore.set(KEY, path);
}

/** The remembered route, forgotten as it is read; `null` when none. */
export function takeRememberedRoute(): string | null {
  const path = sessionStore.get(KEY);
  sessionStore.remove(KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Drops the remembered route (logout). */
export function forgetRememberedRoute(): void {
  sessionStore.remove(KEY);
}
