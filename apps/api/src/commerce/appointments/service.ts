/**
 * Booking and cancelling appointments (CONTRACT §12 POST /appointments, DELETE
 * /appointments/{id} *(design)*; seed 000 §2, seed 001 §5; README.md beside this file). Each
 * runs in one transaction: the slot is claimed under the customer's and the teacher's locks
 * (claim.ts), the class pass is spent or given back in the same transaction, and the confirmation
 * mail (with the appointment as ICS) is queued with it, so a refusal changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { copenhagenInstant } from '../../platform/lib/time.ts';
import { isUniqueViolation, refundPassClasses, spendPassClasses } from '../../schedule/public.ts';
import { questionsOf } from '../../catalogue/public.ts';
import { type StudioClient } from '../../studio/public.ts';
import { accessItemsFor } from './access.ts';
import { claimSlot, type ClaimRefusal, type SlotRequest } from './claim.ts';
import { sendAppointmentMail } from './appointment-mail.ts';
import {
  findAppointment,
  insertAppointment,
  updateAppointment,
  type AppointmentRow,
} from './queries.ts';

export interface Answer {
  question_id: number;
  answer: string;
}

export type BookOutcome =
  | { ok: true; value: AppointmentRow }
  | ClaimRefusal
  | { ok: false; code: 'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP' }
  | { ok: false; code: 'answerMissing'; questionId: number }
  | { ok: false; code: 'boughtThroughCart' };

const NO_ACCESS = { ok: false, code: 'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP' } as const;
const UNAVAILABLE = { ok: false, code: 'E_APPOINTMENT_TIMESLOT_UNAVAILABLE' } as const;

/** Payment options bought through the cart (`appointment_details` / use immediately), not here. */
const CART_OPTION = /^(directPurchase|class_pass_type_\d+|membership_type_\d+)$/;

/** The answers to the type's questions, trimmed and in question order; a required one missing. */
export async function checkAnswers(
  tx: Tx | Db,
  clientId: number,
  typeId: number,
  given: Answer[] = [],
): Promise<Answer[] | { missing: number }> {
  const questions = await questionsOf(tx, clientId, [typeId]);
  const byId = new Map(given.map((a) => [a.question_id, a.answer.trim()]));
  const answers: Answer[] = [];
  for (const q of questions) {
    const answer = byId.get(q.id) ?? '';
    if (q.required && !answer) return { missing: q.id };
    if (answer) answers.push({ question_id: q.id, answer });
  }
  return answers;
}

/**
 * How the customer pays with what they hold: `outside…` only for a type paid outside the
 * product; `class_pass_<id>` (a fixed-count pass spends one class) or `membership_<id>` only
 * when the item is theirs, listed by the type and valid on the date.
 * @returns the payment option to store, or null (noAccess).
 */
async function payWithHolding(
  tx: Tx,
  request: SlotRequest,
  pointOfPayment: string,
  option: string,
): Promise<string | null> {
  if (pointOfPayment.startsWith('outside'))
    return option.startsWith('outside') ? pointOfPayment : null;
  const held = /^(class_pass|membership)_(\d+)$/.exec(option);
  if (!held) return null;
  const { clientId, customerId, appointmentTypeId, date, now } = request;
  const items = await accessItemsFor(tx, clientId, customerId, appointmentTypeId, date, now);
  const id = Number(held[2]);
  if (held[1] === 'membership') return items.memberships.some((m) => m.id === id) ? option : null;
  const pass = items.passes.find((p) => p.id === id);
  if (!pass) return null;
  if (pass.pass_type === 'fixed_count' && !(await spendPassClasses(tx, id, 1))) return null;
  return option;
}

/**
 * POST /appointments: books the slot for the customer with what they hold or paid outside.
 * @param request the slot (the caller is the customer); `paymentOption` as on the wire.
 * @returns the appointment, or a refusal (nothing written): the slot's (claim.ts), `noAccess`,
 *   `answerMissing` (a required question; a 400), `boughtThroughCart` (a purchase option; a 400).
 */
