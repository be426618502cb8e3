import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import type { TestCustomer, TestStudio } from '../../../test/factory.ts';
import {
  classPasses,
  classPassTypes,
  videoGroupClassPassTypes,
  videoGroups,
  videoGroupVideos,
  videos,
} from '../../platform/db/schema.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { builtinPlayback, packageVideo } from '../../platform/video/builtin.ts';
import { mediaToken } from '../../schedule/livestream-room/service.ts';

let t: TestApp;
let dataDir: string;
let previousDataDir: string | undefined;
let studio: TestStudio;
let holder: TestCustomer;
let other: TestCustomer;
/** A video in a group linked to the holder's class pass type; one in no group; one public. */
const ids = { paid: 0, unlinked: 0, open: 0, pass: 0 };
const today = copenhagenToday(new Date());

beforeAll(async () => {
  previousDataDir = process.env.DATA_DIR;
  dataDir = mkdtempSync(join(tmpdir(), 'studio-video-media-'));
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  studio = await t.make.studio();
  holder = await t.make.customer(studio);
  other = await t.make.customer(studio);
  const packaged = await packageVideo({
    clientId: studio.id,
    mediaKey: 'flow',
    source: { look: 'smptehdbars', seconds: 6 },
    name: 'Flow',
    description: '',
    imageDir: join(dataDir, 'images'),
    captions: { en: 'WEBVTT\n\n00:00.000 --> 00:02.000\nBreathe in\n' },
  });
  const video = (values: { name: string }) =>
    t.db
      .insert(videos)
      .values({
        client_id: studio.id,
        video_provider: 'builtin',
        video_provider_id: values.name,
        name: values.name,
        video_provider_data: { ...packaged.data },
        media_key: 'flow',
      })
      .returning()
      .then((rows) => rows[0]!.id);
  ids.paid = await video({ name: 'paid' });
  ids.unlinked = await video({ name: 'unlinked' });
  ids.open = await video({ name: 'open' });
  const [passType] = await t.db
    .insert(classPassTypes)
    .values({
      client_id: studio.id,
      name: 'Video pass',
      pass_type: 'unlimited',
      days: 30,
      price: '100',
    })
    .returning();
  const [paidGroup, openGroup] = await t.db
    .insert(videoGroups)
    .values([
      { client_id: studio.id, name: 'Paid' },
      { client_id: studio.id, name: 'Open', public_access: true },
    ])
    .returning();
  await t.db.insert(videoGroupVideos).values([
    { video_group_id: paidGroup!.id, video_id: ids.paid },
    { video_group_id: openGroup!.id, video_id: ids.open },
  ]);
  await t.db
    .insert(videoGroupClassPassTypes)
    .values({ video_group_id: paidGroup!.id, class_pass_type_id: passType!.id });
  const [pass] = await t.db
    .insert(classPasses)
    .values({
      client_id: studio.id,
      user_id: holder.id,
      class_pass_type_id: passType!.id,
      start_date: addDaysIso(today, -1),
      valid_until: addDaysIso(today, 10),
    })
    .returning();
  ids.pass = pass!.id;
});
afterAll(async () => {
  await t.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

/** The signed playlist path (no host) for a video and user, signed at `now`. */
const playUrl = (videoId: number, userId: number | null, now = Date.now()) =>
  builtinPlayback({
    secret: t.app.tokenKeys.secret,
    apiBase: '',
    clientId: studio.id,
    videoId,
    userId,
    mediaKey: 'flow',
    now,
  });
// No headers at all: a player sends neither the studio nor a login.
const get = (url: string) => t.app.inject({ url });
const playsOf = async (videoId: number) =>
  (await t.db.select({ plays: videos.plays }).from(videos).where(eq(videos.id, videoId)))[0]!.plays;

describe('GET /video-media/{token}/{file}', () => {
  test('the entitled customer gets the playlist, segments and captions, privately cached', async () => {
    const { play_url, text_tracks } = playUrl(ids.paid, holder.id);
    const playlist = await get(play_url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(playlist.body).toContain('segment-0.ts');
    const segment = await get(play_url.replace('index.m3u8', 'segment-1.ts'));
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload.length).toBeGreaterThan(1000);
    expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
    expect(text_tracks).toEqual([
      { language: 'en', label: 'English', url: expect.stringMatching(/\/captions-en\.vtt$/) },
    ]);
    const captions = await get(text_tracks[0]!.url);
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toContain('text/vtt');
    expect(captions.body).toContain('Breathe in');
  });

  test('a public video plays anonymously (user 0)', async () => {
    const { play_url } = playUrl(ids.open, null);
    expect(play_url).toMatch(new RegExp(`/video-media/${studio.id}-${ids.open}-0-`));
    expect((await get(play_url)).statusCode).toBe(200);
  });

  test('a token of another video or user, an altered, expired or livestream token: 403', async () => {
    const refused = async (url: string) => {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(403);
      expect(reply.body).toBe('Forbidden');
    };
    // Signed, but for a video or a customer without access.
    await refused(playUrl(ids.unlinked, holder.id).play_url);
    await refused(playUrl(ids.paid, other.id).play_url);
    await refused(playUrl(ids.paid, null).play_url);
    // The holder's token, altered to name another video (the signature no longer fits).
    const { play_url } = playUrl(ids.paid, holder.id);
    await refused(play_url.replace(`/${studio.id}-${ids.paid}-`, `/${studio.id}-${ids.open}-`));
    await refused(
      play_url.replace(/[\w-](\/index\.m3u8)$/, (m, end) => (m[0] === 'A' ? 'B' : 'A') + end),
    );
    await refused(playUrl(ids.paid, holder.id, Date.now() - 3 * 60 * 60 * 1000 - 5000).play_url);
    const live = mediaToken(t.app.tokenKeys.secret, studio.id, ids.paid, Date.now() + 60_000);
    await refused(`/video-media/${live}/index.m3u8`);
    await refused('/video-media/nonsense/index.m3u8');
  });

  test('files the route does not serve, or the video lacks: 404', async () => {
    const { play_url } = playUrl(ids.paid, holder.id);
    for (const file of [
      'video.json',
      'thumbnail.jpg',
      '..%2Fvideo.json',
      'segment-99.ts',
      'captions-da.vtt',
    ]) {
      const reply = await get(play_url.replace('index.m3u8', file));
      expect(reply.statusCode, file).toBe(404);
    }
  });

  test('a play counts once per token, when its playlist is first fetched', async () => {
    const before = await playsOf(ids.paid);
    // Signed at times no other test signs at: a token is its claims, and the other tests fetch
    // playlists of tokens signed now (the same token within the same second, already counted).
    const first = playUrl(ids.paid, holder.id, Date.now() + 10_000).play_url;
    await get(first);
    await get(first);
    await get(first.replace('index.m3u8', 'segment-0.ts'));
    expect(await playsOf(ids.paid)).toBe(before + 1);
    const later = playUrl(ids.paid, holder.id, Date.now() + 20_000).play_url;
    expect(later).not.toBe(first);
    await get(later);
    expect(await playsOf(ids.paid)).toBe(before + 2);
    // A refused request counts nothing.
    await get(playUrl(ids.paid, other.id).play_url);
    expect(await playsOf(ids.paid)).toBe(before + 2);
  });

  test('a customer who loses access is refused at the next file, with a token still valid', async () => {
    const { play_url } = playUrl(ids.paid, holder.id);
    expect((await get(play_url)).statusCode).toBe(200);
    await t.db
      .update(classPasses)
      .set({ valid_until: addDaysIso(today, -1) })
      .where(eq(classPasses.id, ids.pass));
    expect((await get(play_url.replace('index.m3u8', 'segment-0.ts'))).statusCode).toBe(403);
    expect((await get(play_url)).statusCode).toBe(403);
    await t.db
      .update(classPasses)
      .set({ valid_until: addDaysIso(today, 10) })
      .where(eq(classPasses.id, ids.pass));
    // An archived video is gone for everyone.
    await t.db.update(videos).set({ archived: true }).where(eq(videos.id, ids.open));
    expect((await get(playUrl(ids.open, null).play_url)).statusCode).toBe(403);
  });
});
