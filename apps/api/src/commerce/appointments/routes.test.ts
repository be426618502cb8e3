import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AccessItemsForAppointment,
  Appointment,
  AppointmentList,
} from '@studio/contract/appointments';
import { ExtendedError } from '@studio/contract/errors';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory } from '../../../test/booking-factory.ts';
import { useFixedClock } from '../../../test/clock.ts';
import type { TestCustomer, TestStudio } from '../../../test/factory.ts';
import { appointments, classPasses, outbox } from '../../platform/db/schema.ts';
import { appointmentFactory } from '../../catalogue/appointment-types/test-appointments.ts';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';

useFixedClock(); // Wed 2026-05-06 10:00 in Copenhagen; the type's interval is Mondays 09–12

let t: TestApp;
let ap: ReturnType<typeof appointmentFactory>;
let book: ReturnType<typeof bookingFactory>;
beforeAll(async () => {
  t = await createTestApp();
  ap = appointmentFactory(t.db);
  book = bookingFactory(t.app, t.db, t.make);
});
afterAll(() => t.close());

const MONDAY = '2026-05-11';

/** A studio whose teacher offers a pass-valid type and a paid-outside type on Mondays 09–12. */
async function studio(settings: Record<string, unknown> = {}) {
  const s: TestStudio = await t.make.studio(settings);
  const teacher = await t.make.teacher(s, { first_name: 'Mia', last_name: 'Holm' });
  const customer = await t.make.customer(s, { extended: true, first_name: 'Ida' });
  const classType = await t.make.classType(s);
  const pass = await book.classPass(s.id, customer.id, [classType.id], { classes_left: 2 });
  const type = await ap.type(
    s.id,
    {},
    {
      classPassTypeIds: [pass.class_pass_type_id],
      questions: [{ text: 'Any injuries?', required: true }],
    },
  );
  const outside = await ap.type(s.id, {
    name: 'Consultation',
    customer_point_of_payment: 'outsideYogo',
    duration_minutes: 30,
  });
  for (const id of [type.id, outside.id])
    await ap.interval(s.id, id, { teacher_id: teacher.id, branch_id: s.branchId });
  return { s, teacher, customer, classType, pass, type, outside };
}

type Studio = Awaited<ReturnType<typeof studio>>;

