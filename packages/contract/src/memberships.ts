/**
 * Memberships and their pauses (CONTRACT §8; seed 001 §2 membership detail page, §3 Membership,
 * §4 membership status). Money is kroner on the wire (numbers), dates Copenhagen `YYYY-MM-DD`,
 * instants ms since epoch with `0` for "not happened" (CONTRACT §1.8, §1.9). GET /memberships
 * answers style B (`membership_type_id`), GET /memberships/{id} and the user's `memberships`
 * populate style A (`membership_type`: an id, or the object when populated). Booleans may be 0/1
 * (§1.10).
 */
import * as z from 'zod/mini';
import { MembershipCampaign, MembershipType } from './catalogue.ts';
import { Image } from './images.ts';
import { Order } from './orders.ts';
import { SignupUser, someOf } from './relations.ts';
import { storedFields } from './stored.ts';
import { Id, isCalendarDate, PopulateQuery, WireBool } from './wire.ts';

const Named = z.looseObject({ name: z.string() });
const CalendarDate = z.string().check(z.refine(isCalendarDate, 'validation:date'));

/**
 * A membership pause (CONTRACT §8 "MembershipPause object"): `end_date` is the day the membership
 * runs again, null for an open-ended pause; `fee` kroner; `is_applied_to_membership_at` the instant
 * the renewal run moved `paid_until` by the pause's length (0 = not yet).
 */
export const MembershipPause = z.looseObject({
  id: z.number(),
  client_id: z.number(),
  membership_id: z.number(),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  fee: z.number(),
  fee_paid_with_order_id: z.nullable(z.number()),
  comment: z.string(),
  is_applied_to_membership_at: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  archived: WireBool,
});
export type MembershipPause = z.infer<typeof MembershipPause>;

/**
 * A late-cancel or no-show fee (CONTRACT §8 `pending_no_show_fees`, `no_show_fees`): `amount`
 * kroner, paid with the next renewal; `class` and `class_signup` only when populated.
 */
export const NoShowFee = z.looseObject({
  id: z.number(),
  amount: z.number(),
  days_deducted: z.number(),
  classes_spent: z.number(),
  reason: z.enum(['no_show', 'late_cancel']),
  cancelled_at: z.number(),
  paid_with_order_id: z.nullable(z.number()),
  class_id: z.number(),
  class_signup_id: z.number(),
  membership_id: z.nullable(z.number()),
  class_pass_id: z.nullable(z.number()),
  user_id: z.number(),
  client_id: z.number(),
  class: z.optional(
    z.nullable(
      z.looseObject({
        id: z.number(),
        date: z.string(),
        start_time: z.string(),
        class_type: z.optional(
          z.nullable(
            z.union([
              z.number(),
              z.extend(Named, { id: z.optional(z.number()), color: z.optional(z.string()) }),
            ]),
          ),
        ),
        end_time: z.optional(z.string()),
        class_type_id: z.optional(z.number()),
      }),
    ),
  ),
  class_signup: z.optional(z.nullable(z.looseObject({ id: z.number() }))),
  ...storedFields,
});
export type NoShowFee = z.infer<typeof NoShowFee>;

/**
 * CONTRACT §8 `next_payment`: `date` the day of the next automatic payment (null while an
 * open-ended pause holds it), `amount` kroner (campaign price or the option's price less a valid
 * discount; pending no-show fees come on top and are listed apart).
 */
export const NextPayment = z.object({ date: z.nullable(z.string()), amount: z.number() });
export type NextPayment = z.infer<typeof NextPayment>;

/** A saved card paying the renewals (CONTRACT §8 `payment_subscriptions`); `active` or not. */
export const PaymentSubscription = z.looseObject({
  id: z.number(),
  status: z.string(),
  payment_service_provider: z.string(),
  pay_type: z.nullable(z.string()),
  card_prefix: z.nullable(z.string()),
  card_last_4_digits: z.nullable(z.string()),
  card_expiration: z.nullable(z.string()),
  payment_subscription_transactions: z.optional(z.array(z.looseObject({ id: z.number() }))),
  ...storedFields,
  client: z.optional(z.number()),
  membership: z.optional(z.nullable(z.number())),
});
export type PaymentSubscription = z.infer<typeof PaymentSubscription>;

