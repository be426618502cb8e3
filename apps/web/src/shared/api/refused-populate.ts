/**
 * Populate keys the provider refused (CONTRACT §1.6: `GET /classes` answers `400 "The following
 * populate fields are invalid: <keys>"` to keys it does not know, such as our *(design)*
 * `user_signup_count`). They are remembered in localStorage per API root, so after a reload the
 * app does not ask the same provider again and meet the same 400 first. A week later they are
 * forgotten and asked once more, in case the provider has learnt them. Reading them is here;
 * reading them from a 400 (refused-populate-answer.ts) loads only when a provider refuses.
 */
import { localStore } from '../lib/safe-storage.ts';
import { runtimeConfig } from './config.ts';

/** How long refused keys are remembered (ms). */
export const REMEMBER_REFUSED_MS = 7 * 24 * 60 * 60 * 1000;

interface Remembered {
  keys: string[];
  /** When the keys were last refused, ms since epoch. */
  at: number;
}

/** The storage key of the provider the app talks to (same-origin API: this page's origin). */
const storageKey = () => `populate-refused:${runtimeConfig().apiRoot || window.location.origin}`;

function read(): Remembered | null {
  try {
    const stored = JSON.parse(localStore.get(storageKey()) ?? 'null') as Remembered | null;
    const fresh =
      stored && Array.isArray(stored.keys) && Date.now() - stored.at < REMEMBER_REFUSED_MS;
    return fresh ? stored : null;
  } catch {
    return null;
  }
}

/** The keys this provider refused within the last week. */
export const refusedKeys = (): Set<string> => new Set(read()?.keys ?? []);

/** Remembers `keys` as refused by this provider, beside those it refused before. */
export function rememberRefused(keys: readonly string[]): void {
  const all = new Set([...(read()?.keys ?? []), ...keys]);
  localStore.set(storageKey(), JSON.stringify({ keys: [...all], at: Date.now() }));
}

/** Tests start each case as a fresh browser would. */
export const forgetRefusedPopulateKeys = (): void => localStore.remove(storageKey());
