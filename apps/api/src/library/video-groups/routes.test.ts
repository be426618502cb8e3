/**
 * GET /video-groups and GET /video-groups/{id} (CONTRACT §13, §15.2): groups by name, their videos
 * in the group's order and trimmed per access, the linked types and events, the fixed refusal for
 * an unknown group (not a 404: the original client's My profile loads the list, issue 23 item 4).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VideoGroup, VideoGroupList } from '@studio/contract/videos';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { videoFactory, type VideoFactory } from '../../../test/video-factory.ts';

useFixedClock();

let t: TestApp;
let v: VideoFactory;
beforeAll(async () => {
  t = await createTestApp();
  v = videoFactory(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

async function library() {
  const studio = await t.make.studio();
  const customer = await t.make.customer(studio);
  const a = await v.video(studio.id, { name: 'Alpha', createdAt: 3_000 });
  const b = await v.video(studio.id, { name: 'Bravo', createdAt: 1_000 });
  const c = await v.video(studio.id, { name: 'Charlie', createdAt: 2_000 });
  const gone = await v.video(studio.id, { name: 'Gone', archived: true });
  const type = await v.membershipType(studio.id);
  const passType = await v.classPassType(studio.id);
  const event = await v.eventWithSignup(studio.id);
  const members = await v.group(
    studio.id,
    { name: 'Members', sort_videos_by: 'name', sort_videos_direction: 'asc' },
    {
      videos: [c.id, a.id, b.id, gone.id],
      membershipTypes: [type.id],
      classPassTypes: [passType.id],
      events: [event.id],
    },
  );
  const open = await v.group(
    studio.id,
    { name: 'Free', public_access: true },
    { videos: [b.id, c.id] },
  );
  await v.group(studio.id, { name: 'Archived', archived: true });
  return { studio, customer, a, b, c, type, passType, event, members, open };
}

describe('GET /video-groups', () => {
  test('groups by name; videos in the group’s order, trimmed without access; the links', async () => {
    const l = await library();
    const url =
      '/video-groups?populate[]=videos&populate[]=video_count&populate[]=membership_types&populate[]=class_pass_types&populate[]=events';
    const groups = VideoGroupList.parse((await get(url, l.customer.headers)).json());
    expect(groups.map((g) => [g.name, g.video_count, g.public_access])).toEqual([
      ['Free', 2, true],
      ['Members', 3, false],
    ]);
    const [free, members] = groups as [VideoGroup, VideoGroup];
    // Free: by created, newest first (the defaults); public, so watchable.
    expect(free.videos!.map((video) => video.name_for_searching)).toEqual(['Charlie', 'Bravo']);
    expect(free.videos!.every((video) => video.video_provider_id)).toBe(true);
    // Members: by name, ascending; nothing held, so trimmed.
    expect(members.videos!.map((video) => video.name_for_searching)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
    expect(members.videos![0]).not.toHaveProperty('video_provider_id');
    expect(members.membership_types).toMatchObject([{ id: l.type.id, name: 'Basic' }]);
    expect(members.class_pass_types).toMatchObject([{ id: l.passType.id, price: 300 }]);
    expect(members.events).toMatchObject([{ id: l.event.id, name: 'Retreat' }]);
    const plain = VideoGroupList.parse((await get('/video-groups', l.studio.headers)).json());
    expect(plain[0]).not.toHaveProperty('videos');
  });

  test('the holder of a linked membership gets the group’s videos whole', async () => {
    const l = await library();
    await v.membership(l.studio.id, l.customer.id, l.type.id, {
      start_date: '2026-05-01',
      paid_until: '2026-05-31',
    });
    const reply = await get(`/video-groups/${l.members.id}?populate[]=videos`, l.customer.headers);
    const group = VideoGroup.parse(reply.json());
    expect(group.videos!.map((video) => video.video_provider_id)).toEqual([
      l.a.video_provider_id,
      l.b.video_provider_id,
      l.c.video_provider_id,
    ]);
    const visitor = VideoGroup.parse(
      (await get(`/video-groups/${l.members.id}?populate[]=videos`, l.studio.headers)).json(),
    );
    expect(visitor.videos![0]).not.toHaveProperty('video_provider_id');
  });

  test('videos.<key> populates inside the videos, with the same access rule', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const outside = await v.video(studio.id, { name: 'Outside' });
    const inside = await v.video(studio.id, { name: 'Inside' }, { related: [outside.id] });
    const group = await v.group(studio.id, {}, { videos: [inside.id] });
    const type = await v.classPassType(studio.id, true);
    await v.classPass(studio.id, customer.id, type.id, {
      start_date: '2026-05-01',
      valid_until: '2026-05-31',
    });
    const url = `/video-groups/${group.id}?populate[]=videos&populate[]=videos.related_videos`;
    const answer = VideoGroup.parse((await get(url, customer.headers)).json());
    expect(answer.videos![0]!.related_videos).toMatchObject([
      { id: outside.id, video_provider_id: outside.video_provider_id },
    ]);
  });

  test('one id answers the group; an unknown one is the fixed refusal, not a 404', async () => {
    const l = await library();
    const single = VideoGroup.parse(
      (await get(`/video-groups?id=${l.open.id}`, l.studio.headers)).json(),
    );
    expect(single.name).toBe('Free');
    const other = await t.make.studio();
    for (const url of [
      `/video-groups/${l.open.id}`,
      '/video-groups/abc',
      `/video-groups?id=${l.open.id}`,
    ]) {
      const reply = await get(url, other.headers);
      expect([reply.statusCode, reply.json()]).toEqual([200, 'E_VIDEO_GROUP_DOES_NOT_EXIST']);
    }
    expect((await get('/video-groups', other.headers)).json()).toEqual([]);
  });

  test('a token that is not valid is refused as on every call (CONTRACT §1.4)', async () => {
    const studio = await t.make.studio();
    const reply = await t.app.inject({
      url: '/video-groups',
      headers: { ...studio.headers, authorization: 'Bearer not-a-token' },
    });
    expect(reply.statusCode).toBe(401);
  });
});
