/**
 * Appointments bought through the cart (CONTRACT §7 `appointment` item, §12 `directPurchase`,
 * `class_pass_type_<id>`), paid with the built-in test provider as a browser would: the slot is
 * held while the customer pays, booked once paid, and a paid order whose slot was lost meanwhile
 * is refused and refunded. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AppointmentList } from '@studio/contract/appointments';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { appointments, classPasses, orders, outbox } from '../../platform/db/schema.ts';
import { appointmentFactory } from '../../catalogue/appointment-types/test-appointments.ts';
import { checkout, holdsShop, lapse, pay, type Shop } from '../../../test/kits/holds.ts';
import type { Who } from '../../../test/kits/cart.ts';

let s: Shop;
let typeId: number;
let teacherId: number;
beforeAll(async () => {
  s = await holdsShop();
  const ap = appointmentFactory(s.db);
  const teacher = await s.make.teacher({ ...s.studio, branchId: s.studio.branchId });
  teacherId = teacher.id;
  const type = await ap.type(
    s.studio.id,
    { direct_purchase_enabled: true, price: '650' },
    { classPassTypeIds: [s.passType.id] },
  );
  typeId = type.id;
  for (let weekday = 0; weekday < 7; weekday++)
    await ap.interval(s.studio.id, type.id, {
      teacher_id: teacher.id,
      branch_id: s.studio.branchId,
      weekday,
      valid_from: '2020-01-01',
    });
});
afterAll(() => s.close());

/** A day a week ahead (Copenhagen), `days` more for each test so slots never meet. */
let dayOffset = 7;
const nextDay = () => addDaysIso(copenhagenToday(), dayOffset++);

const slot = (date: string, start = '10:00') => ({
  date,
  appointment_type_id: typeId,
  teacher_id: teacherId,
  start_time: start,
  branch_id: s.studio.branchId,
});

const addAppointment = (who: Who, date: string) =>
  s.add(who, { item_type: 'appointment', item_id: typeId, appointment_details: slot(date) });

const isFree = async (date: string) =>
  (
    await s.app.inject({
      url: `/appointment-available-timeslots/check?date=${date}&appointment_type_id=${typeId}&teacher_id=${teacherId}&start_time=10:00:00`,
      headers: s.studio.headers,
    })
  ).json().available as boolean;

const myAppointments = async (who: Who) =>
  AppointmentList.parse(
    (
      await s.app.inject({
        url: `/appointments?customer=${who.id}&populate[]=appointment_type`,
        headers: who.headers,
      })
    ).json(),
  );

