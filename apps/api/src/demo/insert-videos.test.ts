import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import {
  clients,
  membershipTypes,
  users,
  videoFilters,
  videoGroupClassPassTypes,
  videoGroups,
  videoGroupVideos,
  videoMainCategories,
  videoRelatedVideos,
  videos,
  videoTeachers,
} from '../platform/db/schema.ts';
import { builtinPlayback } from '../platform/video/builtin.ts';
import { seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.db);
});
afterAll(() => t.close());

const userId = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!;

test('both demo studios have a video library: extended video, categories, filters, eight built-in videos', async () => {
  for (const studio of await t.db.select().from(clients)) {
    expect(studio.extended_video_enabled).toBe(true);
    const rows = await t.db.select().from(videos).where(eq(videos.client_id, studio.id));
    expect(rows).toHaveLength(8);
    expect(rows.every((v) => v.video_provider === 'builtin' && v.media_key)).toBe(true);
    expect(rows.filter((v) => !v.show_in_customer_search)).toHaveLength(1);
    expect(rows.some((v) => v.description.length > 140)).toBe(true);
    for (const video of rows)
      expect(video.video_provider_data).toMatchObject({
        name: video.name,
        duration: expect.any(Number),
        pictures: { sizes: expect.arrayContaining([expect.objectContaining({ width: 640 })]) },
      });
    const picture = (
      rows[0]!.video_provider_data as { pictures: { sizes: Array<{ link: string }> } }
    ).pictures.sizes[1]!.link;
    const thumbnail = await t.app.inject({ url: picture });
    expect(thumbnail.statusCode, picture).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const categories = await t.db
      .select()
      .from(videoMainCategories)
      .where(eq(videoMainCategories.client_id, studio.id));
    expect(categories.map((c) => [c.name, c.icon])).toEqual([
      ['Yoga', 'yoga'],
      ['Talk', 'talk'],
    ]);
    const filters = await t.db
      .select()
      .from(videoFilters)
      .where(eq(videoFilters.client_id, studio.id));
    expect(filters.map((f) => f.filter_type)).toEqual(['custom', 'custom', 'custom', 'teachers']);
    expect(filters.filter((f) => f.show_in_more_filters)).toHaveLength(1);
    const ids = rows.map((v) => v.id);
    expect(
      await t.db.select().from(videoTeachers).where(inArray(videoTeachers.video_id, ids)),
    ).toHaveLength(8);
    expect(
      (
        await t.db
          .select()
          .from(videoRelatedVideos)
          .where(inArray(videoRelatedVideos.video_id, ids))
      ).length,
    ).toBeGreaterThan(5);
    const [allVideos] = await t.db
      .select()
      .from(membershipTypes)
      .where(
        and(eq(membershipTypes.client_id, studio.id), eq(membershipTypes.access_all_videos, true)),
      );
    expect(allVideos).toBeDefined();
    const groups = await t.db
      .select()
      .from(videoGroups)
      .where(eq(videoGroups.client_id, studio.id));
    const open = groups.filter((g) => g.public_access);
    expect(open).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(videoGroupVideos)
        .where(eq(videoGroupVideos.video_group_id, open[0]!.id)),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(videoGroupClassPassTypes)
        .where(
          inArray(
            videoGroupClassPassTypes.video_group_id,
            groups.map((g) => g.id),
          ),
        ),
    ).toHaveLength(1);
  }
});

test('the demo customers watch what they hold: the member all, the pass holder the pass’s group, the newcomer the free video', async () => {
  const nordVideos = await t.db
    .select()
    .from(videos)
    .innerJoin(videoGroupVideos, eq(videoGroupVideos.video_id, videos.id))
    .innerJoin(videoGroups, eq(videoGroups.id, videoGroupVideos.video_group_id))
    .where(eq(videos.client_id, 1));
  const inGroup = (name: string) =>
    nordVideos.find((row) => row.video_groups.name === name)!.videos;
  const free = inGroup('Gratis videoer');
  const library = nordVideos.find((row) => row.videos.name === 'Yin for hofterne')!.videos;
  const morning = inGroup('Morgenkortets videoer');
  const status = async (email: string, video: typeof free) => {
    const user = await userId(email);
    const { play_url, text_tracks } = builtinPlayback({
      secret: t.app.tokenKeys.secret,
      apiBase: '',
      clientId: 1,
      videoId: video.id,
      userId: user.id,
      mediaKey: video.media_key!,
      now: Date.now(),
    });
    const reply = await t.app.inject({ url: play_url });
    return { status: reply.statusCode, type: reply.headers['content-type'], text_tracks };
  };
  expect(await status('mads@studionord.dk', morning)).toMatchObject({
    status: 200,
    type: 'application/vnd.apple.mpegurl',
  });
  const yin = await status('anna@studionord.dk', library);
  expect(yin.status).toBe(200);
  expect(yin.text_tracks.map((track) => track.label)).toEqual(['Dansk', 'English']);
  expect((await status('anna@studionord.dk', morning)).status).toBe(403);
  expect((await status('sara@studionord.dk', library)).status).toBe(403);
  expect((await status('sara@studionord.dk', free)).status).toBe(200);
});
