/**
 * Runtime configuration read from `/config.json`, so one build can be pointed at any provider API
 * (ARCHITECTURE.md): the API root, the image-resizing host and an optional fixed client id. The
 * `clientId` URL parameter overrides the configured client (seed 000 §7).
 */
export interface RuntimeConfig {
  apiRoot: string;
  imageHost: string;
  clientId: number | null;
}

let config: RuntimeConfig = { apiRoot: '', imageHost: '/image-files', clientId: null };

export async function loadConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (response.ok) config = { ...config, ...((await response.json()) as Partial<RuntimeConfig>) };
  } catch {
    // No config file: same-origin API, which is how our own server serves the app.
  }
  const fromUrl = Number(new URLSearchParams(window.location.search).get('clientId'));
  if (Number.isInteger(fromUrl) && fromUrl > 0) {
    config.clientId = fromUrl;
    sessionStorage.setItem('clientId', String(fromUrl));
  } else if (sessionStorage.getItem('clientId')) {
    config.clientId = Number(sessionStorage.getItem('clientId'));
  }
  return config;
}

export const runtimeConfig = (): RuntimeConfig => config;

/** Display URL of a stored image (CONTRACT §1.12): `<imageHost>/<filename>?w=&h=[&fit=crop]`. */
export function imageUrl(filename: string, width: number, height: number, crop = true): string {
  return `${config.imageHost}/${filename}?w=${width}&h=${height}${crop ? '&fit=crop' : ''}`;
}