describe('an appointment bought directly', () => {
  test('priced at the type’s price, held while paying, booked once paid', async () => {
    const date = nextDay();
    const customer = await s.customer();
    expect((await addAppointment(customer, date)).statusCode).toBe(200);
    const cart = await s.priced(customer);
    expect(cart.rows).toMatchObject([
      { item_type: 'appointment', name: `Private session 60 min, ${date} 10:00`, total_price: 650 },
    ]);
    const made = await checkout(s, customer);
    expect(await isFree(date)).toBe(false); // held for the customer while they pay
    const other = await s.customer();
    const taken = await addAppointment(other, date);
    expect(taken.json()).toBe('E_INVALID_CART_ITEM');
    await pay(s, made.page);
    const [booked] = await myAppointments(customer);
    expect(booked).toMatchObject({
      date,
      start_time: '10:00:00',
      paymentOption: 'directPurchase',
      customer_can_cancel: false,
      appointment_type: { id: typeId, price: 650 },
    });
    const mails = await s.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your appointment on ${date} at 10:00 is booked`));
    expect(mails).toHaveLength(1);
  });

  test('GET /cart-items shows the type as product and the slot with its teacher and branch', async () => {
    const date = nextDay();
    const customer = await s.customer();
    await addAppointment(customer, date);
    const read = () =>
      s.app.inject({
        url: `/cart-items?user=${customer.id}&populate[]=product`,
        headers: customer.headers,
      });
    for (let time = 0; time < 2; time++) {
      // Read twice: a populated read must never drop the row as "vanished".
      const [row] = (await read()).json() as Record<string, unknown>[];
      expect(row).toMatchObject({
        item_type: 'appointment',
        product: { id: typeId, name: 'Private session 60 min', price: 650 },
        appointment_details: {
          date,
          teacher: { id: teacherId, first_name: 'Tara' },
          branch: { id: s.studio.branchId, name: 'Main' },
        },
        valid: true,
      });
    }
  });

  test('checking out again replaces the customer’s own hold instead of blocking them', async () => {
    const date = nextDay();
    const customer = await s.customer();
    await addAppointment(customer, date);
    await checkout(s, customer);
    const again = await checkout(s, customer);
    expect(again.orderId).toBeDefined();
    await pay(s, again.page);
    expect(await myAppointments(customer)).toHaveLength(1);
  });

  test('the hold lapsed and another customer took the slot: the paid order is refunded', async () => {
    const date = nextDay();
    const [first, second] = [await s.customer(), await s.customer()];
    await addAppointment(first, date);
    const made = await checkout(s, first);
    await lapse(s, made.orderId!);
    await s.db
      .update(appointments)
      .set({ hold_until: 1 })
      .where(eq(appointments.order_id, made.orderId!));
    expect(await isFree(date)).toBe(true);
    await addAppointment(second, date);
    const won = await checkout(s, second);
    await pay(s, won.page);
    await pay(s, made.page);
    const [order] = await s.db.select().from(orders).where(eq(orders.id, made.orderId!));
    expect(order!.refused).toBeGreaterThan(0);
    expect(order!.refund_reason).toBe('appointment_taken');
    expect(await myAppointments(first)).toEqual([]);
    expect(await myAppointments(second)).toHaveLength(1);
  });

  test('a row whose slot was taken is invalid, and checkout removes it', async () => {
    const date = nextDay();
    const [first, second] = [await s.customer(), await s.customer()];
    await addAppointment(first, date);
    await addAppointment(second, date);
    await pay(s, (await checkout(s, second)).page);
    const cart = await s.priced(first);
    expect(cart.invalid_cart_item_ids).toHaveLength(1);
    expect((await checkout(s, first)).refusal).toBe('E_INVALID_CART_ITEM');
    expect((await s.priced(first)).rows).toEqual([]);
  });
});

describe('a class pass bought for an appointment', () => {
  test('booked once paid with the new pass, one class spent', async () => {
    const date = nextDay();
    const customer = await s.customer();
    const added = await s.add(customer, {
      item_type: 'class_pass_type',
      item_id: s.passType.id,
      use_immediately_after_purchase: { item_type: 'appointment', ...slot(date) },
    });
    expect(added.statusCode).toBe(200);
    await pay(s, (await checkout(s, customer)).page);
    const [pass] = await s.db
      .select()
      .from(classPasses)
      .where(
        and(
          eq(classPasses.user_id, customer.id),
          eq(classPasses.class_pass_type_id, s.passType.id),
        ),
      );
    expect(pass!.classes_left).toBe(9);
    const [booked] = await myAppointments(customer);
    expect(booked).toMatchObject({
      date,
      paymentOption: `class_pass_${pass!.id}`,
      customer_can_cancel: true,
    });
  });
});

describe('bad cart input', () => {
  test.each([
    [{ item_type: 'appointment', item_id: 1 }],
    [
      {
        item_type: 'product',
        item_id: 1,
        use_immediately_after_purchase: {
          item_type: 'appointment',
          date: '2030-01-01',
          appointment_type_id: 1,
          teacher_id: 1,
          start_time: '10:00',
        },
      },
    ],
    [
      {
        item_type: 'appointment',
        item_id: 1,
        appointment_details: {
          date: '2030-02-30',
          appointment_type_id: 1,
          teacher_id: 1,
          start_time: '10:00',
        },
      },
    ],
  ])('%j is a 400 and adds nothing', async (payload) => {
    const customer = await s.customer();
    expect((await s.add(customer, payload)).statusCode).toBe(400);
    expect((await s.priced(customer)).rows).toEqual([]);
  });

  test('a type not sold directly is not added', async () => {
    const outside = await appointmentFactory(s.db).type(s.studio.id, {
      customer_point_of_payment: 'outsideYogo',
    });
    const customer = await s.customer();
    const reply = await s.add(customer, {
      item_type: 'appointment',
      item_id: outside.id,
      appointment_details: { ...slot(nextDay()), appointment_type_id: outside.id },
    });
    expect(reply.json()).toBe('E_INVALID_CART_ITEM');
  });
});
