/**
 * The access rule (CONTRACT §13; README.md beside this file), through what a customer notices: a
 * video answered whole (with `video_provider_id`) or trimmed. Each kind of access and its negatives.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { Video } from '@studio/contract/videos';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { videoFactory, type VideoFactory } from '../../../test/video-factory.ts';
import { eventSignups, memberships } from '../../platform/db/schema.ts';
import { customerMayWatchVideo } from '../videos/public.ts';

useFixedClock(); // Copenhagen today is 2026-05-06.

let t: TestApp;
let v: VideoFactory;
beforeAll(async () => {
  t = await createTestApp();
  v = videoFactory(t.db);
});
afterAll(() => t.close());

const trimmed = {
  name: 'Morning flow',
  description: 'A calm start',
  duration: 600,
  width: 1920,
  height: 1080,
  created_time: '2026-01-01T10:00:00+00:00',
  pictures: { type: 'custom', sizes: [{ width: 640, height: 360, link: 'https://i.example/640' }] },
  stats: { plays: 10 },
};

async function getVideo(id: number, headers: Record<string, string>, populate = '') {
  const reply = await t.app.inject({ url: `/videos/${id}${populate}`, headers });
  expect(reply.statusCode).toBe(200);
  return Video.parse(reply.json());
}

/** Whether the caller gets the video whole (the provider id is the client's sign of access). */
async function watches(videoId: number, headers: Record<string, string>) {
  const video = await getVideo(videoId, headers);
  return video.video_provider_id !== undefined;
}

async function setup() {
  const studio = await t.make.studio();
  const customer = await t.make.customer(studio);
  const video = await v.video(studio.id);
  return { studio, customer, video };
}

