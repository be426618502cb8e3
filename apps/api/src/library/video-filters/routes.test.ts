/**
 * GET /video-main-categories and GET /video-filters (CONTRACT §13): by `sort_idx`, non-archived,
 * the categories with our `icon`, the filters with their values and the categories they show for.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VideoFilterList, VideoMainCategoryList } from '@studio/contract/videos';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { videoFactory, type VideoFactory } from '../../../test/video-factory.ts';

let t: TestApp;
let v: VideoFactory;
beforeAll(async () => {
  t = await createTestApp();
  v = videoFactory(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('GET /video-main-categories', () => {
  test('the studio’s categories by sort_idx, with their icon', async () => {
    const studio = await t.make.studio();
    await v.mainCategory(studio.id, { name: 'Talk', sort_idx: 2, icon: 'talk' });
    await v.mainCategory(studio.id, { name: 'Yoga', sort_idx: 1, icon: 'yoga' });
    await v.mainCategory(studio.id, { name: 'Old', sort_idx: 0, archived: true });
    await v.mainCategory((await t.make.studio()).id, { name: 'Foreign' });
    const list = VideoMainCategoryList.parse(
      (await get('/video-main-categories', studio.headers)).json(),
    );
    expect(list.map((c) => [c.name, c.icon, c.client_id])).toEqual([
      ['Yoga', 'yoga', studio.id],
      ['Talk', 'talk', studio.id],
    ]);
    expect((await get('/video-main-categories?id=x', studio.headers)).statusCode).toBe(400);
  });
});

describe('GET /video-filters', () => {
  test('filters by sort_idx with their values and the categories they show for', async () => {
    const studio = await t.make.studio();
    const yoga = await v.mainCategory(studio.id, { name: 'Yoga' });
    const level = await v.filter(
      studio.id,
      { name: 'Level', sort_idx: 2, show_only_for_specific_main_categories: true },
      ['Beginner', 'Advanced'],
      [yoga.id],
    );
    await v.filter(studio.id, { name: 'Teachers', sort_idx: 1, filter_type: 'teachers' });
    await v.filter(studio.id, { name: 'Old', archived: true });
    const url =
      '/video-filters?populate[]=filter_values&populate[]=show_for_main_categories&populate[]=filter_values.show_for_main_categories';
    const filters = VideoFilterList.parse((await get(url, studio.headers)).json());
    expect(filters.map((f) => [f.name, f.filter_type])).toEqual([
      ['Teachers', 'teachers'],
      ['Level', 'custom'],
    ]);
    const levelAnswer = filters[1]!;
    expect(levelAnswer.show_only_for_specific_main_categories).toBe(true);
    expect(levelAnswer.show_for_main_categories).toMatchObject([{ id: yoga.id, name: 'Yoga' }]);
    expect(
      levelAnswer.filter_values!.map((value) => [value.id, value.name, value.video_filter_id]),
    ).toEqual(level.values.map((value) => [value.id, value.name, level.filter.id]));
    expect(levelAnswer.filter_values![0]!.show_for_main_categories).toMatchObject([
      { id: yoga.id },
    ]);
    expect(filters[0]!.filter_values).toEqual([]);
    const plain = VideoFilterList.parse(
      (await get(`/video-filters?id=${level.filter.id}`, studio.headers)).json(),
    );
    expect(plain).toHaveLength(1);
    expect(plain[0]).not.toHaveProperty('filter_values');
  });
});
