/**
 * What a studio sells and what was bought (CONTRACT §7–§11; seed 001 §1–§9): price groups,
 * membership campaigns, products, discount codes, gift cards, the server-side cart, orders with
 * their items (an order with an `invoice_id` is an invoice), saved cards (payment subscriptions)
 * and the per-studio invoice counter. Money columns are exact decimals in kroner
 * (`numeric(12,2)`); arithmetic converts them to integer øre first.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientId, record } from './common.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A tab of the Prices page (CONTRACT §9 price groups), ordered by `sort`. */
export const priceGroups = pgTable('price_groups', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  show_in_default_price_list: boolean('show_in_default_price_list').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** What a price group shows: membership, class pass and class series types, in their order. */
export const priceGroupItems = pgTable(
  'price_group_items',
  {
    price_group_id: integer('price_group_id').notNull(),
    /** `membership_type`, `class_pass_type` or `class_series_type`. */
    item_type: text('item_type').notNull(),
    item_id: integer('item_id').notNull(),
    sort_in_price_group: integer('sort_in_price_group').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.price_group_id, t.item_type, t.item_id] })],
);

/** A membership type's introductory offer (CONTRACT §8 `active_campaign`). */
export const membershipCampaigns = pgTable('membership_campaigns', {
  ...record,
  client_id: clientId(),
  membership_type_id: integer('membership_type_id').notNull(),
  name: text('name').notNull(),
  number_of_months_at_reduced_price: integer('number_of_months_at_reduced_price')
    .notNull()
    .default(1),
  reduced_price: money('reduced_price').notNull(),
  min_number_of_months_since_customer_last_had_membership_type: integer(
    'min_number_of_months_since_customer_last_had_membership_type',
  )
    .notNull()
    .default(0),
});

/** A thing sold as is (CONTRACT §9 products); `price` includes 25 % VAT. */
export const products = pgTable('products', {
  ...record,
  client_id: clientId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image_id: integer('image_id'),
  price: money('price').notNull(),
  for_sale: boolean('for_sale').notNull().default(true),
});

/** A code typed at checkout (CONTRACT §7 discount code rules). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    ...record,
    client_id: clientId(),
    /** The code the customer types; matched case-insensitively. */
    name: text('name').notNull(),
    /** `discount_percent` or `discount_amount`. */
    type: text('type').notNull(),
    discount_percent: money('discount_percent').notNull().default('0'),
    discount_amount: money('discount_amount').notNull().default('0'),
    /**
     * What it applies to: `membership_types`, `class_pass_types`, `class_series_types`,
     * `products`, `events`, or one item as `<item_type>_<id>` (`class_pass_type_3`).
     */
    valid_for_items: jsonb('valid_for_items').$type<string[]>().notNull().default([]),
    has_customer_limit: boolean('has_customer_limit').notNull().default(false),
    customer_limit: integer('customer_limit').notNull().default(0),
    has_use_per_customer_limit: boolean('has_use_per_customer_limit').notNull().default(false),
    use_per_customer_limit: integer('use_per_customer_limit').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** On a membership: only the first `number_of_payments` payments (the purchase included). */
    applies_to_limited_number_of_payments: boolean('applies_to_limited_number_of_payments')
      .notNull()
      .default(false),
    number_of_payments: integer('number_of_payments').notNull().default(1),
  },
  (t) => [index('discount_codes_name').on(t.client_id, sql`lower(${t.name})`)],
);

/** A gift card (CONTRACT §11): made unactivated with its order, activated once paid. */
export const giftCards = pgTable(
  'gift_cards',
  {
    ...record,
    client_id: clientId(),
    /** Generated on activation; null until then. */
    code: text('code'),
    recipient_email: text('recipient_email').notNull().default(''),
    recipient_name: text('recipient_name').notNull().default(''),
    giver_email: text('giver_email').notNull(),
    giver_name: text('giver_name').notNull(),
    message: text('message').notNull().default(''),
    activated: boolean('activated').notNull().default(false),
    paid_with_order_id: integer('paid_with_order_id'),
    valid_until: date('valid_until', { mode: 'string' }),
    amount: money('amount').notNull(),
    amount_left: money('amount_left').notNull().default('0'),
    sent_at: bigint('sent_at', { mode: 'number' }).notNull().default(0),
    /**
     * *(design, issue 26)* The Copenhagen date an `auto` card is e-mailed on (the morning job,
     * commerce/gift-cards); null = at payment. Cleared when the studio sends it (`manual`).
     */
    send_on: date('send_on', { mode: 'string' }),
    /** `system` or `user`. */
    sent_by: text('sent_by'),
    sent_by_user_id: integer('sent_by_user_id'),
  },
  (t) => [uniqueIndex('gift_cards_code').on(t.client_id, t.code)],
);

