/**
 * The route a visitor asked for before the guard sent them to Login (seed 000 §2 guard). Kept in
 * sessionStorage, so it survives a detour through signup or a reload of the login page.
 */
const KEY = 'rememberedRoute';

/** Remembers `path` (pathname + search) as where to go after logging in. */
export function rememberRoute(path: string): void {
  sessionStorage.setItem(KEY, path);
}

/** The remembered route, forgotten as it is read; `null` when none. */
export function takeRememberedRoute(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Drops the remembered route (logout). */
export function forgetRememberedRoute(): void {
  sessionStorage.removeItem(KEY);
}
