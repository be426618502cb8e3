/**
 * Campaign eligibility (CONTRACT §8; seed 001 §5, §9; README.md beside this file): a customer may
 * get a type's campaign price when they hold no membership of the type whose `paid_until` is later
 * than today minus the campaign's `min_number_of_months_since_customer_last_had_membership_type`.
 */
import { addMonths, format } from 'date-fns';
import type { Db } from '../../platform/db/connect.ts';
import { campaignsById, findMembershipType, userMembershipsOf } from './queries.ts';

/** `YYYY-MM-DD` minus whole months (end of month clamps: 2026-03-31 − 1 → 2026-02-28). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format(addMonths(new Date(y, m - 1, d), -months), 'yyyy-MM-dd');
}

/** The pure rule: is no `paid_until` later than `today − minMonths` months? */
export function eligibleByHistory(paidUntils: string[], today: string, minMonths: number) {
  const limit = monthsBefore(today, minMonths);
  return paidUntils.every((paidUntil) => paidUntil <= limit);
}

/**
 * May this user get the active campaign of the membership type today? False without an active
 * campaign, for another studio's type, and for an archived type.
 * @param today Copenhagen `YYYY-MM-DD`
 */
export async function isEligibleForCampaign(
  db: Db,
  clientId: number,
  userId: number,
  membershipTypeId: number,
  today: string,
): Promise<boolean> {
  const type = await findMembershipType(db, clientId, membershipTypeId);
  if (!type || type.archived || !type.active_campaign_id) return false;
  const campaign = (await campaignsById(db, clientId, [type.active_campaign_id])).get(
    type.active_campaign_id,
  );
  if (!campaign || campaign.membership_type_id !== type.id) return false;
  const held = await userMembershipsOf(db, clientId, userId, [type.id]);
  return eligibleByHistory(
    held.map((m) => m.paid_until),
    today,
    campaign.min_number_of_months_since_customer_last_had_membership_type,
  );
}
