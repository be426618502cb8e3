/**
 * The gift-card rows of a cart (CONTRACT §7 gift cards; seed 001 §2 Checkout): usable cards
 * (activated, not archived, money left, not expired on `today`, Copenhagen `YYYY-MM-DD`) take what
 * is left of the cart after the discount, the card expiring first first (no expiry last, ties by
 * cart item id), never more than the sum nor than a card's `amount_left`. Each becomes a negative
 * row. Amounts in integer øre; the card's kroner strings are converted with `toOre`.
 */
import { toOre } from '@studio/contract/money';
import type { RowTexts } from './names.ts';
import { giftCardShares, minusRow, emptyStep, type PricingStep } from './pricing.ts';
import type { CartRow, GiftCardRow } from './queries.ts';

const cardUsable = (card: GiftCardRow, today: string) =>
  card.activated &&
  !card.archived &&
  toOre(card.amount_left) > 0 &&
  (card.valid_until === null || card.valid_until >= today);

/**
 * Prices the gift-card rows of `cartRows` against `dueOre`, what the cart costs after its
 * discount. @returns the negative card rows, the card rows' prices and verdicts, the øre taken off
 */
export function priceGiftCards(
  cartRows: CartRow[],
  cards: Map<number, GiftCardRow>,
  dueOre: number,
  today: string,
  texts: RowTexts,
): PricingStep {
  const step = emptyStep();
  const cardRows = cartRows
    .filter((r) => r.item_type === 'gift_card_spend')
    .map((row) => ({ row, card: cards.get(row.item_id ?? 0) }))
    .sort(
      (a, b) =>
        (a.card?.valid_until ?? '9999').localeCompare(b.card?.valid_until ?? '9999') ||
        a.row.id - b.row.id,
    );
  const usableCards = cardRows.filter(({ card }) => card && cardUsable(card, today));
  const shares = giftCardShares(
    dueOre,
    usableCards.map(({ card }) => toOre(card!.amount_left)),
  );
  for (const { row, card } of cardRows) {
    const index = usableCards.findIndex((c) => c.row.id === row.id);
    if (index < 0 || !card) {
      step.invalid.push(row.id);
      step.perItem.set(row.id, { itemPriceOre: 0, totalPriceOre: 0, valid: false });
      continue;
    }
    const off = shares[index]!;
    step.offOre += off;
    step.perItem.set(row.id, { itemPriceOre: -off, totalPriceOre: -off, valid: true });
    step.rows.push(minusRow(row, `${texts.giftCard} (${card.code ?? ''})`, off));
  }
  return step;
}
