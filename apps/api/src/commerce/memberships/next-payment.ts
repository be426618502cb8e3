/**
 * The next payment of a membership (CONTRACT §8 computed `next_payment`), as a pure function of the
 * membership, its pauses not yet applied to `paid_until`, and today. Amounts in integer øre; dates
 * Copenhagen `YYYY-MM-DD`. The renewal run (commerce/renewals) charges exactly this amount (plus the
 * pending no-show fees) on this date; the membership page shows it.
 */
import { addDaysIso } from '../../platform/lib/time.ts';

/** A pause as next-payment needs it: `end_date` is the day the membership runs again (null = open). */
export interface PauseDates {
  start_date: string;
  end_date: string | null;
  /** Instant (ms) the pause moved `paid_until`; such a pause no longer pushes anything. */
  is_applied_to_membership_at?: number;
}

/** The discount code of a membership, when it is valid for the membership's type. */
export interface MembershipDiscount {
  percent?: number;
  amount_ore?: number;
  /** Discounted payments left; null = every payment. */
  payments_left: number | null;
}

export interface NextPaymentInput {
  status: string;
  paid_until: string;
  cancelled_from_date: string | null;
  payment_amount_ore: number;
  number_of_months: number;
  campaign_reduced_price_ore: number | null;
  membership_campaign_number_of_reduced_payments_left: number;
  discount: MembershipDiscount | null;
  pauses: PauseDates[];
}

/** `date` null: an open-ended pause holds the payment until the pause gets an end date. */
export interface NextPayment {
  date: string | null;
  amountOre: number;
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A pause's length in days (end_date − start_date); null for an open-ended pause. */
export function pauseLengthDays(pause: PauseDates): number | null {
  return pause.end_date === null
    ? null
    : Math.max(0, daysBetween(pause.start_date, pause.end_date));
}

/**
 * paid_until + 1 day, pushed by each unapplied pause (in start order) that starts on or before the
 * date reached so far; null once an open-ended pause does. With one pause this is CONTRACT §8's
 * "pushed by the latest pause length if that pause starts on/before it".
 */
export function nextPaymentDate(paidUntil: string, pauses: PauseDates[]): string | null {
  let date = addDaysIso(paidUntil, 1);
  const pending = pauses
    .filter((pause) => !pause.is_applied_to_membership_at)
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  for (const pause of pending) {
    if (pause.start_date > date) break;
    const length = pauseLengthDays(pause);
    if (length === null) return null;
    date = addDaysIso(date, length);
  }
  return date;
}

/**
 * The amount of the next payment, øre: the campaign's reduced price while campaign payments are
 * left (a discount code never applies to a campaign payment, as in the cart), else the payment
 * option's amount less the discount while discounted payments are left (percent rounded to whole
 * øre; a fixed amount never below 0).
 */
export function nextPaymentAmountOre(m: NextPaymentInput): number {
  if (
    m.campaign_reduced_price_ore !== null &&
    m.membership_campaign_number_of_reduced_payments_left > 0
  )
    return m.campaign_reduced_price_ore;
  const base = m.payment_amount_ore;
  const discount = m.discount;
  if (!discount || (discount.payments_left !== null && discount.payments_left <= 0)) return base;
  if (discount.percent !== undefined) {
    const percent = Math.min(100, Math.max(0, discount.percent));
    return base - Math.round((base * percent) / 100);
  }
  return Math.max(0, base - Math.max(0, discount.amount_ore ?? 0));
}

/**
 * CONTRACT §8 `next_payment`: null when `ended`, or `cancelled_running` with `cancelled_from_date`
 * ≤ paid_until + 1 day (no more payments before it ends); else the date and amount.
 * @param m.pauses the non-archived pauses; applied ones are ignored
 * @param _today Copenhagen today (the rule does not depend on it today; kept for callers' clarity)
 */
export function nextPaymentOf(m: NextPaymentInput, _today: string): NextPayment | null {
  if (m.status === 'ended') return null;
  const dayAfter = addDaysIso(m.paid_until, 1);
  if (
    m.status === 'cancelled_running' &&
    (!m.cancelled_from_date || m.cancelled_from_date <= dayAfter)
  )
    return null;
  return { date: nextPaymentDate(m.paid_until, m.pauses), amountOre: nextPaymentAmountOre(m) };
}
