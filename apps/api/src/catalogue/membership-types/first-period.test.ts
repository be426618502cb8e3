/**
 * What buying a membership charges now and next (seed 001 §9; issue 22 item 9): at a studio
 * renewing on the 1st, joining after the 1st pays a stub of the month at the campaign's price pro
 * rata and keeps every campaign month for the renewals; joining on the 1st, the payment is the
 * campaign's first month.
 */
import { describe, expect, test } from 'vitest';
import { firstPeriod, paymentsAfterFirst, type MembershipTerms } from './first-period.ts';

/** Studio Nord's monthly option with its campaign: first month 295 kr, then 695 kr. */
const nord = (today: string, campaignMonths = 1): MembershipTerms => ({
  today,
  renewsOnFirst: true,
  months: 1,
  amountOre: 69500,
  campaign: { reducedPriceOre: 29500, months: campaignMonths },
});

const plan = (
  terms: MembershipTerms,
  discount = null as Parameters<typeof paymentsAfterFirst>[2],
) => {
  const first = firstPeriod(terms);
  return { ...first, ...paymentsAfterFirst(terms, first, discount) };
};

describe('a studio renewing on the 1st', () => {
  test('joining on 27 November: 4 of 30 days at 295 kr now, 295 kr on 1 December, then 695 kr', () => {
    expect(plan(nord('2026-11-27'))).toEqual({
      ratio: 4 / 30,
      firstPaymentOre: 3933,
      paidUntil: '2026-11-30',
      campaignPaymentsLeft: 1,
      next: { date: '2026-12-01', amountOre: 29500 },
      then: { date: '2027-01-01', amountOre: 69500 },
    });
  });

  test('joining on the 1st: the whole month at 295 kr is the campaign month; 695 kr next', () => {
    expect(plan(nord('2026-12-01'))).toEqual({
      ratio: 1,
      firstPaymentOre: 29500,
      paidUntil: '2026-12-31',
      campaignPaymentsLeft: 0,
      next: { date: '2027-01-01', amountOre: 69500 },
      then: null,
    });
  });

  test('a 3-month campaign after a stub: 295 kr on 1 December, 1 January and 1 February', () => {
    expect(plan(nord('2026-11-27', 3))).toMatchObject({
      campaignPaymentsLeft: 3,
      next: { date: '2026-12-01', amountOre: 29500 },
      then: { date: '2027-03-01', amountOre: 69500 },
    });
  });

  test('a 6-month option: monthly amount × (ratio + 5), paid to the end of April', () => {
    const terms = { ...nord('2026-11-27'), months: 6, amountOre: 390000, campaign: null };
    expect(plan(terms)).toMatchObject({
      firstPaymentOre: Math.round((390000 * (4 / 30 + 5)) / 6),
      paidUntil: '2027-04-30',
      next: { date: '2027-05-01', amountOre: 390000 },
      then: null,
    });
  });
});

describe('a studio renewing on the day of purchase', () => {
  const terms = (today: string): MembershipTerms => ({
    ...nord(today, 3),
    renewsOnFirst: false,
    amountOre: 50000,
    campaign: { reducedPriceOre: 9900, months: 3 },
  });

  test('a 3-month campaign: this payment is the first, two more at 99 kr, 500 kr from April', () => {
    expect(plan(terms('2026-01-15'))).toEqual({
      ratio: null,
      firstPaymentOre: 9900,
      paidUntil: '2026-02-14',
      campaignPaymentsLeft: 2,
      next: { date: '2026-02-15', amountOre: 9900 },
      then: { date: '2026-04-15', amountOre: 50000 },
    });
  });

  test('the 31st: months end as renewals end them (28 February, then the 28th)', () => {
    expect(plan(terms('2026-01-31'))).toMatchObject({
      paidUntil: '2026-02-27',
      next: { date: '2026-02-28', amountOre: 9900 },
      then: { date: '2026-04-28', amountOre: 50000 },
    });
  });
});

describe('a discount code on the renewals', () => {
  const plain = { ...nord('2026-11-27'), campaign: null };

  test('unlimited: every renewal is reduced', () => {
    expect(plan(plain, { offOre: 6950, paymentsLeft: null })).toMatchObject({
      next: { date: '2026-12-01', amountOre: 62550 },
      then: null,
    });
  });

  test('limited to 2 payments, this one the first: one reduced renewal', () => {
    expect(plan(plain, { offOre: 6950, paymentsLeft: 1 })).toMatchObject({
      next: { date: '2026-12-01', amountOre: 62550 },
      then: { date: '2027-01-01', amountOre: 69500 },
    });
  });

  test('after a campaign: the campaign months first, then the reduced ones', () => {
    expect(plan(nord('2026-11-27'), { offOre: 6950, paymentsLeft: 1 })).toMatchObject({
      next: { date: '2026-12-01', amountOre: 29500 },
      then: { date: '2027-01-01', amountOre: 62550 },
    });
  });
});
