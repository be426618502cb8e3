/**
 * Answers shaped exactly like CONTRACT §8 (GET /memberships "Detail page call"), parsed with the
 * contract's schemas so a fixture that drifts from the contract fails the test that uses it.
 */
import { Membership, MembershipPause, NoShowFee } from '@studio/contract/memberships';

export function pauseBody(extra: Partial<MembershipPause> = {}): MembershipPause {
  return MembershipPause.parse({
    id: 4,
    client_id: 1,
    membership_id: 17,
    start_date: '2099-07-01',
    end_date: '2099-08-01',
    fee: 0,
    fee_paid_with_order_id: null,
    comment: '',
    is_applied_to_membership_at: 0,
    createdAt: 0,
    updatedAt: 0,
    archived: false,
    ...extra,
  });
}

export function feeBody(extra: Partial<NoShowFee> = {}): NoShowFee {
  return NoShowFee.parse({
    id: 8,
    amount: 30,
    days_deducted: 0,
    classes_spent: 0,
    reason: 'late_cancel',
    cancelled_at: 0,
    paid_with_order_id: null,
    class_id: 812,
    class_signup_id: 300,
    membership_id: 17,
    class_pass_id: null,
    user_id: 42,
    client_id: 1,
    class: { id: 812, date: '2099-05-13', start_time: '07:00', class_type: { name: 'Hatha' } },
    ...extra,
  });
}

const order = (id: number, invoice_id: number, paid: number, payment_failed: number) => ({
  id,
  createdAt: Date.UTC(2099, 4, 5, 6),
  updatedAt: 0,
  archived: false,
  client: 1,
  user: 42,
  invoice_id,
  paid,
  total: 499,
  payment_failed,
  receipt_token: `tok${id}`,
});

/** An active monthly membership of customer 42, paid through 2099-06-04, with a saved card. */
export function membershipBody(extra: Record<string, unknown> = {}): Membership {
  return Membership.parse({
    id: 17,
    createdAt: 0,
    updatedAt: 0,
    archived: false,
    client: 1,
    user_id: 42,
    membership_type_id: 6,
    payment_option_id: 14,
    status: 'active',
    ended_because: null,
    start_date: '2099-01-05',
    paid_until: '2099-06-04',
    cancelled_from_date: null,
    renewal_failed: 0,
    renewal_failed_last_time_at: 0,
    real_user_is_someone_else: false,
    real_user_name: '',
    real_user_image_id: null,
    membership_campaign_id: null,
    membership_campaign_number_of_reduced_payments_left: 0,
    discount_code_id: null,
    discount_code_applies_to_limited_number_of_payments: false,
    discount_code_number_of_reduced_payments_left: 0,
    automatic_payment_processing_started: 0,
    membership_type: { id: 6, name: 'Unlimited yoga', access_all_videos: false },
    payment_option: {
      id: 14,
      name: '1 month',
      number_of_months_payment_covers: 1,
      payment_amount: 499,
      for_sale: true,
    },
    payment_subscriptions: [
      {
        id: 3,
        status: 'active',
        payment_service_provider: 'test',
        pay_type: 'V-DK',
        card_prefix: '457110',
        card_last_4_digits: '0000',
        card_expiration: '12/27',
        payment_subscription_transactions: [],
      },
    ],
    orders: [
      order(900, 1201, Date.UTC(2099, 4, 5, 6), 0),
      order(850, 1100, Date.UTC(2099, 3, 5, 6), 0),
    ],
    membership_campaign: null,
    discount_code: null,
    pending_no_show_fees: [],
    next_payment: { date: '2099-06-05', amount: 499 },
    current_membership_pause: null,
    upcoming_membership_pause: null,
    current_or_upcoming_membership_pause: null,
    customer_can_pause_membership: false,
    cancelled_from_date_including_membership_pause: null,
    status_text: 'Active',
    customer_cancellation_warning:
      'Your last day will be July 5, 2099. One more payment of 499,00 kr will be taken on June 5, 2099.',
    ...extra,
  });
}

export { order as orderBody };
