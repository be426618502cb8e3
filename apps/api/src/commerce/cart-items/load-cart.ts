/**
 * Loads what a customer's cart points at (CONTRACT §7; seed 001 §2, §5), batched for the whole
 * cart: membership types with their payment options and campaigns (archived too, so a row no longer
 * for sale can still be named and priced), the catalogue's verdict on each membership type, class
 * pass types, class series types (with `currentPriceOre`), products, discount codes, gift cards and events
 * (`eventsForCart` of events: seats left, the purchase guards, the first installments' amount)
 * and the appointment rows' types and slots (`appointmentsForCart`).
 * Amounts stay as the database holds them (kroner strings such as `"695.00"`); pricing turns them
 * into øre. Who may buy what is the catalogue's rule, asked through its `public.ts`.
 */
import { oreToDecimal, toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import { classPassTypesForCart } from '../../catalogue/public.ts';
import { classSeriesTypesForCart } from '../../catalogue/public.ts';
import {
  campaignsById,
  findMembershipTypes,
  isEligibleForCampaign,
  membershipSaleBlock,
  membershipTypeForSale,
  paymentOptionsOf,
} from '../../catalogue/public.ts';
import { eventsForCart } from '../../schedule/public.ts';
import type { Holds } from '../holds/public.ts';
import { productsForCart } from '../../catalogue/public.ts';
import { appointmentsForCart } from './appointment-lines.ts';
import { discountCodesById, giftCardsById, type CartRow, type GiftCardRow } from './queries.ts';

/** The gift card with what other orders hold taken off its `amount_left` (kroner string). */
const withoutHeld = (card: GiftCardRow, heldOre: number) =>
  heldOre
    ? { ...card, amount_left: oreToDecimal(Math.max(0, toOre(card.amount_left) - heldOre)) }
    : card;

/** Distinct `item_id`s of the rows of `type`. */
const ids = (rows: CartRow[], type: string) => [
  ...new Set(rows.filter((r) => r.item_type === type && r.item_id).map((r) => r.item_id!)),
];
const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
const byIdAscending = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** Passes of each class pass type in the cart: the per-customer max counts them all. */
function passesInCart(rows: CartRow[]) {
  return rows.reduce((counts, r) => {
    if (r.item_type === 'class_pass_type' && r.item_id)
      counts.set(r.item_id, (counts.get(r.item_id) ?? 0) + Math.max(1, r.item_count));
    return counts;
  }, new Map<number, number>());
}

/**
 * Whether the customer may buy each membership type of the cart, by the catalogue's rules
 * (`membership-types`): for sale with its options and active campaign, no running membership of it
 * nor its maximum reached, and eligible for its campaign (asked only when a row takes one). A cart
 * holds one membership (CONTRACT §7), so this is one type.
 */
async function membershipSales(
  db: Db,
  clientId: number,
  userId: number,
  rows: CartRow[],
  today: string,
  held: Map<number, number>,
) {
  const verdicts = await Promise.all(
    ids(rows, 'membership_type').map(async (typeId) => {
      const forSale = await membershipTypeForSale(db, clientId, typeId);
      const wantsCampaign = rows.some(
        (r) =>
          r.item_type === 'membership_type' && r.item_id === typeId && r.membership_campaign_id,
      );
      const [block, eligible] = forSale
        ? await Promise.all([
            membershipSaleBlock(db, clientId, userId, forSale.type, held.get(typeId) ?? 0),
            wantsCampaign && isEligibleForCampaign(db, clientId, userId, typeId, today),
          ])
        : [null, false];
      return [typeId, { forSale, block, eligible }] as const;
    }),
  );
  return new Map(verdicts);
}

/**
 * Everything the cart `rows` point at, each kind keyed by its id. `optionsOfType` lists a type's
 * payment options (archived too) in the order they were created. `today` (Copenhagen
 * `YYYY-MM-DD`) decides campaign eligibility and which series are still buyable. `holds`: what
 * other customers' unpaid orders hold (commerce/holds): event seats and limited memberships are
 * not free to sell, a gift card's held balance is not left to spend.
 */
export async function loadCart(
  db: Db,
  clientId: number,
  userId: number,
  rows: CartRow[],
  today: string,
  holds: Holds,
) {
  const typeIds = ids(rows, 'membership_type');
  const campaignIds = rows.flatMap((r) =>
    r.membership_campaign_id ? [r.membership_campaign_id] : [],
  );
  const archivedToo = { withArchived: true };
  const eventIds = [...new Set([...ids(rows, 'event'), ...ids(rows, 'event_first_installment')])];
  const [
    types,
    options,
    campaigns,
    sales,
    passTypes,
    series,
    products,
    codes,
    cards,
    events,
    appointments,
  ] = await Promise.all([
    findMembershipTypes(db, clientId, typeIds, archivedToo),
    paymentOptionsOf(db, clientId, typeIds, archivedToo),
    campaignsById(db, clientId, campaignIds, archivedToo),
    membershipSales(db, clientId, userId, rows, today, holds.memberships),
    classPassTypesForCart(db, clientId, userId, passesInCart(rows)),
    classSeriesTypesForCart(db, clientId, userId, ids(rows, 'class_series_type'), {
      now: Date.now(),
      today,
    }),
    productsForCart(db, clientId, ids(rows, 'product')),
    discountCodesById(db, clientId, ids(rows, 'discount_code')),
    giftCardsById(db, clientId, ids(rows, 'gift_card_spend')),
    eventsForCart(db, clientId, userId, eventIds, today, holds.eventSeats),
    appointmentsForCart(db, clientId, userId, rows, Date.now()),
  ]);
  options.sort(byIdAscending);
  return {
    types: byId(types),
    options: byId(options),
    optionsOfType: (typeId: number) => options.filter((o) => o.membership_type_id === typeId),
    campaigns,
    sales,
    passTypes,
    series,
    products,
    codes: byId(codes),
    cards: byId(cards.map((card) => withoutHeld(card, holds.giftCardOre.get(card.id) ?? 0))),
    events,
    /** By cart row id: rows that book an appointment once paid (appointment-lines.ts). */
    appointments,
  };
}

/** What `loadCart` found for one cart. */
export type LoadedCart = Awaited<ReturnType<typeof loadCart>>;
