/**
 * The video parts of the user routes (CONTRACT §3, §13): `GET /users?isTeachingVideo=1`, and the
 * own profile's `video_groups_that_customer_can_access` and `recommended_videos` (design).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { TeacherList } from '@studio/contract/users';
import { OwnUser, UsersAnswer } from '@studio/contract/own-user';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';
import type { TestCustomer } from '../../../test/factory.ts';
import { videoFactory, type VideoFactory } from '../../../test/video-factory.ts';
import { users } from '../../platform/db/schema.ts';

useFixedClock();

let t: TestApp;
let v: VideoFactory;
beforeAll(async () => {
  t = await createTestApp();
  v = videoFactory(t.db);
});
afterAll(() => t.close());

async function ownProfile(customer: TestCustomer, populate: string) {
  const reply = await t.app.inject({
    url: `/users/${customer.id}?populate[]=${populate}`,
    headers: customer.headers,
  });
  expect(reply.statusCode).toBe(200);
  return OwnUser.parse(reply.json());
}

describe('GET /users?isTeachingVideo=1', () => {
  test('the users teaching a non-archived video of the studio, public columns, by id', async () => {
    const studio = await t.make.studio();
    const image = await t.make.image(studio);
    const mia = await t.make.teacher(studio, { first_name: 'Mia', image_id: image.id });
    const idle = await t.make.teacher(studio, { first_name: 'Idle' });
    const archivedOnly = await t.make.teacher(studio, { first_name: 'Past' });
    const gone = await t.make.teacher(studio, { first_name: 'Gone', archived: true });
    await v.video(studio.id, {}, { teachers: [mia.id, gone.id] });
    await v.video(studio.id, { archived: true }, { teachers: [archivedOnly.id] });
    const reply = await t.app.inject({
      url: '/users?isTeachingVideo=1&populate[]=image',
      headers: studio.headers,
    });
    const list = TeacherList.parse(reply.json());
    expect(list.map((teacher) => teacher.id)).toEqual([mia.id]);
    expect(list[0]).toEqual({
      id: mia.id,
      client: studio.id,
      first_name: 'Mia',
      last_name: 'Teacher',
      image_id: image.id,
      teacher_description: '',
      image: expect.objectContaining({ id: image.id }),
    });
    expect(list.map((teacher) => teacher.id)).not.toContain(idle.id);
    const other = await t.make.studio();
    const foreign = await t.app.inject({
      url: '/users?isTeachingVideo=true',
      headers: other.headers,
    });
    expect(UsersAnswer.parse(foreign.json())).toEqual([]);
  });
});

describe('populate[]=video_groups_that_customer_can_access', () => {
  test('public groups and those linked to what the customer holds, with their videos', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const open = await v.video(studio.id, { name: 'Open' });
    const linked = await v.video(studio.id, { name: 'Linked' });
    const retreat = await v.video(studio.id, { name: 'Retreat talk' });
    const locked = await v.video(studio.id, { name: 'Locked' });
    const type = await v.classPassType(studio.id);
    const event = await v.eventWithSignup(studio.id, customer.id);
    await v.group(studio.id, { name: 'Free', public_access: true }, { videos: [open.id] });
    await v.group(
      studio.id,
      { name: 'Pass' },
      { videos: [linked.id, locked.id], classPassTypes: [type.id] },
    );
    await v.group(studio.id, { name: 'Event' }, { videos: [retreat.id], events: [event.id] });
    await v.group(studio.id, { name: 'Other' }, { videos: [locked.id] });
    const before = await ownProfile(customer, 'video_groups_that_customer_can_access');
    expect(before.video_groups_that_customer_can_access!.map((g) => g.name)).toEqual([
      'Event',
      'Free',
    ]);
    await v.classPass(studio.id, customer.id, type.id, {
      start_date: '2026-05-01',
      valid_until: '2026-05-31',
    });
    const after = await t.app.inject({
      url: `/users?id=${customer.id}&populate[]=video_groups_that_customer_can_access`,
      headers: customer.headers,
    });
    const [profile] = UsersAnswer.parse(after.json()) as [OwnUser];
    const groups = profile.video_groups_that_customer_can_access!;
    expect(groups.map((g) => g.name)).toEqual(['Event', 'Free', 'Pass']);
    const pass = groups[2]!;
    expect(
      pass.videos!.map((video) => [video.name_for_searching, !!video.video_provider_id]),
    ).toEqual([
      ['Locked', true],
      ['Linked', true],
    ]);
  });
});

describe('populate[]=recommended_videos', () => {
  test('videos the customer may watch: preferred filter values first, then the most played', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const { values } = await v.filter(studio.id, {}, ['Calm', 'Strong']);
    const calm = values[0]!;
    const strong = values[1]!;
    const play = (plays: number) => ({
      video_provider_data: { name: 'x', stats: { plays } },
    });
    const popular = await v.video(
      studio.id,
      { name: 'Popular', ...play(500) },
      { filterValues: [strong.id] },
    );
    const quiet = await v.video(
      studio.id,
      { name: 'Quiet', ...play(3) },
      { filterValues: [calm.id] },
    );
    const middle = await v.video(studio.id, { name: 'Middle', ...play(50) });
    await v.video(studio.id, { name: 'Hidden', show_in_customer_search: false, ...play(900) });
    const locked = await v.video(studio.id, { name: 'Locked', ...play(1000) });
    await v.group(
      studio.id,
      { public_access: true },
      { videos: [popular.id, quiet.id, middle.id] },
    );
    expect(
      (await ownProfile(customer, 'recommended_videos')).recommended_videos!.map(
        (video) => video.id,
      ),
    ).toEqual([popular.id, middle.id, quiet.id]);
    await t.db
      .update(users)
      .set({ settings: { video_preferences: { filter_value_ids: [calm.id] } } })
      .where(eq(users.id, customer.id));
    const profile = await ownProfile(customer, 'recommended_videos');
    expect(profile.recommended_videos!.map((video) => video.id)).toEqual([
      quiet.id,
      popular.id,
      middle.id,
    ]);
    expect(profile.recommended_videos!.every((video) => video.video_provider_id)).toBe(true);
    expect(profile.recommended_videos!.map((video) => video.id)).not.toContain(locked.id);
  });
});
