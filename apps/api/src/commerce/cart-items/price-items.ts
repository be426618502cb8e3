/**
 * Prices the rows of a cart that buy something (CONTRACT §7; seed 001 §2 Checkout, §5, §9): a
 * membership (its option's amount or the campaign's reduced price, prorated at studios that renew
 * on the 1st: membership-types `firstPeriod`) followed by its registration-fee row, class pass
 * types, class series types (their `currentPriceOre`), events and first installments
 * (`event-lines.ts`) and products (with VAT). Arithmetic in integer øre (`pricing.ts`); the
 * database's kroner strings are converted with `toOre`. Discount and gift-card rows are priced by
 * `price-discount.ts` and `price-gift-cards.ts`.
 */
import { toOre } from '@studio/contract/money';
import { firstPeriod, type MembershipTerms } from '../../catalogue/public.ts';
import { slotOfLine } from '../appointments/public.ts';
import { eventLine } from './event-lines.ts';
import type { LoadedCart } from './load-cart.ts';
import type { RowTexts } from './names.ts';
import {
  TYPE_ORDER,
  emptyStep,
  vatOf,
  type ItemPrice,
  type PricedRow,
  type PricingStep,
} from './pricing.ts';
import type { CartRow } from './queries.ts';

/** What pricing the rows needs besides the cart: the day, the studio's settings, names. */
interface ItemContext {
  /** Copenhagen `YYYY-MM-DD`: decides a membership's first period. */
  today: string;
  /** `memberships_always_renew_at_1st_of_month`. */
  renewsOnFirst: boolean;
  texts: RowTexts;
  /** `customer_can_buy_multiple_seats_for_event`. */
  multiSeats: boolean;
}

/** A priced row before checkout's verdict, with its registration fee (øre) when a membership. */
interface Line extends PricedRow {
  valid: boolean;
  ratio?: number;
  membership?: ItemPrice['membership'];
  feeOre: number;
  feeName: string;
}

const typeRank = (type: string) => {
  const rank = TYPE_ORDER.indexOf(type);
  return rank < 0 ? TYPE_ORDER.length : rank;
};

/**
 * A line for `row`: `unitOre` × its count (at least 1), no VAT, no fee, unless `extra` says
 * otherwise (a membership or series counts 1; a membership brings its fee).
 */
function line(
  row: CartRow,
  name: string,
  unitOre: number,
  valid: boolean,
  extra: Partial<Line> = {},
): Line {
  const priced: Line = {
    cartItemId: row.id,
    item_type: row.item_type,
    item_id: row.item_id,
    count: Math.max(1, row.item_count),
    payment_option_id: null,
    membership_campaign_id: null,
    use_immediately_after_purchase: row.use_immediately_after_purchase ?? null,
    appointment_details: row.appointment_details ?? null,
    vatOre: 0,
    feeOre: 0,
    feeName: '',
    name,
    itemPriceOre: unitOre,
    totalPriceOre: 0,
    valid,
    ...extra,
  };
  priced.totalPriceOre = priced.itemPriceOre * priced.count;
  return priced;
}

/** Prices a membership row: the first payment, and its registration fee to add after it. */
function membershipLine(row: CartRow, l: LoadedCart, ctx: ItemContext) {
  const type = l.types.get(row.item_id ?? 0);
  const option = row.payment_option_id ? l.options.get(row.payment_option_id) : undefined;
  const campaign = row.membership_campaign_id
    ? l.campaigns.get(row.membership_campaign_id)
    : undefined;
  if (!type || !option) return line(row, type?.name ?? '', 0, false);
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
  const terms: MembershipTerms = {
    today: ctx.today,
    renewsOnFirst: ctx.renewsOnFirst,
    months: option.number_of_months_payment_covers,
    amountOre: toOre(option.payment_amount),
    campaign: campaign
      ? {
          reducedPriceOre: toOre(campaign.reduced_price),
          months: campaign.number_of_months_at_reduced_price,
        }
      : null,
  };
  const first = firstPeriod(terms);
  const name = `${type.name} (${option.name})`;
  return line(row, name, first.firstPaymentOre, valid, {
    count: 1,
    payment_option_id: option.id,
    membership_campaign_id: campaign?.id ?? null,
    feeOre: toOre(type.registration_fee),
    feeName: `${ctx.texts.registrationFee}: ${type.name}`,
    membership: { typeId: type.id, terms, first },
    ...(first.ratio === null ? {} : { ratio: first.ratio }),
  });
}