export async function bookAppointment(
  db: Db,
  client: StudioClient,
  request: SlotRequest & { paymentOption: string; answers?: Answer[] },
): Promise<BookOutcome> {
  if (CART_OPTION.test(request.paymentOption)) return { ok: false, code: 'boughtThroughCart' };
  try {
    return await db.transaction(async (tx): Promise<BookOutcome> => {
      const claim = await claimSlot(tx, request);
      if (!claim.ok) return claim;
      const answers = await checkAnswers(tx, request.clientId, claim.type.id, request.answers);
      if ('missing' in answers)
        return { ok: false, code: 'answerMissing', questionId: answers.missing };
      const option = await payWithHolding(
        tx,
        request,
        claim.type.customer_point_of_payment,
        request.paymentOption,
      );
      if (!option) return NO_ACCESS;
      const row = await insertAppointment(tx, {
        client_id: request.clientId,
        appointment_type_id: claim.type.id,
        customer_id: request.customerId,
        teacher_id: claim.slot.teacher_id,
        branch_id: claim.slot.branch_id,
        date: claim.slot.date,
        start_time: claim.slot.start_time,
        end_time: claim.slot.end_time,
        payment_option: option,
        answers,
      });
      await sendConfirmation(tx, client, row);
      return { ok: true, value: row };
    });
  } catch (error) {
    // The unique index caught what the locks should have: the slot was taken.
    if (isUniqueViolation(error)) return UNAVAILABLE;
    throw error;
  }
}

/** Queues the confirmation with the ICS to the customer (appointment-mail.ts). */
export async function sendConfirmation(tx: Tx, client: StudioClient, row: AppointmentRow) {
  await sendAppointmentMail(tx, client, row, 'booked');
}

/** ms after which the customer can no longer cancel (`appointment_cancellation_deadline` minutes). */
export function cancellationDeadline(client: StudioClient, row: AppointmentRow): number {
  const minutes = Number(client.settings.appointment_cancellation_deadline ?? 1440);
  return copenhagenInstant(row.date, row.start_time) - Math.max(0, minutes) * 60_000;
}

/** May the customer cancel this appointment themselves? One paid directly: the studio does. */
export const customerMayCancel = (row: AppointmentRow) => row.payment_option !== 'directPurchase';

export type CancelOutcome =
  | 'notFound'
  | 'forbidden'
  | { ok: true }
  | {
      ok: false;
      code: 'E_APPOINTMENT_CANCELLATION_DEADLINE_EXCEEDED' | 'E_APPOINTMENT_CANNOT_BE_CANCELLED';
    };

/**
 * DELETE /appointments/{id} *(design)*: the customer cancels their own booked appointment until
 * the studio's deadline; a fixed-count class pass gets its class back. Cancelling again is a
 * silent success. Other customers' appointments are `forbidden`; unknown or held ones `notFound`.
 */
export function cancelAppointment(
  db: Db,
  client: StudioClient,
  customerId: number,
  id: number,
  now: number,
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const row = await findAppointment(tx, client.row.id, id, true);
    if (!row || row.archived || row.hold_until > 0) return 'notFound';
    if (row.customer_id !== customerId) return 'forbidden';
    if (row.cancelled_at) return { ok: true };
    if (!customerMayCancel(row)) return { ok: false, code: 'E_APPOINTMENT_CANNOT_BE_CANCELLED' };
    if (now > cancellationDeadline(client, row))
      return { ok: false, code: 'E_APPOINTMENT_CANCELLATION_DEADLINE_EXCEEDED' };
    await updateAppointment(tx, row.id, { cancelled_at: now });
    await sendAppointmentMail(tx, client, row, 'cancelled', now);
    const pass = /^class_pass_(\d+)$/.exec(row.payment_option);
    // Unlimited passes have nothing to give back; refunding them is a no-op on classes_left.
    if (pass) await refundFixedCount(tx, Number(pass[1]));
    return { ok: true };
  });
}

async function refundFixedCount(tx: Tx, passId: number) {
  const result = (await tx.execute(
    sql`SELECT t.pass_type FROM class_passes p JOIN class_pass_types t ON t.id = p.class_pass_type_id WHERE p.id = ${passId}`,
  )) as { rows: { pass_type: string }[] };
  if (result.rows[0]?.pass_type === 'fixed_count') await refundPassClasses(tx, passId, 1);
}