const post = (who: TestCustomer, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/appointments', headers: who.headers, payload: body });

/** The body for `start` on Monday with the teacher, paid with the customer's pass. */
function bodyOf(x: Studio, start = '10:00:00', extra: Record<string, unknown> = {}) {
  return {
    date: MONDAY,
    appointment_type_id: x.type.id,
    customer_id: x.customer.id,
    teacher_id: x.teacher.id,
    start_time: start,
    branch_id: x.s.branchId,
    paymentOption: `class_pass_${x.pass.id}`,
    ...extra,
  };
}

async function answered(x: Studio, start = '10:00:00', extra: Record<string, unknown> = {}) {
  const types = await t.app.inject({
    method: 'GET',
    url: `/appointment-types/${x.type.id}?populate[]=questions`,
    headers: x.s.headers,
  });
  const question = (types.json() as { questions: { id: number }[] }).questions[0]!;
  return bodyOf(x, start, { answers: [{ question_id: question.id, answer: ' Knee ' }], ...extra });
}

const rowsOf = (customerId: number) =>
  t.db.select().from(appointments).where(eq(appointments.customer_id, customerId));
const classesLeft = async (passId: number) =>
  (await t.db.select().from(classPasses).where(eq(classPasses.id, passId)))[0]!.classes_left;

describe('POST /appointments', () => {
  test('with a class pass: booked, one class spent, answers kept, a confirmation with ICS', async () => {
    const x = await studio();
    const reply = await post(x.customer, await answered(x));
    expect(reply.statusCode).toBe(200);
    const appointment = Appointment.parse(reply.json());
    expect(appointment).toMatchObject({
      customer_id: x.customer.id,
      teacher_id: x.teacher.id,
      date: MONDAY,
      start_time: '10:00:00',
      end_time: '11:00:00',
      paymentOption: `class_pass_${x.pass.id}`,
      cancelled_at: 0,
      answers: [{ answer: 'Knee' }],
      customer_can_cancel: true,
    });
    expect(await classesLeft(x.pass.id)).toBe(1);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, x.customer.email));
    expect(mail!.subject).toBe('Your appointment on 2026-05-11 at 10:00 is booked');
    const [ics] = mail!.attachments as { filename: string; content: string }[];
    expect(ics!.content).toContain('DTSTART:20260511T080000Z');
    expect(ics!.content).toContain('DTEND:20260511T090000Z');
    expectHtmlLikeText(mail!, 'en');
    // The slot is gone from the free timeslots.
    const free = await t.app.inject({
      method: 'GET',
      url: `/appointment-available-timeslots/check?date=${MONDAY}&appointment_type_id=${x.type.id}&teacher_id=${x.teacher.id}&start_time=10:00:00`,
      headers: x.s.headers,
    });
    expect(free.json()).toEqual({ available: false });
  });

  test('paid outside: booked at once with the type’s point of payment', async () => {
    const x = await studio();
    const reply = await post(x.customer, {
      ...bodyOf(x, '09:30'),
      appointment_type_id: x.outside.id,
      paymentOption: 'outsideYogo',
    });
    expect(Appointment.parse(reply.json())).toMatchObject({
      paymentOption: 'outsideYogo',
      end_time: '10:00:00',
    });
    expect(await classesLeft(x.pass.id)).toBe(2);
  });

  test('the same slot twice: the second is refused (extended and legacy) and changes nothing', async () => {
    const x = await studio();
    const other = await t.make.customer(x.s, { extended: true });
    await book.classPass(x.s.id, other.id, [x.classType.id]);
    expect((await post(x.customer, await answered(x))).statusCode).toBe(200);
    const outside = { appointment_type_id: x.outside.id, paymentOption: 'outsideYogo' };
    const taken = await post(other, { ...bodyOf(x), customer_id: other.id, ...outside });
    const error = ExtendedError.parse(taken.json()).error;
    expect(error.type).toBe('appointmentTimeslotUnavailable');
    expect(error.localized_message).toMatch(/taken or closed/);
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/appointments',
      headers: { ...x.s.headers, authorization: other.headers.authorization! },
      payload: { ...bodyOf(x, '11:00'), customer_id: other.id, ...outside, start_time: '12:00' },
    });
    expect(legacy.json()).toBe('E_APPOINTMENT_TIMESLOT_UNAVAILABLE');
    expect(await rowsOf(other.id)).toHaveLength(0);
  });

  test('the customer’s own class at that time: appointmentOverlaps naming it', async () => {
    const x = await studio();
    const cls = await t.make.class(x.s, {
      class_type_id: x.classType.id,
      date: MONDAY,
      start_time: '10:30',
      end_time: '11:30',
    });
    await t.app.inject({
      method: 'POST',
      url: '/class-signups',
      headers: x.customer.headers,
      payload: { class: cls.id, user: x.customer.id },
    });
    const reply = await post(x.customer, await answered(x));
    const error = reply.json().error;
    expect(error.type).toBe('appointmentOverlaps');
    expect(error.overlappingObjects.customer).toMatchObject([{ type: 'class', id: cls.id }]);
    expect(await classesLeft(x.pass.id)).toBe(1); // the class signup took one, the appointment none
    expect(await rowsOf(x.customer.id)).toHaveLength(0);
  });

  test('a teacher’s class blocks the slot', async () => {
    const x = await studio();
    await t.make.class(
      x.s,
      { class_type_id: x.classType.id, date: MONDAY, start_time: '09:45', end_time: '10:45' },
      [x.teacher.id],
    );
    const reply = await post(x.customer, await answered(x));
    expect(reply.json().error.type).toBe('appointmentTimeslotUnavailable');
    expect(await rowsOf(x.customer.id)).toHaveLength(0);
  });

  test.each([
    [
      'a pass of a type not listed',
      async (x: Studio) => {
        const other = await book.classPass(x.s.id, x.customer.id, [x.classType.id]);
        return `class_pass_${other.id}`;
      },
    ],
    [
      'a used-up pass',
      async (x: Studio) => {
        await t.db
          .update(classPasses)
          .set({ classes_left: 0 })
          .where(eq(classPasses.id, x.pass.id));
        return `class_pass_${x.pass.id}`;
      },
    ],
    ['paid outside for an in-app type', async () => 'outsideYogo'],
    [
      'another customer’s pass',
      async (x: Studio) => {
        const other = await t.make.customer(x.s);
        const theirs = await book.classPass(x.s.id, other.id, [x.classType.id]);
        return `class_pass_${theirs.id}`;
      },
    ],
  ])('%s: noAccess, nothing booked', async (_name, option) => {
    const x = await studio();
    const reply = await post(
      x.customer,
      await answered(x, '10:00', { paymentOption: await option(x) }),
    );
    expect(ExtendedError.parse(reply.json()).error.type).toBe('noAccess');
    expect(await rowsOf(x.customer.id)).toHaveLength(0);
  });

  test.each([
    [{ start_time: '10:00' }, 'a required question unanswered'],
    [{ paymentOption: 'directPurchase' }, 'a purchase option'],
    [{ date: '2026-02-30' }, 'an impossible date'],
    [{ start_time: '25:00' }, 'an impossible time'],
  ])('%j (%s) is a 400 and books nothing', async (change, _why) => {
    const x = await studio();
    const body = { ...bodyOf(x), ...change };
    const reply = await post(x.customer, body);
    expect(reply.statusCode).toBe(400);
    expect(await rowsOf(x.customer.id)).toHaveLength(0);
  });

  test('a past or closed slot is unavailable; another customer’s id is 403', async () => {
    const x = await studio();
    const past = await post(x.customer, await answered(x, '10:00', { date: '2026-05-04' }));
    expect(past.json().error.type).toBe('appointmentTimeslotUnavailable');
    const closed = await post(x.customer, await answered(x, '12:00'));
    expect(closed.json().error.type).toBe('appointmentTimeslotUnavailable');
    const other = await t.make.customer(x.s);
    const forbidden = await post(x.customer, { ...bodyOf(x), customer_id: other.id });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('the customer’s appointments', () => {
  test('GET lists own booked ones with relations; GET /{id}; another’s is 403', async () => {
    const x = await studio();
    await post(x.customer, await answered(x));
    const list = await t.app.inject({
      method: 'GET',
      url: `/appointments?customer=${x.customer.id}&populate[]=appointment_type&populate[]=teacher&populate[]=branch`,
      headers: x.customer.headers,
    });
    const [one] = AppointmentList.parse(list.json());
    expect(one).toMatchObject({
      appointment_type: { id: x.type.id, name: 'Private session 60 min', price: 650 },
      teacher: { first_name: 'Mia', last_name: 'Holm' },
      branch: { name: 'Main' },
    });
    const single = await t.app.inject({
      method: 'GET',
      url: `/appointments/${one!.id}`,
      headers: x.customer.headers,
    });
    expect(Appointment.parse(single.json()).id).toBe(one!.id);
    const other = await t.make.customer(x.s);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/appointments/${one!.id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(403);
    const othersList = await t.app.inject({
      method: 'GET',
      url: `/appointments?customer=${x.customer.id}`,
      headers: other.headers,
    });
    expect(othersList.statusCode).toBe(403);
  });

  test('access items: the listed pass valid on the date, not others', async () => {
    const x = await studio();
    await book.classPass(x.s.id, x.customer.id, [x.classType.id]); // a type the appointment does not list
    const url = `/appointments/access-items-valid-for-appointment?user=${x.customer.id}&appointment_type=${x.type.id}&date=${MONDAY}`;
    const reply = await t.app.inject({ method: 'GET', url, headers: x.customer.headers });
    const items = AccessItemsForAppointment.parse(reply.json());
    expect(items.class_passes.map((p) => p.id)).toEqual([x.pass.id]);
    expect(items.class_passes[0]!.class_pass_type).toMatchObject({ name: '10-class pass' });
    expect(items.memberships).toEqual([]);
    const late = url.replace(MONDAY, '2099-01-05');
    const none = await t.app.inject({ method: 'GET', url: late, headers: x.customer.headers });
    expect(AccessItemsForAppointment.parse(none.json()).class_passes).toEqual([]);
  });

  test('cancel in time: the class goes back, the slot is free again; twice is OK', async () => {
    const x = await studio();
    const booked = Appointment.parse((await post(x.customer, await answered(x))).json());
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/appointments/${booked.id}`,
        headers: x.customer.headers,
      });
    expect((await del()).body).toBe('OK');
    expect(await classesLeft(x.pass.id)).toBe(2);
    expect((await del()).body).toBe('OK');
    expect(await classesLeft(x.pass.id)).toBe(2);
    const list = await t.app.inject({
      method: 'GET',
      url: '/appointments',
      headers: x.customer.headers,
    });
    expect(list.json()).toEqual([]);
    expect((await post(x.customer, await answered(x))).statusCode).toBe(200);
  });

  test('cancel after the deadline is refused and changes nothing', async () => {
    // 10 000 minutes (~7 days) before Monday 10:00 is in the past already.
    const x = await studio({ appointment_cancellation_deadline: 10_000 });
    const booked = Appointment.parse((await post(x.customer, await answered(x))).json());
    expect(booked.customer_can_cancel).toBe(false);
    const reply = await t.app.inject({
      method: 'DELETE',
      url: `/appointments/${booked.id}`,
      headers: x.customer.headers,
    });
    expect(reply.json().error.type).toBe('appointmentCancellationDeadlineExceeded');
    expect(await classesLeft(x.pass.id)).toBe(1);
    expect((await rowsOf(x.customer.id))[0]!.cancelled_at).toBe(0);
  });
});
