/**
 * What a studio sells (CONTRACT §8 "Membership types", §9; seed 001 §2 Prices and Purchase access,
 * §3, §5): membership types with payment options and campaigns, class pass types, class series
 * types and series, price groups, products, class passes and the purchase options of a class type.
 *
 * Money is kroner on the wire (`payment_amount: 449.5`, CONTRACT §1.9); the api computes in integer
 * øre (money.ts). Dates are Copenhagen `YYYY-MM-DD`. Answers are loose objects: clients tolerate
 * extra fields (§1.6). Computed fields are optional: present when asked for through `populate[]`.
 * Booleans may come as 0/1 from other providers (§1.10, `WireBool`); fields of our design
 * (`registration_fee`, `sort_in_price_group`) may be missing.
 */
import * as z from 'zod/mini';
import { ClassTypeAnswer as ClassType } from './full-answers.ts';
import { Image } from './images.ts';
import { SignupUser } from './relations.ts';
import { WireBool, designDefault } from './wire.ts';
import { storedFields } from './stored.ts';

const nullableId = z.optional(z.nullable(z.number()));
/** A style-A relation: the id, or the object when populated (CONTRACT §1.7). */
const idOr = <T extends z.core.$ZodType>(object: T) =>
  z.optional(z.nullable(z.union([z.number(), object])));
const Named = z.looseObject({ id: z.number(), name: z.string() });

/** Columns of membership and class pass types (CONTRACT §8, §9): booking caps, the buyer's mail. */
const bookingLimits = {
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  has_max_number_of_simultaneous_bookings: z.optional(WireBool),
  max_number_of_simultaneous_bookings: z.optional(z.nullable(z.number())),
  send_email_to_customer: z.optional(WireBool),
};

/** A price group a type is shown in, with the type's place in it (seed 001 §3, design). */
export const PriceGroupRef = z.looseObject({
  id: z.number(),
  name: z.optional(z.string()),
  sort_in_price_group: z.optional(z.number()),
});

/**
 * A membership type's payment option (CONTRACT §8): `payment_amount` kroner per period of
 * `number_of_months_payment_covers` months. The four texts are server-made in the studio locale
 * (§1.13; Danish money format `1.234,50 kr`); `…ThatUserSees` is the campaign variant for a 1-month
 * option when the caller is eligible (or anonymous), else the plain one.
 */
export const PaymentOption = z.looseObject({
  id: z.number(),
  membership_type: z.number(),
  name: z.string(),
  number_of_months_payment_covers: z.number(),
  payment_amount: z.number(),
  for_sale: WireBool,
  nameThatUserSees: z.optional(z.string()),
  priceTextThatUserSees: z.optional(z.string()),
  nameAccountingForCampaign: z.optional(z.string()),
  priceTextAccountingForCampaign: z.optional(z.string()),
  priceTextNotAccountingForCampaign: z.optional(z.string()),
  membershipCount: z.optional(z.number()),
  ...storedFields,
  client: z.optional(z.number()),
});
export type PaymentOption = z.infer<typeof PaymentOption>;

/**
 * A membership type's introductory offer (CONTRACT §8 `active_campaign`): the first
 * `number_of_months_at_reduced_price` months cost `reduced_price` kroner each, for customers who
 * have not held the type for `min_number_of_months_since_customer_last_had_membership_type` months.
 */
export const MembershipCampaign = z.looseObject({
  id: z.number(),
  name: z.string(),
  membership_type: z.number(),
  number_of_months_at_reduced_price: z.number(),
  reduced_price: z.number(),
  min_number_of_months_since_customer_last_had_membership_type: z.number(),
  ...storedFields,
  client: z.optional(z.number()),
});
export type MembershipCampaign = z.infer<typeof MembershipCampaign>;

/**
 * A membership type (CONTRACT §8). GET /membership-types answers style B (`image_id`,
 * `active_campaign_id`; `image`, `active_campaign` only when populated); GET /membership-types/{id}
 * style A (`image` the id or the object). `registration_fee` *(design)* is kroner paid once with
 * the first payment (0 = none, also when a provider does not send it). Computed: `membershipCount` (memberships not ended),
 * `max_number_of_memberships_reached`, `userIsEligibleForCampaign` (false without a user),
 * `user_has_membership_type`, `user_membership_id`.
 */
