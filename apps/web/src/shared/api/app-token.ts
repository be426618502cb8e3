/**
 * The access token in mobile-app mode (seed 000 §7): the studio's app logs the customer in itself
 * and hands the token to the web view. Until it has, every API call waits
 * (`mustWaitForAppToken`, shared/session/mobile-app-mode.ts), looking for the token every 200 ms
 * (seed 000 §9). Loaded only in mobile-app mode (main.tsx, client.ts), which hand it the token
 * store (token.ts): imports here would split that store out of the first load's chunk.
 *
 * How the app hands it over *(design, issue 13)*: its injected script posts
 * `window.postMessage({ type: 'studio-booking:token', token }, location.origin)` to the page's own
 * window; writing `localStorage.accessToken` (the original app's way) works too. Messages from other
 * windows (a framing page) are ignored, so no other site can log the view into an account.
 */
/** Seed 000 §9: polling for the token in mobile mode. */
const POLL_MS = 200;
/** The message the app posts with the token. */
const TOKEN_MESSAGE = 'studio-booking:token';

/** Resolves once `readToken` gives a token (asked every 200 ms); rejects when `signal` aborts. */
export function waitForAppToken(
  readToken: () => string | null,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (!readToken()) return;
      clearInterval(timer);
      resolve();
    }, POLL_MS);
    signal?.addEventListener('abort', () => {
      clearInterval(timer);
      reject(signal.reason as Error);
    });
  });
}

/** Listens for the app's token message and stores it with `storeToken` (once, at startup). */
export function receiveAppToken(
  storeToken: (token: string, remember: boolean) => void,
  win: Window = window,
): void {
  win.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== win || event.origin !== win.location.origin) return;
    const data = event.data as { type?: unknown; token?: unknown } | null;
    if (data?.type !== TOKEN_MESSAGE || typeof data.token !== 'string' || !data.token) return;
    storeToken(data.token, true);
  });
}
