import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { videos } from '../../src/platform/db/schema.ts';
import { fetchVimeoVideo } from '../../src/platform/video/vimeo.ts';
import { checkStudio } from '../../src/studio/import/validate.ts';
import { secretSetting } from '../../src/studio/public.ts';
import { refreshAllVimeoVideos, refreshVimeoVideos } from '../../src/library/vimeo-sync/public.ts';
import { startVimeoStandIn, vimeoVideo, type VimeoStandIn } from './vimeo-stand-in.ts';

let vimeo: VimeoStandIn;
let t: TestApp;
beforeAll(async () => {
  vimeo = await startVimeoStandIn('good-token');
  t = await createTestApp();
});
afterAll(async () => {
  await vimeo.close();
  await t.close();
});
beforeEach(() => {
  vimeo.videos.clear();
  vimeo.rateLimited = null;
  vimeo.failing = null;
  vimeo.forbidden.clear();
  vimeo.requests.length = 0;
});

const fetchVideo = (videoId: string, accessToken = 'good-token') =>
  fetchVimeoVideo({ accessToken, videoId, apiOrigin: vimeo.origin });

describe('fetchVimeoVideo through @vimeo/vimeo', () => {
  test('keeps the fields the library shows, asking with the bearer token and a fields filter', async () => {
    vimeo.videos.set('123456789', vimeoVideo('123456789', { name: 'Morgenflow' }));
    const result = await fetchVideo('123456789');
    expect(result).toEqual({
      ok: true,
      data: {
        uri: '/videos/123456789',
        name: 'Morgenflow',
        description: 'A calm flow for the morning.',
        duration: 1830,
        width: 1920,
        height: 1080,
        created_time: '2023-11-14T10:00:00+00:00',
        pictures: {
          type: 'custom',
          base_link: 'https://i.vimeocdn.com/video/123456789-abc',
          sizes: expect.arrayContaining([
            {
              width: 640,
              height: 360,
              link: 'https://i.vimeocdn.com/video/123456789-abc-d_640x360',
              link_with_play_button:
                'https://i.vimeocdn.com/video/123456789-abc-d_640x360?r=pad&play=1',
            },
          ]),
        },
        stats: { plays: 312 },
        link: 'https://vimeo.com/123456789',
        embed: { html: expect.stringContaining('https://player.vimeo.com/video/123456789') },
        privacy: { view: 'disable', embed: 'whitelist' },
        status: 'available',
      },
    });
    expect(vimeo.requests).toHaveLength(1);
    expect(vimeo.requests[0]!.authorization).toBe('Bearer good-token');
    expect(vimeo.requests[0]!.path).toMatch(/^\/videos\/123456789\?fields=uri%2Cname/);
  });

  test('a video Vimeo does not have, a wrong token, a rate limit and an outage are told apart', async () => {
    expect(await fetchVideo('999')).toEqual({ ok: false, reason: 'not_found' });
    vimeo.videos.set('5', vimeoVideo('5'));
    expect(await fetchVideo('5', 'wrong-token')).toEqual({
      ok: false,
      reason: 'unauthorized',
      status: 401,
    });
    vimeo.forbidden.add('5');
    expect(await fetchVideo('5')).toEqual({ ok: false, reason: 'unauthorized', status: 403 });
    vimeo.forbidden.clear();
    vimeo.rateLimited = 42;
    expect(await fetchVideo('5')).toEqual({
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: 42,
    });
    vimeo.rateLimited = null;
    vimeo.failing = 503;
    expect(await fetchVideo('5')).toEqual({ ok: false, reason: 'unavailable', detail: 'HTTP 503' });
    vimeo.failing = null;
    // Not a Vimeo id: never sent (no path tricks through the id).
    expect(await fetchVideo('../users/1')).toEqual({ ok: false, reason: 'not_found' });
    expect(vimeo.requests).toHaveLength(5);
  });

  test('nobody listening is unavailable, not a throw', async () => {
    const result = await fetchVimeoVideo({
      accessToken: 'good-token',
      videoId: '5',
      apiOrigin: 'http://127.0.0.1:9',
    });
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});

describe('refreshing the cached data of a studio’s Vimeo videos', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 27, 12);

  async function vimeoRow(clientId: number, vimeoId: string, fetchedAt: number | null) {
    const [row] = await t.db
      .insert(videos)
      .values({
        client_id: clientId,
        video_provider: 'vimeo',
        video_provider_id: vimeoId,
        name: 'Old name',
        video_provider_data: { name: 'Old name' },
        provider_data_fetched_at: fetchedAt,
      })
      .returning();
    return row!.id;
  }
  const rowOf = async (id: number) =>
    (await t.db.select().from(videos).where(eq(videos.id, id)))[0]!;

  test('fetches copies older than a day, keeps the old copy when Vimeo fails, and counts', async () => {
    const studio = await t.make.studio({ vimeo_access_token: 'good-token' });
    const stale = await vimeoRow(studio.id, '101', now - DAY - 1);
    const never = await vimeoRow(studio.id, '102', null);
    const fresh = await vimeoRow(studio.id, '103', now - DAY + 60_000);
    const gone = await vimeoRow(studio.id, '104', now - 2 * DAY);
    const notOurs = await vimeoRow(studio.id, '105', null);
    vimeo.forbidden.add('105');
    vimeo.videos.set('101', vimeoVideo('101', { name: 'Hofteåbner', stats: { plays: 7 } }));
    vimeo.videos.set('102', vimeoVideo('102'));
    vimeo.videos.set('103', vimeoVideo('103'));

    const counts = await refreshVimeoVideos(t.db, studio.id, 'good-token', now, vimeo.origin);
    // A video the token may not read (403) fails alone; the run goes on.
    expect(counts).toEqual({ due: 4, refreshed: 2, notFound: 1, failed: 1, stopped: null });
    expect((await rowOf(notOurs)).provider_data_fetched_at).toBeNull();
    const refreshed = await rowOf(stale);
    expect(refreshed).toMatchObject({ name: 'Hofteåbner', provider_data_fetched_at: now });
    expect(refreshed.video_provider_data).toMatchObject({
      name: 'Hofteåbner',
      stats: { plays: 7 },
    });
    expect((await rowOf(never)).provider_data_fetched_at).toBe(now);
    expect((await rowOf(fresh)).name).toBe('Old name');
    expect(await rowOf(gone)).toMatchObject({
      name: 'Old name',
      video_provider_data: { name: 'Old name' },
      provider_data_fetched_at: now - 2 * DAY,
    });

    // Nothing is due again within the day.
    vimeo.requests.length = 0;
    const again = await refreshVimeoVideos(t.db, studio.id, 'good-token', now + 1000, vimeo.origin);
    expect(again).toMatchObject({ due: 2, refreshed: 0, notFound: 1, failed: 1 });
  });

  test('a wrong token or a rate limit stops the run at once and leaves every copy', async () => {
    const studio = await t.make.studio();
    const ids = [await vimeoRow(studio.id, '201', null), await vimeoRow(studio.id, '202', null)];
    vimeo.videos.set('201', vimeoVideo('201'));
    vimeo.videos.set('202', vimeoVideo('202'));
    const denied = await refreshVimeoVideos(t.db, studio.id, 'revoked', now, vimeo.origin);
    expect(denied).toEqual({
      due: 2,
      refreshed: 0,
      notFound: 0,
      failed: 2,
      stopped: 'unauthorized',
    });
    expect(vimeo.requests).toHaveLength(1);
    vimeo.rateLimited = 60;
    const limited = await refreshVimeoVideos(t.db, studio.id, 'good-token', now, vimeo.origin);
    expect(limited).toMatchObject({ refreshed: 0, failed: 2, stopped: 'rate_limited' });
    for (const id of ids) expect((await rowOf(id)).provider_data_fetched_at).toBeNull();
  });

  test('the job refreshes every studio with a token, and only with its own token', async () => {
    const withToken = await t.make.studio({ vimeo_access_token: 'good-token' });
    const withoutToken = await t.make.studio({ vimeo_access_token: '' });
    const mine = await vimeoRow(withToken.id, '301', null);
    const theirs = await vimeoRow(withoutToken.id, '302', null);
    vimeo.videos.set('301', vimeoVideo('301'));
    vimeo.videos.set('302', vimeoVideo('302'));
    const result = await refreshAllVimeoVideos(t.db, now, vimeo.origin);
    expect(result[withToken.id]).toMatchObject({ refreshed: 1 });
    expect(result[withoutToken.id]).toBeUndefined();
    expect((await rowOf(mine)).provider_data_fetched_at).toBe(now);
    expect((await rowOf(theirs)).provider_data_fetched_at).toBeNull();
  });
});

