/**
 * Orders on the wire (CONTRACT §10 Order object): kroner numbers, ms instants, `client` and `user`
 * keep their names (CONTRACT §1.7 "Other fk fields keep their name"), items as `order_items`.
 */
import type { OrderItemRow, OrderRow } from './queries.ts';

const kr = (value: string | null) => (value === null ? null : Number(value));

export function serializeOrderItem(row: OrderItemRow) {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    archived: row.archived,
    order: row.order_id,
    client: row.client_id,
    item_type: row.item_type,
    item_id: row.item_id,
    name: row.name,
    count: row.count,
    item_price: Number(row.item_price),
    total_price: Number(row.total_price),
    vat_amount: Number(row.vat_amount),
    applied_discount_code_amount: kr(row.applied_discount_code_amount),
    payment_option: row.payment_option_id,
    membership_campaign: row.membership_campaign_id,
    membership_renewal_membership_type: row.membership_renewal_membership_type,
  };
}

/** An Order; `items` only when `order_items` was asked for. */
export function serializeOrder(row: OrderRow, items?: OrderItemRow[]) {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    archived: row.archived,
    client: row.client_id,
    user: row.user_id,
    non_user_email: row.non_user_email,
    non_user_name: row.non_user_name,
    total: Number(row.total),
    vat_amount: Number(row.vat_amount),
    payment_service_provider: row.payment_service_provider,
    payment_provider_order_id: row.payment_provider_order_id,
    paid: row.paid,
    payment_failed: row.payment_failed,
    receipt_sent: row.receipt_sent,
    invoice_id: row.invoice_id,
    receipt_token: row.receipt_token,
    transaction_id: row.transaction_id,
    transaction_fee: Number(row.transaction_fee),
    pay_type: row.pay_type,
    card_prefix: row.card_prefix,
    card_last_4_digits: row.card_last_4_digits,
    card_expiration: row.card_expiration,
    masked_card: row.masked_card ?? '',
    gateway_statuscode: row.gateway_statuscode ?? '',
    test: row.test,
    membership: row.membership_id,
    payment_subscription: row.payment_subscription_id,
    ...(items ? { order_items: items.map(serializeOrderItem) } : {}),
  };
}
