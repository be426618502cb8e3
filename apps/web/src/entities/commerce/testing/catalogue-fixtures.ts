/** Catalogue answers shaped like the contract (CONTRACT §8, §9), for web tests. */
import type {
  ClassPassType,
  ClassSeriesType,
  MembershipType,
  PaymentOption,
  PriceGroup,
} from '@studio/contract/catalogue';

export function paymentOption(extra: Partial<PaymentOption> = {}): PaymentOption {
  return {
    id: 14,
    membership_type: 6,
    name: '1 month',
    number_of_months_payment_covers: 1,
    payment_amount: 499,
    for_sale: true,
    nameThatUserSees: '1 month',
    priceTextThatUserSees: '499,00 kr',
    ...extra,
  };
}

export function membershipType(extra: Partial<MembershipType> = {}): MembershipType {
  return {
    id: 6,
    client: 1,
    name: 'Unlimited',
    description: 'All classes, all month.',
    image_id: null,
    for_sale: true,
    registration_fee: 0,
    has_max_number_of_memberships: false,
    max_number_of_memberships: null,
    access_all_videos: false,
    active_campaign_id: null,
    payment_options: [paymentOption()],
    price_groups: [{ id: 1, sort_in_price_group: 0 }],
    membershipCount: 3,
    userIsEligibleForCampaign: false,
    user_has_membership_type: false,
    archived: false,
    ...extra,
  };
}

export function classPassType(extra: Partial<ClassPassType> = {}): ClassPassType {
  return {
    id: 3,
    client: 1,
    name: '10-class pass',
    description: 'Ten classes.',
    pass_type: 'fixed_count',
    number_of_classes: 10,
    days: 180,
    price: 1200,
    for_sale: true,
    limited_number_per_customer: false,
    max_number_per_customer: 1,
    access_all_videos: false,
    price_groups: [{ id: 1, sort_in_price_group: 1 }],
    max_number_per_customer_already_used: 0,
    user_can_buy: true,
    archived: false,
    ...extra,
  };
}

export function classSeriesType(extra: Partial<ClassSeriesType> = {}): ClassSeriesType {
  return {
    id: 2,
    client_id: 1,
    name: 'Beginners course',
    description: 'Six weeks.',
    image_id: null,
    price: 900,
    current_price: 900,
    valid_until: null,
    allow_cancel_individual_signups: false,
    classes: [812, 830],
    classes_livestream: [],
    is_available_for_purchase: true,
    has_started: false,
    number_of_remaining_classes_and_livestream_classes: 6,
    fully_booked_remaining_classes: [],
    customer_has_class_series_type: false,
    customer_can_buy_class_series_type: true,
    price_groups: [{ id: 1, sort_in_price_group: 2 }],
    archived: false,
    ...extra,
  };
}

export function priceGroup(extra: Partial<PriceGroup> = {}): PriceGroup {
  return {
    id: 1,
    client: 1,
    name: 'Yoga',
    show_in_default_price_list: true,
    sort: 0,
    createdAt: 0,
    updatedAt: 0,
    archived: false,
    ...extra,
  };
}

/** POST /cart-items answer: the created row (CONTRACT §7, no populated members). */
export function cartItemAnswer(body: unknown) {
  const sent = body as Record<string, unknown>;
  return {
    id: 5501,
    createdAt: 0,
    updatedAt: 0,
    archived: false,
    client: 1,
    user: sent.user,
    item_type: sent.item_type,
    item_id: sent.item_id ?? null,
    item_count: sent.item_count ?? 1,
    payment_option: sent.payment_option ?? null,
    membership_campaign: sent.membership_campaign ?? null,
    use_immediately_after_purchase: sent.use_immediately_after_purchase ?? null,
    real_user_name: null,
  };
}
