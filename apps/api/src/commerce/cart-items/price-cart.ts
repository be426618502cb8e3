/**
 * Prices a customer's cart from the database (CONTRACT §7, §10; seed 001 §2, §9): loads the cart
 * rows and what they point at (`load-cart.ts`), then runs the steps in checkout order: the rows
 * that buy something with their registration fees (`price-items.ts`), the discount code
 * (`price-discount.ts`), the gift cards (`price-gift-cards.ts`). Sums in integer øre; kroner only on
 * the wire. Prices come only from the server's records, never from a request.
 */
import type { Db } from '../../platform/db/connect.ts';
import type { StudioClient } from '../../studio/public.ts';
import { holdsOfOthers, type Holds } from '../holds/public.ts';
import { loadCart, type LoadedCart } from './load-cart.ts';
import { rowTexts } from './names.ts';
import { addNextPayments } from './next-payments.ts';
import { priceDiscountCode } from './price-discount.ts';
import { priceGiftCards } from './price-gift-cards.ts';
import { priceItems } from './price-items.ts';
import type { ItemPrice, PricedCart } from './pricing.ts';
import { cartRowsOf, type CartRow } from './queries.ts';

/** The priced cart, with per cart item what it costs now, the cart rows and what they point at. */
export interface CartPricing {
  priced: PricedCart;
  perItem: Map<number, ItemPrice>;
  rows: CartRow[];
  loaded: LoadedCart;
  /** What other customers' unpaid orders hold (commerce/holds), already counted in `loaded`. */
  holds: Holds;
}

/**
 * Prices the cart of `userId` (CONTRACT §7; seed 001 §2, §9): every row, the registration-fee rows,
 * the discount and gift-card rows, totals in øre, and per cart item what it costs now (and, for a
 * valid membership, the payments after this one).
 * `today` is the Copenhagen date that decides proration and expiry. What other customers' unpaid
 * orders hold (commerce/holds) is not for sale. `rows`: price these rows instead of the stored
 * cart (an order's lines checked again at payment, orders `recheck.ts`).
 */
export async function priceCartInDetail(
  db: Db,
  client: StudioClient,
  userId: number,
  today: string,
  rows?: CartRow[],
): Promise<CartPricing> {
  const clientId = client.row.id;
  const [cartRows, holds] = await Promise.all([
    rows ?? cartRowsOf(db, clientId, userId),
    holdsOfOthers(db, clientId, userId),
  ]);
  rows = cartRows;
  const loaded = await loadCart(db, clientId, userId, rows, today, holds);
  const texts = rowTexts(client.settings.locale);

  const items = priceItems(rows, loaded, {
    today,
    renewsOnFirst: client.settings.memberships_always_renew_at_1st_of_month === true,
    texts,
    multiSeats: client.settings.customer_can_buy_multiple_seats_for_event === true,
  });
  const itemsOre = items.rows.reduce((total, row) => total + row.totalPriceOre, 0);
  const discount = await priceDiscountCode(
    db,
    { clientId, userId },
    rows,
    loaded.codes,
    items.rows,
    texts,
    holds.codeCustomers,
  );
  addNextPayments(items.perItem, discount.code);
  const cards = priceGiftCards(rows, loaded.cards, itemsOre - discount.offOre, today, texts);

  const steps = [items, discount, cards];
  const out = steps.flatMap((step) => step.rows);
  const totalOre = Math.max(0, itemsOre - discount.offOre - cards.offOre);
  const vatOre = out.reduce((total, row) => total + row.vatOre, 0);
  return {
    priced: {
      rows: out,
      totalOre,
      vatOre,
      invalidCartItemIds: steps.flatMap((step) => step.invalid),
    },
    perItem: new Map(steps.flatMap((step) => [...step.perItem])),
    rows,
    loaded,
    holds,
  };
}

/**
 * The cart of `userId` as checkout charges it (CONTRACT §7, §10; seed 001 §2, §9): valid rows in
 * checkout order (membership, its registration fee, class passes, series, products, discount, gift
 * cards), `totalOre` (≥ 0) and `vatOre` in integer øre, and `invalidCartItemIds` (archived or
 * no-longer-for-sale types, options, withdrawn campaigns, class pass types at their per-customer
 * max, series no longer buyable, used-up codes and cards). Run it inside the order transaction.
 */
export async function priceCart(
  db: Db,
  client: StudioClient,
  userId: number,
  today: string,
): Promise<PricedCart> {
  return (await priceCartInDetail(db, client, userId, today)).priced;
}
