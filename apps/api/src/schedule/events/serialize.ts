/**
 * Event groups, time slots and event signups on the wire (CONTRACT §4, §6). Kroner as numbers,
 * times `HH:mm`. Style A keeps a relation's id under its name (`event`), style B in `<name>_id`.
 */
import { hhmm } from '../../platform/lib/time.ts';
import { installmentStatus } from './signup-payments.ts';
import type { EventGroupRow, EventSignupRow, TimeSlotRow } from './queries.ts';

export type Style = 'A' | 'B';

/** An event group, style A: `image` holds its id; `teachers` `[]` (groups.ts fills it in). */
export function serializeGroup(row: EventGroupRow): Record<string, unknown> {
  const { client_id, image_id, price, ...rest } = row;
  return { ...rest, client: client_id, price: Number(price), image: image_id, teachers: [] };
}

/** A time slot: style A `event` (inside `event.time_slots`), style B `event_id`. */
export function serializeSlot(row: TimeSlotRow, style: Style): Record<string, unknown> {
  const { client_id, event_id, start_time, end_time, ...rest } = row;
  return {
    ...rest,
    client: client_id,
    ...(style === 'A' ? { event: event_id } : { event_id }),
    start_time: hhmm(start_time),
    end_time: hhmm(end_time),
  };
}

/**
 * An event signup, style A, with the installment fields of CONTRACT §6 as a signup without
 * installments has them; lists fill in the real ones (`signup-payments.ts`).
 */
export function serializeSignup(row: EventSignupRow): Record<string, unknown> {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    archived: row.archived,
    client: row.client_id,
    user: row.user_id,
    event: row.event_id,
    event_id: row.event_id,
    count: row.count,
    installment_payments_enabled: row.installment_payments_enabled,
    installment_payments_status: installmentStatus(row, []),
    installment_payment_failed_number_of_times: row.installment_payment_failed_number_of_times,
    number_of_installments_paid: 0,
    installments: [],
    payment_subscriptions: [],
  };
}
