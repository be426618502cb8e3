import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ClassStyleA } from '@studio/contract/class-object';
import { ClassesResponse } from '@studio/contract/classes';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory, type BookingFactory } from '../../../test/booking-factory.ts';
import { classSignups, images, classTypes } from '../../platform/db/schema.ts';
import { eq } from 'drizzle-orm';
import { useFixedClock } from '../../../test/clock.ts';

useFixedClock();

let t: TestApp;
let b: BookingFactory;
beforeAll(async () => {
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
});
afterAll(() => t.close());

const query = (date: string, keys: string[], extra = '') =>
  `/classes?startDate=${date}&endDate=${date}${keys.map((k) => `&populate[]=${k}`).join('')}${extra}`;

async function getOne(headers: Record<string, string>, date: string, keys: string[], id: number) {
  const reply = await t.app.inject({ url: query(date, keys), headers });
  expect(reply.statusCode).toBe(200);
  const found = ClassesResponse.parse(reply.json()).classes.find((c) => c.id === id);
  expect(found).toBeDefined();
  return found as Record<string, unknown>;
}

describe('GET /classes shape', () => {
  test('wraps style-B classes with relations, public teacher columns and echoed populate', async () => {
    const studio = await b.studio();
    const [image] = await t.db
      .insert(images)
      .values({ client_id: studio.id, filename: 'c9.jpg' })
      .returning();
    await t.db
      .update(classTypes)
      .set({ image_id: image!.id })
      .where(eq(classTypes.id, studio.classTypeId));
    const cls = await b.class(studio, { subtitle: 'Morning flow' });
    await b.teacher(studio.id, cls.id);
    const reply = await t.app.inject({
      url: query(cls.date, ['class_type.image', 'teachers.image', 'room.branch', 'capacity_text']),
      headers: studio.headers,
    });
    const body = ClassesResponse.parse(reply.json());
    expect(body.responseType).toBe('classes');
    expect(body.populate).toEqual(
      expect.arrayContaining([
        'class_type',
        'class_type.image',
        'teachers',
        'room',
        'room.branch',
        'capacity_text',
      ]),
    );
    const c = body.classes[0]!;
    expect(c).toMatchObject({
      id: cls.id,
      client_id: studio.id,
      class_type_id: studio.classTypeId,
      room_id: studio.roomId,
      seats: 10,
      cancelled: false,
      archived: false,
      subtitle: 'Morning flow',
      start_time: cls.start_time.slice(0, 5),
      capacity_text: '0/10',
      signup_count: 0,
      checkedin_count: 0,
      class_type: {
        id: studio.classTypeId,
        name: 'Hatha',
        image: { id: image!.id, filename: 'c9.jpg' },
      },
      room: { id: studio.roomId, name: 'Sal 1', branch: { id: studio.branchId, name: 'Main' } },
    });
    expect(c.start_time).toMatch(/^\d{2}:\d{2}$/);
    expect(Object.keys(c.teachers![0]!).sort()).toEqual([
      'first_name',
      'id',
      'image',
      'image_id',
      'last_name',
      'teacher_description',
    ]);
    expect(c).not.toHaveProperty('user_can_sign_up_for_class');
  });
});

describe('GET /classes validation', () => {
  test('answers the contract 400 strings', async () => {
    const studio = await b.studio();
    const ask = async (qs: string) => {
      const reply = await t.app.inject({ url: `/classes${qs}`, headers: studio.headers });
      expect(reply.statusCode).toBe(400);
      return reply.json();
    };
    expect(await ask('')).toBe('Either class id(s) or date range must be specified');
    expect(await ask('?startDate=2025-02-01&endDate=2025-01-01')).toBe(
      'startDate must be before or equal to endDate',
    );
    expect(await ask('?startDate=2016-12-30&endDate=2017-01-02')).toBe(
      'Yogo started in 2017. You can not request classes earlier than that.',
    );
    expect(await ask('?startDate=2025-01-01&endDate=2026-01-01')).toBe(
      'You can only request classes for up to one year at a time.',
    );
    expect(
      await ask(
        '?startDate=2025-01-01&endDate=2025-01-07&populate[]=signups.user.password&populate[]=nope',
      ),
    ).toBe('The following populate fields are invalid: signups.user.password, nope');
    const c = await b.customer(studio.id);
    const other = await b.customer(studio.id);
    const foreign = await t.app.inject({
      url: `/classes?startDate=2025-01-01&endDate=2025-01-07&userIsSignedUp=${other.id}`,
      headers: c.headers,
    });
    expect(foreign.json()).toBe(
      'Only admins or the user itself can specify user to get signups for',
    );
  });
});

