/**
 * Runtime configuration read from `/config.json`, so one build can be pointed at any provider API
 * (ARCHITECTURE.md): the API root, the image-resizing host and an optional fixed client id. The
 * `clientId` URL parameter overrides the configured client (seed 000 §7). When our server inlined
 * the config into the page (issue 15, boot-data.ts) it is taken from there, with no request.
 */
import { sessionStore } from '../lib/safe-storage.ts';
import { bootData } from './boot-data.ts';

export interface RuntimeConfig {
  apiRoot: string;
  imageHost: string;
  clientId: number | null;
}

/** The `clientId` URL parameter, remembered for the tab so later navigations keep the studio. */
const CLIENT_ID_KEY = 'clientId';

let config: RuntimeConfig = { apiRoot: '', imageHost: '/image-files', clientId: null };

/** Reads the config (inline, else `/config.json`) and the studio named by the URL or the tab. */
export async function loadConfig(): Promise<RuntimeConfig> {
  const inlined = bootData().config;
  if (inlined) config = { ...config, ...inlined };
  else await fetchConfig();
  const fromUrl = Number(new URLSearchParams(window.location.search).get('clientId'));
  const remembered = Number(sessionStore.get(CLIENT_ID_KEY));
  if (Number.isInteger(fromUrl) && fromUrl > 0) {
    config.clientId = fromUrl;
    sessionStore.set(CLIENT_ID_KEY, String(fromUrl));
  } else if (Number.isInteger(remembered) && remembered > 0) {
    config.clientId = remembered;
  }
  return config;
}

async function fetchConfig(): Promise<void> {
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (response.ok) config = { ...config, ...((await response.json()) as Partial<RuntimeConfig>) };
  } catch {
    // No config file: same-origin API, which is how our own server serves the app.
  }
}

export const runtimeConfig = (): RuntimeConfig => config;

/** Display URL of a stored image (CONTRACT §1.12): `<imageHost>/<filename>?w=&h=[&fit=crop]`. */
export function imageUrl(filename: string, width: number, height: number, crop = true): string {
  return `${config.imageHost}/${filename}?w=${width}&h=${height}${crop ? '&fit=crop' : ''}`;
}
