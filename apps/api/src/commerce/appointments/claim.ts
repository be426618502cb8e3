/**
 * Claiming a slot for a customer (CONTRACT §12 POST /appointments refusals; issue 24 "no slot is
 * ever sold twice"): under `lockBooking` (the customer's row, then the teacher's book), lapsed
 * holds of the teacher's date are released, the slot must still be one of the type's free
 * timeslots (intervals minus live appointments, holds and the teacher's classes) and the customer
 * must have nothing else then (appointments, class and livestream signups). The partial unique
 * index on appointments is the database's backstop. Times Copenhagen `HH:mm:ss`.
 */
import type { Tx } from '../../platform/db/connect.ts';
import {
  findAppointmentTypes,
  findFreeTimeslots,
  type AppointmentTypeRow,
  type Timeslot,
} from '../../catalogue/public.ts';
import {
  customerTimes,
  lockBooking,
  releaseLapsedHolds,
  teacherTimes,
  type BusyObject,
} from './queries.ts';

export interface SlotRequest {
  clientId: number;
  customerId: number;
  appointmentTypeId: number;
  teacherId: number;
  /** Only at this branch (undefined or null: the teacher's slot at any branch). */
  branchId?: number | null;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm` or `HH:mm:ss`. */
  startTime: string;
  /** ms since epoch. */
  now: number;
}

export type ClaimRefusal =
  | { ok: false; code: 'E_APPOINTMENT_TIMESLOT_UNAVAILABLE' }
  | {
      ok: false;
      code: 'E_APPOINTMENT_OVERLAPS';
      overlapping: { customer: BusyObject[]; teacher: BusyObject[] };
    };

export type Claim = { ok: true; type: AppointmentTypeRow; slot: Timeslot } | ClaimRefusal;

/** `HH:mm` → `HH:mm:ss`. */
export const fullTime = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** `HH:mm:ss` plus minutes, as a wall time on the same day (capped at 24:00:00). */
function plusMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = Math.min(24 * 60, h! * 60 + m! + minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}:00`;
}

const overlaps = (busy: BusyObject, start: string, end: string) =>
  busy.start_time < end && start < busy.end_time;

/**
 * Locks and checks one slot. Call inside the booking's transaction; on success the caller
 * inserts (or confirms) the appointment before the transaction ends.
 * @returns the type and the free slot (its teacher, branch and end), or the refusal:
 *   `E_APPOINTMENT_OVERLAPS` when the customer has something then (with the customer's and the
 *   teacher's times in the way), else `E_APPOINTMENT_TIMESLOT_UNAVAILABLE` (no such slot, taken
 *   by another customer or a class, past, type archived). The client tells the two apart.
 */
export async function claimSlot(tx: Tx, request: SlotRequest): Promise<Claim> {
  const { clientId, customerId, teacherId, date, now } = request;
  const start = fullTime(request.startTime);
  await lockBooking(tx, customerId, [teacherId]);
  await releaseLapsedHolds(tx, clientId, teacherId, date, now);
  const [type] = await findAppointmentTypes(tx, clientId, [request.appointmentTypeId]);
  if (!type) return { ok: false, code: 'E_APPOINTMENT_TIMESLOT_UNAVAILABLE' };
  const slots = await findFreeTimeslots(tx, clientId, {
    appointmentTypeId: type.id,
    from: date,
    to: date,
    teacherId,
    branchId: request.branchId ?? undefined,
    now,
  });
  const slot = slots.find((s) => s.start_time === start);
  const end = slot?.end_time ?? plusMinutes(start, type.duration_minutes);
  const customer = (await customerTimes(tx, clientId, customerId, date, now)).filter((b) =>
    overlaps(b, start, end),
  );
  if (slot && !customer.length) return { ok: true, type, slot };
  if (!customer.length) return { ok: false, code: 'E_APPOINTMENT_TIMESLOT_UNAVAILABLE' };
  const teacher = (await teacherTimes(tx, clientId, teacherId, date, now)).filter((b) =>
    overlaps(b, start, end),
  );
  return { ok: false, code: 'E_APPOINTMENT_OVERLAPS', overlapping: { customer, teacher } };
}
