/**
 * Which of a customer's class passes and memberships pay for an appointment (CONTRACT §12 GET
 * /appointments/access-items-valid-for-appointment, POST /appointments `class_pass_<id>`,
 * `membership_<id>`; seed 001 §5): the item's type must be listed by the appointment type, and
 * the item valid on the appointment's Copenhagen date. A fixed-count pass needs a class left (the
 * booking spends one). Class-type lists and booking caps are class rules and do not apply.
 */
import type { Tx } from '../../platform/db/connect.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { loadHoldings } from '../../schedule/public.ts';
import type { Holdings } from '../../schedule/public.ts';
import { validClassPassTypesOf, validMembershipTypesOf } from '../../catalogue/public.ts';

type MembershipHolding = Holdings['memberships'][number];
type PassHolding = Holdings['passes'][number];

/** Is the membership running and paid on `date` (`today` = Copenhagen today)? */
export function membershipValidOn(m: MembershipHolding, date: string, today: string): boolean {
  if (date < m.start_date) return false;
  if (m.paid_until < date && m.paid_until < today) return false;
  if (m.status === 'cancelled_running' && m.cancelled_from_date && date >= m.cancelled_from_date)
    return false;
  const pause = m.pause;
  return !(pause && pause.start_date <= date && (pause.end_date === null || date < pause.end_date));
}

/** Is the pass valid on `date`, with a class left when it is fixed-count? */
export const passValidOn = (p: PassHolding, date: string) =>
  p.start_date <= date &&
  p.valid_until >= date &&
  (p.pass_type === 'unlimited' || p.classes_left >= 1);

export interface AccessItems {
  memberships: MembershipHolding[];
  passes: PassHolding[];
}

/**
 * The customer's items that pay for an appointment of `appointmentTypeId` on `date`, each list
 * by id. Works inside the booking's transaction (the customer's row locked) or outside it.
 */
export async function accessItemsFor(
  tx: Tx,
  clientId: number,
  customerId: number,
  appointmentTypeId: number,
  date: string,
  now: number,
): Promise<AccessItems> {
  const today = copenhagenToday(new Date(now));
  const [holdings, passTypes, membershipTypes] = await Promise.all([
    loadHoldings(tx, clientId, customerId, date),
    validClassPassTypesOf(tx, clientId, [appointmentTypeId]),
    validMembershipTypesOf(tx, clientId, [appointmentTypeId]),
  ]);
  const passTypeIds = new Set(passTypes.map((t) => t.id));
  const membershipTypeIds = new Set(membershipTypes.map((t) => t.id));
  return {
    memberships: holdings.memberships
      .filter(
        (m) => membershipTypeIds.has(m.membership_type_id) && membershipValidOn(m, date, today),
      )
      .sort((a, b) => a.id - b.id),
    passes: holdings.passes
      .filter((p) => passTypeIds.has(p.class_pass_type_id) && passValidOn(p, date))
      .sort((a, b) => a.id - b.id),
  };
}

/** The wire answer of access-items-valid-for-appointment (CONTRACT §12), types populated. */
export function serializeAccessItems(items: AccessItems) {
  return {
    memberships: items.memberships.map((m) => m.row),
    class_passes: items.passes.map((p) => ({
      id: p.id,
      class_pass_type_id: p.class_pass_type_id,
      classes_left: p.classes_left,
      start_date: p.start_date,
      valid_until: p.valid_until,
      class_pass_type: { id: p.class_pass_type_id, name: p.name, pass_type: p.pass_type },
    })),
  };
}
