import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PriceGroup, PriceGroupList } from '@studio/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory, type BookingFactory } from '../../../test/booking-factory.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { catalogueFactory } from '../membership-types/test-catalogue.ts';
import { videoFactory } from '../../../test/video-factory.ts';

useFixedClock();

let t: TestApp;
let b: BookingFactory;
let cat: ReturnType<typeof catalogueFactory>;
beforeAll(async () => {
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
  cat = catalogueFactory(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

async function shop() {
  const studio = await b.studio();
  const yogaType = studio.classTypeId;
  const pilatesType = (await t.make.classType(studio, { name: 'Pilates' })).id;
  const { type: unlimited } = await cat.membershipType(studio.id, { classTypeIds: [yogaType] });
  const ten = await cat.passType(studio.id, {}, [yogaType]);
  const reformer = await cat.passType(studio.id, { name: 'Reformer 5' }, [pilatesType]);
  const cls = await b.class(studio);
  const course = await cat.seriesType(studio.id, [cls.id]);
  const yoga = await cat.priceGroup(studio.id, { name: 'Yoga', sort: 2 }, [
    { item_type: 'class_pass_type', item_id: ten.id },
    { item_type: 'membership_type', item_id: unlimited.id },
    { item_type: 'class_series_type', item_id: course.id },
  ]);
  const pilates = await cat.priceGroup(studio.id, { name: 'Pilates', sort: 1 }, [
    { item_type: 'class_pass_type', item_id: reformer.id },
  ]);
  await cat.priceGroup(studio.id, { name: 'Hidden', sort: 3, show_in_default_price_list: false });
  return { studio, unlimited, ten, reformer, course, cls, yoga, pilates, pilatesType };
}

describe('GET /price-groups', () => {
  test('groups by sort with their types in their order, style B, each with sort_in_price_group', async () => {
    const s = await shop();
    const url =
      '/price-groups?populate[]=membership_types.payment_options&populate[]=class_pass_types&populate[]=class_series_types';
    const groups = PriceGroupList.parse((await get(url, s.studio.headers)).json());
    expect(groups.map((g) => [g.name, g.show_in_default_price_list])).toEqual([
      ['Pilates', true],
      ['Yoga', true],
      ['Hidden', false],
    ]);
    const yoga = groups[1]!;
    expect(yoga.class_pass_types!.map((p) => [p.id, p.sort_in_price_group])).toEqual([
      [s.ten.id, 1],
    ]);
    expect(yoga.membership_types![0]).toMatchObject({ id: s.unlimited.id, sort_in_price_group: 2 });
    expect(yoga.membership_types![0]!.payment_options).toHaveLength(1);
    expect(yoga.class_series_types![0]).toMatchObject({ id: s.course.id, sort_in_price_group: 3 });
    const plain = PriceGroupList.parse((await get('/price-groups', s.studio.headers)).json());
    expect(plain[0]).not.toHaveProperty('class_pass_types');
  });

  test('desiredItem keeps the groups that can sell access to it', async () => {
    const s = await shop();
    const names = async (item: string) =>
      PriceGroupList.parse(
        (await get(`/price-groups?desiredItem=${item}`, s.studio.headers)).json(),
      ).map((g) => g.name);
    expect(await names(`class_${s.cls.id}`)).toEqual(['Yoga']);
    expect(await names(`class_type_${s.pilatesType}`)).toEqual(['Pilates']);
    expect(await names(`membership_type_${s.unlimited.id}`)).toEqual(['Yoga']);
    expect(await names(`class_pass_type_${s.reformer.id}`)).toEqual(['Pilates']);
    expect(await names(`class_series_type_${s.course.id}`)).toEqual(['Yoga']);
    expect(await names('video_3')).toEqual([]);
    expect((await get('/price-groups?desiredItem=banana_1', s.studio.headers)).statusCode).toBe(
      400,
    );
  });

  test('desiredItem video_<id>: groups holding an all-videos type or a type linked to its group', async () => {
    const studio = await b.studio();
    const v = videoFactory(t.db);
    const video = await v.video(studio.id);
    const elsewhere = await v.video(studio.id, { name: 'Elsewhere' });
    const allVideos = await v.membershipType(studio.id, true);
    const linkedPass = await v.classPassType(studio.id);
    const plainPass = await v.classPassType(studio.id);
    await v.group(studio.id, {}, { videos: [video.id], classPassTypes: [linkedPass.id] });
    await cat.priceGroup(studio.id, { name: 'Video', sort: 1 }, [
      { item_type: 'membership_type', item_id: allVideos.id },
    ]);
    await cat.priceGroup(studio.id, { name: 'Passes', sort: 2 }, [
      { item_type: 'class_pass_type', item_id: linkedPass.id },
    ]);
    await cat.priceGroup(studio.id, { name: 'Plain', sort: 3 }, [
      { item_type: 'class_pass_type', item_id: plainPass.id },
    ]);
    const names = async (item: string) =>
      PriceGroupList.parse(
        (await get(`/price-groups?desiredItem=${item}`, studio.headers)).json(),
      ).map((g) => g.name);
    expect(await names(`video_${video.id}`)).toEqual(['Video', 'Passes']);
    expect(await names(`video_${elsewhere.id}`)).toEqual(['Video']);
    expect(await names('video_999999')).toEqual([]);
  });

  test('one id answers one object; another studio’s groups and items are not shown', async () => {
    const s = await shop();
    const other = await b.studio();
    const one = PriceGroup.parse(
      (await get(`/price-groups?id=${s.yoga.id}`, s.studio.headers)).json(),
    );
    expect(one.name).toBe('Yoga');
    const foreign = await get(`/price-groups?id=${s.yoga.id}`, other.headers);
    expect([foreign.statusCode, foreign.body]).toEqual([404, 'Not Found']);
    expect((await get('/price-groups', other.headers)).json()).toEqual([]);
    expect(
      (await get(`/price-groups?desiredItem=class_${s.cls.id}`, other.headers)).json(),
    ).toEqual([]);
    expect((await get('/price-groups?id=x', s.studio.headers)).statusCode).toBe(400);
  });
});
