/**
 * The cart's shapes and arithmetic, pure and in integer øre (CONTRACT §1.9, §7; seed 001 §2, §9).
 * The rules are written down in ./README.md; `price-cart.ts` and the `price-*.ts` steps it runs
 * load the rows and call these. A membership's first period and the payments after it are
 * membership-types' rule (`firstPeriod`, `paymentsAfterFirst`).
 */
import { SOLD_CART_ITEM_TYPES } from '@studio/contract/cart';
import type { FirstPeriod, MembershipTerms, Payment } from '../../catalogue/public.ts';

/**
 * Checkout order of item types (seed 001 §2 Checkout: memberships, passes, series, events,
 * products, then codes); a membership's registration-fee row follows its membership.
 */
export const TYPE_ORDER: string[] = SOLD_CART_ITEM_TYPES.flatMap((type) =>
  type === 'membership_type' ? [type, 'membership_registration_fee'] : [type],
);

/**
 * A priced row (integer øre). `cartItemId` is null for the registration-fee row
 * (`item_type: 'membership_registration_fee'`, `item_id` = the membership type). Discount and
 * gift-card rows are negative. `vatOre` only on `product` rows (20 % of the VAT-inclusive price).
 */
export interface PricedRow {
  cartItemId: number | null;
  item_type: string;
  item_id: number | null;
  name: string;
  count: number;
  itemPriceOre: number;
  totalPriceOre: number;
  vatOre: number;
  payment_option_id: number | null;
  membership_campaign_id: number | null;
  use_immediately_after_purchase: unknown;
  /** An `appointment` row's slot (CONTRACT §7 `appointment_details`), else null. */
  appointment_details?: unknown;
  /** Øre the discount code takes off this row (orders keep it as `applied_discount_code_amount`). */
  discountOre?: number;
}

/**
 * The cart as checkout will charge it: valid rows in checkout order, `totalOre` ≥ 0, `vatOre`, and
 * the cart items checkout must refuse (not in `rows`, not in the total).
 */
export interface PricedCart {
  rows: PricedRow[];
  totalOre: number;
  vatOre: number;
  invalidCartItemIds: number[];
}

/**
 * What one cart item costs now and whether checkout accepts it (for the populated cart rows); for
 * a membership also what it is bought with and the payments after this one (`next-payments.ts`).
 */
export interface ItemPrice {
  itemPriceOre: number;
  totalPriceOre: number;
  valid: boolean;
  /** Memberships at studios renewing on the 1st (seed 001 §9). */
  ratio?: number;
  /** Memberships: the type, the terms and first period (membership-types `firstPeriod`). */
  membership?: { typeId: number; terms: MembershipTerms; first: FirstPeriod };
  /** Valid memberships: the first renewal and the first later one of another amount (øre). */
  payments?: { next: Payment; then: Payment | null };
}

/**
 * What one step of pricing (items, discount code, gift cards) adds to the cart: its valid rows in
 * checkout order, each of its cart items' price and verdict, the cart item ids checkout must
 * refuse, and (discount and gift cards) the øre it takes off the sum.
 */
export interface PricingStep {
  rows: PricedRow[];
  perItem: Map<number, ItemPrice>;
  invalid: number[];
  offOre: number;
}

/** A step that adds nothing yet. */
export const emptyStep = (): PricingStep => ({
  rows: [],
  perItem: new Map(),
  invalid: [],
  offOre: 0,
});

/** The negative row of a discount code or gift card taking `offOre` off the cart. */
export function minusRow(
  row: { id: number; item_type: string; item_id: number | null },
  name: string,
  offOre: number,
): PricedRow {
  return {
    cartItemId: row.id,
    item_type: row.item_type,
    item_id: row.item_id,
    name,
    count: 1,
    itemPriceOre: -offOre,
    totalPriceOre: -offOre,
    vatOre: 0,
    payment_option_id: null,
    membership_campaign_id: null,
    use_immediately_after_purchase: null,
  };
}

/** A discount code as pricing needs it. */
export interface DiscountRule {
  type: string;
  percent: number;
  amountOre: number;
  /** `membership_types`, `class_pass_types`, …, or `<item_type>_<id>`. */
  validFor: string[];
}

/** What a discount code can take off: rows of the listed types or ids, never a campaign row. */
export function discountApplies(
  rule: DiscountRule,
  row: { item_type: string; item_id: number | null; membership_campaign_id: number | null },
) {
  if (row.membership_campaign_id !== null) return false;
  if (row.item_type === 'membership_registration_fee') return false;
  return (
    rule.validFor.includes(`${row.item_type}s`) ||
    rule.validFor.includes(`${row.item_type}_${row.item_id}`)
  );
}

/**
 * Spreads a discount over `totals` (øre, the rows it applies to): a percent of each row, or a fixed
 * amount taken row by row in order; never more than a row's total. @returns øre off each row.
 */
export function discountShares(rule: DiscountRule, totals: number[]): number[] {
  if (rule.type === 'discount_percent') {
    const percent = Math.min(100, Math.max(0, rule.percent));
    return totals.map((total) => Math.round((total * percent) / 100));
  }
  let left = Math.max(0, rule.amountOre);
  return totals.map((total) => {
    const share = Math.min(left, Math.max(0, total));
    left -= share;
    return share;
  });
}

/** Gift cards in order of expiry take what is left of `sumOre`, never more. @returns øre per card. */
export function giftCardShares(sumOre: number, leftOre: number[]): number[] {
  let due = Math.max(0, sumOre);
  return leftOre.map((left) => {
    const share = Math.min(due, Math.max(0, left));
    due -= share;
    return share;
  });
}

/** VAT in a VAT-inclusive amount at 25 %: 20 % of it (CONTRACT §1.9), øre. */
export const vatOf = (inclusiveOre: number) => Math.round(inclusiveOre / 5);
