/**
 * GET /events, GET /events/{id}, GET /event-groups (CONTRACT §6), the profile's `event_signups`
 * (§3) and the calendar's teacher list with event teachers (§3 use 2). Fixed clock: today is
 * 2026-05-06 in Copenhagen.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Event, EventGroupList, EventList, EventSignup } from '@studio/contract/events';
import { TeacherList } from '@studio/contract/users';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { makeEventFactory } from '../../../test/event-factory.ts';

useFixedClock();

let t: TestApp;
let ev: ReturnType<typeof makeEventFactory>;
beforeAll(async () => {
  t = await createTestApp();
  ev = makeEventFactory(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('GET /events and /events/{id}', () => {
  test('lists non-archived events by start date with the front end’s populate keys', async () => {
    const studio = await t.make.studio();
    const teacher = await t.make.teacher(studio, { first_name: 'Ole' });
    const image = await t.make.image(studio);
    const group = await ev.group(studio.id, { color: '#123456' });
    const later = await ev.event(
      studio.id,
      { name: 'Later', image_id: image.id },
      {
        slots: [
          ['2026-06-10', '09:00', '15:00'],
          ['2026-06-11', '09:00', '15:00'],
        ],
        teachers: [teacher.id],
      },
    );
    const sooner = await ev.event(
      studio.id,
      { name: 'Sooner', event_group_id: group.id, price: '250.5' },
      {
        slots: [['2026-05-10', '18:00', '20:00']],
      },
    );
    await ev.event(studio.id, { name: 'Old', start_date: '2026-04-01' });
    await ev.event(studio.id, { name: 'Gone', archived: true, start_date: '2026-06-01' });
    await ev.signup(studio.id, sooner.id, (await t.make.customer(studio)).id, 2);
    const keys = [
      'image',
      'teachers',
      'teachers.image',
      'time_slots',
      'room',
      'signup_count',
      'event_group',
    ];
    const reply = await get(
      `/events?startDate=2026-05-06&${keys.map((k) => `populate[]=${k}`).join('&')}`,
      studio.headers,
    );
    const events = EventList.parse(reply.json());
    expect(events.map((e) => e.name)).toEqual(['Sooner', 'Later']);
    expect(events[0]).toMatchObject({
      id: sooner.id,
      price: 250.5,
      signup_count: 2,
      event_group: { id: group.id, color: '#123456' },
      room: null,
      image: null,
      client: studio.id,
      client_id: studio.id,
    });
    expect(events[1]).toMatchObject({
      image: { id: image.id, url: `/[image_size]/${image.filename}` },
      teachers: [{ id: teacher.id, first_name: 'Ole', image: null }],
      time_slots: [
        { event: later.id, date: '2026-06-10', start_time: '09:00', end_time: '15:00' },
        { event: later.id, date: '2026-06-11' },
      ],
    });
    const byGroup = EventList.parse(
      (await get(`/events?eventGroup=${group.id}`, studio.headers)).json(),
    );
    expect(byGroup.map((e) => e.id)).toEqual([sooner.id]);
    const ending = EventList.parse(
      (await get('/events?endOnOrAfterDate=2026-06-11', studio.headers)).json(),
    );
    expect(ending.map((e) => e.id)).toEqual([later.id]);
    const bad = await get('/events?startDate=tomorrow', studio.headers);
    expect(bad.statusCode).toBe(400);
  });

  test('one event, archived too, with its installment plan; another studio’s is 404', async () => {
    const studio = await t.make.studio();
    const training = await ev.event(
      studio.id,
      {
        name: 'Teacher training',
        price: '20000',
        installment_payments_enabled: true,
        archived: true,
      },
      {
        slots: [['2026-08-01', '09:00', '16:00']],
        plan: [
          ['1970-01-01', '5000'],
          ['2026-06-01', '5000'],
          ['2026-07-01', '5000'],
          ['2026-08-01', '5000'],
        ],
      },
    );
    const anna = await t.make.customer(studio);
    await ev.signup(studio.id, training.id, anna.id);
    const reply = await get(
      `/events/${training.id}?populate[]=user_is_signed_up_for_event`,
      anna.headers,
    );
    expect(Event.parse(reply.json())).toMatchObject({
      archived: true,
      installment_payments_enabled: true,
      installments: [
        { date: '1970-01-01', amount: 5000 },
        { date: '2026-06-01', amount: 5000 },
        { date: '2026-07-01', amount: 5000 },
        { date: '2026-08-01', amount: 5000 },
      ],
      current_required_paid_amount: 5000,
      current_required_number_of_paid_installments: 1,
      number_of_installments_left: 3,
      user_is_signed_up_for_event: true,
    });
    const other = await t.make.studio();
    expect((await get(`/events/${training.id}`, other.headers)).statusCode).toBe(404);
    expect((await get('/events/abc', other.headers)).statusCode).toBe(400);
  });
});

describe('GET /event-groups', () => {
  test('non-archived groups by sort, with image and the teachers of their events', async () => {
    const studio = await t.make.studio();
    const teacher = await t.make.teacher(studio);
    const second = await ev.group(studio.id, { name: 'B', sort: 2 });
    const first = await ev.group(studio.id, { name: 'A', sort: 1, price: '99.5' });
    await ev.group(studio.id, { name: 'gone', archived: true });
    await ev.event(studio.id, { event_group_id: first.id }, { teachers: [teacher.id] });
    const groups = EventGroupList.parse(
      (await get('/event-groups?populate[]=teachers&populate[]=image', studio.headers)).json(),
    );
    expect(groups.map((g) => [g.name, g.price])).toEqual([
      ['A', 99.5],
      ['B', 0],
    ]);
    expect(groups[0]!.teachers).toEqual([expect.objectContaining({ id: teacher.id })]);
    expect(groups.find((g) => g.id === second.id)!.teachers).toEqual([]);
  });
});

describe('users and events', () => {
  test('GET /users/{id} and /users?id= answer event_signups (non-archived) with the event', async () => {
    const studio = await t.make.studio();
    const anna = await t.make.customer(studio);
    const event = await ev.event(studio.id, { name: 'Yoga day', start_date: '2026-05-20' });
    const kept = await ev.signup(studio.id, event.id, anna.id);
    const cancelled = await ev.signup(studio.id, (await ev.event(studio.id)).id, anna.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/event-signups/${cancelled.id}`,
      headers: anna.headers,
    });
    const one = (
      await get(
        `/users/${anna.id}?populate[]=event_signups&populate[]=event_signups.event`,
        anna.headers,
      )
    ).json();
    expect(one.event_signups.map((s: unknown) => EventSignup.parse(s).id)).toEqual([kept.id]);
    expect(one.event_signups[0].event).toMatchObject({ name: 'Yoga day' });
    const [listed] = (
      await get(`/users?id=${anna.id}&populate[]=event_signups`, anna.headers)
    ).json();
    expect(listed.event_signups.map((s: unknown) => EventSignup.parse(s).event)).toEqual([
      event.id,
    ]);
  });

  test('the teacher list includes teachers of events with a time slot on or after the date', async () => {
    const studio = await t.make.studio();
    const soon = await t.make.teacher(studio, { first_name: 'Soon' });
    const past = await t.make.teacher(studio, { first_name: 'Past' });
    await ev.event(
      studio.id,
      {},
      { slots: [['2026-05-10', '10:00', '11:00']], teachers: [soon.id] },
    );
    await ev.event(
      studio.id,
      {},
      { slots: [['2026-04-10', '10:00', '11:00']], teachers: [past.id] },
    );
    const teachers = TeacherList.parse(
      (
        await get(
          '/users?teacher=1&hasClassesOrEventTimeSlotsFromDateForward=2026-05-06',
          studio.headers,
        )
      ).json(),
    );
    expect(teachers.map((x) => x.first_name)).toEqual(['Soon']);
  });
});
