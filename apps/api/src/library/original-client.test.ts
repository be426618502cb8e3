/**
 * The original client's video calls against our server (issue 25 "Done means"; seed 001 §7
 * "Video", CONTRACT §13): the exact requests its library, player and profile send, in order, for
 * a visitor and for a member whose membership type is linked to a video group. The original client
 * plays Vimeo ids only, so the member must get the Vimeo id and the visitor must not.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  Video,
  VideoFilterList,
  VideoGroupList,
  VideoList,
  VideoMainCategoryList,
} from '@studio/contract/videos';
import { clients } from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { useFixedClock } from '../../test/clock.ts';
import { videoFactory, type VideoFactory } from '../../test/video-factory.ts';

useFixedClock(); // Copenhagen today is 2026-05-06.

let t: TestApp;
let v: VideoFactory;
beforeAll(async () => {
  t = await createTestApp();
  v = videoFactory(t.db);
});
afterAll(() => t.close());

/** The library's list call, as the seed's client builds it. */
const libraryQuery =
  'populate[]=video_filter_values&populate[]=video_tags&populate[]=teachers.image' +
  '&populate[]=has_public_access&populate[]=related_videos&populate[]=is_user_favorite' +
  '&show_in_customer_search=true';

async function studioWithLibrary() {
  const studio = await t.make.studio();
  await t.db.update(clients).set({ extended_video_enabled: true }).where(eq(clients.id, studio.id));
  const yoga = await v.mainCategory(studio.id, { name: 'Yoga', sort_idx: 0 });
  const level = await v.filter(studio.id, { name: 'Level' }, ['Beginner', 'Advanced'], [yoga.id]);
  await v.filter(studio.id, { name: 'Teachers', filter_type: 'teachers' });
  const mia = await t.make.teacher(studio, { first_name: 'Mia', last_name: 'Holm' });
  const hips = await v.tag(studio.id, 'hips');
  const related = await v.video(studio.id, { name: 'Evening calm' });
  const flow = await v.video(
    studio.id,
    { name: 'Morning flow' },
    {
      mainCategories: [yoga.id],
      filterValues: [level.values[0]!.id],
      tags: [hips.id],
      teachers: [mia.id],
      related: [related.id],
    },
  );
  const type = await v.membershipType(studio.id);
  await v.group(studio.id, { name: 'Members' }, { videos: [flow.id], membershipTypes: [type.id] });
  const member = await t.make.customer(studio);
  await v.membership(studio.id, member.id, type.id, {
    start_date: '2026-04-01',
    paid_until: '2026-05-31',
  });
  return { studio, yoga, level, mia, flow, related, member };
}

async function get(url: string, headers: Record<string, string>) {
  const reply = await t.app.inject({ url, headers });
  expect(reply.statusCode, url).toBe(200);
  return reply.json();
}

test('a visitor browses: categories, filters, teachers, the list trimmed, no Vimeo id', async () => {
  const { studio, yoga, level, mia, flow } = await studioWithLibrary();
  const headers = studio.headers;
  const categories = VideoMainCategoryList.parse(await get('/video-main-categories', headers));
  expect(categories.map((category) => category.name)).toEqual(['Yoga']);
  const filters = VideoFilterList.parse(
    await get(
      '/video-filters?populate[]=filter_values&populate[]=filter_values.show_for_main_categories' +
        '&populate[]=show_for_main_categories',
      headers,
    ),
  );
  expect(filters.map((filter) => [filter.name, filter.filter_type])).toEqual([
    ['Level', 'custom'],
    ['Teachers', 'teachers'],
  ]);
  expect(filters[0]!.filter_values!.map((value) => value.name)).toEqual(['Beginner', 'Advanced']);
  expect(filters[0]!.show_for_main_categories!.map((category) => category.id)).toEqual([yoga.id]);
  const teachers = (await get('/users?isTeachingVideo=1', headers)) as Array<{ id: number }>;
  expect(teachers.map((teacher) => teacher.id)).toEqual([mia.id]);

  const list = VideoList.parse(
    await get(
      `/videos?${libraryQuery}&mainCategoryIds[]=${yoga.id}&filterValueIds[]=${level.values[0]!.id}` +
        `&teacherIds[]=${mia.id}&searchQuery=hip`,
      headers,
    ),
  );
  expect(list.map((video) => video.id)).toEqual([flow.id]);
  const [shown] = list;
  expect(shown!.video_provider_id).toBeUndefined();
  expect(Object.keys(shown!.video_provider_data ?? {}).sort()).toEqual(
    [
      'created_time',
      'description',
      'duration',
      'height',
      'name',
      'pictures',
      'stats',
      'width',
    ].sort(),
  );
  expect(shown!.video_tags!.map((tag) => tag.name)).toEqual(['hips']);
  expect(shown!.teachers!.map((teacher) => teacher.first_name)).toEqual(['Mia']);
  expect(shown!.has_public_access).toBe(false);
});

test('a member plays the Vimeo id, opens a related video, keeps a favourite and sees My videos', async () => {
  const { studio, flow, related, member } = await studioWithLibrary();
  const headers = member.headers;
  const [shown] = VideoList.parse(
    await get(`/videos?${libraryQuery}&searchQuery=morning`, headers),
  );
  expect(shown!.video_provider_id).toBe(flow.video_provider_id);
  expect(shown!.is_user_favorite).toBe(false);
  expect(shown!.related_videos!.map((video) => video.id)).toEqual([related.id]);

  // The related video is fetched by id list, then the player asks for it alone.
  const byIds = VideoList.parse(await get(`/videos?id[]=${related.id}&${libraryQuery}`, headers));
  expect(byIds.map((video) => video.id)).toEqual([related.id]);
  const single = Video.parse(
    await get(`/videos/${flow.id}?populate[]=video_tags&populate[]=teachers.image`, headers),
  );
  expect(single.video_provider_id).toBe(flow.video_provider_id);

  const favourite = await t.app.inject({
    method: 'POST',
    url: `/user-video-favorites/${member.id}`,
    headers,
    payload: { video: flow.id },
  });
  expect([favourite.statusCode, favourite.body]).toEqual([200, 'OK']);
  const [again] = VideoList.parse(
    await get(`/videos?${libraryQuery}&searchQuery=morning`, headers),
  );
  expect(again!.is_user_favorite).toBe(true);
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/user-video-favorites/${member.id}/${flow.id}`,
    headers,
  });
  expect([removed.statusCode, removed.body]).toEqual([200, 'OK']);

  // My profile: the groups the member can watch, and the public list of groups.
  const profile = (await get(
    `/users/${member.id}?populate[]=video_groups_that_customer_can_access`,
    headers,
  )) as { video_groups_that_customer_can_access: unknown };
  const groups = VideoGroupList.parse(profile.video_groups_that_customer_can_access);
  expect(groups.map((group) => group.name)).toEqual(['Members']);
  expect(groups[0]!.videos!.map((video) => video.video_provider_id)).toEqual([
    flow.video_provider_id,
  ]);
  const all = VideoGroupList.parse(await get('/video-groups', studio.headers));
  expect(all.map((group) => group.name)).toEqual(['Members']);
});
