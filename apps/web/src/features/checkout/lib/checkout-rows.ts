/**
 * The rows of the checkout table (seed 001 §2 Checkout), from the cart items and the server's
 * pricing. Order: item type (membership_type, class_pass_type, class_series_type, event,
 * event_first_installment, product, discount_code, gift_card_spend), then the product's
 * `valid_until`; a membership's registration fee follows it as a row that cannot be removed.
 * Prices are the server's (CONTRACT §7): the priced row, else the item's `total_price`, else the
 * contract's rule (campaign price, payment option amount, product price). Kroner throughout;
 * sums in øre.
 */
import type { CartItem, PricedCart } from '@studio/contract/cart';
import { toKroner, toOre } from '@studio/contract/money';

export const typeOrder = [
  'membership_type',
  'class_pass_type',
  'class_series_type',
  'event',
  'event_first_installment',
  'product',
  'discount_code',
  'gift_card_spend',
  'appointment',
] as const;

export interface CheckoutRow {
  key: string;
  /** `null` for the registration fee: it goes with its membership. */
  cartItemId: number | null;
  item: CartItem | null;
  itemType: string;
  /** Kroner, count included; negative for discount and gift-card rows. */
  price: number;
}

const REGISTRATION_FEE = 'membership_registration_fee';

const rank = (type: string) => {
  const index = (typeOrder as readonly string[]).indexOf(type);
  return index === -1 ? typeOrder.length : index;
};

const validUntil = (item: CartItem) => {
  const value = (item.product as { valid_until?: unknown } | null | undefined)?.valid_until;
  return typeof value === 'string' ? value : '9999-12-31';
};

const object = <T>(value: number | T | null): T | null =>
  value !== null && typeof value === 'object' ? value : null;

/** The contract's price of a row when the server sent none (CONTRACT §7 "Price of a row"). */
function fallbackPrice(item: CartItem): number {
  if (item.total_price !== undefined) return item.total_price;
  const campaign = object(item.membership_campaign);
  const option = object(item.payment_option);
  const unit =
    item.item_type === 'membership_type'
      ? (campaign?.reduced_price ?? option?.payment_amount ?? 0)
      : (item.product?.price ?? 0);
  return toKroner(toOre(unit) * item.item_count);
}

/** The table's rows, in checkout order. */
export function checkoutRows(items: CartItem[], priced: PricedCart | null): CheckoutRow[] {
  const pricedByItem = new Map(
    (priced?.rows ?? [])
      .filter((row) => row.cart_item_id !== null)
      .map((row) => [row.cart_item_id, row.total_price]),
  );
  const sorted = [...items].sort(
    (a, b) =>
      rank(a.item_type) - rank(b.item_type) ||
      validUntil(a).localeCompare(validUntil(b)) ||
      a.id - b.id,
  );
  const rows: CheckoutRow[] = [];
  for (const item of sorted) {
    rows.push({
      key: `item-${item.id}`,
      cartItemId: item.id,
      item,
      itemType: item.item_type,
      price: pricedByItem.get(item.id) ?? fallbackPrice(item),
    });
    if (item.item_type === 'membership_type') {
      const fee = registrationFee(item, priced);
      if (fee > 0)
        rows.push({
          key: `fee-${item.id}`,
          cartItemId: null,
          item,
          itemType: REGISTRATION_FEE,
          price: fee,
        });
    }
  }
  return rows;
}

function registrationFee(item: CartItem, priced: PricedCart | null): number {
  const row = priced?.rows.find(
    (candidate) => candidate.item_type === REGISTRATION_FEE && candidate.item_id === item.item_id,
  );
  return row ? row.total_price : (item.product?.registration_fee ?? 0);
}

/** The total in kroner: the server's, else the sum of the rows (never below 0). */
export function checkoutTotal(rows: CheckoutRow[], priced: PricedCart | null): number {
  if (priced) return priced.total;
  const ore = rows.reduce((sum, row) => sum + toOre(row.price), 0);
  return toKroner(Math.max(0, ore));
}
