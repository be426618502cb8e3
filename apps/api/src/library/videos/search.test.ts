/**
 * The library's filters and search on GET /videos (CONTRACT §13; seed 001 §2 Video library):
 * values of one filter OR, of different filters AND; tag, filter value and teacher names exact or
 * from 3 letters as a prefix; name words and full text; only with extended video on.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VideoList } from '@studio/contract/videos';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import type { TestStudio } from '../../../test/factory.ts';
import { videoFactory, type VideoFactory } from '../../../test/video-factory.ts';
import { clients } from '../../platform/db/schema.ts';

let t: TestApp;
let v: VideoFactory;
beforeAll(async () => {
  t = await createTestApp();
  v = videoFactory(t.db);
});
afterAll(() => t.close());

async function library(extended = true) {
  const studio = await t.make.studio();
  await t.db
    .update(clients)
    .set({ extended_video_enabled: extended })
    .where(eq(clients.id, studio.id));
  const level = await v.filter(studio.id, { name: 'Level' }, ['Beginner', 'Advanced']);
  const style = await v.filter(studio.id, { name: 'Style' }, ['Hatha', 'Vinyasa']);
  const [beginner, advanced] = level.values;
  const [hatha, vinyasa] = style.values;
  const yoga = await v.mainCategory(studio.id, { name: 'Yoga' });
  const talk = await v.mainCategory(studio.id, { name: 'Talk' });
  const mia = await t.make.teacher(studio, { first_name: 'Mia', last_name: 'Holmgaard' });
  const hips = await v.tag(studio.id, 'hips');
  const make = (name: string, description: string, links: Parameters<VideoFactory['video']>[2]) =>
    v.video(studio.id, { name, description }, links);
  const videos = {
    a: await make('Sun salutation', 'Wake up the spine', {
      filterValues: [beginner!.id, hatha!.id],
      mainCategories: [yoga.id],
      tags: [hips.id],
    }),
    b: await make('Power flow', 'Strong standing poses', {
      filterValues: [advanced!.id, vinyasa!.id],
      mainCategories: [yoga.id],
      teachers: [mia.id],
    }),
    c: await make('Rest talk', 'On pranayama and rest', {
      filterValues: [beginner!.id, vinyasa!.id],
      mainCategories: [talk.id],
    }),
  };
  return {
    studio,
    videos,
    beginner: beginner!,
    advanced: advanced!,
    hatha: hatha!,
    vinyasa: vinyasa!,
    yoga,
    talk,
    mia,
  };
}

async function names(studio: TestStudio, query: string) {
  const reply = await t.app.inject({ url: `/videos?${query}`, headers: studio.headers });
  expect(reply.statusCode).toBe(200);
  return VideoList.parse(reply.json())
    .map((video) => video.name_for_searching)
    .sort();
}

describe('filters', () => {
  test('values of one filter are OR, of different filters AND', async () => {
    const l = await library();
    expect(
      await names(l.studio, `filterValueIds[]=${l.beginner.id}&filterValueIds[]=${l.advanced.id}`),
    ).toEqual(['Power flow', 'Rest talk', 'Sun salutation']);
    expect(
      await names(l.studio, `filterValueIds[]=${l.beginner.id}&filterValueIds[]=${l.vinyasa.id}`),
    ).toEqual(['Rest talk']);
    expect(
      await names(
        l.studio,
        `filterValueIds[]=${l.beginner.id}&filterValueIds[]=${l.advanced.id}&filterValueIds[]=${l.hatha.id}`,
      ),
    ).toEqual(['Sun salutation']);
  });

  test('main categories and teachers', async () => {
    const l = await library();
    expect(await names(l.studio, `mainCategoryIds[]=${l.talk.id}`)).toEqual(['Rest talk']);
    expect(
      await names(l.studio, `mainCategoryIds[]=${l.yoga.id}&teacherIds[]=${l.mia.id}`),
    ).toEqual(['Power flow']);
  });

  test('with extended video off every filter and the search are ignored', async () => {
    const l = await library(false);
    const all = ['Power flow', 'Rest talk', 'Sun salutation'];
    expect(await names(l.studio, `mainCategoryIds[]=${l.talk.id}`)).toEqual(all);
    expect(await names(l.studio, `filterValueIds[]=${l.hatha.id}`)).toEqual(all);
    expect(await names(l.studio, `teacherIds[]=${l.mia.id}&searchQuery=hips`)).toEqual(all);
  });

  test('show_in_customer_search=true keeps the flagged videos; an id list ignores the flag', async () => {
    const l = await library();
    const hidden = await v.video(l.studio.id, { name: 'Hidden', show_in_customer_search: false });
    expect(await names(l.studio, 'show_in_customer_search=true')).not.toContain('Hidden');
    expect(await names(l.studio, `id[]=${hidden.id}`)).toEqual(['Hidden']);
  });
});

describe('searchQuery', () => {
  test('a tag: exact, or from 3 letters a prefix; 2 letters are no prefix', async () => {
    const l = await library();
    expect(await names(l.studio, 'searchQuery=hips')).toEqual(['Sun salutation']);
    expect(await names(l.studio, 'searchQuery=HIP')).toEqual(['Sun salutation']);
    expect(await names(l.studio, 'searchQuery=hi')).toEqual([]);
  });

  test('a filter value and a teacher’s first or last name', async () => {
    const l = await library();
    expect(await names(l.studio, 'searchQuery=Vinyasa')).toEqual(['Power flow', 'Rest talk']);
    expect(await names(l.studio, 'searchQuery=begin')).toEqual(['Rest talk', 'Sun salutation']);
    expect(await names(l.studio, 'searchQuery=mia')).toEqual(['Power flow']);
    expect(await names(l.studio, 'searchQuery=holm')).toEqual(['Power flow']);
    expect(await names(l.studio, 'searchQuery=ho')).toEqual([]);
  });

  test('name words, one letter as the name’s start, and the full text of the description', async () => {
    const l = await library();
    expect(await names(l.studio, 'searchQuery=sun%20SAL')).toEqual(['Sun salutation']);
    expect(await names(l.studio, 'searchQuery=p')).toEqual(['Power flow']);
    expect(await names(l.studio, 'searchQuery=pranayama')).toEqual(['Rest talk']);
    expect(await names(l.studio, 'searchQuery=spine%20pranayama')).toEqual([
      'Rest talk',
      'Sun salutation',
    ]);
    expect(await names(l.studio, 'searchQuery=100%25')).toEqual([]);
  });
});