/** The membership's payment option when populated (CONTRACT §8): `payment_amount` kroner. */
export const MembershipPaymentOption = z.looseObject({
  id: z.number(),
  name: z.string(),
  number_of_months_payment_covers: z.number(),
  payment_amount: z.number(),
  for_sale: WireBool,
  ...storedFields,
  client: z.optional(z.number()),
  membership_type: z.optional(z.number()),
});

/** One of the membership's invoices (CONTRACT §8 `orders`): invoiced only, newest first. */
const MembershipOrder = someOf(Order, {
  id: z.number(),
  invoice_id: z.number(),
  paid: z.number(),
  total: z.number(),
  payment_failed: z.number(),
  receipt_token: z.nullable(z.string()),
});

/** A populated campaign also names its studio and type style B (`client_id`, `membership_type_id`). */
const campaignStyleB = {
  id: z.number(),
  client_id: z.optional(z.number()),
  membership_type_id: z.optional(z.number()),
  client: z.optional(z.number()),
};

/** The discount code a membership was bought with, as the membership page shows it (kroner). */
const MembershipDiscountCode = z.looseObject({
  id: z.number(),
  name: z.optional(z.string()),
  type: z.optional(z.string()),
  discount_percent: z.optional(z.number()),
  discount_amount: z.optional(z.number()),
  applies_to_limited_number_of_payments: z.optional(WireBool),
  number_of_payments: z.optional(z.nullable(z.number())),
});

/**
 * The stored columns of a membership (CONTRACT §8 "Membership object") besides the ones read
 * above: in style A (`user`, `order`) or B (`user_id`, `membership_type_id`, …, §1.7).
 */
const membershipColumns = {
  ...storedFields,
  client: z.optional(z.number()),
  client_id: z.optional(z.number()),
  /** The customer's id, or with `populate[]=user` the customer (CONTRACT §8). */
  user: z.optional(z.union([z.number(), SignupUser])),
  user_id: z.optional(z.number()),
  membership_type_id: z.optional(z.number()),
  payment_option_id: z.optional(z.nullable(z.number())),
  order: z.optional(z.nullable(z.number())),
  order_id: z.optional(z.nullable(z.number())),
  real_user_image: z.optional(z.nullable(z.union([z.number(), Image]))),
  real_user_image_id: z.optional(z.nullable(z.number())),
  renewal_failed_last_time_at: z.optional(z.number()),
  real_user_is_someone_else: z.optional(WireBool),
  real_user_name: z.optional(z.nullable(z.string())),
  automatic_payment_processing_started: z.optional(z.number()),
};

/**
 * A membership (CONTRACT §8 "Membership object"): `status` is `active`, `cancelled_running` or
 * `ended` (the client hides `ended`); dates are Copenhagen `YYYY-MM-DD`; `status_text` and
 * `customer_cancellation_warning` are server-generated texts (§1.13). Every relation and computed
 * key is present only when asked for with `populate[]`.
 */
