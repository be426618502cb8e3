/**
 * Appointments bought through the cart (CONTRACT §7 `appointment` item, a class pass or membership
 * type bought for an appointment; issue 24 "a paid appointment holds its slot while the customer
 * pays"; commerce/holds README). Making the order claims each slot under the booking locks and
 * holds it with an appointment row (`hold_until` = the order's hold, `order_id`); paying confirms
 * it (`hold_until` 0) and, for a pass or membership bought for it, pays with the new one. A hold
 * that lapsed and lost its slot makes the paid order refused and refunded; a refused or failed
 * order lets its holds go.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AppointmentSlotBody } from '@studio/contract/appointments';
import type { Tx } from '../../platform/db/connect.ts';
import { classPasses, classPassTypes, memberships } from '../../platform/db/schema.ts';
import { spendPassClasses } from '../../schedule/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import { claimSlot, fullTime } from './claim.ts';
import {
  appointmentsOfOrder,
  insertAppointment,
  releaseCustomerHolds,
  updateAppointment,
} from './queries.ts';
import { checkAnswers, sendConfirmation } from './service.ts';

/** A cart row or order line that may carry a slot. */
export interface SlotLine {
  item_type: string;
  item_id: number | null;
  appointment_details?: unknown;
  use_immediately_after_purchase?: unknown;
}

/** The slot a line books once paid, or undefined. */
export function slotOfLine(line: SlotLine): AppointmentSlotBody | undefined {
  if (line.item_type === 'appointment')
    return (line.appointment_details as AppointmentSlotBody | null) ?? undefined;
  const use = line.use_immediately_after_purchase as { item_type?: string } | null;
  return use?.item_type === 'appointment' ? (use as unknown as AppointmentSlotBody) : undefined;
}

/** The payment option a held row carries until the order is paid. */
const heldOption = (line: SlotLine) =>
  line.item_type === 'appointment' ? 'directPurchase' : `${line.item_type}_${line.item_id}`;

/** A claimed slot waiting for its order row. */
export interface HeldSlot {
  line: SlotLine;
  values: Parameters<typeof insertAppointment>[1];
}

/**
 * Claims the slots of an order about to be made (inside its transaction, the customer's row
 * locked). The customer's earlier holds go first (their newest cart order replaces the others)
 * unless `replaceEarlierHolds` is false (a paid order claiming its lapsed slot again).
 * @returns the claims to hold once the order exists, or the lines whose slot is gone or whose
 *   required questions are unanswered (checkout removes those rows and refuses).
 */
export async function claimOrderSlots<L extends SlotLine>(
  tx: Tx,
  client: StudioClient,
  customerId: number,
  lines: L[],
  now: number,
  replaceEarlierHolds = true,
): Promise<{ ok: true; held: HeldSlot[] } | { ok: false; lines: L[] }> {
  const clientId = client.row.id;
  if (replaceEarlierHolds) await releaseCustomerHolds(tx, clientId, customerId, now);
  const held: HeldSlot[] = [];
  const failed: L[] = [];
  for (const line of lines) {
    const slot = slotOfLine(line);
    if (!slot) continue;
    const start = fullTime(slot.start_time);
    // Two lines of one cart for overlapping times: the later one cannot be had.
    const clash = held.some((h) => h.values.date === slot.date && h.values.start_time === start);
    const claim = clash
      ? null
      : await claimSlot(tx, {
          clientId,
          customerId,
          appointmentTypeId: slot.appointment_type_id,
          teacherId: slot.teacher_id,
          branchId: slot.branch_id,
          date: slot.date,
          startTime: start,
          now,
        });
    const answers = claim?.ok
      ? await checkAnswers(tx, clientId, claim.type.id, slot.answers)
      : { missing: 0 };
    if (!claim?.ok || 'missing' in answers) {
      failed.push(line);
      continue;
    }
    held.push({
      line,
      values: {
        client_id: clientId,
        appointment_type_id: claim.type.id,
        customer_id: customerId,
        teacher_id: claim.slot.teacher_id,
        branch_id: claim.slot.branch_id,
        date: claim.slot.date,
        start_time: claim.slot.start_time,
        end_time: claim.slot.end_time,
        payment_option: heldOption(line),
        answers,
      },
    });
  }
  return failed.length ? { ok: false, lines: failed } : { ok: true, held };
}

