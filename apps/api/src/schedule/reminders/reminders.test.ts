/**
 * Class reminders (issue 26): one mail per seat or livestream signup, `class_reminder_hours_before`
 * hours before the class, in the customer's language, with the class as a calendar event and a
 * link to switch reminders off; never twice, not for cancelled classes or signups, not for a
 * customer who switched reminders off (PUT /users/{id}), nor when the studio turned them off.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { expectHtmlLikeText, mailsTo, parseIcs } from '../../../test/kits/mail.ts';
import { classes, classLivestreamSignups, classSignups } from '../../platform/db/schema.ts';
import { sendDueReminders } from './run.ts';

const { t, b } = useBookingApp();

beforeEach(() => {
  vi.stubEnv('PUBLIC_ORIGIN', 'https://booking.example.dk');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const HOUR = 3_600_000;
/** Thursday 7 May 2026, 18:30 Copenhagen (CEST, UTC+2). */
const START = Date.parse('2026-05-07T16:30:00Z');
/** Two days before the class: booked well before any reminder window. */
const BOOKED = START - 48 * HOUR;

let n = 0;
async function setUp(settings: Record<string, unknown> = {}) {
  const studio = await b.studio({ locale: 'da', theme_primary_color: '#0f766e', ...settings });
  const cls = await b.class(studio, {
    date: '2026-05-07',
    start_time: '18:30',
    end_time: '19:45',
    livestream_enabled: true,
  });
  return { studio, cls };
}

/** A customer with a seat (2 seats) or the livestream of `cls`, booked at `at`. */
async function signup(
  studio: { id: number },
  cls: { id: number },
  kind: 'seat' | 'livestream',
  as: { locale?: string; class_reminder_emails?: boolean } = {},
  at = BOOKED,
) {
  const email = `rem-${++n}@example.dk`;
  const c = await b.customer(studio.id, { email, first_name: 'Mia', ...as });
  const row = { client_id: studio.id, user_id: c.id, class_id: cls.id, createdAt: at };
  if (kind === 'seat') await t.db.insert(classSignups).values({ ...row, count: 2 });
  else await t.db.insert(classLivestreamSignups).values(row);
  return { c, email };
}

describe('the reminder job', () => {
  test('mails each signup once, 24 hours before, with the class as a calendar event', async () => {
    const { studio, cls } = await setUp();
    const seat = await signup(studio, cls, 'seat');
    const stream = await signup(studio, cls, 'livestream', { locale: 'en' });

    await sendDueReminders(t.db, START - 25 * HOUR);
    expect(await mailsTo(t.db, seat.email)).toHaveLength(0);

    await sendDueReminders(t.db, START - 23 * HOUR);
    await sendDueReminders(t.db, START - 22 * HOUR); // never twice
    const [mail, ...more] = await mailsTo(t.db, seat.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Påmindelse: Hatha torsdag den 7. maj 2026 kl. 18:30');
    expect(mail!.text).toContain('Vi glæder os til at se dig. Du har 2 pladser på holdet.');
    expect(mail!.text).toContain('Tid: 18:30–19:45');
    expect(mail!.text).toContain(
      'Du kan slå påmindelser fra på din profil:\nhttps://booking.example.dk/edit-profile',
    );
    const urls = expectHtmlLikeText(mail!, 'da');
    expect(urls).toContain('https://booking.example.dk/my-profile');
    expect(mail!.html).toContain('#0f766e');
    const ics = parseIcs(mail!.files[0]!.content);
    expect(ics.calendar['X-WR-TIMEZONE']).toBe('Europe/Copenhagen');
    expect(ics.event.DTSTART).toBe('20260507T163000Z');
    expect(ics.event.DTEND).toBe('20260507T174500Z');
    expect(ics.event.STATUS).toBe('CONFIRMED');

    // The livestream customer chose English: their mail is in English, whatever the studio's.
    const [live, ...again] = await mailsTo(t.db, stream.email);
    expect(again).toHaveLength(0);
    expect(live!.subject).toBe('Reminder: Hatha on Thursday, 7 May 2026 at 18:30');
    const link = `https://booking.example.dk/livestream/class/${cls.id}/preloader`;
    expect(live!.text).toContain(`The livestream:\n${link}`);
    expect(expectHtmlLikeText(live!, 'en')).toContain(link);
    const liveIcs = parseIcs(live!.files[0]!.content);
    expect(liveIcs.event.SUMMARY).toBe('Hatha (livestream)');
    expect(liveIcs.event.URL).toBe(link);
  });

  test('not for a cancelled signup or class, nor a signup made inside the window', async () => {
    const { studio, cls } = await setUp();
    const cancelled = await signup(studio, cls, 'seat');
    await t.db
      .update(classSignups)
      .set({ cancelled_at: BOOKED + HOUR })
      .where(eq(classSignups.class_id, cls.id));
    const late = await signup(studio, cls, 'seat', {}, START - 3 * HOUR);
    const other = await setUp();
    const inCancelledClass = await signup(other.studio, other.cls, 'seat');
    await t.db.update(classes).set({ cancelled: true }).where(eq(classes.id, other.cls.id));

    await sendDueReminders(t.db, START - 2 * HOUR);
    expect(await mailsTo(t.db, cancelled.email)).toHaveLength(0);
    expect(await mailsTo(t.db, late.email)).toHaveLength(0);
    expect(await mailsTo(t.db, inCancelledClass.email)).toHaveLength(0);
  });

  test('the studio’s hours decide, and a studio can switch reminders off', async () => {
    const early = await setUp({ class_reminder_hours_before: 2 });
    const seat = await signup(early.studio, early.cls, 'seat');
    const off = await setUp({ class_reminder_enabled: false });
    const none = await signup(off.studio, off.cls, 'seat');

    await sendDueReminders(t.db, START - 3 * HOUR);
    expect(await mailsTo(t.db, seat.email)).toHaveLength(0);
    await sendDueReminders(t.db, START - 1 * HOUR);
    expect(await mailsTo(t.db, seat.email)).toHaveLength(1);
    expect(await mailsTo(t.db, none.email)).toHaveLength(0);
  });
});

describe('the customer’s reminder switch (PUT /users/{id})', () => {
  test('a customer who switches reminders off gets none; the profile says so', async () => {
    const { studio, cls } = await setUp();
    const { c, email } = await signup(studio, cls, 'seat');
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/users/${c.id}`,
      headers: c.headers,
      payload: { class_reminder_emails: false, locale: 'nb' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ class_reminder_emails: false, locale: 'nb' });

    await sendDueReminders(t.db, START - 23 * HOUR);
    expect(await mailsTo(t.db, email)).toHaveLength(0);
  });

  test('an unknown language is refused and nothing changes', async () => {
    const { studio } = await setUp();
    const c = await b.customer(studio.id, { locale: 'en' });
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/users/${c.id}`,
      headers: c.headers,
      payload: { locale: 'xx', class_reminder_emails: false },
    });
    expect(reply.statusCode).toBe(400);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/users/${c.id}`,
      headers: c.headers,
    });
    expect(profile.json()).toMatchObject({ locale: 'en', class_reminder_emails: true });
  });
});
