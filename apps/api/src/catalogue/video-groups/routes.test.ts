/**
 * GET /video-groups answers as the reference does for a studio without video groups (CONTRACT §13,
 * §15.2), so the original client's My profile, which loads it with five other calls, is not blanked
 * by a 404 (issue 23 item 4).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /video-groups', () => {
  test('a customer and a visitor get an empty list, with or without populate', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    for (const headers of [customer.headers, studio.headers]) {
      const reply = await t.app.inject({
        url: '/video-groups?populate[]=videos&populate[]=video_count',
        headers,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual([]);
    }
  });

  test('a single group is unknown: the fixed refusal, not a 404', async () => {
    const studio = await t.make.studio();
    const reply = await t.app.inject({ url: '/video-groups/3', headers: studio.headers });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe('E_VIDEO_GROUP_DOES_NOT_EXIST');
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
