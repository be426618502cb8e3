/**
 * The only way the web app touches `localStorage` and `sessionStorage` (issue 13). Inside a
 * studio's page on another site the browser may deny third-party storage: reading
 * `window.localStorage` then throws a `SecurityError` (Chromium with third-party cookies blocked,
 * Safari, Firefox strict mode), and an uncaught throw left a blank frame. Here every access is
 * caught and falls back to memory, so the app renders, logs in and books; the session then lasts
 * as long as the page (where the browser partitions storage instead, the real storage works).
 *
 * A write the browser refuses is kept in memory; a read asks the browser's storage first, then
 * memory. Values are strings, as in the Web Storage API.
 */

type Area = 'localStorage' | 'sessionStorage';

/** A Web Storage area that never throws. */
export interface SafeStorage {
  /** The stored value, or null when none (or when neither storage nor memory has it). */
  get(key: string): string | null;
  /** Stores `value` (in memory only when the browser refuses). */
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Empties the area (tests start each customer's browser afresh with it). */
  clear(): void;
}

/** The browser's storage area, or null when reading it throws or it does not exist. */
function browserArea(area: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window[area] ?? null);
  } catch {
    return null;
  }
}

function safeStorage(area: Area): SafeStorage {
  const memory = new Map<string, string>();
  /** Runs `action` on the browser's area; false when there is none or it throws. */
  const attempt = (action: (storage: Storage) => void): boolean => {
    const storage = browserArea(area);
    if (!storage) return false;
    try {
      action(storage);
      return true;
    } catch {
      return false;
    }
  };
  return {
    get(key) {
      let value: string | null = null;
      attempt((storage) => (value = storage.getItem(key)));
      return value ?? memory.get(key) ?? null;
    },
    set(key, value) {
      // Memory keeps only what the browser refused (denied, or full: Safari's private mode).
      if (attempt((storage) => storage.setItem(key, value))) memory.delete(key);
      else memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      attempt((storage) => storage.removeItem(key));
    },
    clear() {
      memory.clear();
      attempt((storage) => storage.clear());
    },
  };
}

/** Kept across visits (the remembered login, the chosen language). */
export const localStore = safeStorage('localStorage');
/** Kept for this tab's session (a login without remember-me, flags, flash messages). */
export const sessionStore = safeStorage('sessionStorage');
