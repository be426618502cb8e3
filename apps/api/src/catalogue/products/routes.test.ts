import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Product } from '@studio/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { catalogueFactory } from '../membership-types/test-catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /products/{id}', () => {
  test('a product on sale in style A, its image when asked; otherwise Not Found', async () => {
    const cat = catalogueFactory(t.db);
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const image = await t.make.image(studio, { filename: 'mat.svg' });
    const mat = await cat.product(studio.id, { image_id: image.id });
    const get = (id: number | string, headers = studio.headers, query = '') =>
      t.app.inject({ url: `/products/${id}${query}`, headers });
    expect(Product.parse((await get(mat.id)).json())).toMatchObject({
      id: mat.id,
      client: studio.id,
      name: 'Yoga mat',
      price: 349.5,
      image: image.id,
    });
    expect(
      Product.parse((await get(mat.id, studio.headers, '?populate[]=image')).json()).image,
    ).toMatchObject({
      filename: 'mat.svg',
    });
    const archived = await cat.product(studio.id, { archived: true });
    const hidden = await cat.product(studio.id, { for_sale: false });
    for (const [id, headers] of [
      [archived.id, studio.headers],
      [hidden.id, studio.headers],
      [mat.id, other.headers],
    ] as const) {
      const reply = await get(id, headers);
      expect([reply.statusCode, reply.body]).toEqual([404, 'Not Found']);
    }
    expect((await get('1.5')).statusCode).toBe(400);
  });
});
