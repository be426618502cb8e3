/**
 * Appointment mails (issue 26): the booking's confirmation and the customer's cancellation, in the
 * customer's language, with links at the studio's origin and the appointment as a calendar entry
 * that the cancellation removes (METHOD:CANCEL, same UID, higher SEQUENCE; Copenhagen wall time as
 * UTC).
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory } from '../../../test/booking-factory.ts';
import { useFixedClock } from '../../../test/clock.ts';
import { expectHtmlLikeText, mailsTo, parseIcs } from '../../../test/kits/mail.ts';
import { appointmentFactory } from '../../catalogue/appointment-types/test-appointments.ts';

useFixedClock(); // Wed 2026-05-06 10:00 in Copenhagen

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  vi.stubEnv('PUBLIC_ORIGIN', 'https://booking.example.dk');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

test('booked, then cancelled: a confirmation and a METHOD:CANCEL of the same entry, in Norwegian', async () => {
  const ap = appointmentFactory(t.db);
  const book = bookingFactory(t.app, t.db, t.make);
  const s = await t.make.studio({ locale: 'da' });
  const teacher = await t.make.teacher(s, { first_name: 'Mia', last_name: 'Holm' });
  const customer = await t.make.customer(s, { first_name: 'Ida', locale: 'nb' });
  const classType = await t.make.classType(s);
  const pass = await book.classPass(s.id, customer.id, [classType.id], { classes_left: 2 });
  const type = await ap.type(
    s.id,
    { name: 'Massasje' },
    {
      classPassTypeIds: [pass.class_pass_type_id],
    },
  );
  await ap.interval(s.id, type.id, { teacher_id: teacher.id, branch_id: s.branchId });

  const reply = await t.app.inject({
    method: 'POST',
    url: '/appointments',
    headers: customer.headers,
    payload: {
      date: '2026-05-11',
      appointment_type_id: type.id,
      customer_id: customer.id,
      teacher_id: teacher.id,
      start_time: '10:00:00',
      branch_id: s.branchId,
      paymentOption: `class_pass_${pass.id}`,
    },
  });
  const booked = reply.json() as { id: number };
  expect(booked.id).toBeGreaterThan(0);
  const cancel = await t.app.inject({
    method: 'DELETE',
    url: `/appointments/${booked.id}`,
    headers: customer.headers,
  });
  expect(cancel.body).toBe('OK');

  const [confirmation, cancelled, ...more] = await mailsTo(t.db, customer.email);
  expect(more).toHaveLength(0);
  expect(confirmation!.subject).toBe('Avtalen din 2026-05-11 kl. 10:00 er bestilt');
  expect(expectHtmlLikeText(confirmation!, 'nb')).toEqual([
    'https://booking.example.dk/my-profile',
  ]);
  const first = parseIcs(confirmation!.files[0]!.content);
  expect(first.calendar.METHOD).toBe('PUBLISH');
  expect(first.calendar['X-WR-TIMEZONE']).toBe('Europe/Copenhagen');
  expect(first.event.DTSTART).toBe('20260511T080000Z');
  expect(first.event.SUMMARY).toBe('Massasje – Mia Holm');

  expect(cancelled!.subject).toBe('Avtalen din 2026-05-11 kl. 10:00 er avlyst');
  expect(cancelled!.text).toContain(
    'Den vedlagte kalenderfilen fjerner avtalen fra kalenderen din.',
  );
  expectHtmlLikeText(cancelled!, 'nb');
  expect(cancelled!.files[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
  const second = parseIcs(cancelled!.files[0]!.content);
  expect(second.calendar.METHOD).toBe('CANCEL');
  expect(second.event.STATUS).toBe('CANCELLED');
  expect(second.event.UID).toBe(first.event.UID);
  expect(Number(second.event.SEQUENCE)).toBeGreaterThan(Number(first.event.SEQUENCE));
  expect(second.event.DTEND).toBe('20260511T090000Z');
});