describe('GET /classes filters and single class', () => {
  test('filters by teacher, class type, session type, weekday and sorts', async () => {
    const studio = await b.studio();
    const group = await b.class(studio, { startsInMinutes: 48 * 60 });
    const privateOne = await b.class(studio, { seats: 1, startsInMinutes: 48 * 60 + 90 });
    const teacher = await b.teacher(studio.id, privateOne.id);
    const base = `/classes?startDate=${group.date}&endDate=${group.date}`;
    const ids = async (qs: string) =>
      ClassesResponse.parse(
        (await t.app.inject({ url: base + qs, headers: studio.headers })).json(),
      ).classes.map((c: { id: number }) => c.id);
    expect(await ids('&sessionType=private')).toEqual([privateOne.id]);
    expect(await ids('&sessionType=group')).toEqual([group.id]);
    expect(await ids(`&teacher=${teacher.id}`)).toEqual([privateOne.id]);
    expect(await ids(`&class_type[]=${studio.classTypeId}&sort[]=start_time DESC`)).toEqual([
      privateOne.id,
      group.id,
    ]);
    const weekday = (new Date(`${group.date}T12:00:00Z`).getUTCDay() + 6) % 7;
    expect(await ids(`&weekday=${(weekday + 1) % 7}`)).toEqual([]);
    expect(await ids(`&weekday=${weekday}`)).toHaveLength(2);
  });

  test('userIsSignedUp lists only my classes (end exclusive); id= works; GET /classes/{id} is style A', async () => {
    const studio = await b.studio();
    const c = await b.customer(studio.id);
    const mine = await b.class(studio);
    await b.class(studio);
    await t.db
      .insert(classSignups)
      .values({ client_id: studio.id, user_id: c.id, class_id: mine.id });
    const end = new Date(Date.parse(`${mine.date}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const list = await t.app.inject({
      url: `/classes?startDate=${mine.date}&endDate=${end}&userIsSignedUp=${c.id}&populate[]=user_is_signed_up_for_class`,
      headers: c.headers,
    });
    expect(ClassesResponse.parse(list.json()).classes.map((x) => x.id)).toEqual([mine.id]);
    const byId = await t.app.inject({
      url: `/classes?id=${mine.id}&populate[]=class_type`,
      headers: studio.headers,
    });
    expect(ClassesResponse.parse(byId.json()).classes[0]!.class_type!.name).toBe('Hatha');
    const single = await t.app.inject({
      url: `/classes/${mine.id}?populate[]=class_type&populate[]=room`,
      headers: studio.headers,
    });
    expect(ClassStyleA.parse(single.json())).toMatchObject({
      id: mine.id,
      client: studio.id,
      class_type: { id: studio.classTypeId },
      room: { id: studio.roomId },
    });
    expect(single.json()).not.toHaveProperty('class_type_id');
    const foreign = await b.studio();
    expect(
      (await t.app.inject({ url: `/classes/${mine.id}`, headers: foreign.headers })).statusCode,
    ).toBe(404);
  });

  test('staff-only signup lists come back as counts only', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio);
    const c = await b.customer(studio.id);
    await t.db
      .insert(classSignups)
      .values({ client_id: studio.id, user_id: c.id, class_id: cls.id });
    const one = await getOne(studio.headers, cls.date, ['signups.user'], cls.id);
    expect(one.signup_count).toBe(1);
    expect(one).not.toHaveProperty('signups');
  });
});

describe('GET /classes/{id}/ics', () => {
  test('a text/calendar attachment in UTC; livestream variant; 400 for unknown or deleted', async () => {
    const studio = await b.studio();
    const cls = await b.class(studio, {
      date: '2030-07-01',
      start_time: '10:00',
      end_time: '11:15',
      livestream_enabled: true,
    });
    const reply = await t.app.inject({ url: `/classes/${cls.id}/ics?client=${studio.id}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/calendar');
    expect(reply.headers['content-disposition']).toContain(
      'attachment; filename="Hatha 2030-07-01 10:00.ics"',
    );
    expect(reply.body).toContain('DTSTART:20300701T080000Z');
    expect(reply.body).toContain('DTEND:20300701T091500Z');
    const live = await t.app.inject({
      url: `/classes/${cls.id}/ics?client=${studio.id}&livestream=1`,
    });
    expect(live.body).toContain('/livestream/class/');
    expect((await t.app.inject({ url: `/classes/999999/ics?client=${studio.id}` })).json()).toBe(
      'Class does not exist',
    );
    const gone = await b.class(studio, { archived: true });
    const deleted = await t.app.inject({ url: `/classes/${gone.id}/ics?client=${studio.id}` });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toBe('Class has been deleted');
  });
});
