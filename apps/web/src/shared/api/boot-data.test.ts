import { afterEach, expect, test, vi } from 'vitest';
import { sessionStore } from '../lib/safe-storage.ts';
import { forgetBootData } from './boot-data.ts';
import { api } from './client.ts';
import { loadConfig, runtimeConfig } from './config.ts';
import { queryClient } from './query-client.ts';
import { studioQuery } from './studio.ts';

/** The `GET /clients/current` answer of a studio, as the server inlines or sends it. */
const studio = (id: number, name: string) => ({
  id,
  name,
  logo: null,
  settings: { locale: 'da', theme_primary_color: '#1f4e5f' },
  branches: [],
});

const weekUrl = '/classes?startDate=2026-11-23&endDate=2026-11-29&populate[]=teachers';

/**
 * A page as our server sends it: the boot data block and the week's preload link (without its
 * `rel="preload"` here, which happy-dom would fetch itself).
 */
function servedPage(client: unknown, clientId?: number) {
  document.head.innerHTML =
    `<link as="fetch" crossorigin id="boot-week" href="${weekUrl}${clientId ? `&clientId=${clientId}` : ''}">` +
    `<script type="application/json" id="boot-data">${JSON.stringify({
      config: { apiRoot: '', imageHost: '/image-files', clientId: null },
      client,
    })}</script>`;
}

/** A fetch that answers `/config.json`, `/clients/current` and `/classes`, recording each call. */
function stubServer() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const body = url.startsWith('/config.json')
      ? { apiRoot: '', imageHost: '/images', clientId: null }
      : url.startsWith('/clients/current')
        ? studio(1, 'Fetched studio')
        : { classes: [] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  document.head.innerHTML = '';
  forgetBootData();
  queryClient.clear();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

test('on a page our server sent, the config and studio come from the page, with no request', async () => {
  servedPage(studio(1, 'Studio Nord'));
  const fetch = stubServer();
  await loadConfig();
  expect(runtimeConfig().imageHost).toBe('/image-files');
  const client = await queryClient.ensureQueryData(studioQuery);
  expect(client.name).toBe('Studio Nord');
  expect(fetch).not.toHaveBeenCalled();
});

test('a visitor’s first week is the preloaded request, fetched plainly so the browser reuses it', async () => {
  servedPage(studio(1, 'Studio Nord'));
  const fetch = stubServer();
  await loadConfig();
  await api.get(weekUrl.split('?')[0]!, null, {
    query: { startDate: '2026-11-23', endDate: '2026-11-29', populate: ['teachers'] },
  });
  expect(fetch).toHaveBeenCalledWith(new URL(weekUrl, document.baseURI).href, expect.anything());
  expect(fetch.mock.calls[0]![1]).not.toHaveProperty('headers');
  // Only once: the next call for that week (a refetch) is an ordinary one.
  await api.get('/classes', null, {
    query: { startDate: '2026-11-23', endDate: '2026-11-29', populate: ['teachers'] },
  });
  expect(fetch.mock.calls[1]![0]).toBe(weekUrl);
  expect(fetch.mock.calls[1]![1]).toHaveProperty('headers');
});

test('without boot data (another host, the dev server) the app asks for config and studio', async () => {
  const fetch = stubServer();
  await loadConfig();
  expect(runtimeConfig().imageHost).toBe('/images');
  const client = await queryClient.ensureQueryData(studioQuery);
  expect(client.name).toBe('Fetched studio');
  expect(fetch.mock.calls.map(([url]) => url.split('?')[0])).toEqual([
    '/config.json',
    '/clients/current',
  ]);
});

test('a studio remembered from an earlier ?clientId= in this tab never takes another’s page data', async () => {
  sessionStore.set('clientId', '2');
  servedPage(studio(1, 'Studio Nord'));
  const fetch = stubServer();
  await loadConfig();
  expect(runtimeConfig().clientId).toBe(2);
  expect((await queryClient.ensureQueryData(studioQuery)).name).toBe('Fetched studio');
  await api.get('/classes', null, {
    query: { startDate: '2026-11-23', endDate: '2026-11-29', populate: ['teachers'] },
  });
  expect(fetch.mock.calls.at(-1)![1]).toMatchObject({ headers: { 'X-Yogo-Client-ID': '2' } });
});
