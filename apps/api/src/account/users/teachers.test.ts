import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TeacherList } from '@studio/contract/users';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /users?teacher=1', () => {
  test('lists the studio’s teachers by id with public columns only, images when asked', async () => {
    const studio = await t.make.studio();
    const other = await t.make.studio();
    const image = await t.make.image(studio, { filename: 'maja.svg' });
    const maja = await t.make.teacher(studio, {
      first_name: 'Maja',
      image_id: image.id,
      teacher_description: 'Hatha',
      phone: '+45 1234',
    });
    const jonas = await t.make.teacher(studio, { first_name: 'Jonas' });
    await t.make.teacher(other, { first_name: 'Elsewhere' });
    await t.make.customer(studio);
    const reply = await t.app.inject({
      url: '/users?teacher=1&populate[]=image',
      headers: studio.headers,
    });
    expect(reply.statusCode).toBe(200);
    const list = TeacherList.parse(reply.json());
    expect(list.map((teacher) => teacher.id)).toEqual([maja.id, jonas.id]);
    expect(list[0]).toEqual({
      id: maja.id,
      client: studio.id,
      first_name: 'Maja',
      last_name: 'Teacher',
      image_id: image.id,
      teacher_description: 'Hatha',
      image: expect.objectContaining({ id: image.id, filename: 'maja.svg' }),
    });
    expect(list[1]?.image).toBeNull();
    const plain = TeacherList.parse(
      (await t.app.inject({ url: '/users?teacher=1', headers: studio.headers })).json(),
    );
    expect(plain[0]).not.toHaveProperty('image');
  });

  test('with a date, only teachers of a non-archived class on or after it', async () => {
    const studio = await t.make.studio();
    const type = await t.make.classType(studio);
    const early = await t.make.teacher(studio, { first_name: 'Early' });
    const later = await t.make.teacher(studio, { first_name: 'Later' });
    const archived = await t.make.teacher(studio, { first_name: 'Archived' });
    await t.make.teacher(studio, { first_name: 'Idle' });
    await t.make.class(studio, { class_type_id: type.id, date: '2030-01-10' }, [early.id]);
    await t.make.class(studio, { class_type_id: type.id, date: '2030-02-10' }, [later.id]);
    await t.make.class(studio, { class_type_id: type.id, date: '2030-02-10', archived: true }, [
      archived.id,
    ]);
    const url = '/users?teacher=1&hasClassesOrEventTimeSlotsFromDateForward=2030-02-01';
    const list = TeacherList.parse((await t.app.inject({ url, headers: studio.headers })).json());
    expect(list.map((teacher) => teacher.first_name)).toEqual(['Later']);
    const bad = await t.app.inject({
      url: '/users?teacher=1&hasClassesOrEventTimeSlotsFromDateForward=soon',
      headers: studio.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
