import { afterEach, beforeEach, expect, test, vi } from 'vitest';
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
const weekQuery = { startDate: '2026-11-23', endDate: '2026-11-29', populate: ['teachers'] };

/** A page as our server sends it: the boot data block, and the requests its script started. */
function servedPage(client: unknown, started: Array<{ url: string; token: string | null }> = []) {
  document.head.innerHTML = `<script type="application/json" id="boot-data">${JSON.stringify({
    config: { apiRoot: '', imageHost: '/image-files', clientId: null },
    client,
  })}</script>`;
  window.__bootRequests = started.map(({ url, token }) => ({
    url,
    token,
    response: Promise.resolve(
      new Response(JSON.stringify(url.startsWith('/classes') ? { classes: [] } : loggedIn), {
        status: 200,
      }),
    ),
  }));
}

const loggedIn = { status: 'LOGGED_IN', user: { id: 7 } };

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

// The page started a second ago (the test runner's clock may have run for minutes).
beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(1_000));

afterEach(() => {
  document.head.innerHTML = '';
  forgetBootData();
  queryClient.clear();
  sessionStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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

test('a visitor’s first week is the request the page started, taken once', async () => {
  servedPage(studio(1, 'Studio Nord'), [{ url: weekUrl, token: null }]);
  const fetch = stubServer();
  await loadConfig();
  expect(await api.get('/classes', null, { query: weekQuery })).toEqual({ classes: [] });
  expect(fetch).not.toHaveBeenCalled();
  // Only once: the next call for that week (a refetch) is an ordinary one.
  await api.get('/classes', null, { query: weekQuery });
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch.mock.calls[0]![0]).toBe(weekUrl);
});

test('a customer’s login status and week are taken only with the token the page sent', async () => {
  localStorage.setItem('accessToken', 'token-a');
  servedPage(studio(1, 'Studio Nord'), [
    { url: '/get-login-status', token: 'token-a' },
    { url: weekUrl, token: 'token-b' },
  ]);
  const fetch = stubServer();
  await loadConfig();
  expect(await api.get('/get-login-status', null)).toEqual(loggedIn);
  expect(fetch).not.toHaveBeenCalled();
  // Asked with another token, the week is the customer's own call.
  await api.get('/classes', null, { query: weekQuery });
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch.mock.calls[0]![1]).toMatchObject({ headers: { Authorization: 'Bearer token-a' } });
});

test('an answer the app did not take in the page’s first 30 s is never handed out', async () => {
  servedPage(studio(1, 'Studio Nord'), [{ url: weekUrl, token: null }]);
  vi.spyOn(performance, 'now').mockReturnValue(31_000);
  const fetch = stubServer();
  await loadConfig();
  await api.get('/classes', null, { query: weekQuery });
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('a request the page could not make is made by the app', async () => {
  servedPage(studio(1, 'Studio Nord'));
  window.__bootRequests = [{ url: weekUrl, token: null, response: Promise.resolve(null) }];
  const fetch = stubServer();
  await loadConfig();
  expect(await api.get('/classes', null, { query: weekQuery })).toEqual({ classes: [] });
  expect(fetch).toHaveBeenCalledTimes(1);
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
  servedPage(studio(1, 'Studio Nord'), [{ url: weekUrl, token: null }]);
  const fetch = stubServer();
  await loadConfig();
  expect(runtimeConfig().clientId).toBe(2);
  expect((await queryClient.ensureQueryData(studioQuery)).name).toBe('Fetched studio');
  await api.get('/classes', null, { query: weekQuery });
  expect(fetch.mock.calls.at(-1)![1]).toMatchObject({ headers: { 'X-Yogo-Client-ID': '2' } });
});
