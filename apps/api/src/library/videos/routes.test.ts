/**
 * GET /videos and GET /videos/{id} (CONTRACT §13): single and many ids, the relations, a built-in
 * video's play address. The access rule itself: video-access/access.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Video, VideoList } from '@studio/contract/videos';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { videoFactory, type VideoFactory } from '../../../test/video-factory.ts';

useFixedClock(); // Copenhagen today is 2026-05-06.

let t: TestApp;
let v: VideoFactory;
beforeAll(async () => {
  t = await createTestApp();
  v = videoFactory(t.db);
});
afterAll(() => t.close());

async function getVideo(id: number, headers: Record<string, string>, populate = '') {
  const reply = await t.app.inject({ url: `/videos/${id}${populate}`, headers });
  expect(reply.statusCode).toBe(200);
  return Video.parse(reply.json());
}

async function setup() {
  const studio = await t.make.studio();
  const customer = await t.make.customer(studio);
  const video = await v.video(studio.id);
  return { studio, customer, video };
}

describe('GET /videos', () => {
  test('the studio’s non-archived videos, newest first; one id answers one object', async () => {
    const { studio } = await setup();
    const older = await v.video(studio.id, { name: 'Older', createdAt: 1_000 });
    const newer = await v.video(studio.id, { name: 'Newer', createdAt: 2_000 });
    await v.video(studio.id, { name: 'Gone', archived: true });
    const elsewhere = await t.make.studio();
    await v.video(elsewhere.id, { name: 'Foreign' });
    const all = VideoList.parse(
      (await t.app.inject({ url: '/videos', headers: studio.headers })).json(),
    );
    expect(all.map((video) => video.name_for_searching)).toEqual([
      'Morning flow',
      'Newer',
      'Older',
    ]);
    const some = await t.app.inject({
      url: `/videos?id[]=${older.id}&id[]=${newer.id}`,
      headers: studio.headers,
    });
    expect(VideoList.parse(some.json()).map((video) => video.id)).toEqual([newer.id, older.id]);
    const single = await t.app.inject({ url: `/videos?id=${older.id}`, headers: studio.headers });
    expect(Video.parse(single.json()).id).toBe(older.id);
    const foreign = await t.app.inject({ url: `/videos/${older.id}`, headers: elsewhere.headers });
    expect([foreign.statusCode, foreign.body]).toEqual([404, 'Not Found']);
    const bad = await t.app.inject({ url: '/videos/abc', headers: studio.headers });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/videos?id=x', headers: studio.headers })).statusCode).toBe(
      400,
    );
  });

  test('populate: groups, filter values, tags, teachers with images, categories, related, favourite', async () => {
    const { studio, customer } = await setup();
    const image = await t.make.image(studio);
    const teacher = await t.make.teacher(studio, {
      first_name: 'Mia',
      last_name: 'Holm',
      image_id: image.id,
    });
    const hips = await v.tag(studio.id, 'hips');
    const { values } = await v.filter(studio.id, {}, ['Beginner', 'Advanced']);
    const yoga = await v.mainCategory(studio.id, { name: 'Yoga', icon: 'yoga' });
    const related = await v.video(studio.id, { name: 'Related' });
    const video = await v.video(
      studio.id,
      { name: 'Full' },
      {
        tags: [hips.id],
        filterValues: [values[0]!.id],
        mainCategories: [yoga.id],
        teachers: [teacher.id],
        related: [related.id],
      },
    );
    await v.group(studio.id, { name: 'Public', public_access: true }, { videos: [video.id] });
    await v.favorite(customer.id, video.id);
    const keys = [
      'video_groups',
      'video_filter_values',
      'video_tags',
      'teachers.image',
      'related_videos',
      'video_main_categories',
      'has_public_access',
      'is_user_favorite',
    ];
    const query = `?${keys.map((key) => `populate[]=${key}`).join('&')}`;
    const answer = await getVideo(video.id, customer.headers, query);
    expect(answer.video_groups).toMatchObject([
      { name: 'Public', public_access: true, client: studio.id },
    ]);
    expect(answer.video_filter_values).toMatchObject([
      { id: values[0]!.id, name: 'Beginner', sort_idx: 0 },
    ]);
    expect(answer.video_tags).toMatchObject([{ id: hips.id, name: 'hips' }]);
    expect(answer.teachers).toMatchObject([
      { id: teacher.id, first_name: 'Mia', last_name: 'Holm', image: { id: image.id } },
    ]);
    expect(answer.teachers![0]).not.toHaveProperty('email');
    expect(answer.video_main_categories).toMatchObject([
      { id: yoga.id, name: 'Yoga', icon: 'yoga' },
    ]);
    expect(answer.related_videos).toHaveLength(1);
    expect(answer.related_videos![0]).toMatchObject({
      id: related.id,
      name_for_searching: 'Related',
    });
    // The related video is in no public group: trimmed like any other.
    expect(answer.related_videos![0]).not.toHaveProperty('video_provider_id');
    expect([answer.has_public_access, answer.is_user_favorite]).toEqual([true, true]);
    const visitor = await getVideo(video.id, studio.headers, '?populate[]=is_user_favorite');
    expect(visitor.is_user_favorite).toBe(false);
  });

  test('a built-in video: our play count, and a signed play address only with access', async () => {
    const { studio, customer } = await setup();
    const builtin = await v.video(studio.id, {
      video_provider: 'builtin',
      video_provider_id: 'abc123',
      media_key: 'abc123',
      plays: 7,
    });
    const locked = await getVideo(builtin.id, customer.headers);
    expect(locked.video_provider_data).toMatchObject({ stats: { plays: 7 } });
    expect(locked.video_provider_data).not.toHaveProperty('play_url');
    const type = await v.membershipType(studio.id, true);
    await v.membership(studio.id, customer.id, type.id, {
      start_date: '2026-05-01',
      paid_until: '2026-05-31',
    });
    const open = await getVideo(builtin.id, customer.headers);
    expect(open.video_provider_id).toBe('abc123');
    expect(open.video_provider_data!.play_url).toMatch(
      new RegExp(
        `^http://localhost(:\\d+)?/video-media/${studio.id}-${builtin.id}-${customer.id}-\\d+-[\\w-]{22}/index\\.m3u8$`,
      ),
    );
    expect(open.video_provider_data!.text_tracks).toEqual([]);
    expect(open.video_provider_data!.stats).toEqual({ plays: 7 });
  });
});