/** Prices one bought-thing row (not a discount or gift-card row). */
function lineOf(row: CartRow, l: LoadedCart, ctx: ItemContext): Line {
  const { texts } = ctx;
  const id = row.item_id ?? 0;
  switch (row.item_type) {
    case 'event':
    case 'event_first_installment': {
      const found = eventLine(
        l.events.get(id),
        row.item_type,
        row.item_count,
        ctx.multiSeats,
        texts,
      );
      return line(row, found.name, found.unitOre, found.valid, { count: found.count });
    }
    case 'membership_type': {
      const priced = membershipLine(row, l, ctx);
      priced.valid &&= l.appointments.get(row.id)?.valid ?? true;
      return priced;
    }
    case 'appointment': {
      const found = l.appointments.get(row.id);
      const slot = slotOfLine(row);
      if (!found || !slot) return line(row, '', 0, false);
      const name = `${found.name}, ${slot.date} ${slot.start_time.slice(0, 5)}`;
      return line(row, name, found.priceOre, found.valid, { count: 1 });
    }
    case 'class_pass_type': {
      const found = l.passTypes.get(id);
      if (!found) return line(row, '', 0, false);
      const forAppointment = l.appointments.get(row.id)?.valid ?? true;
      return line(row, found.type.name, toOre(found.type.price), found.buyable && forAppointment);
    }
    case 'class_series_type': {
      const found = l.series.get(id);
      if (!found) return line(row, '', 0, false);
      return line(row, found.type.name, found.currentPriceOre, found.buyable, { count: 1 });
    }
    case 'product': {
      const found = l.products.get(id);
      if (!found) return line(row, '', 0, false);
      const priced = line(row, found.product.name, toOre(found.product.price), found.forSale);
      priced.vatOre = vatOf(priced.totalPriceOre);
      return priced;
    }
    default:
      return line(row, row.item_type, 0, false);
  }
}

/**
 * The bought-thing rows of the cart (`rows` without discount and gift-card rows), in checkout
 * order (ties by cart item id), each valid membership followed by its registration-fee row
 * (`item_type: 'membership_registration_fee'`, no cart item) when the fee is above 0.
 * @param ctx today and whether the studio renews memberships on the 1st (a membership's first
 *   period), the row names, and whether the studio sells several seats per event
 * @returns the valid priced rows, what each cart item costs now and whether checkout accepts it,
 *   and the invalid cart item ids in checkout order
 */
export function priceItems(rows: CartRow[], l: LoadedCart, ctx: ItemContext): PricingStep {
  const step = emptyStep();
  const lines = rows
    .filter((r) => r.item_type !== 'discount_code' && r.item_type !== 'gift_card_spend')
    .map((r) => lineOf(r, l, ctx))
    .sort((a, b) => typeRank(a.item_type) - typeRank(b.item_type) || a.cartItemId! - b.cartItemId!);
  for (const { valid, ratio: lineRatio, membership, feeOre, feeName, ...row } of lines) {
    step.perItem.set(row.cartItemId!, {
      itemPriceOre: row.itemPriceOre,
      totalPriceOre: row.totalPriceOre,
      valid,
      ...(lineRatio === undefined ? {} : { ratio: lineRatio }),
      ...(membership === undefined ? {} : { membership }),
    });
    if (!valid) {
      step.invalid.push(row.cartItemId!);
      continue;
    }
    step.rows.push(row);
    if (feeOre > 0)
      step.rows.push({
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
  return step;
}
