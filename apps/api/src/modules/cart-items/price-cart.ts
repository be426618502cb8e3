/**
 * Prices a customer's cart from the database (CONTRACT §7, seed 001 §2, §9): loads the cart rows
 * and what they point at, decides which rows are still sellable, and applies the pure rules of
 * `pricing.ts`. Prices come only from the server's records, never from a request.
 */
import { toOre } from '@studio/contract/money';
import type { Db } from '../../db/connect.ts';
import { classPassTypesForCart } from '../class-pass-types/public.ts';
import { classSeriesTypesForCart } from '../class-series-types/public.ts';
import type { StudioClient } from '../clients/public.ts';
import {
  isEligibleForCampaign,
  membershipSaleBlock,
  membershipTypeForSale,
} from '../membership-types/public.ts';
import { productsForCart } from '../products/public.ts';
import { rowTexts } from './names.ts';
import {
  TYPE_ORDER,
  discountApplies,
  discountShares,
  firstPaymentOre,
  giftCardShares,
  ratioOfRemainingDays,
  vatOf,
  type PricedCart,
  type PricedRow,
} from './pricing.ts';
import {
  campaignsById,
  cartRowsOf,
  discountCodeUse,
  discountCodesById,
  giftCardsById,
  membershipTypesById,
  paymentOptionsOfTypes,
  type CartRow,
  type DiscountCodeRow,
  type GiftCardRow,
} from './queries.ts';

/** What one cart item costs now and whether checkout accepts it (for the populated cart rows). */
export interface ItemPrice {
  itemPriceOre: number;
  totalPriceOre: number;
  valid: boolean;
  /** Memberships at studios renewing on the 1st (seed 001 §9). */
  ratio?: number;
}

export interface CartPricing {
  priced: PricedCart;
  perItem: Map<number, ItemPrice>;
  rows: CartRow[];
  loaded: Awaited<ReturnType<typeof loadCart>>;
}

const ids = (rows: CartRow[], type: string) => [
  ...new Set(rows.filter((r) => r.item_type === type && r.item_id).map((r) => r.item_id!)),
];
const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));

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
            membershipSaleBlock(db, clientId, userId, forSale.type),
            wantsCampaign && isEligibleForCampaign(db, clientId, userId, typeId, today),
          ])
        : [null, false];
      return [typeId, { forSale, block, eligible }] as const;
    }),
  );
  return new Map(verdicts);
}

async function loadCart(db: Db, clientId: number, userId: number, rows: CartRow[], today: string) {
  const typeIds = ids(rows, 'membership_type');
  const campaignIds = rows.flatMap((r) =>
    r.membership_campaign_id ? [r.membership_campaign_id] : [],
  );
  const [types, options, campaigns, sales, passTypes, series, products, codes, cards] =
    await Promise.all([
      membershipTypesById(db, clientId, typeIds),
      paymentOptionsOfTypes(db, clientId, typeIds),
      campaignsById(db, clientId, campaignIds),
      membershipSales(db, clientId, userId, rows, today),
      classPassTypesForCart(db, clientId, userId, passesInCart(rows)),
      classSeriesTypesForCart(db, clientId, userId, ids(rows, 'class_series_type'), {
        now: Date.now(),
        today,
      }),
      productsForCart(db, clientId, ids(rows, 'product')),
      discountCodesById(db, clientId, ids(rows, 'discount_code')),
      giftCardsById(db, clientId, ids(rows, 'gift_card_spend')),
    ]);
  return {
    types: byId(types),
    options: byId(options),
    optionsOfType: (typeId: number) => options.filter((o) => o.membership_type_id === typeId),
    campaigns: byId(campaigns),
    sales,
    passTypes,
    series,
    products,
    codes: byId(codes),
    cards: byId(cards),
  };
}
type Loaded = Awaited<ReturnType<typeof loadCart>>;

interface Line extends PricedRow {
  valid: boolean;
  ratio?: number;
  feeOre: number;
  feeName: string;
}

