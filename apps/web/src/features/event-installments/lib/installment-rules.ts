/**
 * What the installments screen shows, as pure rules (seed 001 §2 "Installments screen", §4;
 * CONTRACT §6). Dates are Copenhagen `YYYY-MM-DD` strings and `today` is passed in; money is
 * kroner on the wire and integer øre in arithmetic.
 */
import { toOre } from '@studio/contract/money';
import type { EventSignup, SignupCard, SignupInstallment } from '@studio/contract/events';

/** A row's state: paid; due and unpaid (dated today or earlier); or still to come. */
export type RowState = 'paid' | 'due' | 'future';

/** Paid when `paid` holds a time; otherwise due once its date is today or earlier. */
export function rowState(installment: SignupInstallment, today: string): RowState {
  if (installment.paid > 0) return 'paid';
  return installment.date <= today ? 'due' : 'future';
}

/** The installments in date order (the deposit first). */
export const installmentsInOrder = (signup: EventSignup): SignupInstallment[] =>
  [...signup.installments].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

/** What the installment charges, in øre: its amount less its discount. */
export const chargedOre = (installment: SignupInstallment): number =>
  toOre(installment.amount) - toOre(installment.discount_amount);

/** The receipt of a paid installment's order, when the server sent its token. */
export function receiptOf(installment: SignupInstallment): { id: number; token: string } | null {
  const order = installment.order;
  if (installment.paid <= 0 || !order || typeof order !== 'object' || !order.receipt_token)
    return null;
  return { id: order.id, token: order.receipt_token };
}

/** The active card paying later installments, if any. */
export const activeCard = (signup: EventSignup): SignupCard | null =>
  signup.payment_subscriptions.find((card) => card.status === 'active') ?? null;

/** Change card is offered until every installment is paid. */
export const canChangeCard = (signup: EventSignup): boolean =>
  signup.installment_payments_status !== 'paid_in_full';

/** The event's name, or '' when the server sent only its id. */
export const eventName = (signup: EventSignup): string =>
  typeof signup.event === 'object' ? signup.event.name : '';
