/**
 * What a membership in the cart charges after this payment (seed 001 §9; CONTRACT §7 cart item
 * `next_payment`, `then_payment` *(design)*, §8 `next_payment`): the first renewal and the first
 * later one of another amount, as the membership made from this cart will show and be charged them
 * (membership-types `paymentsAfterFirst`). The cart's discount code goes with the membership
 * (orders `grant.ts`) and reduces its renewals when it is valid for the membership type: a code
 * limited to `number_of_payments` payments counts this one as the first.
 */
import { paymentsAfterFirst, type RenewalDiscount } from '../../catalogue/public.ts';
import { discountRuleOf } from './price-discount.ts';
import { discountApplies, discountShares, type ItemPrice } from './pricing.ts';
import type { DiscountCodeRow } from './queries.ts';

/** What `code` takes off each renewal of a membership of `typeId` costing `amountOre`, or null. */
function renewalDiscount(
  code: DiscountCodeRow | null,
  typeId: number,
  amountOre: number,
): RenewalDiscount | null {
  if (!code) return null;
  const rule = discountRuleOf(code);
  const renewal = { item_type: 'membership_type', item_id: typeId, membership_campaign_id: null };
  if (!discountApplies(rule, renewal)) return null;
  return {
    offOre: discountShares(rule, [amountOre])[0]!,
    paymentsLeft: code.applies_to_limited_number_of_payments
      ? Math.max(0, code.number_of_payments - 1)
      : null,
  };
}

/**
 * Sets `payments` on each valid membership of `perItem` (øre, Copenhagen dates).
 * @param code the discount code checkout will use (`priceDiscountCode`), or null
 */
export function addNextPayments(perItem: Map<number, ItemPrice>, code: DiscountCodeRow | null) {
  for (const price of perItem.values()) {
    if (!price.valid || !price.membership) continue;
    const { typeId, terms, first } = price.membership;
    price.payments = paymentsAfterFirst(
      terms,
      first,
      renewalDiscount(code, typeId, terms.amountOre),
    );
  }
}