export const Membership = z.looseObject({
  id: z.number(),
  status: z.optional(z.string()),
  start_date: z.optional(z.string()),
  paid_until: z.optional(z.nullable(z.string())),
  cancelled_from_date: z.optional(z.nullable(z.string())),
  ended_because: z.optional(z.nullable(z.string())),
  renewal_failed: z.optional(z.number()),
  status_text: z.optional(z.nullable(z.string())),
  membership_type: z.optional(
    z.nullable(z.union([z.number(), someOf(MembershipType, { name: z.string() })])),
  ),
  payment_option: z.optional(z.nullable(z.union([z.number(), MembershipPaymentOption]))),
  /** The campaign it was bought with, and how many payments stay at its reduced price (§8). */
  membership_campaign: z.optional(
    z.nullable(z.union([z.number(), someOf(MembershipCampaign, campaignStyleB)])),
  ),
  membership_campaign_id: z.optional(z.nullable(z.number())),
  membership_campaign_number_of_reduced_payments_left: z.optional(z.number()),
  discount_code: z.optional(z.nullable(z.union([z.number(), MembershipDiscountCode]))),
  discount_code_id: z.optional(z.nullable(z.number())),
  discount_code_applies_to_limited_number_of_payments: z.optional(WireBool),
  discount_code_number_of_reduced_payments_left: z.optional(z.number()),
  payment_subscriptions: z.optional(z.array(PaymentSubscription)),
  orders: z.optional(z.array(MembershipOrder)),
  pending_no_show_fees: z.optional(z.array(NoShowFee)),
  no_show_fees: z.optional(z.array(NoShowFee)),
  membership_pauses: z.optional(z.array(MembershipPause)),
  next_payment: z.optional(z.nullable(NextPayment)),
  current_membership_pause: z.optional(z.nullable(MembershipPause)),
  upcoming_membership_pause: z.optional(z.nullable(MembershipPause)),
  current_or_upcoming_membership_pause: z.optional(z.nullable(MembershipPause)),
  customer_can_pause_membership: z.optional(WireBool),
  cancelled_from_date_including_membership_pause: z.optional(z.nullable(z.string())),
  customer_cancellation_warning: z.optional(z.string()),
  ...membershipColumns,
});
export type Membership = z.infer<typeof Membership>;

/** GET /memberships with a list (or no) `id`: the caller's memberships. */
export const MembershipList = z.array(Membership);

/** GET/PUT /memberships/{id}, DELETE /membership-pauses/{id} path. */
export const MembershipIdParams = z.object({ id: Id });

/** GET /memberships query (§8): `id` single or list (read with `readIds`), `user`, `populate`. */
export const MembershipsQuery = z.looseObject({
  id: z.optional(z.unknown()),
  user: z.optional(z.unknown()),
  populate: PopulateQuery,
});

/** GET /memberships/{id} query. */
export const MembershipQuery = z.looseObject({ populate: PopulateQuery });

/**
 * PUT /memberships/{id} body (§8): a customer sends `status` only: `cancelled_running` stops an
 * active membership, `active` resumes a stopped one before its `cancelled_from_date`.
 */
export const MembershipUpdateBody = z.object({
  status: z.enum(['active', 'cancelled_running']),
});
export type MembershipUpdateBody = z.infer<typeof MembershipUpdateBody>;

/**
 * POST /membership-pauses body *(design, §8)*: the pause starts on `start_date` (today or later)
 * and the membership runs again on `end_date` (after `start_date`); null = open-ended, only when
 * the studio allows it.
 */
export const MembershipPauseBody = z.object({
  membership: Id,
  start_date: CalendarDate,
  end_date: z.nullable(CalendarDate),
});
export type MembershipPauseBody = z.infer<typeof MembershipPauseBody>;

/** DELETE /membership-pauses/{id} answer: the archived pause(s). */
export const ArchivedPauses = z.array(MembershipPause);

/** The membership page's `populate[]` list (CONTRACT §8 GET /memberships "Detail page call"), in its order. */
export const membershipDetailPopulate = [
  'payment_option',
  'membership_type',
  'membership_type.payment_options',
  'payment_subscriptions',
  'payment_subscriptions.payment_subscription_transactions',
  'orders',
  'membership_campaign',
  'discount_code',
  'next_payment',
  'pending_no_show_fees',
  'pending_no_show_fees.class',
  'pending_no_show_fees.class.class_type',
  'current_membership_pause',
  'upcoming_membership_pause',
  'customer_can_pause_membership',
  'cancelled_from_date_including_membership_pause',
];
