/**
 * POST /user-video-favorites/{userId} and DELETE /user-video-favorites/{userId}/{videoId}
 * (CONTRACT §13, §17.3): own id only, idempotent, 200 `OK`; another studio's video is 400.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Video } from '@studio/contract/videos';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import type { TestCustomer } from '../../../test/factory.ts';
import { videoFactory, type VideoFactory } from '../../../test/video-factory.ts';

let t: TestApp;
let v: VideoFactory;
beforeAll(async () => {
  t = await createTestApp();
  v = videoFactory(t.db);
});
afterAll(() => t.close());

const add = (customer: TestCustomer, userId: number, video: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/user-video-favorites/${userId}`,
    headers: customer.headers,
    payload: { video },
  });

const remove = (customer: TestCustomer, userId: number, videoId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/user-video-favorites/${userId}/${videoId}`,
    headers: customer.headers,
  });

async function isFavorite(customer: TestCustomer, videoId: number) {
  const reply = await t.app.inject({
    url: `/videos/${videoId}?populate[]=is_user_favorite`,
    headers: customer.headers,
  });
  return Video.parse(reply.json()).is_user_favorite;
}

describe('favourite videos', () => {
  test('adding twice and removing twice: OK each time, and the flag follows', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const video = await v.video(studio.id);
    for (let i = 0; i < 2; i++) {
      const reply = await add(customer, customer.id, video.id);
      expect([reply.statusCode, reply.body, reply.headers['content-type']]).toEqual([
        200,
        'OK',
        'text/plain',
      ]);
    }
    expect(await isFavorite(customer, video.id)).toBe(true);
    expect((await add(customer, customer.id, String(video.id))).body).toBe('OK');
    for (let i = 0; i < 2; i++) {
      const reply = await remove(customer, customer.id, video.id);
      expect([reply.statusCode, reply.body]).toEqual([200, 'OK']);
    }
    expect(await isFavorite(customer, video.id)).toBe(false);
  });

  test('another customer’s id is refused (403) and changes nothing', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const other = await t.make.customer(studio);
    const video = await v.video(studio.id);
    const adding = await add(other, customer.id, video.id);
    expect([adding.statusCode, adding.body]).toEqual([403, 'Forbidden']);
    expect(await isFavorite(customer, video.id)).toBe(false);
    await add(customer, customer.id, video.id);
    const removing = await remove(other, customer.id, video.id);
    expect([removing.statusCode, removing.body]).toEqual([403, 'Forbidden']);
    expect(await isFavorite(customer, video.id)).toBe(true);
  });

  test('a visitor is refused (403); another studio’s, an archived or no video is "Video not found"', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const elsewhere = await t.make.studio();
    const foreign = await v.video(elsewhere.id);
    const archived = await v.video(studio.id, { archived: true });
    for (const video of [foreign.id, archived.id, 'x', undefined]) {
      const reply = await add(customer, customer.id, video);
      expect([reply.statusCode, reply.json()]).toEqual([400, 'Video not found']);
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/user-video-favorites/${customer.id}`,
      headers: studio.headers,
      payload: { video: foreign.id },
    });
    expect([visitor.statusCode, visitor.body]).toEqual([403, 'Forbidden']);
  });
});