/** Writes the held appointments of a new order (`holdUntil` ms: the order's `hold_until`). */
export async function holdOrderSlots(tx: Tx, orderId: number, holdUntil: number, held: HeldSlot[]) {
  for (const { values } of held)
    await insertAppointment(tx, { ...values, order_id: orderId, hold_until: holdUntil });
}

/**
 * Before a paid order is granted: each of its slots is still its own (the held row still live),
 * or is claimed again when the hold lapsed and was let go. @returns false when a slot is gone (the
 * order is then refused and refunded: nothing of it is granted).
 */
export async function secureOrderSlots(
  tx: Tx,
  client: StudioClient,
  order: { id: number; user_id: number | null },
  lines: SlotLine[],
  now: number,
): Promise<boolean> {
  const withSlot = lines.filter((line) => slotOfLine(line));
  if (!withSlot.length || !order.user_id) return true;
  const rows = await appointmentsOfOrder(tx, client.row.id, order.id);
  for (const line of withSlot) {
    const slot = slotOfLine(line)!;
    const start = fullTime(slot.start_time);
    const mine = rows.find(
      (r) =>
        r.cancelled_at === 0 &&
        r.date === slot.date &&
        r.start_time === start &&
        r.teacher_id === slot.teacher_id,
    );
    if (mine) continue;
    const claim = await claimOrderSlots(tx, client, order.user_id, [line], now, false);
    if (!claim.ok) return false;
    await holdOrderSlots(tx, order.id, now + 60_000, claim.held);
  }
  return true;
}

/** The pass or membership this order granted of the type, newest first. */
async function grantedItem(tx: Tx, orderId: number, option: string) {
  const pass = /^class_pass_type_(\d+)$/.exec(option);
  if (pass) {
    const [found] = await tx
      .select({ id: classPasses.id, pass_type: classPassTypes.pass_type })
      .from(classPasses)
      .innerJoin(classPassTypes, eq(classPassTypes.id, classPasses.class_pass_type_id))
      .where(
        and(eq(classPasses.order_id, orderId), eq(classPasses.class_pass_type_id, Number(pass[1]))),
      )
      .orderBy(desc(classPasses.id));
    return found
      ? {
          option: `class_pass_${found.id}`,
          spend: found.pass_type === 'fixed_count' ? found.id : 0,
        }
      : null;
  }
  const membership = /^membership_type_(\d+)$/.exec(option);
  if (!membership) return null;
  const [found] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.order_id, orderId),
        eq(memberships.membership_type_id, Number(membership[1])),
      ),
    )
    .orderBy(desc(memberships.id));
  return found ? { option: `membership_${found.id}`, spend: 0 } : null;
}

/**
 * After a paid order is granted: its held appointments become booked (`hold_until` 0), paid with
 * the pass (one class spent when fixed-count) or membership the order granted, or `directPurchase`;
 * each customer gets the confirmation mail.
 */
export async function confirmOrderSlots(tx: Tx, client: StudioClient, orderId: number) {
  const rows = await appointmentsOfOrder(tx, client.row.id, orderId);
  if (!rows.length) return;
  for (const row of rows) {
    if (row.cancelled_at || row.hold_until === 0) continue;
    let option = row.payment_option;
    if (option !== 'directPurchase') {
      const granted = await grantedItem(tx, orderId, option);
      if (granted) {
        option = granted.option;
        if (granted.spend) await spendPassClasses(tx, granted.spend, 1);
      }
    }
    const booked = await updateAppointment(tx, row.id, { hold_until: 0, payment_option: option });
    if (booked) await sendConfirmation(tx, client, booked);
  }
}

/** A refused or failed order lets its held slots go. */
export async function releaseOrderSlots(tx: Tx, clientId: number, orderId: number, now: number) {
  for (const row of await appointmentsOfOrder(tx, clientId, orderId))
    if (!row.cancelled_at && row.hold_until > 0)
      await updateAppointment(tx, row.id, { cancelled_at: now });
}