describe('the access rule (CONTRACT §13)', () => {
  test('without access: no video_provider_id and the provider data trimmed', async () => {
    const { studio, customer, video } = await setup();
    for (const headers of [studio.headers, customer.headers]) {
      const answer = await getVideo(video.id, headers);
      expect(answer).not.toHaveProperty('video_provider_id');
      expect(answer.video_provider_data).toEqual(trimmed);
      expect(answer).toMatchObject({ id: video.id, client: studio.id, video_provider: 'vimeo' });
      expect(answer.name_for_searching).toBe('Morning flow');
    }
    expect(await customerMayWatchVideo(t.db, studio.id, customer.id, video.id, Date.now())).toBe(
      false,
    );
  });

  test('a public group opens its videos to everyone, visitors too', async () => {
    const { studio, customer, video } = await setup();
    await v.group(studio.id, { public_access: true }, { videos: [video.id] });
    const visitor = await getVideo(video.id, studio.headers, '?populate[]=has_public_access');
    expect(visitor.video_provider_id).toBe(video.video_provider_id);
    expect(visitor.has_public_access).toBe(true);
    expect(visitor.video_provider_data).toMatchObject({
      uri: '/videos/1',
      link: 'https://vimeo.com/1',
    });
    expect(await watches(video.id, customer.headers)).toBe(true);
    expect(await customerMayWatchVideo(t.db, studio.id, null, video.id, Date.now())).toBe(true);
  });

  test('a membership whose type has access_all_videos, while it runs', async () => {
    const { studio, customer, video } = await setup();
    const type = await v.membershipType(studio.id, true);
    const membership = await v.membership(studio.id, customer.id, type.id, {
      start_date: '2026-05-01',
      paid_until: '2026-05-31',
    });
    expect(await watches(video.id, customer.headers)).toBe(true);
    expect(await watches(video.id, studio.headers)).toBe(false);
    // Cancelled but running: still; from its cancellation date on: no longer.
    const set = (values: Partial<typeof memberships.$inferInsert>) =>
      t.db.update(memberships).set(values).where(eq(memberships.id, membership.id));
    await set({ status: 'cancelled_running', cancelled_from_date: '2026-05-20' });
    expect(await watches(video.id, customer.headers)).toBe(true);
    await set({ cancelled_from_date: '2026-05-06' });
    expect(await watches(video.id, customer.headers)).toBe(false);
    await set({ status: 'ended', cancelled_from_date: null });
    expect(await watches(video.id, customer.headers)).toBe(false);
  });

  test('a membership not started yet, or paid only until yesterday, gives nothing', async () => {
    const { studio, customer, video } = await setup();
    const type = await v.membershipType(studio.id, true);
    await v.membership(studio.id, customer.id, type.id, {
      start_date: '2026-05-07',
      paid_until: '2026-06-06',
    });
    const late = await t.make.customer(studio);
    await v.membership(studio.id, late.id, type.id, {
      start_date: '2026-04-01',
      paid_until: '2026-05-05',
    });
    expect(await watches(video.id, customer.headers)).toBe(false);
    expect(await watches(video.id, late.headers)).toBe(false);
  });

  test('a class pass whose type has access_all_videos, until it expires', async () => {
    const { studio, customer, video } = await setup();
    const type = await v.classPassType(studio.id, true);
    await v.classPass(studio.id, customer.id, type.id, {
      start_date: '2026-05-01',
      valid_until: '2026-05-06',
    });
    expect(await watches(video.id, customer.headers)).toBe(true);
    const expired = await t.make.customer(studio);
    await v.classPass(studio.id, expired.id, type.id, {
      start_date: '2026-04-01',
      valid_until: '2026-05-05',
    });
    expect(await watches(video.id, expired.headers)).toBe(false);
    const cancelled = await t.make.customer(studio);
    await v.classPass(studio.id, cancelled.id, type.id, {
      start_date: '2026-05-01',
      valid_until: '2026-06-01',
      archived: true,
    });
    expect(await watches(video.id, cancelled.headers)).toBe(false);
  });

  test('a membership type linked to a group opens that group’s videos only', async () => {
    const { studio, customer, video } = await setup();
    const other = await v.video(studio.id, { name: 'Evening' });
    const type = await v.membershipType(studio.id);
    await v.group(studio.id, {}, { videos: [video.id], membershipTypes: [type.id] });
    await v.membership(studio.id, customer.id, type.id, {
      start_date: '2026-05-01',
      paid_until: '2026-05-31',
    });
    expect(await watches(video.id, customer.headers)).toBe(true);
    expect(await watches(other.id, customer.headers)).toBe(false);
  });

  test('a class pass type linked to a group: started and not expired', async () => {
    const { studio, customer, video } = await setup();
    const type = await v.classPassType(studio.id);
    await v.group(studio.id, {}, { videos: [video.id], classPassTypes: [type.id] });
    await v.classPass(studio.id, customer.id, type.id, {
      start_date: '2026-05-06',
      valid_until: '2026-06-05',
    });
    expect(await watches(video.id, customer.headers)).toBe(true);
    const future = await t.make.customer(studio);
    await v.classPass(studio.id, future.id, type.id, {
      start_date: '2026-05-07',
      valid_until: '2026-06-05',
    });
    expect(await watches(video.id, future.headers)).toBe(false);
    const expired = await t.make.customer(studio);
    await v.classPass(studio.id, expired.id, type.id, {
      start_date: '2026-03-01',
      valid_until: '2026-04-30',
    });
    expect(await watches(video.id, expired.headers)).toBe(false);
  });

  test('an event signup whose event is linked to a group; a cancelled one gives nothing', async () => {
    const { studio, customer, video } = await setup();
    const event = await v.eventWithSignup(studio.id, customer.id);
    await v.group(studio.id, {}, { videos: [video.id], events: [event.id] });
    expect(await watches(video.id, customer.headers)).toBe(true);
    const cancelled = await t.make.customer(studio);
    await t.db
      .insert(eventSignups)
      .values({ client_id: studio.id, event_id: event.id, user_id: cancelled.id, archived: true });
    expect(await watches(video.id, cancelled.headers)).toBe(false);
  });

  test('an archived group gives nothing; unknown and archived videos are not watchable', async () => {
    const { studio, customer, video } = await setup();
    await v.group(studio.id, { public_access: true, archived: true }, { videos: [video.id] });
    expect(await watches(video.id, customer.headers)).toBe(false);
    const gone = await v.video(studio.id, { archived: true });
    await v.group(studio.id, { public_access: true }, { videos: [gone.id] });
    const now = Date.now();
    expect(await customerMayWatchVideo(t.db, studio.id, customer.id, gone.id, now)).toBe(false);
    expect(await customerMayWatchVideo(t.db, studio.id, null, 999_999, now)).toBe(false);
    const other = await t.make.studio();
    expect(await customerMayWatchVideo(t.db, other.id, null, video.id, now)).toBe(false);
  });
});
