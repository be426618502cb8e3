/**
 * The stored parts of a membership on the wire (CONTRACT §8, §1.7): its own columns in style A or
 * B, and its pauses, payment option and discount code as objects. Kroner on the wire.
 */
import { toOre } from '@studio/contract/money';
import type { MembershipRow, PauseRow } from './queries.ts';
import type { DiscountCodeRow, OptionRow } from './relations.ts';

export const serializePause = (row: PauseRow) => ({
  id: row.id,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  archived: row.archived,
  client_id: row.client_id,
  membership_id: row.membership_id,
  start_date: row.start_date,
  end_date: row.end_date,
  fee: toOre(row.fee) / 100,
  fee_paid_with_order_id: row.fee_paid_with_order_id,
  comment: row.comment,
  is_applied_to_membership_at: row.is_applied_to_membership_at,
});

export const serializeOption = (row: OptionRow) => ({
  id: row.id,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  archived: row.archived,
  client: row.client_id,
  membership_type: row.membership_type_id,
  name: row.name,
  number_of_months_payment_covers: row.number_of_months_payment_covers,
  payment_amount: toOre(row.payment_amount) / 100,
  for_sale: row.for_sale,
});

/** A discount code as the membership page shows it (kroner; no usage counts). */
export const serializeCode = (row: DiscountCodeRow) => ({
  id: row.id,
  name: row.name,
  type: row.type,
  discount_percent: Number(row.discount_percent),
  discount_amount: toOre(row.discount_amount) / 100,
  applies_to_limited_number_of_payments: row.applies_to_limited_number_of_payments,
  number_of_payments: row.number_of_payments,
});

/** The stored columns, keyed in `style` (CONTRACT §1.7 Membership renames). */
export function baseFields(m: MembershipRow, style: 'A' | 'B') {
  const fk = (name: string, value: number | null) =>
    style === 'A' ? { [name]: value } : { [`${name}_id`]: value };
  return {
    id: m.id,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
    archived: m.archived,
    client: m.client_id,
    ...fk('user', m.user_id),
    ...fk('membership_type', m.membership_type_id),
    ...fk('payment_option', m.payment_option_id),
    ...fk('membership_campaign', m.membership_campaign_id),
    ...fk('discount_code', m.discount_code_id),
    ...fk('order', m.order_id),
    ...fk('real_user_image', null),
    status: m.status,
    ended_because: m.ended_because,
    start_date: m.start_date,
    paid_until: m.paid_until,
    cancelled_from_date: m.cancelled_from_date,
    renewal_failed: m.renewal_failed,
    renewal_failed_last_time_at: m.renewal_failed_last_time_at,
    real_user_is_someone_else: false,
    real_user_name: '',
    membership_campaign_number_of_reduced_payments_left:
      m.membership_campaign_number_of_reduced_payments_left,
    automatic_payment_processing_started: m.automatic_payment_processing_started,
    discount_code_applies_to_limited_number_of_payments:
      m.discount_code_id !== null && m.discount_code_number_of_reduced_payments_left !== null,
    discount_code_number_of_reduced_payments_left:
      m.discount_code_number_of_reduced_payments_left ?? 0,
  };
}