export const MembershipType = z.looseObject({
  id: z.number(),
  client: z.number(),
  name: z.string(),
  description: z.string(),
  image_id: nullableId,
  image: idOr(Image),
  for_sale: WireBool,
  registration_fee: designDefault(z.number(), 0),
  has_max_number_of_memberships: WireBool,
  max_number_of_memberships: z.nullable(z.number()),
  access_all_videos: WireBool,
  active_campaign_id: z.nullable(z.number()),
  active_campaign: z.optional(z.nullable(z.union([z.number(), MembershipCampaign]))),
  payment_options: z.optional(z.array(PaymentOption)),
  class_types: z.optional(z.array(Named)),
  price_groups: z.optional(z.array(PriceGroupRef)),
  membershipCount: z.optional(z.number()),
  max_number_of_memberships_reached: z.optional(WireBool),
  userIsEligibleForCampaign: z.optional(WireBool),
  user_has_membership_type: z.optional(WireBool),
  user_membership_id: z.optional(z.nullable(z.number())),
  archived: WireBool,
  ...bookingLimits,
  has_max_number_of_classes_per_week: z.optional(WireBool),
  max_number_of_classes_per_week: z.optional(z.nullable(z.number())),
});
export type MembershipType = z.infer<typeof MembershipType>;

/** GET /membership-types: always an array, also for one `id` (CONTRACT §8). */
export const MembershipTypeList = z.array(MembershipType);

/**
 * A class pass type (CONTRACT §9, style A). `pass_type` `fixed_count` (uses `number_of_classes`)
 * or `unlimited`; `days` of validity from purchase; `price` kroner (0 = free, created directly).
 * Computed (null without a user): `max_number_per_customer_already_used`, `user_can_buy`.
 */
export const ClassPassType = z.looseObject({
  id: z.number(),
  client: z.number(),
  name: z.string(),
  description: z.string(),
  image: idOr(Image),
  pass_type: z.enum(['fixed_count', 'unlimited']),
  number_of_classes: z.number(),
  days: z.number(),
  price: z.number(),
  for_sale: WireBool,
  limited_number_per_customer: WireBool,
  max_number_per_customer: z.number(),
  access_all_videos: WireBool,
  class_types: z.optional(z.array(Named)),
  class_types_livestream: z.optional(z.array(Named)),
  price_groups: z.optional(z.array(PriceGroupRef)),
  max_number_per_customer_already_used: z.optional(z.nullable(z.number())),
  user_can_buy: z.optional(z.nullable(WireBool)),
  archived: WireBool,
  ...bookingLimits,
  /** Style B (the profile's `class_passes.class_pass_type` of GET /users?id=). */
  image_id: nullableId,
});
export type ClassPassType = z.infer<typeof ClassPassType>;

export const ClassPassTypeList = z.array(ClassPassType);

/** A class of a series with `populate[]=classes`, its `class_type` with `classes.class_type`. */
const SeriesClass = z.looseObject({
  id: z.number(),
  class_type: z.optional(z.nullable(ClassType)),
  date: z.optional(z.string()),
  start_time: z.optional(z.string()),
  seats: z.optional(z.number()),
  cancelled: z.optional(WireBool),
});

/**
 * A class series type (CONTRACT §9 design): a course bought once. `current_price` kroner is the
 * pro-rata price of the remaining classes once the series has started (= `price` before).
 * `classes` are ids, or class objects with `populate[]=classes`.
 */
export const ClassSeriesType = z.looseObject({
  id: z.number(),
  client_id: z.number(),
  name: z.string(),
  description: z.string(),
  image_id: nullableId,
  image: z.optional(z.nullable(Image)),
  price: z.number(),
  current_price: z.number(),
  valid_until: z.nullable(z.string()),
  allow_cancel_individual_signups: WireBool,
  classes: z.array(z.union([z.number(), SeriesClass])),
  classes_livestream: z.array(z.union([z.number(), SeriesClass])),
  is_available_for_purchase: WireBool,
  has_started: WireBool,
  number_of_remaining_classes_and_livestream_classes: z.number(),
  fully_booked_remaining_classes: z.array(z.number()),
  customer_has_class_series_type: WireBool,
  customer_can_buy_class_series_type: WireBool,
  price_groups: z.optional(z.array(PriceGroupRef)),
  archived: WireBool,
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  for_sale: z.optional(WireBool),
  /** The series' classes are booked through it only (CONTRACT §9 design). */
  locked: z.optional(WireBool),
});
export type ClassSeriesType = z.infer<typeof ClassSeriesType>;

