/**
 * What buying a payment option (with its campaign) charges now and next: the one rule the cart
 * (what is charged now, what is shown next) and the order's grant (`paid_until`, campaign payments
 * left) share. Seed 001 §9 (proration, campaigns), CONTRACT §7 `ratioOfRemainingDaysAndFullMonthDays`,
 * §8 `paid_until`, `membership_campaign_number_of_reduced_payments_left`, `next_payment`. Pure;
 * amounts in integer øre, dates Copenhagen `YYYY-MM-DD`. Rules in README.md "First period".
 */
import { addMonths, endOfMonth, format } from 'date-fns';
import { addDaysIso } from '../../platform/lib/time.ts';

/** What a new membership is bought with, on `today`. */
export interface MembershipTerms {
  /** Copenhagen `YYYY-MM-DD` of the purchase. */
  today: string;
  /** The studio's `memberships_always_renew_at_1st_of_month`. */
  renewsOnFirst: boolean;
  /** The payment option's `number_of_months_payment_covers`. */
  months: number;
  /** The payment option's `payment_amount`, øre. */
  amountOre: number;
  /** The campaign bought with it (1-month options only): monthly price, øre, and its months. */
  campaign: { reducedPriceOre: number; months: number } | null;
}

export interface FirstPeriod {
  /** Days left of the month, today included, over the month's days; null unless renewing on the 1st. */
  ratio: number | null;
  /** What is charged now, øre (registration fee apart). */
  firstPaymentOre: number;
  /** The last day the first payment covers. */
  paidUntil: string;
  /** Renewals still at the campaign's price after this payment. */
  campaignPaymentsLeft: number;
}

/** A payment to come: its day and amount (øre). */
export interface Payment {
  date: string;
  amountOre: number;
}

/** How a discount code reduces the renewals: øre off each, for how many (null: every one). */
export interface RenewalDiscount {
  offOre: number;
  paymentsLeft: number | null;
}

const dateOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const isoOf = (date: Date) => format(date, 'yyyy-MM-dd');

/** Remaining days of today's month, today included, over the month's days (seed 001 §9). */
function ratioOfRemainingDays(today: string): number {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return (days - d + 1) / days;
}

/**
 * The first payment and what it covers. Normally the option's amount (the campaign's price with a
 * campaign) for `months` calendar months from today. At a studio renewing on the 1st the payment
 * runs to the end of the month `months − 1` after this one and costs monthly amount × (ratio +
 * months − 1), rounded once to øre. Joining after the 1st, the days left of this month are a stub
 * at the campaign's price pro rata, and every campaign month is still to come as a renewal;
 * joining on the 1st, this payment is the campaign's first month.
 */
export function firstPeriod(terms: MembershipTerms): FirstPeriod {
  const { today, campaign } = terms;
  const months = Math.max(1, terms.months);
  const ratio = terms.renewsOnFirst ? ratioOfRemainingDays(today) : null;
  const stub = ratio !== null && ratio < 1;
  const priceMonths = campaign ? 1 : months;
  const amountOre = campaign ? campaign.reducedPriceOre : terms.amountOre;
  return {
    ratio,
    firstPaymentOre:
      ratio === null
        ? amountOre
        : Math.round((amountOre * (ratio + priceMonths - 1)) / priceMonths),
    paidUntil: terms.renewsOnFirst
      ? isoOf(endOfMonth(addMonths(dateOf(today), months - 1)))
      : addDaysIso(isoOf(addMonths(dateOf(today), months)), -1),
    campaignPaymentsLeft: campaign ? Math.max(0, campaign.months - (stub ? 0 : 1)) : 0,
  };
}

/** A run of renewals at one amount; `count` null: every renewal from then on. */
interface Run {
  amountOre: number;
  count: number | null;
}

/**
 * The payments after the first, as memberships' `next_payment` and the renewals will charge them:
 * the campaign's price while campaign payments are left, then the option's amount less the
 * discount while its payments are left, then the option's amount. Each renewal starts the day
 * after the period before it ends (`months` calendar months).
 * @returns `next`, the first renewal, and `then`, the first later renewal of another amount, or
 *   null when every renewal costs `next`'s amount (three amounts only for a campaign bought with a
 *   limited discount code: campaign, discounted, full; `then` is the discounted one)
 */
export function paymentsAfterFirst(
  terms: MembershipTerms,
  first: FirstPeriod,
  discount: RenewalDiscount | null = null,
): { next: Payment; then: Payment | null } {
  const runs: Run[] = [];
  const push = (run: Run) => {
    const last = runs.at(-1);
    if (last && last.amountOre === run.amountOre)
      last.count = last.count === null || run.count === null ? null : last.count + run.count;
    else runs.push(run);
  };
  if (terms.campaign && first.campaignPaymentsLeft > 0)
    push({ amountOre: terms.campaign.reducedPriceOre, count: first.campaignPaymentsLeft });
  if (discount && discount.paymentsLeft !== 0)
    push({
      amountOre: Math.max(0, terms.amountOre - Math.max(0, discount.offOre)),
      count: discount.paymentsLeft,
    });
  if (runs.at(-1)?.count !== null) push({ amountOre: terms.amountOre, count: null });

  const months = Math.max(1, terms.months);
  const nextDate = addDaysIso(first.paidUntil, 1);
  let thenDate = dateOf(nextDate);
  for (let i = 0; i < (runs[0]!.count ?? 0); i += 1) thenDate = addMonths(thenDate, months);
  const second = runs[1];
  return {
    next: { date: nextDate, amountOre: runs[0]!.amountOre },
    then: second ? { date: isoOf(thenDate), amountOre: second.amountOre } : null,
  };
}
