/**
 * The appointments table and what a booking is checked against (CONTRACT §12; README.md beside
 * this file): the locks, the customer's and the teacher's times on a date, the rows themselves.
 * Every query takes the studio id first. Dates Copenhagen `YYYY-MM-DD`, times `HH:mm:ss`, instants ms.
 */
import { and, asc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { appointments, users } from '../../platform/db/schema.ts';
import { liveAppointment } from '../../catalogue/public.ts';
import { teacherClassTimes } from '../../schedule/public.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

/** Advisory-lock namespace of a teacher's appointment book (`pg_advisory_xact_lock(ns, id)`). */
const TEACHER_LOCK = 24_001;

/**
 * Locks, in the one order every booking uses, the customer's row (`SELECT … FOR UPDATE`, the same
 * lock orders take: commerce/holds) and then each teacher's appointment book (ids ascending). The
 * teacher's is a transaction-scoped advisory lock rather than their user row: a teacher may book
 * as a customer too, and two row locks taken in opposite orders could deadlock.
 */
export async function lockBooking(tx: Tx, customerId: number, teacherIds: number[]) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('update');
  for (const id of [...new Set(teacherIds)].sort((a, b) => a - b))
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${TEACHER_LOCK}, ${id})`);
}

/**
 * Cancels the holds of unpaid orders that lapsed by `now` on the teacher's date, so the partial
 * unique index (one live appointment per teacher, date and start) lets the slot be sold again.
 * Call under `lockBooking`. A lapsed order paid later books again if the slot is still free.
 */
export async function releaseLapsedHolds(
  tx: Tx,
  clientId: number,
  teacherId: number,
  date: string,
  now: number,
) {
  await cancelHolds(
    tx,
    now,
    eq(appointments.client_id, clientId),
    eq(appointments.teacher_id, teacherId),
    eq(appointments.date, date),
    lte(appointments.hold_until, now),
  );
}

/** Cancels, at `now`, the live holds (unpaid orders' appointments) that also meet `conditions`. */
function cancelHolds(tx: Tx, now: number, ...conditions: SQL[]) {
  return tx
    .update(appointments)
    .set({ cancelled_at: now, updatedAt: now })
    .where(and(eq(appointments.cancelled_at, 0), gt(appointments.hold_until, 0), ...conditions));
}

type TeacherTime = { date: string; start_time: string; end_time: string };

/** Something that takes a person's time: what `overlappingObjects` lists (no other customer's data). */
export interface BusyObject {
  type: 'appointment' | 'class';
  id?: number;
  date: string;
  start_time: string;
  end_time: string;
}

/** The live appointments (booked or held) of a customer or a teacher on `date`. */
function liveAppointmentsOn(
  tx: Tx | Db,
  clientId: number,
  who: { customer_id: number } | { teacher_id: number },
  date: string,
  now: number,
) {
  const person =
    'customer_id' in who
      ? eq(appointments.customer_id, who.customer_id)
      : eq(appointments.teacher_id, who.teacher_id);
  return tx
    .select({
      id: appointments.id,
      date: appointments.date,
      start_time: appointments.start_time,
      end_time: appointments.end_time,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.client_id, clientId),
        person,
        eq(appointments.date, date),
        liveAppointment(now),
      ),
    );
}

/**
 * The customer's live appointments and active class and livestream signups (of classes not
 * cancelled) on `date`, by start time.
 */
export async function customerTimes(
  tx: Tx | Db,
  clientId: number,
  customerId: number,
  date: string,
  now: number,
): Promise<BusyObject[]> {
  const booked = await liveAppointmentsOn(tx, clientId, { customer_id: customerId }, date, now);
  const signed = (await tx.execute(sql`
    SELECT c.id, c.date::text AS date, c.start_time::text AS start_time, c.end_time::text AS end_time
    FROM classes c
    WHERE c.client_id = ${clientId} AND c.date = ${date} AND NOT c.cancelled AND NOT c.archived
      AND (EXISTS (SELECT 1 FROM class_signups s WHERE s.class_id = c.id AND s.user_id = ${customerId}
                   AND s.cancelled_at = 0 AND NOT s.archived)
        OR EXISTS (SELECT 1 FROM class_livestream_signups s WHERE s.class_id = c.id
                   AND s.user_id = ${customerId} AND s.cancelled_at = 0 AND NOT s.archived))`)) as {
    rows: { id: number; date: string; start_time: string; end_time: string }[];
  };
  return [
    ...booked.map((a) => ({ type: 'appointment' as const, ...a })),
    ...signed.rows.map((c) => ({ type: 'class' as const, ...c, id: Number(c.id) })),
  ].sort((a, b) => a.start_time.localeCompare(b.start_time));
}

/** The teacher's live appointments and classes on `date` (times only: no customer's data). */
export async function teacherTimes(
  tx: Tx | Db,
  clientId: number,
  teacherId: number,
  date: string,
  now: number,
): Promise<BusyObject[]> {
  const booked = await liveAppointmentsOn(tx, clientId, { teacher_id: teacherId }, date, now);
  const taught = await teacherClassTimes(tx, clientId, [teacherId], date, date);
  // Times only: the teacher's other appointments are other customers' business.
  const times = (type: BusyObject['type']) => (b: BusyObject | TeacherTime) => ({
    type,
    date: b.date,
    start_time: b.start_time,
    end_time: b.end_time,
  });
  return [...booked.map(times('appointment')), ...taught.map(times('class'))].sort((a, b) =>
    a.start_time.localeCompare(b.start_time),
  );
}

/** Inserts one appointment row. */
export async function insertAppointment(tx: Tx, values: NewAppointment): Promise<AppointmentRow> {
  const [row] = await tx.insert(appointments).values(values).returning();
  return row!;
}

/** Updates one appointment row (by id) and returns it. */
export async function updateAppointment(tx: Tx, id: number, values: Partial<NewAppointment>) {
  const [row] = await tx
    .update(appointments)
    .set({ ...values, updatedAt: Date.now() })
    .where(eq(appointments.id, id))
    .returning();
  return row;
}

/** One appointment of the studio by id (any state), locked when `lock`. */
export async function findAppointment(tx: Tx | Db, clientId: number, id: number, lock = false) {
  const query = tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.client_id, clientId), eq(appointments.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The appointments an order holds or booked (its `order_id`), any state, locked. */
export function appointmentsOfOrder(tx: Tx, clientId: number, orderId: number) {
  return tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.client_id, clientId), eq(appointments.order_id, orderId)))
    .orderBy(asc(appointments.id))
    .for('update');
}

/**
 * Cancels all the customer's holds, before their new cart order holds its own slots (a
 * customer's newest cart order replaces the earlier ones: commerce/holds README).
 */
export async function releaseCustomerHolds(
  tx: Tx,
  clientId: number,
  customerId: number,
  now: number,
) {
  await cancelHolds(
    tx,
    now,
    eq(appointments.client_id, clientId),
    eq(appointments.customer_id, customerId),
  );
}

/**
 * The customer's booked (not held, not cancelled, not archived) appointments, optionally from
 * `from` through `to` (inclusive), by date and start time.
 */
export function bookedAppointments(
  db: Db,
  clientId: number,
  customerId: number,
  range: { from?: string; to?: string },
) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.client_id, clientId),
        eq(appointments.customer_id, customerId),
        eq(appointments.cancelled_at, 0),
        eq(appointments.archived, false),
        eq(appointments.hold_until, 0),
        range.from ? gte(appointments.date, range.from) : undefined,
        range.to ? lte(appointments.date, range.to) : undefined,
      ),
    )
    .orderBy(asc(appointments.date), asc(appointments.start_time), asc(appointments.id));
}
