/**
 * The server-side cart (CONTRACT §7 "Cart item object", POST/DELETE/GET /cart-items; seed 001 §2
 * Checkout, §3 cart item, §9 proration). Request bodies are validated by the api with these
 * schemas; answers are parsed by the web. Money on the wire is kroner (§1.9).
 */
import { MembershipCampaign, PaymentOption } from './catalogue.ts';
import * as z from 'zod/mini';
import { AppointmentSlotBody } from './appointment-slot.ts';
import { IsoDate } from './dates.ts';
import { Image } from './images.ts';
import { storedFields } from './stored.ts';
import { Id, PopulateQuery, WireBool, WireInt, designDefault, hasNoNul } from './wire.ts';

/** Every cart item type of CONTRACT §7 (reference plus seed additions). */
export const CART_ITEM_TYPES = [
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
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/** Item types that are things bought (chosen on Prices, Events), in checkout order. */
export const BOUGHT_CART_ITEM_TYPES = [
  'membership_type',
  'class_pass_type',
  'class_series_type',
  'event',
  'event_first_installment',
  'product',
] as const;

/** Item types that are codes applied to a cart, after what is bought. */
const CODE_CART_ITEM_TYPES = ['discount_code', 'gift_card_spend'] as const;

/** The item types this server sells, in checkout order. */
export const SOLD_CART_ITEM_TYPES = [
  ...BOUGHT_CART_ITEM_TYPES,
  'appointment',
  ...CODE_CART_ITEM_TYPES,
] as const;

/** Most rows one POST may add (`item_count`): passes for 99 seats at one class each. */
export const MAX_CART_ITEM_COUNT = 99;

/** Longest discount code or gift card code a customer may type. */
export const MAX_CODE_LENGTH = 100;

/** `destroyOthers=1` (query or body): `1`, `true` (numbers, strings or booleans); `0`/`false` no. */
export const Flag = z.union([
  z.literal(1),
  z.literal(0),
  z.literal('1'),
  z.literal('0'),
  z.literal(true),
  z.literal(false),
  z.literal('true'),
  z.literal('false'),
]);
export const isOn = (flag: z.infer<typeof Flag> | undefined) =>
  flag === 1 || flag === '1' || flag === true || flag === 'true';

/**
 * What to book once the order is paid (CONTRACT §7 design): the class, how it is attended and how
 * many seats. Stored on the first created row only.
 */
export const UseImmediately = z.union([
  z.object({
    item_type: z.enum(['class', 'class_livestream', 'class_waiting_list']),
    class_id: Id,
    numberOfSeats: z.optional(WireInt(1, MAX_CART_ITEM_COUNT)),
  }),
  /** *(design)* A class pass or membership type bought for an appointment: book it once paid. */
  z.extend(AppointmentSlotBody, { item_type: z.literal('appointment') }),
]);
export type UseImmediately = z.infer<typeof UseImmediately>;

/**
 * POST /cart-items body (CONTRACT §7). `item_id` is required except for `discount_code` (and
 * `gift_card_spend`, which is found by its code in `discount_code`, never by id). `item_count`
 * 1–99 creates that many rows, except for `event` (one row, `item_count` = seats) and the types
 * bought once (`membership_type`, `class_series_type`, `event_first_installment`: 1). Wrong
 * types, negative or huge counts → 400.
 */
export const CartItemBody = z.object({
  item_type: z.enum(SOLD_CART_ITEM_TYPES),
  item_id: z.optional(z.nullable(Id)),
  user: Id,
  item_count: z.optional(WireInt(1, MAX_CART_ITEM_COUNT)),
  payment_option: z.optional(z.nullable(Id)),
  membership_campaign: z.optional(z.nullable(Id)),
  discount_code: z.optional(
    z.string().check(z.minLength(1), z.maxLength(MAX_CODE_LENGTH), z.refine(hasNoNul)),
  ),
  use_immediately_after_purchase: z.optional(z.nullable(UseImmediately)),
  /** *(design)* An `appointment` item's slot (its `item_id` is the appointment type). */
  appointment_details: z.optional(z.nullable(AppointmentSlotBody)),
  destroyOthers: z.optional(Flag),
});
export type CartItemBody = z.infer<typeof CartItemBody>;

/** POST /cart-items query: only `destroyOthers`. */
export const CartItemQuery = z.looseObject({ destroyOthers: z.optional(Flag) });

/** `{id}` of DELETE /cart-items/{id}. */
export const CartItemIdParams = z.object({ id: Id });

/** GET /cart-items query: `user` must be the caller; `populate[]` ∈ product, payment_option, membership_campaign. */
export const CartItemListQuery = z.looseObject({ user: Id, populate: PopulateQuery });

/**
 * `product` of a cart item when populated: the bought record (membership type with
 * `payment_options` and `registration_fee`, class pass type, class series type, product, discount
 * code, gift card with its `code`). `price` is what one unit costs now, in kroner; negative for
 * `discount_code` and `gift_card_spend` rows (what they take off this cart).
 */
export const CartProduct = z.looseObject({
  id: z.number(),
  name: z.optional(z.string()),
  price: z.number(),
  image: z.optional(z.nullable(z.union([z.number(), Image]))),
  code: z.optional(z.nullable(z.string())),
  registration_fee: z.optional(z.number()),
  payment_options: z.optional(z.array(PaymentOption)),
  /** The rest of the bought record's columns (CONTRACT §7–§9), as its kind has them. */
  ...storedFields,
  client: z.optional(z.number()),
  description: z.optional(z.string()),
  for_sale: z.optional(WireBool),
  pass_type: z.optional(z.string()),
  number_of_classes: z.optional(z.number()),
  days: z.optional(z.number()),
  limited_number_per_customer: z.optional(WireBool),
  max_number_per_customer: z.optional(z.number()),
  has_max_number_of_simultaneous_bookings: z.optional(WireBool),
  max_number_of_simultaneous_bookings: z.optional(z.nullable(z.number())),
  access_all_videos: z.optional(WireBool),
  send_email_to_customer: z.optional(WireBool),
  active_campaign: z.optional(z.nullable(z.union([z.number(), MembershipCampaign]))),
  start_date: z.optional(z.string()),
  seats: z.optional(z.number()),
  installment_payments_enabled: z.optional(WireBool),
  /** A discount code's kind and size (CONTRACT §7 discount code rules). */
  type: z.optional(z.string()),
  discount_percent: z.optional(z.number()),
  discount_amount: z.optional(z.number()),
});
export type CartProduct = z.infer<typeof CartProduct>;

const ref = <T extends z.ZodMiniType>(object: T) => z.nullable(z.union([z.number(), object]));

/**
 * A payment still to come for a membership in the cart *(design)*: its Copenhagen date and amount
 * (kroner), as the membership's `next_payment` (CONTRACT §8) will show it once bought.
 */
export const CartItemPayment = z.object({ date: IsoDate, amount: z.number() });
export type CartItemPayment = z.infer<typeof CartItemPayment>;

/**
 * *(design)* On a valid membership row: `next_payment`, the first automatic payment after this
 * one, and `then_payment`, the first later one of another amount (when the campaign's, or a
 * limited discount code's, reduced payments are over), or null when every later payment costs what
 * `next_payment` does. At a studio renewing on the 1st a membership bought after the 1st pays the
 * rest of this month now (at the campaign's price pro rata) and every campaign month after it
 * (seed 001 §9). Decision: docs/decisions/2026-11-27-next-payment-in-cart.md.
 */
const upcomingPayments = {
  next_payment: z.optional(CartItemPayment),
  then_payment: z.optional(z.nullable(CartItemPayment)),
};

/**
 * A cart item, style A (CONTRACT §7): `payment_option` and `membership_campaign` are ids, objects
 * when populated. *(design)* `item_price` / `total_price` (kroner; count included in the total) are
 * what checkout will charge for the row now (prorated first payment, campaign price, negative for
 * discount and gift-card rows); `valid: false` marks a row checkout will remove
 * (E_INVALID_CART_ITEM). `ratioOfRemainingDaysAndFullMonthDays` only for memberships at studios
 * that renew on the 1st; `next_payment` and `then_payment` (above) only for valid memberships.
 * `item_count` and `use_immediately_after_purchase` are our design too: a provider without them
 * (the reference: one row per item) reads as 1 and null.
 */
export const CartItem = z.looseObject({
  id: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  archived: WireBool,
  client: z.number(),
  user: z.number(),
  item_type: z.enum(CART_ITEM_TYPES),
  item_id: z.nullable(z.number()),
  item_count: designDefault(z.number(), 1),
  payment_option: ref(PaymentOption),
  membership_campaign: ref(MembershipCampaign),
  use_immediately_after_purchase: designDefault(z.nullable(UseImmediately), null),
  real_user_name: z.nullable(z.string()),
  product: z.optional(z.nullable(CartProduct)),
  item_price: z.optional(z.number()),
  total_price: z.optional(z.number()),
  valid: z.optional(WireBool),
  ratioOfRemainingDaysAndFullMonthDays: z.optional(z.number()),
  ...upcomingPayments,
  /** What to book once paid, for an appointment (CONTRACT §7 design). */
  appointment_details: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
export type CartItem = z.infer<typeof CartItem>;

/** GET /cart-items, and the user's populated `cart_items` (style A). */
export const CartItemList = z.array(CartItem);

/**
 * The user's `cart_items` in GET /users?id= (style B, CONTRACT §1.7): `user_id`,
 * `payment_option_id`, `membership_campaign_id`; the relation objects only when populated.
 */
export const CartItemStyleB = z.looseObject({
  id: z.number(),
  client_id: z.number(),
  user_id: z.number(),
  item_type: z.enum(CART_ITEM_TYPES),
  item_id: z.nullable(z.number()),
  item_count: designDefault(z.number(), 1),
  payment_option_id: z.nullable(z.number()),
  membership_campaign_id: z.nullable(z.number()),
  payment_option: z.optional(z.nullable(PaymentOption)),
  membership_campaign: z.optional(z.nullable(MembershipCampaign)),
  product: z.optional(z.nullable(CartProduct)),
  item_price: z.optional(z.number()),
  total_price: z.optional(z.number()),
  valid: z.optional(WireBool),
  ...upcomingPayments,
  ...storedFields,
  use_immediately_after_purchase: z.optional(z.nullable(UseImmediately)),
  appointment_details: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  real_user_name: z.optional(z.nullable(z.string())),
  ratioOfRemainingDaysAndFullMonthDays: z.optional(z.number()),
});

/**
 * A row of the priced cart *(design)*: `cart_item_id` null for the registration-fee row
 * (`item_type: 'membership_registration_fee'`, not removable). Kroner; negative for discount and
 * gift-card rows.
 */
export const PricedCartRow = z.looseObject({
  cart_item_id: z.nullable(z.number()),
  item_type: z.string(),
  item_id: z.nullable(z.number()),
  name: z.string(),
  count: z.number(),
  item_price: z.number(),
  total_price: z.number(),
  vat_amount: z.number(),
  payment_option: z.optional(z.nullable(z.number())),
  membership_campaign: z.optional(z.nullable(z.number())),
});

/**
 * GET /cart-items/priced?user=<ownId> *(design)*: the checkout table exactly as the order will be
 * made (seed 001 §2): rows in checkout order, `total` and `vat_amount` in kroner, and the cart items
 * checkout would refuse (`invalid_cart_item_ids`, not counted in the total).
 */
export const PricedCart = z.looseObject({
  rows: z.array(PricedCartRow),
  total: z.number(),
  vat_amount: z.number(),
  invalid_cart_item_ids: z.array(z.number()),
});
export type PricedCart = z.infer<typeof PricedCart>;

/** GET /cart-items/priced query. */
export const PricedCartQuery = z.looseObject({ user: Id });