/** One row of a customer's cart (CONTRACT §7 cart item, style A). */
export const cartItems = pgTable(
  'cart_items',
  {
    ...record,
    client_id: clientId(),
    user_id: integer('user_id').notNull(),
    /**
     * `membership_type`, `class_pass_type`, `class_series_type`, `event`,
     * `event_first_installment`, `product`, `discount_code`, `gift_card_spend`, `appointment`.
     */
    item_type: text('item_type').notNull(),
    item_id: integer('item_id'),
    item_count: integer('item_count').notNull().default(1),
    payment_option_id: integer('payment_option_id'),
    membership_campaign_id: integer('membership_campaign_id'),
    /** What to book once paid: `{item_type, class_id, numberOfSeats}` (CONTRACT §7 design). */
    use_immediately_after_purchase: jsonb('use_immediately_after_purchase'),
    appointment_details: jsonb('appointment_details'),
    real_user_name: text('real_user_name'),
  },
  (t) => [index('cart_items_user').on(t.user_id)],
);

/** An order made from a cart (CONTRACT §10); with `invoice_id > 0` it is an invoice. */
export const orders = pgTable(
  'orders',
  {
    ...record,
    client_id: clientId(),
    user_id: integer('user_id'),
    non_user_email: text('non_user_email'),
    non_user_name: text('non_user_name'),
    total: money('total').notNull(),
    vat_amount: money('vat_amount').notNull().default('0'),
    /** `stripe`, `reepay` or `test`. */
    payment_service_provider: text('payment_service_provider'),
    /** The provider's id of this order's payment (Stripe Checkout Session, Reepay handle). */
    payment_provider_order_id: text('payment_provider_order_id'),
    /** Instants in ms since epoch; 0 = not (yet) happened (CONTRACT §1.8). */
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    payment_failed: bigint('payment_failed', { mode: 'number' }).notNull().default(0),
    receipt_sent: bigint('receipt_sent', { mode: 'number' }).notNull().default(0),
    /** When the bought things were created: fulfilment runs once, under a lock on this row. */
    fulfilled: bigint('fulfilled', { mode: 'number' }).notNull().default(0),
    invoice_id: integer('invoice_id').notNull().default(0),
    receipt_token: text('receipt_token'),
    transaction_id: text('transaction_id'),
    transaction_fee: money('transaction_fee').notNull().default('0'),
    pay_type: text('pay_type'),
    card_prefix: text('card_prefix'),
    card_last_4_digits: text('card_last_4_digits'),
    card_expiration: text('card_expiration'),
    masked_card: text('masked_card'),
    gateway_statuscode: text('gateway_statuscode'),
    test: boolean('test').notNull().default(false),
    membership_id: integer('membership_id'),
    payment_subscription_id: integer('payment_subscription_id'),
    /** A renewal order's period: the first day its payment covers (commerce/renewals). */
    renewal_period_start: date('renewal_period_start', { mode: 'string' }),
    /**
     * The key of the charge being made for this order (`membership-<id>-<period start>`, a retry
     * after a decline adds `-retry-<n>`): stored before the provider is called, so a crash after
     * charging re-sends the same key and the provider answers the same charge (issue 12).
     */
    idempotency_key: text('idempotency_key'),
    /** The installment a scheduled or retried installment order pays (commerce/installments). */
    event_signup_installment_id: integer('event_signup_installment_id'),
    /**
     * Until when (ms) an unpaid order made from the cart holds what it sells: event seats, a gift
     * card's balance, a discount code's use (commerce/holds). 0 = not a cart order.
     */
    hold_until: bigint('hold_until', { mode: 'number' }).notNull().default(0),
    /**
     * When a payment arrived that could no longer be granted (ms; 0 = not refused): the order
     * gives nothing and its money goes back (`refund_reason`, `refunded`, issue 22).
     */
    refused: bigint('refused', { mode: 'number' }).notNull().default(0),
    /** Why it was refused: `limit_reached`, `sold_out`, `code_used_up`, `gift_card_spent`, … */
    refund_reason: text('refund_reason'),
    /** When the provider accepted the refund (ms; 0 = not yet), and its refund id. */
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    refund_id: text('refund_id'),
  },
  (t) => [
    // One order per later installment, whoever charges it (issue 14).
    uniqueIndex('orders_one_per_installment')
      .on(t.event_signup_installment_id)
      .where(sql`${t.event_signup_installment_id} IS NOT NULL`),
    index('orders_user').on(t.user_id),
    // The live holds a cart is priced against: unpaid cart orders, by studio (commerce/holds).
    index('orders_live_holds')
      .on(t.client_id, t.hold_until)
      .where(sql`${t.paid} = 0 AND ${t.fulfilled} = 0 AND ${t.payment_failed} = 0`),
    // One renewal order per membership and period, whoever runs the renewal (issue 12).
    uniqueIndex('orders_one_renewal_per_period')
      .on(t.membership_id, t.renewal_period_start)
      .where(sql`${t.renewal_period_start} IS NOT NULL`),
  ],
);

