import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Image } from '@studio/contract/images';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /images/{id}', () => {
  test('answers the studio’s own image record in style A, and 404 for another studio’s', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const image = await t.make.image(studio, {
      filename: 'logo.svg',
      original_width: 400,
      original_height: 200,
    });
    const foreign = await t.make.image(other);
    const reply = await t.app.inject({ url: `/images/${image.id}`, headers: studio.headers });
    const body = Image.parse(reply.json());
    expect(body).toMatchObject({
      id: image.id,
      client: studio.id,
      filename: 'logo.svg',
      original_width: 400,
      url: expect.stringContaining('logo.svg'),
    });
    expect(body).not.toHaveProperty('client_id');
    const hidden = await t.app.inject({ url: `/images/${foreign.id}`, headers: studio.headers });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe('Not Found');
    const bad = await t.app.inject({ url: '/images/logo', headers: studio.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /image-files/{filename}', () => {
  test('serves a stored file with its type, ignoring the size parameters', async () => {
    await t.make.studio();
    const reply = await t.app.inject({ url: '/image-files/nord-logo.svg?w=200&h=100&fit=crop' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.body).toContain('<svg');
  });

  test('unknown files and paths out of the store answer 404', async () => {
    await t.make.studio();
    for (const name of ['missing.svg', '..%2Fdemo.ts', '..%2F..%2F..%2Fpackage.json', 'demo.ts']) {
      const reply = await t.app.inject({ url: `/image-files/${name}` });
      expect(reply.statusCode, name).toBe(404);
    }
  });
});