export const ClassSeriesTypeList = z.array(ClassSeriesType);

/** A customer's class series (CONTRACT §9): `classes_left` to book; valid through `valid_until`. */
export const ClassSeries = z.looseObject({
  id: z.number(),
  user_id: z.number(),
  class_series_type_id: z.number(),
  class_series_type: z.optional(ClassSeriesType),
  classes_left: z.number(),
  valid_until: z.nullable(z.string()),
  order_id: z.nullable(z.number()),
  createdAt: z.number(),
  archived: WireBool,
  updatedAt: z.optional(z.number()),
  client_id: z.optional(z.number()),
});
export type ClassSeries = z.infer<typeof ClassSeries>;

export const ClassSeriesList = z.array(ClassSeries);

/**
 * A class pass record (CONTRACT §9 "Class passes"): style A from POST (`user`, `class_pass_type`),
 * style B from GET (`user_id`, `class_pass_type_id`; the objects when populated).
 */
export const ClassPassRecord = z.looseObject({
  id: z.number(),
  client: z.optional(z.number()),
  client_id: z.optional(z.number()),
  user: z.optional(z.union([z.number(), SignupUser])),
  user_id: z.optional(z.number()),
  class_pass_type: z.optional(z.union([z.number(), ClassPassType])),
  class_pass_type_id: z.optional(z.number()),
  classes_left: z.number(),
  start_date: z.string(),
  valid_until: z.string(),
  createdAt: z.number(),
  archived: WireBool,
  updatedAt: z.optional(z.number()),
  /** With `populate[]=log_entries` (CONTRACT §9): always empty here. */
  log_entries: z.optional(z.array(z.unknown())),
  /** The order it was bought with: style A `order`, style B `order_id` (null when free). */
  order: z.optional(z.nullable(z.number())),
  order_id: z.optional(z.nullable(z.number())),
});
export type ClassPassRecord = z.infer<typeof ClassPassRecord>;

export const ClassPassRecordList = z.array(ClassPassRecord);

/**
 * A price group (CONTRACT §9, a Prices tab), ordered by `sort`. Relations are style B types, each
 * with its `sort_in_price_group` *(design: other providers list them without it)*, present only
 * when populated; `class_series_types` is our design.
 */
export const PriceGroup = z.looseObject({
  id: z.number(),
  client: z.number(),
  name: z.string(),
  show_in_default_price_list: WireBool,
  sort: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  archived: WireBool,
  membership_types: z.optional(
    z.array(z.extend(MembershipType, { sort_in_price_group: z.optional(z.number()) })),
  ),
  class_pass_types: z.optional(
    z.array(z.extend(ClassPassType, { sort_in_price_group: z.optional(z.number()) })),
  ),
  class_series_types: z.optional(
    z.array(z.extend(ClassSeriesType, { sort_in_price_group: z.optional(z.number()) })),
  ),
});
export type PriceGroup = z.infer<typeof PriceGroup>;

export const PriceGroupList = z.array(PriceGroup);

/** A product (CONTRACT §9, style A): `price` kroner including 25 % VAT. */
export const Product = z.looseObject({
  id: z.number(),
  client: z.number(),
  name: z.string(),
  description: z.optional(z.string()),
  price: z.number(),
  for_sale: WireBool,
  image: idOr(Image),
  createdAt: z.number(),
  updatedAt: z.number(),
  archived: WireBool,
});
export type Product = z.infer<typeof Product>;

/**
 * POST /class-types/{id}/purchase-options answer (CONTRACT §9): what the customer may buy to attend
 * a class of the type. Empty lists mean "no available memberships or class types" (seed 001 §8).
 */
export const PurchaseOptions = z.looseObject({
  classPassTypes: z.array(ClassPassType),
  membershipTypes: z.array(MembershipType),
});
export type PurchaseOptions = z.infer<typeof PurchaseOptions>;