/** Prices one bought-thing row (not a discount or gift-card row). */
function lineOf(
  row: CartRow,
  l: Loaded,
  ratio: number | null,
  today: string,
  texts: RowTexts,
): Line {
  const base = {
    cartItemId: row.id,
    item_type: row.item_type,
    item_id: row.item_id,
    count: Math.max(1, row.item_count),
    payment_option_id: null as number | null,
    membership_campaign_id: null as number | null,
    use_immediately_after_purchase: row.use_immediately_after_purchase ?? null,
    vatOre: 0,
    feeOre: 0,
    feeName: '',
  };
  const id = row.item_id ?? 0;
  const priced = (name: string, unitOre: number, valid: boolean, extra: Partial<Line> = {}) => {
    const line: Line = { ...base, name, itemPriceOre: unitOre, totalPriceOre: 0, valid, ...extra };
    line.totalPriceOre = line.itemPriceOre * line.count;
    return line;
  };
  switch (row.item_type) {
    case 'membership_type': {
      const type = l.types.get(id);
      const option = row.payment_option_id ? l.options.get(row.payment_option_id) : undefined;
      const campaign = row.membership_campaign_id
        ? l.campaigns.get(row.membership_campaign_id)
        : undefined;
      if (!type || !option) return priced(type?.name ?? '', 0, false);
      // The catalogue decides what may be sold (membership-types/README.md); the cart prices it.
      const sale = l.sales.get(type.id);
      const forSale = sale?.forSale;
      const campaignOk =
        !row.membership_campaign_id ||
        (forSale?.campaign?.id === row.membership_campaign_id &&
          option.number_of_months_payment_covers === 1 &&
          sale!.eligible);
      const valid =
        forSale !== undefined &&
        forSale.paymentOptions.some((o) => o.id === option.id) &&
        campaignOk &&
        sale!.block === null;
      const amount = campaign ? toOre(campaign.reduced_price) : toOre(option.payment_amount);
      const months = campaign ? 1 : option.number_of_months_payment_covers;
      return priced(
        `${type.name} (${option.name})`,
        firstPaymentOre(amount, months, ratio),
        valid,
        {
          count: 1,
          payment_option_id: option.id,
          membership_campaign_id: campaign?.id ?? null,
          feeOre: toOre(type.registration_fee),
          feeName: `${texts.registrationFee}: ${type.name}`,
          ...(ratio === null ? {} : { ratio }),
        },
      );
    }
    case 'class_pass_type': {
      const found = l.passTypes.get(id);
      if (!found) return priced('', 0, false);
      return priced(found.type.name, toOre(found.type.price), found.buyable);
    }
    case 'class_series_type': {
      const found = l.series.get(id);
      if (!found) return priced('', 0, false);
      return priced(found.type.name, found.currentPriceOre, found.buyable, { count: 1 });
    }
    case 'product': {
      const found = l.products.get(id);
      if (!found) return priced('', 0, false);
      const line = priced(found.product.name, toOre(found.product.price), found.forSale);
      line.vatOre = vatOf(line.totalPriceOre);
      return line;
    }
    default:
      // Events and appointments are not sold by this server yet: checkout refuses them.
      return priced(row.item_type, 0, false);
  }
}

type RowTexts = ReturnType<typeof rowTexts>;

const typeRank = (type: string) => {
  const rank = TYPE_ORDER.indexOf(type);
  return rank < 0 ? TYPE_ORDER.length : rank;
};

async function codeUsable(db: Db, clientId: number, userId: number, code: DiscountCodeRow) {
  if (code.archived || !code.active) return false;
  const use = await discountCodeUse(db, clientId, code.id, userId);
  if (code.has_customer_limit && use.byUser === 0 && use.customers >= code.customer_limit)
    return false;
  return !(code.has_use_per_customer_limit && use.byUser >= code.use_per_customer_limit);
}

const cardUsable = (card: GiftCardRow, today: string) =>
  card.activated &&
  !card.archived &&
  toOre(card.amount_left) > 0 &&
  (card.valid_until === null || card.valid_until >= today);

/**
 * Prices the cart of `userId` (CONTRACT §7; seed 001 §2, §9): every row, the registration-fee rows,
 * the discount and gift-card rows, totals in øre, and per cart item what it costs now.
 * `today` is the Copenhagen date that decides proration and expiry.
 */
