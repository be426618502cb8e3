/**
 * Cart rows that book an appointment once paid (CONTRACT §7 *(design)* `appointment` item with
 * `appointment_details`; a `class_pass_type` or `membership_type` row whose
 * `use_immediately_after_purchase` is `{item_type: 'appointment', …slot}`; seed 000 §2, seed 001
 * §5). A row is valid while its type may be bought for the appointment and the slot is still free
 * for this customer (their own earlier hold counts as free: checking out again replaces it).
 * The slot is claimed under locks when the order is made (orders `create.ts`).
 */
import { toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import {
  findAppointmentTypes,
  findFreeTimeslots,
  validClassPassTypesOf,
  validMembershipTypesOf,
} from '../../catalogue/public.ts';
import { fullTime, slotOfLine } from '../appointments/public.ts';
import { branchesByIds, teachersByIds, type CartRow } from './queries.ts';

/** A row's appointment: the type's name and price, and whether the row may be bought now. */
export interface AppointmentVerdict {
  name: string;
  priceOre: number;
  valid: boolean;
  /** For display (CONTRACT §7 `appointment_details.teacher`, `.branch`), null when gone. */
  teacher: { id: number; first_name: string; last_name: string } | null;
  branch: { id: number; name: string } | null;
}

/**
 * The verdict of each cart row with a slot (by cart row id): the type not archived; an
 * `appointment` row only for a type sold directly in the product; a pass or membership type only
 * when the appointment type lists it; the slot one of the free timeslots for this customer.
 */
export async function appointmentsForCart(
  db: Db,
  clientId: number,
  userId: number,
  rows: CartRow[],
  now: number,
): Promise<Map<number, AppointmentVerdict>> {
  const verdicts = new Map<number, AppointmentVerdict>();
  const withSlot = rows.flatMap((row) => {
    const slot = slotOfLine(row);
    return slot ? [{ row, slot }] : [];
  });
  if (!withSlot.length) return verdicts;
  const typeIds = [...new Set(withSlot.map((w) => w.slot.appointment_type_id))];
  const [types, passTypes, membershipTypes, people, places] = await Promise.all([
    findAppointmentTypes(db, clientId, typeIds),
    validClassPassTypesOf(db, clientId, typeIds),
    validMembershipTypesOf(db, clientId, typeIds),
    teachersByIds(db, clientId, [...new Set(withSlot.map((w) => w.slot.teacher_id))]),
    branchesByIds(db, clientId, [
      ...new Set(withSlot.flatMap((w) => (w.slot.branch_id ? [w.slot.branch_id] : []))),
    ]),
  ]);
  for (const { row, slot } of withSlot) {
    const type = types.find((t) => t.id === slot.appointment_type_id);
    const shown = {
      teacher: people.find((p) => p.id === slot.teacher_id) ?? null,
      branch: places.find((b) => b.id === slot.branch_id) ?? null,
    };
    if (!type) {
      verdicts.set(row.id, { name: '', priceOre: 0, valid: false, ...shown });
      continue;
    }
    const lists = (list: { appointment_type_id: number; id: number }[]) =>
      list.some((l) => l.appointment_type_id === type.id && l.id === row.item_id);
    const buyable =
      row.item_type === 'appointment'
        ? type.direct_purchase_enabled &&
          !type.customer_point_of_payment.startsWith('outside') &&
          row.item_id === type.id
        : row.item_type === 'class_pass_type'
          ? lists(passTypes)
          : lists(membershipTypes);
    const free =
      buyable &&
      (
        await findFreeTimeslots(db, clientId, {
          appointmentTypeId: type.id,
          from: slot.date,
          to: slot.date,
          teacherId: slot.teacher_id,
          branchId: slot.branch_id ?? undefined,
          now,
          exceptHoldsOf: userId,
        })
      ).some((s) => s.start_time === fullTime(slot.start_time));
    verdicts.set(row.id, {
      name: type.name,
      priceOre: toOre(type.price),
      valid: Boolean(free),
      ...shown,
    });
  }
  return verdicts;
}
