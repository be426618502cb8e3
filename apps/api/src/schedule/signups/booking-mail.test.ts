/**
 * Booking confirmations (issue 26): booking a seat, the livestream or a waiting-list place, getting
 * a seat from the waiting list, and cancelling each queue one mail in the change's transaction, in
 * the studio's language, with links at the studio's mail origin, an HTML part in the studio's
 * colour and the booking as an ICS attachment (Copenhagen wall time as UTC, one UID per customer
 * and class, METHOD:CANCEL on a cancellation with a higher SEQUENCE).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { mailsTo, parseIcs } from '../../../test/kits/mail.ts';
import { classSignups, clients } from '../../platform/db/schema.ts';

const { t, b, post } = useBookingApp();

beforeEach(() => {
  vi.stubEnv('PUBLIC_ORIGIN', 'https://booking.example.dk');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

let n = 0;
/** A studio (`locale`) and a class on Thursday, 7 May 2026, 18:30–19:45 Copenhagen (CEST). */
async function setUp(locale: 'da' | 'en' | 'nb', settings: Record<string, unknown> = {}) {
  const studio = await b.studio({ locale, theme_primary_color: '#0f766e', ...settings });
  const cls = await b.class(studio, {
    date: '2026-05-07',
    start_time: '18:30',
    end_time: '19:45',
    subtitle: 'Slow flow',
    livestream_enabled: true,
  });
  const email = `mia-${++n}@example.dk`;
  const c = await b.customer(studio.id, { email, first_name: 'Mia' });
  await b.membership(studio.id, c.id, [studio.classTypeId]);
  return { studio, cls, c, email };
}

/** Fills the class's seats with another customer's signup. */
async function fill(studio: { id: number }, cls: { id: number; seats: number }) {
  const holder = await b.customer(studio.id);
  const [row] = await t.db
    .insert(classSignups)
    .values({ client_id: studio.id, user_id: holder.id, class_id: cls.id, count: cls.seats })
    .returning();
  return { holder, signup: row! };
}

