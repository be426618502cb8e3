/**
 * POST, DELETE and GET /event-signups (CONTRACT §6; seed 001 §5 guards): free events only, own
 * signups only, refusals change nothing. Fixed clock: today is 2026-05-06 in Copenhagen.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { eq } from 'drizzle-orm';
import { ExtendedError } from '@studio/contract/errors';
import { EventSignup, EventSignupList } from '@studio/contract/events';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { makeEventFactory } from '../../../test/event-factory.ts';
import type { TestCustomer, TestStudio } from '../../../test/factory.ts';
import { outbox } from '../../platform/db/schema.ts';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';

useFixedClock();

let t: TestApp;
let ev: ReturnType<typeof makeEventFactory>;
beforeAll(async () => {
  t = await createTestApp();
  ev = makeEventFactory(t.db);
});
afterAll(() => t.close());

const post = (c: TestCustomer, payload: object) =>
  t.app.inject({ method: 'POST', url: '/event-signups', headers: c.headers, payload });
const del = (c: TestCustomer, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/event-signups/${id}`, headers: c.headers });
const list = async (c: TestCustomer, query = `user=${c.id}`) => {
  const reply = await t.app.inject({ url: `/event-signups?${query}`, headers: c.headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return EventSignupList.parse(reply.json());
};

async function setup(values = {}) {
  const studio: TestStudio = await t.make.studio();
  const event = await ev.event(studio.id, values, { slots: [['2026-05-20', '10:00', '12:00']] });
  const anna = await t.make.customer(studio);
  return { studio, event, anna };
}

describe('POST /event-signups', () => {
  test('signs a customer up for a free event with one seat, once', async () => {
    const { event, anna } = await setup();
    const reply = await post(anna, { user: anna.id, event: event.id });
    const signup = EventSignup.parse(reply.json());
    expect(signup).toMatchObject({ user: anna.id, event: event.id, count: 1, archived: false });
    const again = await post(anna, { user: String(anna.id), event: String(event.id) });
    expect(again.json()).toBe('E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT');
    expect((await list(anna)).map((s) => s.id)).toEqual([signup.id]);
  });

  test('an event that sends e-mail queues a confirmation in the studio language', async () => {
    const studio = await t.make.studio({ locale: 'nb' });
    const event = await ev.event(
      studio.id,
      { name: 'Åpen dag', send_email_to_customer: true },
      {
        slots: [['2026-05-20', '10:00', '12:00']],
      },
    );
    const quiet = await ev.event(studio.id, { start_date: '2026-05-20' });
    const anna = await t.make.customer(studio);
    EventSignup.parse((await post(anna, { user: anna.id, event: event.id })).json());
    EventSignup.parse((await post(anna, { user: anna.id, event: quiet.id })).json());
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, anna.email));
    expect(mails.map((m) => m.subject)).toEqual(['Du er påmeldt Åpen dag']);
    expect(mails[0]!.text).toContain('onsdag 20. mai 2026 kl. 10:00–12:00');
    expectHtmlLikeText(mails[0]!, 'nb');
  });

  test('a full event (seats, not rows) answers E_EVENT_IS_FULL even to the extended format', async () => {
    const { studio, event } = await setup({ seats: 3 });
    const other = await t.make.customer(studio);
    await ev.signup(studio.id, event.id, other.id, 3);
    const bea = await t.make.customer(studio, { extended: true });
    expect((await post(bea, { user: bea.id, event: event.id })).json()).toBe('E_EVENT_IS_FULL');
    expect(await list(bea)).toEqual([]);
  });

  test('a paid event is refused with 400 "Event is not free" (it goes through the cart)', async () => {
    const { event, anna } = await setup({ price: '450' });
    const reply = await post(anna, { user: anna.id, event: event.id });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toBe('Event is not free');
    expect(await list(anna)).toEqual([]);
  });

  test('another studio’s, an archived and a started event are refused, localised when asked', async () => {
    const { anna } = await setup();
    const elsewhere = await t.make.studio();
    const foreign = await ev.event(elsewhere.id, {}, { slots: [['2026-05-20', '10:00', '11:00']] });
    const studio = await t.make.studio({ locale: 'da' });
    const archived = await ev.event(studio.id, { archived: true, start_date: '2026-05-20' });
    const started = await ev.event(studio.id, { start_date: '2026-05-05' });
    const dora = await t.make.customer(studio, { extended: true });
    expect((await post(anna, { user: anna.id, event: foreign.id })).json()).toBe(
      'E_EVENT_NOT_FOUND',
    );
    const gone = ExtendedError.parse(
      (await post(dora, { user: dora.id, event: archived.id })).json(),
    );
    expect(gone.error).toMatchObject({
      type: 'eventNotFound',
      localized_title: 'Eventet findes ikke',
    });
    const late = ExtendedError.parse(
      (await post(dora, { user: dora.id, event: started.id })).json(),
    );
    expect(late.error.type).toBe('eventHasStarted');
    expect(late.error.localized_message).toContain('begyndt');
    expect(await list(dora, `user=${dora.id}&startDate=2026-01-01`)).toEqual([]);
  });

  test('signing up someone else is 403; missing fields the contract 400; bad ids the params 400', async () => {
    const { studio, event, anna } = await setup();
    const ben = await t.make.customer(studio);
    expect((await post(anna, { user: ben.id, event: event.id })).statusCode).toBe(403);
    const missing = await post(anna, { user: anna.id });
    expect([missing.statusCode, missing.json()]).toEqual([400, 'User and event must be specified']);
    const bad = await post(anna, { user: anna.id, event: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'E_MISSING_OR_INVALID_PARAMS' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/event-signups',
      headers: studio.headers,
      payload: { user: anna.id, event: event.id },
    });
    expect(anonymous.statusCode).toBe(403);
    expect(await list(ben)).toEqual([]);
  });
});

describe('DELETE /event-signups/{id}', () => {
  test('cancels the own signup of a free event before it starts; the seat comes free', async () => {
    const { event, anna } = await setup({ seats: 1 });
    const signup = EventSignup.parse((await post(anna, { user: anna.id, event: event.id })).json());
    const reply = await del(anna, signup.id);
    expect([reply.statusCode, reply.body]).toEqual([200, 'OK']);
    expect(await list(anna)).toEqual([]);
    expect((await del(anna, signup.id)).statusCode).toBe(404);
    expect(
      EventSignup.parse((await post(anna, { user: anna.id, event: event.id })).json()).id,
    ).not.toBe(signup.id);
  });

  test('another customer’s signup is 403 and stays; paid 400; started refused', async () => {
    const { studio, event, anna } = await setup();
    const ben = await t.make.customer(studio);
    const signup = EventSignup.parse((await post(anna, { user: anna.id, event: event.id })).json());
    expect((await del(ben, signup.id)).statusCode).toBe(403);
    expect((await list(anna)).map((s) => s.id)).toEqual([signup.id]);
    const paid = await ev.event(studio.id, { price: '300', start_date: '2026-05-20' });
    const bought = await ev.signup(studio.id, paid.id, anna.id);
    const notFree = await del(anna, bought.id);
    expect([notFree.statusCode, notFree.json()]).toEqual([400, 'Event is not free']);
    const started = await ev.event(studio.id, { start_date: '2026-05-01' });
    const old = await ev.signup(studio.id, started.id, anna.id);
    expect((await del(anna, old.id)).json()).toBe('E_EVENT_HAS_STARTED');
    expect((await list(anna, `user=${anna.id}&startDate=2026-01-01`)).map((s) => s.id)).toEqual([
      old.id,
      signup.id,
      bought.id,
    ]);
  });
});

describe('GET /event-signups', () => {
  test('own list in a date window with the event populated; one by id; others 403', async () => {
    const { studio, event, anna } = await setup();
    const past = await ev.event(studio.id, { start_date: '2026-04-01' });
    await ev.signup(studio.id, past.id, anna.id);
    const signup = EventSignup.parse((await post(anna, { user: anna.id, event: event.id })).json());
    const rows = await list(
      anna,
      `user=${anna.id}&populate[]=event&populate[]=event.time_slots&populate[]=user`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: signup.id,
      event_id: event.id,
      installment_payments_status: 'paid_in_full',
      event: { id: event.id, time_slots: [{ date: '2026-05-20', start_time: '10:00' }] },
      user: { id: anna.id, email: anna.email },
    });
    expect(await list(anna, `user=${anna.id}&startDate=2026-03-01`)).toHaveLength(2);
    expect((await list(anna, `id=${signup.id}`)).map((s) => s.id)).toEqual([signup.id]);
    const ben = await t.make.customer(studio);
    const forbidden = [`user=${anna.id}`, `id=${signup.id}`, `event=${event.id}`];
    for (const query of forbidden) {
      const reply = await t.app.inject({ url: `/event-signups?${query}`, headers: ben.headers });
      expect(reply.statusCode, query).toBe(403);
    }
    const texts: [string, string][] = [
      ['', 'User or event must be specified'],
      [`user=${ben.id}&startDate=2016-01-01`, 'startDate must be in 2017 or later'],
      [`user=${ben.id}&startDate=2026-05-02&endDate=2026-05-01`, 'endDate must be after startDate'],
    ];
    for (const [query, text] of texts) {
      const reply = await t.app.inject({ url: `/event-signups?${query}`, headers: ben.headers });
      expect([reply.statusCode, z.string().parse(reply.json())]).toEqual([400, text]);
    }
  });
});
