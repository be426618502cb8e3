/**
 * What our server inlines into index.html (issue 15, apps/api/src/plugins/web-inline.ts): the
 * runtime config, the studio's `GET /clients/current` answer, and a preload of the logged-out
 * week's `GET /classes`. Each is optional: served by another host (a CDN, the dev server) the page
 * carries none of them and the app loads them as it always did.
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

/** Tests start each case as a fresh page would. */
export const forgetBootData = (): void => {
  boot = undefined;
  preloadUsed = false;
};

let preloadUsed = false;

/**
 * The preloaded URL to fetch instead of `url` (apiRoot + path + query), once: when the page
 * preloaded exactly that request (minus the `clientId` it may add), fetched plainly so the browser
 * hands over the preloaded answer. Null otherwise; the caller then makes its usual call.
 */
export function takePreload(url: string): string | null {
  if (preloadUsed) return null;
  const link = document.querySelector<HTMLLinkElement>('link#boot-week');
  if (!link) return null;
  const preloaded = new URL(link.href);
  const asked = new URL(url, document.baseURI);
  // The same serialisation on both sides (`delete` re-encodes the query, `[]` included).
  preloaded.searchParams.delete('clientId');
  asked.searchParams.delete('clientId');
  if (preloaded.href !== asked.href) return null;
  preloadUsed = true;
  return link.href;
}
