/**
 * The purchase guards of seed 001 §5, checked before anything goes into the cart (Prices, Login
 * with cart, Purchase access). Each answers why an item cannot be bought now, or `null`; the page
 * shows the reason as an alert. The server checks the same again (CONTRACT §7 E_INVALID_CART_ITEM).
 */
import type {
  ClassPassType,
  ClassSeriesType,
  MembershipType,
  PaymentOption,
} from '@studio/contract/catalogue';

export type PurchaseBlock =
  /** Not found, archived, not for sale, or another studio's: "Invalid link" / "no longer for sale". */
  | 'not_for_sale'
  /** Another studio's item in a link (seed 001 §5 "Items of another client give 'Invalid link'"). */
  | 'invalid_link'
  /** The customer holds this membership type already. */
  | 'already_have_membership'
  /** `has_max_number_of_memberships` and the count reached it: the waiting list instead. */
  | 'membership_max_reached'
  /** `limited_number_per_customer` and the customer holds `max_number_per_customer` passes. */
  | 'class_pass_limit_reached'
  /** The class series is archived, past, fully booked or has no classes left. */
  | 'class_series_not_available'
  /** The customer owns this class series already. */
  | 'class_series_already_owned';

/** A membership type's options for sale, shortest period first (the Prices selector's order). */
export const optionsForSale = (type: MembershipType): PaymentOption[] =>
  (type.payment_options ?? [])
    .filter((option) => option.for_sale)
    .sort((a, b) => a.number_of_months_payment_covers - b.number_of_months_payment_covers);

/** The default choice: the 1-month option for sale, else the shortest (CONTRACT §8). */
export function defaultPaymentOption(type: MembershipType): PaymentOption | undefined {
  const options = optionsForSale(type);
  return options.find((option) => option.number_of_months_payment_covers === 1) ?? options[0];
}

/**
 * The campaign to attach to a cart row: only for a 1-month option, an eligible customer and an
 * active campaign (seed 001 §5, §9). @returns the campaign id, or undefined.
 */
export function campaignFor(type: MembershipType, option: PaymentOption): number | undefined {
  return option.number_of_months_payment_covers === 1 &&
    type.userIsEligibleForCampaign === true &&
    type.active_campaign_id
    ? type.active_campaign_id
    : undefined;
}

/** Whether the waiting list replaces Buy: the maximum is reached and the customer lacks the type. */
export const membershipWaitingList = (type: MembershipType): boolean =>
  type.user_has_membership_type !== true &&
  (type.max_number_of_memberships_reached ??
    (type.has_max_number_of_memberships &&
      type.max_number_of_memberships !== null &&
      (type.membershipCount ?? 0) >= type.max_number_of_memberships));

/** Why membership type `type` cannot be bought with option `optionId` (default option if none). */
export function membershipTypeBlock(
  type: MembershipType | undefined,
  optionId: number | undefined,
  clientId?: number,
): PurchaseBlock | null {
  if (!type) return 'not_for_sale';
  if (clientId !== undefined && type.client !== clientId) return 'invalid_link';
  const options = optionsForSale(type);
  const option = optionId ? options.find((candidate) => candidate.id === optionId) : options[0];
  if (type.archived || !type.for_sale || !option) return 'not_for_sale';
  if (type.user_has_membership_type) return 'already_have_membership';
  if (membershipWaitingList(type)) return 'membership_max_reached';
  return null;
}

/** Why class pass type `type` cannot be bought (archived, not for sale, per-customer maximum). */
export function classPassTypeBlock(
  type: ClassPassType | undefined,
  clientId?: number,
): PurchaseBlock | null {
  if (!type) return 'not_for_sale';
  if (clientId !== undefined && type.client !== clientId) return 'invalid_link';
  if (type.archived || !type.for_sale) return 'not_for_sale';
  const used = type.max_number_per_customer_already_used ?? 0;
  if (
    type.user_can_buy === false ||
    (type.limited_number_per_customer && used >= type.max_number_per_customer)
  )
    return 'class_pass_limit_reached';
  return null;
}

/** Why class series type `type` cannot be bought (archived, not available, owned, fully booked). */
export function classSeriesTypeBlock(
  type: ClassSeriesType | undefined,
  clientId?: number,
  loggedIn = true,
): PurchaseBlock | null {
  if (!type) return 'not_for_sale';
  if (clientId !== undefined && type.client_id !== clientId) return 'invalid_link';
  if (type.customer_has_class_series_type) return 'class_series_already_owned';
  if (type.archived || !type.is_available_for_purchase) return 'class_series_not_available';
  // For a visitor the server cannot know ownership; "can buy" is then only availability.
  if (loggedIn && !type.customer_can_buy_class_series_type) return 'class_series_not_available';
  return null;
}
