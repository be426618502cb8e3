/**
 * What our server puts into index.html (issue 15, apps/api/src/http/web-inline.ts): the runtime
 * config, the studio's `GET /clients/current` answer, and the API requests the page started itself
 * before the app's scripts loaded (apps/api/src/http/boot-requests.ts): the login status and the
 * schedule's current week. Each is optional: served by another host (a CDN, the dev server) the
 * page carries none of them and the app loads them as it always did.
 */
import type { RuntimeConfig } from './config.ts';

interface BootData {
  config?: Partial<RuntimeConfig>;
  /** The unparsed `GET /clients/current` answer (logo, settings, branches). */
  client?: unknown;
}

let boot: BootData | undefined;

/** The page's inline boot data (read once), or `{}` when it has none or it is unreadable. */
export function bootData(): BootData {
  if (boot) return boot;
  try {
    const text = document.getElementById('boot-data')?.textContent;
    boot = text ? (JSON.parse(text) as BootData) : {};
  } catch {
    boot = {};
  }
  return boot;
}

/**
 * The inlined studio answer when it is the studio the app talks to: the server resolved it from the
 * page's own URL or host, so a studio remembered from an earlier `?clientId=` in this tab
 * (config.ts) that differs from it means the inlined data belongs to another studio: unused.
 */
export function inlinedClient(clientId: number | null): unknown {
  const { client } = bootData();
  if (!client || typeof client !== 'object' || !('id' in client)) return undefined;
  return clientId === null || client.id === clientId ? client : undefined;
}

/** A request the page started (boot-requests.ts): its path and query, the token it sent. */
interface BootRequest {
  url: string;
  token: string | null;
  /** Null when the request failed: the app then asks itself. */
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    __bootRequests?: BootRequest[];
  }
}

/** Tests start each case as a fresh page would. */
export const forgetBootData = (): void => {
  boot = undefined;
  delete window.__bootRequests;
};

/** `url` with its query parameters in one order, so two spellings of one request compare equal. */
function sameRequest(url: string): string {
  const parsed = new URL(url, document.baseURI);
  parsed.searchParams.sort();
  return parsed.href;
}

/** After this long (ms since the page's start) an answer the app did not take is too old. */
const BOOT_ANSWERS_LAST = 30_000;

/**
 * The answer to `url` (apiRoot + path + query) asked with `token`, when the page started exactly
 * that request in the last 30 s: handed out once. Null otherwise; the caller then makes its usual
 * call. (One the app did not take at its start, say for a week its own clock put elsewhere, is
 * never handed out minutes later as if fresh.)
 */
export function takeBootRequest(url: string, token: string | null): BootRequest['response'] | null {
  if (performance.now() > BOOT_ANSWERS_LAST) return null;
  const started = window.__bootRequests ?? [];
  const wanted = sameRequest(url);
  const index = started.findIndex(
    (request) => request.token === token && sameRequest(request.url) === wanted,
  );
  return index < 0 ? null : started.splice(index, 1)[0]!.response;
}