/** A line of an order (CONTRACT §10 `order_items`); discounts and gift cards are negative. */
export const orderItems = pgTable(
  'order_items',
  {
    ...record,
    client_id: clientId(),
    order_id: integer('order_id').notNull(),
    /** The cart item types plus `membership_renewal`, `gift_card_purchase`, fees, installments. */
    item_type: text('item_type').notNull(),
    item_id: integer('item_id'),
    name: text('name').notNull(),
    count: integer('count').notNull().default(1),
    item_price: money('item_price').notNull(),
    total_price: money('total_price').notNull(),
    vat_amount: money('vat_amount').notNull().default('0'),
    applied_discount_code_amount: money('applied_discount_code_amount'),
    payment_option_id: integer('payment_option_id'),
    membership_campaign_id: integer('membership_campaign_id'),
    membership_renewal_membership_type: integer('membership_renewal_membership_type'),
    use_immediately_after_purchase: jsonb('use_immediately_after_purchase'),
    /** An `appointment` line's slot (CONTRACT §7 `appointment_details`). */
    appointment_details: jsonb('appointment_details'),
  },
  (t) => [index('order_items_order').on(t.order_id)],
);

/**
 * A saved card paying a membership's renewals or an event signup's later installments (CONTRACT
 * §6, §7, §8 `payment_subscriptions`): exactly one of `membership_id`, `event_signup_id` is set.
 */
export const paymentSubscriptions = pgTable('payment_subscriptions', {
  ...record,
  client_id: clientId(),
  membership_id: integer('membership_id'),
  event_signup_id: integer('event_signup_id'),
  /** `stripe`, `reepay` or `test`. */
  payment_service_provider: text('payment_service_provider').notNull(),
  /** The provider's handle of the saved card (Stripe payment method, Reepay card id). */
  payment_provider_subscription_id: text('payment_provider_subscription_id').notNull(),
  /** Stripe customer id, when the provider needs one to charge the card later. */
  payment_provider_customer_id: text('payment_provider_customer_id'),
  /** `active` or `stopped`. */
  status: text('status').notNull().default('active'),
  pay_type: text('pay_type'),
  card_prefix: text('card_prefix'),
  card_last_4_digits: text('card_last_4_digits'),
  card_expiration: text('card_expiration'),
  /**
   * *(issue 26)* The `card_expiration` (`MM/YY`) the customer was mailed about as running out
   * (commerce/card-expiry); null = never. A new card's expiry differs, so it is warned about anew.
   */
  expiry_mail_sent_for: text('expiry_mail_sent_for'),
});

/** The last invoice number per studio: `UPDATE … SET last = last + 1 RETURNING last` numbers invoices. */
export const invoiceCounters = pgTable('invoice_counters', {
  client_id: integer('client_id').primaryKey(),
  last: integer('last').notNull().default(0),
});
