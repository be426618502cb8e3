/**
 * Event signup mails (issue 26): the confirmation carries every time slot of the event as a
 * calendar entry (Copenhagen wall time as UTC), in the customer's language, with links at the
 * studio's origin; the customer's cancellation cancels the same entries (METHOD:CANCEL, same
 * UIDs, higher SEQUENCE). An event that sends no mail sends neither.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { makeEventFactory } from '../../../test/event-factory.ts';
import type { TestCustomer } from '../../../test/factory.ts';
import { expectHtmlLikeText, mailsTo } from '../../../test/kits/mail.ts';

useFixedClock();

let t: TestApp;
let ev: ReturnType<typeof makeEventFactory>;
beforeAll(async () => {
  t = await createTestApp();
  ev = makeEventFactory(t.db);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.stubEnv('PUBLIC_ORIGIN', 'https://booking.example.dk');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const post = (c: TestCustomer, payload: object) =>
  t.app.inject({ method: 'POST', url: '/event-signups', headers: c.headers, payload });

/** The VEVENTs of an ICS text, each as its properties by name (lines unfolded). */
function vevents(ics: string) {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((m) =>
    Object.fromEntries(
      m[1]!
        .split('\r\n')
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).split(';')[0]!, line.slice(colon + 1)];
        }),
    ),
  );
}

describe('event signup mails', () => {
  test('the confirmation lists every slot and attaches them; the cancellation removes them', async () => {
    const studio = await t.make.studio({ locale: 'da' });
    const event = await ev.event(
      studio.id,
      { name: 'Yoga weekend', send_email_to_customer: true },
      {
        slots: [
          ['2026-05-23', '10:00', '12:00'],
          ['2026-11-01', '09:30', '11:00'],
        ],
      },
    );
    const anna = await t.make.customer(studio, { locale: 'en' });
    const signup = (await post(anna, { user: anna.id, event: event.id })).json();
    expect(signup.id).toBeGreaterThan(0);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/event-signups/${signup.id}`,
      headers: anna.headers,
    });
    expect(cancel.statusCode).toBe(200);

    const [booked, cancelled, ...more] = await mailsTo(t.db, anna.email);
    expect(more).toHaveLength(0);
    expect(booked!.subject).toBe('You are signed up for Yoga weekend');
    expect(booked!.text).toContain(
      'Times:\nSaturday, 23 May 2026, 10:00–12:00\nSunday, 1 November 2026, 09:30–11:00',
    );
    expect(expectHtmlLikeText(booked!, 'en')).toContain('https://booking.example.dk/my-profile');
    const file = booked!.files[0]!;
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(file.content).toContain('X-WR-TIMEZONE:Europe/Copenhagen');
    expect(file.content).toContain('METHOD:PUBLISH');
    const [may, november] = vevents(file.content);
    // Summer time (UTC+2) in May, winter time (UTC+1) in November.
    expect(may).toMatchObject({ DTSTART: '20260523T080000Z', DTEND: '20260523T100000Z' });
    expect(november).toMatchObject({ DTSTART: '20261101T083000Z', DTEND: '20261101T100000Z' });
    expect(may!.SUMMARY).toBe('Yoga weekend');
    expect(may!.UID).not.toBe(november!.UID);

    expect(cancelled!.subject).toBe('Your signup for Yoga weekend is cancelled');
    expect(cancelled!.text).toContain('The attached calendar file removes the times');
    expectHtmlLikeText(cancelled!, 'en');
    expect(cancelled!.files[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancelled!.files[0]!.content).toContain('METHOD:CANCEL');
    const gone = vevents(cancelled!.files[0]!.content);
    expect(gone.map((e) => e.UID)).toEqual([may!.UID, november!.UID]);
    expect(gone.every((e) => e.STATUS === 'CANCELLED')).toBe(true);
    expect(Number(gone[0]!.SEQUENCE)).toBeGreaterThan(Number(may!.SEQUENCE));
    expect(gone[1]!.DTSTART).toBe('20261101T083000Z');
  });

  test('an event that sends no mail sends neither confirmation nor cancellation', async () => {
    const studio = await t.make.studio({ locale: 'da' });
    const event = await ev.event(
      studio.id,
      { name: 'Stille dag' },
      {
        slots: [['2026-05-23', '10:00', '12:00']],
      },
    );
    const bo = await t.make.customer(studio);
    const signup = (await post(bo, { user: bo.id, event: event.id })).json();
    await t.app.inject({
      method: 'DELETE',
      url: `/event-signups/${signup.id}`,
      headers: bo.headers,
    });
    expect(await mailsTo(t.db, bo.email)).toHaveLength(0);
  });
});
