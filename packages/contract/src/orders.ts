/**
 * Orders, invoices and receipts (CONTRACT §10; seed 001 §3 Order and Invoice). An order with
 * `invoice_id > 0` is an invoice; customers never see the others. Money is kroner on the wire
 * (numbers), instants are ms since epoch with `0` for "not happened" (CONTRACT §1.8, §1.9).
 */
import * as z from 'zod/mini';
import { Id, PopulateQuery, WireBool } from './wire.ts';

/** One line of an order. Discount and gift-card lines have negative prices (CONTRACT §10). */
export const OrderItem = z.looseObject({
  id: z.number(),
  order: z.number(),
  client: z.number(),
  /**
   * `membership_type`, `class_pass_type`, `class_series_type`, `event`, `product`,
   * `membership_registration_fee`, `discount_code`, `gift_card_purchase`, `gift_card_spend`, …
   */
  item_type: z.string(),
  item_id: z.nullable(z.number()),
  name: z.string(),
  count: z.number(),
  /** Kroner per unit. */
  item_price: z.number(),
  /** Kroner, `item_price × count`. */
  total_price: z.number(),
  vat_amount: z.number(),
  applied_discount_code_amount: z.nullable(z.number()),
  payment_option: z.nullable(z.number()),
  membership_campaign: z.nullable(z.number()),
  membership_renewal_membership_type: z.nullable(z.number()),
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  archived: z.optional(WireBool),
});
export type OrderItem = z.infer<typeof OrderItem>;

/**
 * The Order object of CONTRACT §10 (GET /orders, GET /orders/{id}, the users' `invoices`). The
 * reference serialises orders style B, so `archived` may be 0/1 (§1.10).
 */
export const Order = z.looseObject({
  id: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  archived: WireBool,
  client: z.number(),
  user: z.nullable(z.number()),
  non_user_email: z.nullable(z.string()),
  non_user_name: z.nullable(z.string()),
  /** Kroner. */
  total: z.number(),
  vat_amount: z.number(),
  payment_service_provider: z.nullable(z.string()),
  /** ms of payment; 0 = unpaid. */
  paid: z.number(),
  /** ms of a failed payment; 0 = not failed. */
  payment_failed: z.number(),
  receipt_sent: z.number(),
  /** Sequential per studio once paid; 0 = not an invoice. */
  invoice_id: z.number(),
  /** The secret of the receipt link (`/orders/{id}/pdf-receipt?receiptToken=`). */
  receipt_token: z.nullable(z.string()),
  pay_type: z.nullable(z.string()),
  card_last_4_digits: z.nullable(z.string()),
  /** Only with `populate[]=order_items`. */
  order_items: z.optional(z.array(OrderItem)),
  /** Only in GET /orders answers (CONTRACT §10). */
  user_first_name: z.optional(z.string()),
  user_last_name: z.optional(z.string()),
  /** The provider's columns (CONTRACT §10 Order object). */
  payment_provider_order_id: z.optional(z.nullable(z.string())),
  transaction_id: z.optional(z.nullable(z.string())),
  transaction_fee: z.optional(z.nullable(z.number())),
  card_prefix: z.optional(z.nullable(z.string())),
  card_expiration: z.optional(z.nullable(z.string())),
  masked_card: z.optional(z.nullable(z.string())),
  gateway_statuscode: z.optional(z.nullable(z.string())),
  test: z.optional(WireBool),
  membership: z.optional(z.nullable(z.number())),
  payment_subscription: z.optional(z.nullable(z.number())),
});
export type Order = z.infer<typeof Order>;

/** GET /orders?id[]=… answer: the caller's invoiced orders, sorted by id. */
export const OrderList = z.array(Order);
export type OrderList = z.infer<typeof OrderList>;

/** The users' populate key `invoices` (CONTRACT §3, §10): Orders without items. */
export const Invoices = z.array(Order);

/** GET /orders/{id} and /orders/{id}/pdf-receipt path. */
export const OrderIdParams = z.object({ id: Id });

/**
 * GET /orders?id[]=1&id[]=2&populate[]=order_items (CONTRACT §10). `id` in any qs form (read by
 * the api with `readIds`); `populate` only `order_items` (`400 "Invalid populate fields: …"`).
 */
export const OrdersQuery = z.looseObject({
  id: z.optional(z.unknown()),
  populate: PopulateQuery,
});
export type OrdersQuery = z.infer<typeof OrdersQuery>;

/**
 * GET /orders/{id}[?receiptToken=…][&populate[]=order_items]. With `receiptToken` the order is
 * read without login (gift cards bought by visitors, CONTRACT §11 *(design)*).
 */
export const OrderQuery = z.looseObject({
  receiptToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  populate: PopulateQuery,
});
export type OrderQuery = z.infer<typeof OrderQuery>;

/** GET /orders/{id}/pdf-receipt?receiptToken=… (no login; the token is the credential). */
export const ReceiptQuery = z.looseObject({
  receiptToken: z.optional(z.string().check(z.maxLength(200))),
});
export type ReceiptQuery = z.infer<typeof ReceiptQuery>;

/** The receipt link the web builds (CONTRACT §10): `<apiRoot>/orders/<id>/pdf-receipt?…`. */
export const receiptPath = (orderId: number, receiptToken: string) =>
  `/orders/${orderId}/pdf-receipt?receiptToken=${encodeURIComponent(receiptToken)}`;

/**
 * GET /orders/{id}/payment-outcome *(design, issue 22; docs/decisions/2026-11-27-order-holds-and-
 * refunds.md)*: what became of the customer's own order after its payment page. `paid`: applied;
 * `refused`: paid but no longer grantable (a seat, limit, code or gift card went meanwhile), so
 * nothing given and the money refunded (`refunded` ms, 0 while the provider has not taken it);
 * `failed`: declined; `pending`: nothing reported yet. `refund_text`: why, in the studio's language.
 * `amount`: the order total in kroner.
 */
export const PaymentOutcome = z.object({
  status: z.enum(['paid', 'refused', 'failed', 'pending']),
  amount: z.number(),
  refund_text: z.nullable(z.string()),
  refunded: z.number(),
});
export type PaymentOutcome = z.infer<typeof PaymentOutcome>;
