/**
 * What the cart needs to sell a membership type (CONTRACT §7, §8; seed 001 §5): the type when it
 * can be bought at all, with its payment options for sale and its active campaign; why a customer
 * may not buy it; and the option a cart row takes when none is named.
 */
import type { Db } from '../../platform/db/connect.ts';
import {
  campaignsById,
  findMembershipType,
  membershipCounts,
  paymentOptionsOf,
  userMembershipsOf,
  type CampaignRow,
  type MembershipTypeRow,
  type PaymentOptionRow,
} from './queries.ts';

interface MembershipTypeForSale {
  type: MembershipTypeRow;
  /** The options for sale, shortest period first; amounts are kroner strings (`"695.00"`). */
  paymentOptions: PaymentOptionRow[];
  /** The type's active campaign (applies only to a 1-month option and an eligible customer). */
  campaign: CampaignRow | null;
}

/**
 * The studio's membership type `id` when it is for sale: not archived, `for_sale`, with at least
 * one payment option for sale. Another studio's type, or one not for sale → undefined. Whether
 * the maximum number of memberships is reached, or the customer already holds the type, is the
 * caller's check (`membershipSaleBlock`).
 */
export async function membershipTypeForSale(
  db: Db,
  clientId: number,
  id: number,
): Promise<MembershipTypeForSale | undefined> {
  const type = await findMembershipType(db, clientId, id);
  if (!type || type.archived || !type.for_sale) return undefined;
  const paymentOptions = (await paymentOptionsOf(db, clientId, [id])).filter((o) => o.for_sale);
  if (!paymentOptions.length) return undefined;
  const campaign = type.active_campaign_id
    ? (await campaignsById(db, clientId, [type.active_campaign_id])).get(type.active_campaign_id)
    : undefined;
  return {
    type,
    paymentOptions,
    campaign: campaign && campaign.membership_type_id === id ? campaign : null,
  };
}

/**
 * Why this customer may not buy the type even though it is for sale (seed 001 §5): they already
 * hold a membership of it that has not ended (`already_has`), or the type's maximum number of
 * memberships is reached (`max_reached`, the Prices page shows the waiting-list mailto). Null: may buy.
 * `heldByOthers`: memberships of the type other customers' unpaid orders hold (commerce/holds), counted
 * against the maximum.
 */
export async function membershipSaleBlock(
  db: Db,
  clientId: number,
  userId: number,
  type: MembershipTypeRow,
  heldByOthers = 0,
): Promise<'already_has' | 'max_reached' | null> {
  const held = await userMembershipsOf(db, clientId, userId, [type.id]);
  if (held.some((m) => m.status !== 'ended')) return 'already_has';
  if (!type.has_max_number_of_memberships) return null;
  const counts = await membershipCounts(db, clientId, [type.id]);
  const taken = (counts.byType.get(type.id) ?? 0) + heldByOthers;
  return taken >= type.max_number_of_memberships ? 'max_reached' : null;
}

/**
 * The payment option POST /cart-items takes when the body names none (seed 001 §5): the type's
 * 1-month option for sale (the earliest created of them), else its earliest created option for
 * sale. Undefined when no option is for sale. Whether the type itself may be sold is the cart
 * pricing's check, not this one.
 */
export async function defaultPaymentOptionId(
  db: Db,
  clientId: number,
  typeId: number,
): Promise<number | undefined> {
  const forSale = (await paymentOptionsOf(db, clientId, [typeId])).filter((o) => o.for_sale);
  const oneMonth = forSale.find((o) => o.number_of_months_payment_covers === 1);
  return oneMonth?.id ?? (forSale.length ? Math.min(...forSale.map((o) => o.id)) : undefined);
}
