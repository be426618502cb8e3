/**
 * Cart items on the wire (CONTRACT §7 "Cart item object", §1.7 styles): style A for
 * /cart-items and GET /users/{id}, style B for GET /users?id=. Each row carries what checkout will
 * charge for it now (`item_price`, `total_price`, kroner; negative for discount and gift-card rows),
 * whether checkout accepts it (`valid`), for memberships at studios renewing on the 1st
 * `ratioOfRemainingDaysAndFullMonthDays`, and for a valid membership *(design)* `next_payment`
 * (`{date, amount}`, the first renewal) and `then_payment` (the first later renewal of another
 * amount, null when none; `next-payments.ts`).
 */
import { toKroner, toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import type { StudioClient } from '../../studio/public.ts';
import { imagesById } from '../../studio/public.ts';
import type { CampaignRow, Payment, PaymentOptionRow } from '../../catalogue/public.ts';
import { priceCartInDetail, type CartPricing } from './price-cart.ts';
import type { ItemPrice } from './pricing.ts';
import { deleteCartRows, type CartRow } from './queries.ts';

export type Style = 'A' | 'B';

const kr = (value: string) => toKroner(toOre(value));

/** A payment option, style A (`membership_type` id, `client`). */
export function paymentOptionOut(o: PaymentOptionRow) {
  const { client_id, membership_type_id, payment_amount, ...rest } = o;
  return {
    ...rest,
    client: client_id,
    membership_type: membership_type_id,
    payment_amount: kr(payment_amount),
  };
}

function campaignOut(c: CampaignRow) {
  const { client_id, membership_type_id, reduced_price, ...rest } = c;
  return {
    ...rest,
    client: client_id,
    membership_type: membership_type_id,
    reduced_price: kr(reduced_price),
  };
}

/** A class pass type or product as it is stored, style A: `client`, `image`, `price` in kroner. */
function recordOut<T extends { client_id: number; image_id: number | null; price: string }>(
  record: T | undefined,
  image: (imageId: number | null) => unknown,
) {
  if (!record) return undefined;
  const { client_id, image_id, ...rest } = record;
  return { ...rest, client: client_id, image: image(image_id), price: kr(record.price) };
}

/**
 * The record a row buys, with `price` = what one unit costs in this cart now (kroner): for an
 * event one seat, for `event_first_installment` what is paid at purchase.
 */
function productOf(row: CartRow, pricing: CartPricing, images: Map<number, unknown>) {
  const l = pricing.loaded;
  const id = row.item_id ?? 0;
  const price = toKroner(pricing.perItem.get(row.id)?.itemPriceOre ?? 0);
  const image = (imageId: number | null) => (imageId ? (images.get(imageId) ?? imageId) : null);
  switch (row.item_type) {
    case 'membership_type': {
      const t = l.types.get(id);
      if (!t) return undefined;
      const options = l.optionsOfType(t.id).filter((o) => o.for_sale && !o.archived);
      return {
        id: t.id,
        client: t.client_id,
        name: t.name,
        description: t.description,
        image: image(t.image_id),
        registration_fee: kr(t.registration_fee),
        active_campaign: t.active_campaign_id,
        payment_options: options.map(paymentOptionOut),
        price,
      };
    }
    case 'class_pass_type':
      return recordOut(l.passTypes.get(id)?.type, image);
    case 'class_series_type': {
      const t = l.series.get(id)?.type;
      return t && { id: t.id, name: t.name, image: image(t.image_id), price };
    }
    case 'product':
      return recordOut(l.products.get(id)?.product, image);
    case 'event':
    case 'event_first_installment': {
      const e = l.events.get(id)?.event;
      return (
        e && {
          id: e.id,
          client: e.client_id,
          name: e.name,
          start_date: e.start_date,
          seats: e.seats,
          installment_payments_enabled: e.installment_payments_enabled,
          image: image(e.image_id),
          price,
        }
      );
    }
    case 'discount_code': {
      const c = l.codes.get(id);
      return (
        c && {
          id: c.id,
          name: c.name,
          type: c.type,
          discount_percent: Number(c.discount_percent),
          discount_amount: kr(c.discount_amount),
          price,
        }
      );
    }
    case 'gift_card_spend': {
      const g = l.cards.get(id);
      return (
        g && {
          id: g.id,
          code: g.code,
          amount_left: kr(g.amount_left),
          valid_until: g.valid_until,
          price,
        }
      );
    }
    case 'appointment': {
      const found = l.appointments.get(row.id);
      const typeId = (row.appointment_details as { appointment_type_id?: number } | null)
        ?.appointment_type_id;
      return found?.name ? { id: typeId ?? id, name: found.name, price } : undefined;
    }
    default:
      return undefined;
  }
}

const paymentOut = (payment: Payment) => ({
  date: payment.date,
  amount: toKroner(payment.amountOre),
});

function rowOut(row: CartRow, price: ItemPrice | undefined, style: Style) {
  const { client_id, user_id, payment_option_id, membership_campaign_id, ...rest } = row;
  const payments = price?.payments;
  const money = {
    item_price: toKroner(price?.itemPriceOre ?? 0),
    total_price: toKroner(price?.totalPriceOre ?? 0),
    valid: price?.valid ?? false,
    ...(price?.ratio === undefined ? {} : { ratioOfRemainingDaysAndFullMonthDays: price.ratio }),
    ...(payments && {
      next_payment: paymentOut(payments.next),
      then_payment: payments.then && paymentOut(payments.then),
    }),
  };
  return style === 'A'
    ? {
        ...rest,
        client: client_id,
        user: user_id,
        payment_option: payment_option_id,
        membership_campaign: membership_campaign_id,
        ...money,
      }
    : { ...rest, client_id, user_id, payment_option_id, membership_campaign_id, ...money };
}

/** A cart row as POST /cart-items answers it: style A, nothing populated. */
export function cartItemStyleA(row: CartRow) {
  const { client_id, user_id, payment_option_id, membership_campaign_id, ...rest } = row;
  return {
    ...rest,
    client: client_id,
    user: user_id,
    payment_option: payment_option_id,
    membership_campaign: membership_campaign_id,
  };
}

/**
 * The cart of `userId`, priced, with the asked-for relations: `product`, `payment_option`,
 * `membership_campaign` (without the `cart_items.` prefix). With `product`, rows whose record no
 * longer exists are deleted and left out (CONTRACT §3 GET /users/{id}). Rows in cart order (id).
 */
export async function cartItemsView(
  db: Db,
  client: StudioClient,
  userId: number,
  keys: Set<string>,
  style: Style,
  today: string,
) {
  const pricing = await priceCartInDetail(db, client, userId, today);
  const l = pricing.loaded;
  const imageIds = [
    ...[...l.types.values()].map((t) => t.image_id),
    ...[...l.passTypes.values()].map((f) => f.type.image_id),
    ...[...l.series.values()].map((f) => f.type.image_id),
    ...[...l.products.values()].map((f) => f.product.image_id),
    ...[...l.events.values()].map((f) => f.event.image_id),
  ].filter((id): id is number => id !== null);
  const images = keys.has('product')
    ? await imagesById(db, client.row.id, [...new Set(imageIds)])
    : new Map<number, unknown>();
  const vanished: number[] = [];
  const out = [];
  for (const row of pricing.rows) {
    const body: Record<string, unknown> = rowOut(row, pricing.perItem.get(row.id), style);
    const appointment = l.appointments.get(row.id);
    // An appointment's slot names its teacher and branch for display (CONTRACT §7).
    if (appointment && row.appointment_details)
      body.appointment_details = {
        ...(row.appointment_details as object),
        teacher: appointment.teacher,
        branch: appointment.branch,
      };
    if (keys.has('product')) {
      const product = productOf(row, pricing, images);
      if (!product) {
        vanished.push(row.id);
        continue;
      }
      body.product = product;
    }
    if (keys.has('payment_option')) {
      const option = row.payment_option_id ? l.options.get(row.payment_option_id) : undefined;
      body.payment_option = option ? paymentOptionOut(option) : null;
    }
    if (keys.has('membership_campaign')) {
      const campaign = row.membership_campaign_id
        ? l.campaigns.get(row.membership_campaign_id)
        : undefined;
      body.membership_campaign = campaign ? campaignOut(campaign) : null;
    }
    out.push(body);
  }
  await deleteCartRows(db, client.row.id, userId, vanished);
  return out;
}
