/**
 * GET /event-time-slots (CONTRACT §4): the bare style-B array, its filters, populate keys, the
 * rules of the computed flags (per user when logged in) and the 400 texts. Fixed clock: today is
 * Wednesday 2026-05-06 in Copenhagen.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { EventTimeSlotList } from '@studio/contract/events';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { makeEventFactory } from '../../../test/event-factory.ts';
import { rooms } from '../../platform/db/schema.ts';

useFixedClock();

let t: TestApp;
let ev: ReturnType<typeof makeEventFactory>;
beforeAll(async () => {
  t = await createTestApp();
  ev = makeEventFactory(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const WEEK = 'startDate=2026-05-01&endDate=2026-05-31';

describe('GET /event-time-slots', () => {
  test('answers the slots of visible events in the range, by date, with the event in style B', async () => {
    const studio = await t.make.studio();
    const teacher = await t.make.teacher(studio, { first_name: 'Mia' });
    const [room] = await t.db
      .insert(rooms)
      .values({ client_id: studio.id, name: 'Sal 1', branch_id: studio.branchId })
      .returning();
    const group = await ev.group(studio.id, { color: '#aa3355' });
    const course = await ev.event(
      studio.id,
      { name: 'Course', price: '1200', room_id: room!.id, event_group_id: group.id },
      {
        slots: [
          ['2026-05-20', '10:00', '13:00'],
          ['2026-05-09', '10:00', '13:00'],
          ['2026-06-02', '10:00', '13:00'],
        ],
        teachers: [teacher.id],
      },
    );
    await ev.event(
      studio.id,
      { show_in_calendar: false },
      { slots: [['2026-05-10', '09:00', '10:00']] },
    );
    const other = await t.make.studio();
    await ev.event(other.id, {}, { slots: [['2026-05-10', '09:00', '10:00']] });
    const keys = [
      'event',
      'event.room.branch',
      'event.teachers.image',
      'event.event_group',
      'event.signup_count',
    ];
    const reply = await get(
      `/event-time-slots?${WEEK}&${keys.map((k) => `populate[]=${k}`).join('&')}`,
      studio.headers,
    );
    expect(reply.statusCode).toBe(200);
    const slots = EventTimeSlotList.parse(reply.json());
    expect(slots.map((s) => s.date)).toEqual(['2026-05-09', '2026-05-20']);
    expect(slots[0]).toMatchObject({ event_id: course.id, start_time: '10:00', end_time: '13:00' });
    expect(slots[0]!.event).toMatchObject({
      name: 'Course',
      price: 1200,
      start_date: '2026-05-09',
      room_id: room!.id,
      room: { name: 'Sal 1', branch: { id: studio.branchId } },
      event_group: { color: '#aa3355' },
      teachers: [{ id: teacher.id, first_name: 'Mia', image: null }],
      signup_count: 0,
    });
    expect(slots[0]!.event!.teachers![0]).not.toHaveProperty('email');
    const hidden = await get(
      `/event-time-slots?${WEEK}&includeEventsNotVisibleInCalendar=1`,
      studio.headers,
    );
    expect(EventTimeSlotList.parse(hidden.json())).toHaveLength(3);
    const onlyVisible = await get(
      `/event-time-slots?${WEEK}&onlyEventsVisibleInCalendar=1`,
      studio.headers,
    );
    expect(EventTimeSlotList.parse(onlyVisible.json())).toHaveLength(2);
  });

  test('filters by event, teacher and branch (through the event room)', async () => {
    const studio = await t.make.studio();
    const teacher = await t.make.teacher(studio);
    const [room] = await t.db
      .insert(rooms)
      .values({ client_id: studio.id, name: 'Sal', branch_id: studio.branchId })
      .returning();
    const taught = await ev.event(
      studio.id,
      { room_id: room!.id },
      {
        slots: [['2026-05-12', '10:00', '11:00']],
        teachers: [teacher.id],
      },
    );
    await ev.event(studio.id, {}, { slots: [['2026-05-13', '10:00', '11:00']] });
    const ids = async (query: string) =>
      EventTimeSlotList.parse((await get(`/event-time-slots?${query}`, studio.headers)).json()).map(
        (s) => s.event_id,
      );
    expect(await ids(`${WEEK}&teacher=${teacher.id}`)).toEqual([taught.id]);
    expect(await ids(`${WEEK}&branch=${studio.branchId}`)).toEqual([taught.id]);
    expect(await ids(`event=${taught.id}`)).toEqual([taught.id]);
    expect(await ids(WEEK)).toHaveLength(2);
  });

  test('computes the flags by the contract rules, per logged-in customer', async () => {
    const studio = await t.make.studio();
    const anna = await t.make.customer(studio);
    const ben = await t.make.customer(studio);
    const slot = (date: string): [string, string, string][] => [[date, '10:00', '12:00']];
    const today = await ev.event(
      studio.id,
      { name: 'today', seats: 2 },
      { slots: slot('2026-05-06') },
    );
    const started = await ev.event(
      studio.id,
      { name: 'started', start_date: '2026-05-05' },
      {
        slots: [...slot('2026-05-05'), ...slot('2026-05-07')],
      },
    );
    const full = await ev.event(
      studio.id,
      { name: 'full', seats: 3 },
      { slots: slot('2026-05-08') },
    );
    const paid = await ev.event(
      studio.id,
      { name: 'paid', price: '300' },
      { slots: slot('2026-05-09') },
    );
    await ev.signup(studio.id, today.id, anna.id);
    await ev.signup(studio.id, started.id, anna.id);
    await ev.signup(studio.id, full.id, anna.id, 2);
    await ev.signup(studio.id, full.id, ben.id);
    const mine = await ev.signup(studio.id, paid.id, anna.id);
    const url = `/event-time-slots?${WEEK}&populate[]=user_can_sign_up_for_event&populate[]=user_can_sign_off_from_event&populate[]=event.signup_count`;
    const flags = async (headers: Record<string, string>) =>
      Object.fromEntries(
        EventTimeSlotList.parse((await get(url, headers)).json()).map((s) => [
          `${s.event!.name}@${s.date}`,
          s,
        ]),
      );
    const forAnna = await flags(anna.headers);
    expect(forAnna['today@2026-05-06']).toMatchObject({
      event_has_started: false,
      event_is_fully_booked: false,
      event_accepts_customer_signups: true,
      user_is_signed_up_for_event: true,
      user_can_sign_up_for_event: false,
      user_can_sign_off_from_event: true,
      event: { signup_count: 1 },
    });
    expect(forAnna['started@2026-05-07']).toMatchObject({
      event_has_started: true,
      event_accepts_customer_signups: false,
      user_can_sign_off_from_event: false,
    });
    // Seats, not rows: 2 + 1 seats fill the 3 (decision 2).
    expect(forAnna['full@2026-05-08']).toMatchObject({
      event_is_fully_booked: true,
      user_can_sign_up_for_event: false,
      event: { signup_count: 3 },
    });
    expect(forAnna['paid@2026-05-09']).toMatchObject({
      user_signup_id: mine.id,
      user_is_signed_up_for_event: true,
      user_can_sign_off_from_event: false,
    });
    const forBen = await flags(ben.headers);
    expect(forBen['today@2026-05-06']).toMatchObject({
      user_is_signed_up_for_event: false,
      user_signup_id: null,
      user_can_sign_up_for_event: true,
    });
    const anonymous = await flags(studio.headers);
    expect(anonymous['paid@2026-05-09']).toMatchObject({
      user_can_sign_up_for_event: true,
      user_is_signed_up_for_event: false,
    });
  });

  test('refuses bad queries with the contract 400 texts', async () => {
    const studio = await t.make.studio();
    const texts: [string, string][] = [
      ['', 'Either an event ID or a date range must be specified'],
      ['startDate=2026-05-01', 'Either an event ID or a date range must be specified'],
      ['startDate=2016-12-31&endDate=2017-01-05', 'startDate must be in 2017 or later'],
      ['startDate=2026-05-10&endDate=2026-05-09', 'endDate must be the same as or after startDate'],
      ['startDate=2026-01-01&endDate=2027-01-01', 'Date range can not be longer than one year'],
      [
        `${WEEK}&populate[]=event&populate[]=nope&populate[]=event.x`,
        'The following populate fields are invalid: nope, event.x',
      ],
    ];
    for (const [query, text] of texts) {
      const reply = await get(`/event-time-slots?${query}`, studio.headers);
      expect(reply.statusCode, query).toBe(400);
      expect(z.string().parse(reply.json())).toBe(text);
    }
    const year = await get(
      '/event-time-slots?startDate=2026-01-01&endDate=2026-12-31',
      studio.headers,
    );
    expect(year.statusCode).toBe(200);
  });
});
