/**
 * A class cancelled by the studio (issue 26): every customer with a seat, the livestream or a
 * waiting-list place gets one mail in their language with an ICS cancellation of the very entry
 * their confirmation added (same UID, higher SEQUENCE), also when the class was cancelled by
 * another writer (the job finds it); never twice, and not for a class that has started.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { FIXED_NOW } from '../../../test/clock.ts';
import { expectHtmlLikeText, mailsTo, parseIcs } from '../../../test/kits/mail.ts';
import { classes, classSignups } from '../../platform/db/schema.ts';
import { cancelClass, mailCancelledClasses } from './class-cancelled-mail.ts';

const { t, b, post } = useBookingApp();

beforeEach(() => {
  vi.stubEnv('PUBLIC_ORIGIN', 'https://booking.example.dk');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

let n = 0;
async function setUp(locale: 'da' | 'en' | 'nb') {
  const studio = await b.studio({ locale, livestream_enabled: true });
  const cls = await b.class(studio, {
    date: '2026-05-07',
    start_time: '18:30',
    end_time: '19:45',
    seats: 1,
    livestream_enabled: true,
  });
  const customer = async (as: { locale?: string } = {}) => {
    const email = `cancel-${++n}@example.dk`;
    const c = await b.customer(studio.id, { email, first_name: 'Mia', ...as });
    await b.membership(studio.id, c.id, [studio.classTypeId]);
    return { c, email };
  };
  return { studio, cls, customer };
}

describe('the studio cancels a class', () => {
  test('seat, livestream and waiting list each get a METHOD:CANCEL of their own entry', async () => {
    const { studio, cls, customer } = await setUp('da');
    const seat = await customer();
    const stream = await customer({ locale: 'en' });
    const waiting = await customer();
    expect(
      (await post(seat.c, '/class-signups', { user: seat.c.id, class: cls.id })).json().id,
    ).toBeGreaterThan(0);
    const live = await post(stream.c, '/class-livestream-signups', {
      user: stream.c.id,
      class: cls.id,
    });
    expect(live.json().id).toBeGreaterThan(0);
    const wait = await post(waiting.c, '/class-waiting-list-signups', {
      user: waiting.c.id,
      class: cls.id,
    });
    expect(wait.json().id).toBeGreaterThan(0);

    expect(await cancelClass(t.db, studio.id, cls.id, FIXED_NOW + 1000)).toBe(true);
    expect(await cancelClass(t.db, studio.id, cls.id, FIXED_NOW + 2000)).toBe(false);
    await mailCancelledClasses(t.db, FIXED_NOW + 3000); // the job finds nothing left to tell

    const [booked, cancelled, ...more] = await mailsTo(t.db, seat.email);
    expect(more).toHaveLength(0);
    expect(cancelled!.subject).toBe('Hatha torsdag den 7. maj 2026 kl. 18:30 er aflyst');
    expect(cancelled!.text).toContain('Vi må desværre aflyse holdet, som du er tilmeldt.');
    expect(cancelled!.text).toContain(
      'Find et andet hold på holdplanen:\nhttps://booking.example.dk/schedule',
    );
    expect(expectHtmlLikeText(cancelled!, 'da')).toContain('https://booking.example.dk/schedule');
    expect(cancelled!.files[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const before = parseIcs(booked!.files[0]!.content);
    const after = parseIcs(cancelled!.files[0]!.content);
    expect(after.calendar.METHOD).toBe('CANCEL');
    expect(after.calendar['X-WR-TIMEZONE']).toBe('Europe/Copenhagen');
    expect(after.event.STATUS).toBe('CANCELLED');
    expect(after.event.UID).toBe(before.event.UID);
    expect(Number(after.event.SEQUENCE)).toBeGreaterThan(Number(before.event.SEQUENCE));
    expect(after.event.DTSTART).toBe('20260507T163000Z');
    expect(after.event.DTEND).toBe('20260507T174500Z');

    // The livestream customer reads English; the waiting list's entry is cancelled too.
    const streamMails = await mailsTo(t.db, stream.email);
    expect(streamMails.map((m) => m.subject)).toEqual([
      'You are signed up for the livestream of Hatha on Thursday, 7 May 2026 at 18:30',
      'Hatha on Thursday, 7 May 2026 at 18:30 is cancelled',
    ]);
    expect(streamMails[1]!.html).toContain('<html lang="en"');
    const waitMails = await mailsTo(t.db, waiting.email);
    expect(waitMails).toHaveLength(2);
    const tentative = parseIcs(waitMails[0]!.files[0]!.content);
    const gone = parseIcs(waitMails[1]!.files[0]!.content);
    expect(tentative.event.STATUS).toBe('TENTATIVE');
    expect(gone.event.UID).toBe(tentative.event.UID);
    expect(gone.calendar.METHOD).toBe('CANCEL');
  });

  test('cancelled by another writer: the job tells the customers once', async () => {
    const { studio, cls, customer } = await setUp('nb');
    const seat = await customer();
    await t.db
      .insert(classSignups)
      .values({ client_id: studio.id, user_id: seat.c.id, class_id: cls.id });
    await t.db.update(classes).set({ cancelled: true }).where(eq(classes.id, cls.id));

    await mailCancelledClasses(t.db, FIXED_NOW);
    await mailCancelledClasses(t.db, FIXED_NOW + 60_000);
    const [mail, ...more] = await mailsTo(t.db, seat.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Hatha torsdag 7. mai 2026 kl. 18:30 er avlyst');
    expectHtmlLikeText(mail!, 'nb');
  });

  test('a class that has started is not mailed about', async () => {
    const { studio, cls, customer } = await setUp('en');
    const seat = await customer();
    await t.db
      .insert(classSignups)
      .values({ client_id: studio.id, user_id: seat.c.id, class_id: cls.id });
    await t.db.update(classes).set({ cancelled: true }).where(eq(classes.id, cls.id));
    await mailCancelledClasses(t.db, Date.parse('2026-05-07T16:45:00Z'));
    expect(await mailsTo(t.db, seat.email)).toHaveLength(0);
  });
});
