/**
 * What the membership page shows, as pure rules (seed 001 §4 "Membership status", §5; CONTRACT
 * §8). Dates are Copenhagen `YYYY-MM-DD` strings; `today` is passed in.
 */
import { addDaysIso } from '../../../shared/lib/copenhagen.ts';
import type {
  Membership,
  MembershipPause,
  PaymentSubscription,
} from '@studio/contract/memberships';

/** One of the membership's invoices (CONTRACT §8 `orders`). */
export type MembershipOrder = NonNullable<Membership['orders']>[number];

/** Failed automatic renewals so far (0 when the server did not send the field). */
export const failedRenewals = (membership: Membership): number => membership.renewal_failed ?? 0;

/** The `name` of a populated relation, or '' when the server sent only its id. */
export const nameOf = (value: unknown): string =>
  value && typeof value === 'object' && 'name' in value && typeof value.name === 'string'
    ? value.name
    : '';

/** Months one payment covers; 1 when the payment option is not populated. */
export const monthsPerPayment = (membership: Membership): number =>
  typeof membership.payment_option === 'object' && membership.payment_option
    ? membership.payment_option.number_of_months_payment_covers
    : 1;

/**
 * Next-payment info shows for `active`; for `cancelled_running` only when one payment covers at
 * most one month and `cancelled_from_date` is after paid_until + 1 day (one more payment falls in
 * the notice period). Never without the server's `next_payment`.
 */
export function showsNextPayment(membership: Membership): boolean {
  if (!membership.next_payment) return false;
  if (membership.status === 'active') return true;
  if (membership.status !== 'cancelled_running') return false;
  const { paid_until, cancelled_from_date } = membership;
  if (!paid_until || !cancelled_from_date) return false;
  return monthsPerPayment(membership) <= 1 && cancelled_from_date > addDaysIso(paid_until, 1);
}

/** The current pause, else the upcoming one (at most one of them exists). */
export const pauseOf = (membership: Membership): MembershipPause | null =>
  membership.current_membership_pause ?? membership.upcoming_membership_pause ?? null;

/** Stop shows for an active membership when the studio lets customers stop and no pause exists. */
export const canStop = (membership: Membership, customerCanCancel: boolean): boolean =>
  membership.status === 'active' && customerCanCancel && !pauseOf(membership);

/** Pause shows for an active membership the customer may pause (server's computed field: the
 *  setting and the yearly limit) when no pause exists. */
export const canPause = (membership: Membership): boolean =>
  membership.status === 'active' &&
  !!membership.customer_can_pause_membership &&
  !pauseOf(membership);

/** A stopped membership can be resubmitted until its end date (the server has the last word). */
export const canResume = (membership: Membership, today: string): boolean =>
  membership.status === 'cancelled_running' &&
  (!membership.cancelled_from_date || membership.cancelled_from_date > today);

/** The first active saved card, if any. */
export const activeCard = (membership: Membership): PaymentSubscription | null =>
  membership.payment_subscriptions?.find((subscription) => subscription.status === 'active') ??
  null;

/** Invoice status as the customer reads it (seed 001 §4 "Order display status"). */
export function orderStatus(order: MembershipOrder): 'paid' | 'declined' | 'awaiting' {
  if (order.paid > 0) return 'paid';
  if (order.payment_failed !== 0) return 'declined';
  return 'awaiting';
}

/** Invoiced orders, newest invoice first. */
export const invoicedOrders = (membership: Membership): MembershipOrder[] =>
  (membership.orders ?? [])
    .filter((order) => order.invoice_id > 0)
    .sort((a, b) => b.invoice_id - a.invoice_id);

/** The last day of a stopped membership: the day before it ends, pauses included. */
export function lastDayOf(membership: Membership): string | null {
  const end =
    membership.cancelled_from_date_including_membership_pause ?? membership.cancelled_from_date;
  return end ? addDaysIso(end, -1) : null;
}