describe('booking a seat', () => {
  test('mails a confirmation in Danish with the class as a calendar event (UTC of 18:30 CEST)', async () => {
    const { cls, c, email } = await setUp('da');
    const reply = await post(c, '/class-signups', { user: c.id, class: cls.id });
    expect(reply.json().id).toBeGreaterThan(0);

    const [mail, ...more] = await mailsTo(t.db, email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Du er tilmeldt Hatha torsdag den 7. maj 2026 kl. 18:30');
    expect(mail!.text).toContain('Hej Mia');
    expect(mail!.text).toContain('Tak for din tilmelding. Du har en plads på holdet.');
    expect(mail!.text).toContain('Hold: Hatha – Slow flow');
    expect(mail!.text).toContain('Tid: 18:30–19:45');
    expect(mail!.text).toContain('Sted: Sal 1, Main');
    expect(mail!.text).toContain('https://booking.example.dk/my-profile');
    expect(mail!.html).toContain('<html lang="da"');
    expect(mail!.html).toContain('Tak for din tilmelding. Du har en plads på holdet.');
    expect(mail!.html).toContain('href="https://booking.example.dk/my-profile"');
    expect(mail!.html).toContain('#0f766e');

    expect(mail!.files).toHaveLength(1);
    const file = mail!.files[0]!;
    expect(file.filename).toBe('Hatha 2026-05-07 18:30.ics');
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const ics = parseIcs(file.content);
    expect(ics.calendar.METHOD).toBe('PUBLISH');
    expect(ics.calendar['X-WR-TIMEZONE']).toBe('Europe/Copenhagen');
    expect(ics.event.DTSTART).toBe('20260507T163000Z');
    expect(ics.event.DTEND).toBe('20260507T174500Z');
    expect(ics.event.STATUS).toBe('CONFIRMED');
    expect(ics.event.SUMMARY).toBe('Hatha');
    expect(ics.event.LOCATION).toBe('Sal 1\\, Main');
    expect(ics.event.UID).toBe(`class-${cls.id}-customer-${c.id}@studio-booking`);
  });

  test('a refused booking mails nothing', async () => {
    const { studio, cls, email } = await setUp('da');
    const stranger = await b.customer(studio.id, { email: `no-access-${++n}@example.dk` });
    const refused = await post(stranger, '/class-signups', { user: stranger.id, class: cls.id });
    expect(refused.json()).toBe('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
    expect(await mailsTo(t.db, `no-access-${n}@example.dk`)).toHaveLength(0);
    expect(await mailsTo(t.db, email)).toHaveLength(0);
  });

  test('cancelling mails a METHOD:CANCEL of the same UID with a higher SEQUENCE, in English', async () => {
    const { cls, c, email } = await setUp('en');
    const signup = (await post(c, '/class-signups', { user: c.id, class: cls.id })).json();
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/class-signups/${signup.id}`,
      headers: c.headers,
    });
    expect(cancel.body).toBe('OK');

    const [booked, cancelled, ...more] = await mailsTo(t.db, email);
    expect(more).toHaveLength(0);
    expect(booked!.subject).toBe('You are booked for Hatha on Thursday, 7 May 2026 at 18:30');
    expect(cancelled!.subject).toBe(
      'Your booking for Hatha on Thursday, 7 May 2026 at 18:30 is cancelled',
    );
    expect(cancelled!.text).toContain('You have cancelled your booking for the class.');
    expect(cancelled!.text).toContain(
      'The attached calendar file removes the class from your calendar.',
    );
    expect(cancelled!.html).toContain('<html lang="en"');
    const first = parseIcs(booked!.files[0]!.content);
    const second = parseIcs(cancelled!.files[0]!.content);
    expect(cancelled!.files[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(second.calendar.METHOD).toBe('CANCEL');
    expect(second.event.STATUS).toBe('CANCELLED');
    expect(second.event.UID).toBe(first.event.UID);
    expect(Number(second.event.SEQUENCE)).toBeGreaterThan(Number(first.event.SEQUENCE));
    expect(second.event.DTSTART).toBe(first.event.DTSTART);
    expect(second.names).toContain('ORGANIZER;CN="Test Studio"');
    expect(second.event.ORGANIZER).toMatch(/^mailto:no-reply@localhost$/i);
  });

  test('change-count to 0 is a cancellation too', async () => {
    const { cls, c, email } = await setUp('nb');
    expect(
      (await post(c, '/class-signups', { user: c.id, class: cls.id })).json().id,
    ).toBeGreaterThan(0);
    const reply = await post(c, '/class-signups/change-count', {
      user: c.id,
      class: cls.id,
      count: 0,
    });
    expect(reply.body).toBe('OK');
    const subjects = (await mailsTo(t.db, email)).map((m) => m.subject);
    expect(subjects).toEqual([
      'Du er påmeldt Hatha torsdag 7. mai 2026 kl. 18:30',
      'Påmeldingen din til Hatha torsdag 7. mai 2026 kl. 18:30 er avbestilt',
    ]);
    expect((await mailsTo(t.db, email))[0]!.text).toContain(
      'Takk for påmeldingen. Du har en plass på timen.',
    );
  });
});

describe('the studio’s own domain', () => {
  test('links and the logo start with the studio’s public domain', async () => {
    const { studio, cls, c, email } = await setUp('da');
    const logo = await t.make.image(studio, { filename: 'logo-nord.png' });
    await t.db
      .update(clients)
      .set({ domains: ['yoga-nord.dk'], logo_id: logo.id })
      .where(eq(clients.id, studio.id));
    await post(c, '/class-signups', { user: c.id, class: cls.id });
    const [mail] = await mailsTo(t.db, email);
    expect(mail!.text).toContain('https://yoga-nord.dk/my-profile');
    expect(mail!.html).toContain('src="https://yoga-nord.dk/image-files/logo-nord.png?w=320"');
    expect(mail!.html).not.toContain('booking.example.dk');
  });
});

describe('the livestream', () => {
  test('mails the livestream link, and the calendar event carries it instead of the room', async () => {
    const { cls, c, email } = await setUp('en', { livestream_enabled: true });
    const reply = await post(c, '/class-livestream-signups', { user: c.id, class: cls.id });
    expect(reply.json().id).toBeGreaterThan(0);
    const [mail, ...more] = await mailsTo(t.db, email);
    expect(more).toHaveLength(0);
    const link = `https://booking.example.dk/livestream/class/${cls.id}/preloader`;
    expect(mail!.subject).toBe(
      'You are signed up for the livestream of Hatha on Thursday, 7 May 2026 at 18:30',
    );
    expect(mail!.text).toContain(`The livestream:\n${link}`);
    expect(mail!.html).toContain(`href="${link}"`);
    const ics = parseIcs(mail!.files[0]!.content);
    expect(ics.event.SUMMARY).toBe('Hatha (livestream)');
    expect(ics.event.URL).toBe(link);
    expect(ics.event.LOCATION).toBeUndefined();
    expect(ics.event.DTSTART).toBe('20260507T163000Z');
  });
});

describe('the waiting list', () => {
  test('joining mails a TENTATIVE event; a freed seat mails the seat (same UID, higher SEQUENCE)', async () => {
    const { studio, cls, c, email } = await setUp('da');
    const { holder, signup } = await fill(studio, cls);
    const join = await post(c, '/class-waiting-list-signups', { user: c.id, class: cls.id });
    expect(join.json().id).toBeGreaterThan(0);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/class-signups/${signup.id}`,
      headers: holder.headers,
    });
    expect(cancel.body).toBe('OK');

    const [waiting, promoted, ...more] = await mailsTo(t.db, email);
    expect(more).toHaveLength(0);
    expect(waiting!.subject).toBe(
      'Du er på ventelisten til Hatha torsdag den 7. maj 2026 kl. 18:30',
    );
    expect(waiting!.text).toContain('Holdet er fuldt, så du står på ventelisten.');
    const tentative = parseIcs(waiting!.files[0]!.content);
    expect(tentative.event.STATUS).toBe('TENTATIVE');
    expect(tentative.event.SUMMARY).toBe('Hatha (venteliste)');

    expect(promoted!.subject).toBe(
      'Du har fået en plads på Hatha torsdag den 7. maj 2026 kl. 18:30',
    );
    expect(promoted!.text).toContain('du har fået den fra ventelisten');
    expect(promoted!.html).toContain('du har fået den fra ventelisten');
    const seat = parseIcs(promoted!.files[0]!.content);
    expect(seat.event.STATUS).toBe('CONFIRMED');
    expect(seat.event.UID).toBe(tentative.event.UID);
    expect(Number(seat.event.SEQUENCE)).toBeGreaterThan(Number(tentative.event.SEQUENCE));
    expect(seat.event.DTSTART).toBe('20260507T163000Z');
    expect(seat.event.DTEND).toBe('20260507T174500Z');
  });
});
