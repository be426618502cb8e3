/**
 * The discount code row of a cart (CONTRACT §7 discount codes; seed 001 §2 Checkout): one code per
 * cart, the latest row counts (an earlier one, which POST never leaves, is invalid). A usable code
 * takes its percent of each row it applies to, or its fixed amount row by row (`pricing.ts`), and
 * becomes one negative row. Amounts in integer øre; the code's kroner strings are converted with
 * `toOre`. Limits count paid orders (`discountCodeUse`) and other customers' unpaid orders that
 * hold a use (`holders`, commerce/holds).
 */
import { toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import type { RowTexts } from './names.ts';
import {
  discountApplies,
  discountShares,
  minusRow,
  vatOf,
  emptyStep,
  type DiscountRule,
  type PricedRow,
  type PricingStep,
} from './pricing.ts';
import { discountCodeUse, type CartRow, type DiscountCodeRow } from './queries.ts';

/**
 * Why `userId` may not use the code now, or null: archived or inactive (`E_DISCOUNT_CODE_NOT_FOUND`),
 * its customer limit reached, its uses per customer reached (CONTRACT §7 keys). The customers
 * counted are those of paid orders and those holding a use in an unpaid order (`holders`,
 * commerce/holds); the customer's own uses are their paid orders.
 */
export async function discountCodeRefusal(
  db: Db,
  who: { clientId: number; userId: number },
  code: DiscountCodeRow,
  holders: Set<number> = new Set(),
) {
  if (code.archived || !code.active) return 'E_DISCOUNT_CODE_NOT_FOUND';
  const use = await discountCodeUse(db, who.clientId, code.id, who.userId);
  const customers = new Set([...use.customerIds, ...holders]);
  if (
    code.has_customer_limit &&
    !customers.has(who.userId) &&
    customers.size >= code.customer_limit
  )
    return 'E_DISCOUNT_CODE_CUSTOMER_LIMIT_REACHED';
  if (code.has_use_per_customer_limit && use.byUser >= code.use_per_customer_limit)
    return 'E_DISCOUNT_CODE_USE_PER_CUSTOMER_LIMIT_REACHED';
  return null;
}

/** The code's rule as pricing applies it (`pricing.ts`): kroner strings turned into øre. */
export const discountRuleOf = (code: DiscountCodeRow): DiscountRule => ({
  type: code.type,
  percent: Number(code.discount_percent),
  amountOre: toOre(code.discount_amount),
  validFor: code.valid_for_items,
});

/**
 * Prices the discount code rows of `cartRows` against the priced bought-thing `rows`.
 * Sets `vatOre` of each discounted product row in `rows` to the VAT of what is left to pay.
 * @returns the negative code row, the code rows' prices and verdicts, the øre taken off, and the
 *   code checkout will use (`code`, null when none is usable)
 */
export async function priceDiscountCode(
  db: Db,
  who: { clientId: number; userId: number },
  cartRows: CartRow[],
  codes: Map<number, DiscountCodeRow>,
  rows: PricedRow[],
  texts: RowTexts,
  holders: Map<number, Set<number>> = new Map(),
): Promise<PricingStep & { code: DiscountCodeRow | null }> {
  const step = { ...emptyStep(), code: null as DiscountCodeRow | null };
  const codeRows = cartRows.filter((r) => r.item_type === 'discount_code');
  for (const [index, codeRow] of codeRows.entries()) {
    const code = codes.get(codeRow.item_id ?? 0);
    const usable =
      index === codeRows.length - 1 &&
      code &&
      !(await discountCodeRefusal(db, who, code, holders.get(code.id)));
    if (!code || !usable) {
      step.invalid.push(codeRow.id);
      step.perItem.set(codeRow.id, { itemPriceOre: 0, totalPriceOre: 0, valid: false });
      continue;
    }
    const rule = discountRuleOf(code);
    step.code = code;
    const targets = rows.filter((row) => discountApplies(rule, row));
    const shares = discountShares(
      rule,
      targets.map((row) => row.totalPriceOre),
    );
    targets.forEach((row, i) => {
      row.discountOre = shares[i]!;
      if (row.item_type === 'product') row.vatOre = vatOf(row.totalPriceOre - shares[i]!);
    });
    const off = shares.reduce((a, b) => a + b, 0);
    step.offOre += off;
    step.perItem.set(codeRow.id, { itemPriceOre: -off, totalPriceOre: -off, valid: true });
    step.rows.push(minusRow(codeRow, `${texts.discountCode} (${code.name})`, off));
  }
  return step;
}