describe('the studio’s Vimeo access token is a secret setting', () => {
  test('never sent: not in GET /clients/current, nor in the web app page’s boot data', async () => {
    const studio = await t.make.studio({ vimeo_access_token: 'very-secret-vimeo-token' });
    const current = await t.app.inject({
      url: '/clients/current?populate[]=settings',
      headers: studio.headers,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().settings).toMatchObject({ locale: 'en' });
    expect(current.body).not.toContain('very-secret-vimeo-token');
    expect(current.body).not.toContain('vimeo_access_token');
    const customer = await t.make.customer(studio);
    const profile = await t.app.inject({
      url: `/users/${customer.id}?populate[]=client&populate[]=client.settings`,
      headers: customer.headers,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain('very-secret-vimeo-token');
    const page = await t.app.inject({ url: `/?client=${studio.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('very-secret-vimeo-token');
  });

  test('a studio file may set it (text), and the server reads it', async () => {
    const examples = join(
      dirname(fileURLToPath(import.meta.url)),
      '../../src/studio/import/examples',
    );
    const example = JSON.parse(readFileSync(join(examples, 'harbour.json'), 'utf8'));
    const withToken = (token: unknown) => ({
      ...example,
      settings: { ...example.settings, vimeo_access_token: token },
    });
    expect(await checkStudio(withToken('abc'), examples)).toMatchObject({ ok: true });
    expect(await checkStudio(withToken(5), examples)).toMatchObject({
      ok: false,
      errors: ['settings.vimeo_access_token: expected a text'],
    });
    const studio = await t.make.studio({ vimeo_access_token: ' token-1 ' });
    expect(await secretSetting(t.db, studio.id, 'vimeo_access_token')).toBe('token-1');
  });
});
