import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { ClassTypeStyleB } from '@studio/contract/classes';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';

useFixedClock();
const ClassTypes = z.array(ClassTypeStyleB);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /class-types', () => {
  test('lists the studio’s class types by name in style B, images when asked', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const image = await t.make.image(studio, { filename: 'yin.svg' });
    const yin = await t.make.classType(studio, {
      name: 'Yin',
      color: '#81b29a',
      image_id: image.id,
      description: 'Slow',
    });
    const hatha = await t.make.classType(studio, { name: 'Hatha' });
    await t.make.classType(studio, { name: 'Old', archived: true });
    await t.make.classType(other, { name: 'Elsewhere' });
    const list = ClassTypes.parse(
      (
        await t.app.inject({ url: '/class-types?populate[]=image', headers: studio.headers })
      ).json(),
    );
    expect(list.map((type: { id: number }) => type.id)).toEqual([hatha.id, yin.id]);
    expect(list[1]).toMatchObject({
      id: yin.id,
      client: studio.id,
      name: 'Yin',
      description: 'Slow',
      color: '#81b29a',
      image_id: image.id,
      archived: false,
      image: { id: image.id, filename: 'yin.svg' },
    });
    expect(list[0]).toMatchObject({ color: '#12169C', image: null });
    const plain = ClassTypes.parse(
      (await t.app.inject({ url: '/class-types', headers: studio.headers })).json(),
    );
    expect(plain[1]).not.toHaveProperty('image');
  });

  test('hasClassesFromDateForward keeps types with a non-archived class on or after the date', async () => {
    const studio = await t.make.studio();
    const past = await t.make.classType(studio, { name: 'Past' });
    const ahead = await t.make.classType(studio, { name: 'Ahead' });
    const gone = await t.make.classType(studio, { name: 'Gone' });
    await t.make.class(studio, { class_type_id: past.id, date: '2030-01-01' });
    await t.make.class(studio, { class_type_id: ahead.id, date: '2030-03-01' });
    await t.make.class(studio, { class_type_id: gone.id, date: '2030-03-01', archived: true });
    const url = '/class-types?hasClassesFromDateForward=2030-03-01';
    const list = ClassTypes.parse((await t.app.inject({ url, headers: studio.headers })).json());
    expect(list.map((type: { name: string }) => type.name)).toEqual(['Ahead']);
    const bad = await t.app.inject({
      url: '/class-types?hasClassesFromDateForward=03/01/2030',
      headers: studio.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  test('one id answers one object, a list of ids an array; another studio’s id is not found', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const a = await t.make.classType(studio, { name: 'A' });
    const b = await t.make.classType(studio, { name: 'B' });
    const foreign = await t.make.classType(other, { name: 'Foreign' });
    const one = await t.app.inject({ url: `/class-types?id=${a.id}`, headers: studio.headers });
    expect(ClassTypeStyleB.parse(one.json())).toMatchObject({ id: a.id, name: 'A' });
    const many = await t.app.inject({
      url: `/class-types?id[]=${a.id}&id[]=${b.id}&id[]=${foreign.id}`,
      headers: studio.headers,
    });
    expect(ClassTypes.parse(many.json()).map((type: { id: number }) => type.id)).toEqual([
      a.id,
      b.id,
    ]);
    const missing = await t.app.inject({
      url: `/class-types?id=${foreign.id}`,
      headers: studio.headers,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/class-types?id=abc', headers: studio.headers });
    expect(bad.statusCode).toBe(400);
  });
});