export async function priceCartInDetail(
  db: Db,
  client: StudioClient,
  userId: number,
  today: string,
): Promise<CartPricing> {
  const clientId = client.row.id;
  const rows = await cartRowsOf(db, clientId, userId);
  const loaded = await loadCart(db, clientId, userId, rows, today);
  const texts = rowTexts(client.settings.locale);
  const ratio =
    client.settings.memberships_always_renew_at_1st_of_month === true
      ? ratioOfRemainingDays(today)
      : null;
  const perItem = new Map<number, ItemPrice>();
  const lines = rows
    .filter((r) => r.item_type !== 'discount_code' && r.item_type !== 'gift_card_spend')
    .map((r) => lineOf(r, loaded, ratio, today, texts))
    .sort((a, b) => typeRank(a.item_type) - typeRank(b.item_type) || a.cartItemId! - b.cartItemId!);
  const invalid: number[] = [];
  const out: PricedRow[] = [];
  for (const { valid, ratio: lineRatio, feeOre, feeName, ...row } of lines) {
    perItem.set(row.cartItemId!, {
      itemPriceOre: row.itemPriceOre,
      totalPriceOre: row.totalPriceOre,
      valid,
      ...(lineRatio === undefined ? {} : { ratio: lineRatio }),
    });
    if (!valid) {
      invalid.push(row.cartItemId!);
      continue;
    }
    out.push(row);
    if (feeOre > 0)
      out.push({
        ...row,
        cartItemId: null,
        item_type: 'membership_registration_fee',
        name: feeName,
        count: 1,
        itemPriceOre: feeOre,
        totalPriceOre: feeOre,
        vatOre: 0,
        payment_option_id: null,
        membership_campaign_id: null,
        use_immediately_after_purchase: null,
      });
  }
  let sum = out.reduce((total, row) => total + row.totalPriceOre, 0);

  // The latest discount code row counts; an earlier one (there should be none) is invalid.
  const codeRows = rows.filter((r) => r.item_type === 'discount_code');
  for (const [index, codeRow] of codeRows.entries()) {
    const code = loaded.codes.get(codeRow.item_id ?? 0);
    const usable =
      index === codeRows.length - 1 && code && (await codeUsable(db, clientId, userId, code));
    if (!code || !usable) {
      invalid.push(codeRow.id);
      perItem.set(codeRow.id, { itemPriceOre: 0, totalPriceOre: 0, valid: false });
      continue;
    }
    const rule = {
      type: code.type,
      percent: Number(code.discount_percent),
      amountOre: toOre(code.discount_amount),
      validFor: code.valid_for_items,
    };
    const targets = out.filter((row) => discountApplies(rule, row));
    const shares = discountShares(
      rule,
      targets.map((row) => row.totalPriceOre),
    );
    targets.forEach((row, i) => {
      if (row.item_type === 'product') row.vatOre = vatOf(row.totalPriceOre - shares[i]!);
    });
    const off = shares.reduce((a, b) => a + b, 0);
    sum -= off;
    perItem.set(codeRow.id, { itemPriceOre: -off, totalPriceOre: -off, valid: true });
    out.push(minusRow(codeRow, `${texts.discountCode} (${code.name})`, off));
  }

  const cardRows = rows
    .filter((r) => r.item_type === 'gift_card_spend')
    .map((row) => ({ row, card: loaded.cards.get(row.item_id ?? 0) }))
    .sort(
      (a, b) =>
        (a.card?.valid_until ?? '9999').localeCompare(b.card?.valid_until ?? '9999') ||
        a.row.id - b.row.id,
    );
  const usableCards = cardRows.filter(({ card }) => card && cardUsable(card, today));
  const shares = giftCardShares(
    sum,
    usableCards.map(({ card }) => toOre(card!.amount_left)),
  );
  for (const { row, card } of cardRows) {
    const index = usableCards.findIndex((c) => c.row.id === row.id);
    if (index < 0 || !card) {
      invalid.push(row.id);
      perItem.set(row.id, { itemPriceOre: 0, totalPriceOre: 0, valid: false });
      continue;
    }
    const off = shares[index]!;
    sum -= off;
    perItem.set(row.id, { itemPriceOre: -off, totalPriceOre: -off, valid: true });
    out.push(minusRow(row, `${texts.giftCard} (${card.code ?? ''})`, off));
  }

  const totalOre = Math.max(0, sum);
  const vatOre = out.reduce((total, row) => total + row.vatOre, 0);
  return {
    priced: { rows: out, totalOre, vatOre, invalidCartItemIds: invalid },
    perItem,
    rows,
    loaded,
  };
}

function minusRow(row: CartRow, name: string, off: number): PricedRow {
  return {
    cartItemId: row.id,
    item_type: row.item_type,
    item_id: row.item_id,
    name,
    count: 1,
    itemPriceOre: -off,
    totalPriceOre: -off,
    vatOre: 0,
    payment_option_id: null,
    membership_campaign_id: null,
    use_immediately_after_purchase: null,
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
