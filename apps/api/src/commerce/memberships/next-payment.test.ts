/**
 * CONTRACT §8 `next_payment` as a table: what the membership page shows and what the renewal run
 * charges. Amounts in øre; a 1-month option of 499 kr unless a row says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { nextPaymentOf, type NextPaymentInput } from './next-payment.ts';

const today = '2026-05-06';
const monthly: NextPaymentInput = {
  status: 'active',
  paid_until: '2026-06-04',
  cancelled_from_date: null,
  payment_amount_ore: 49900,
  number_of_months: 1,
  campaign_reduced_price_ore: null,
  membership_campaign_number_of_reduced_payments_left: 0,
  discount: null,
  pauses: [],
};

const cases: Array<
  [string, Partial<NextPaymentInput>, { date: string | null; amountOre: number } | null]
> = [
  ['the day after paid_until, full price', {}, { date: '2026-06-05', amountOre: 49900 }],
  [
    'campaign price while campaign payments are left',
    { campaign_reduced_price_ore: 9900, membership_campaign_number_of_reduced_payments_left: 2 },
    { date: '2026-06-05', amountOre: 9900 },
  ],
  [
    'full price once the campaign payments are used',
    { campaign_reduced_price_ore: 9900, membership_campaign_number_of_reduced_payments_left: 0 },
    { date: '2026-06-05', amountOre: 49900 },
  ],
  [
    'a discount code never applies to a campaign payment',
    {
      campaign_reduced_price_ore: 9900,
      membership_campaign_number_of_reduced_payments_left: 1,
      discount: { percent: 50, payments_left: null },
    },
    { date: '2026-06-05', amountOre: 9900 },
  ],
  [
    '10 % discount on every payment',
    { discount: { percent: 10, payments_left: null } },
    { date: '2026-06-05', amountOre: 44910 },
  ],
  [
    '100 kr off while discounted payments are left',
    { discount: { amount_ore: 10000, payments_left: 2 } },
    { date: '2026-06-05', amountOre: 39900 },
  ],
  [
    'no discount once its payments are used',
    { discount: { amount_ore: 10000, payments_left: 0 } },
    { date: '2026-06-05', amountOre: 49900 },
  ],
  [
    'a fixed discount never takes the payment below 0',
    { discount: { amount_ore: 60000, payments_left: null } },
    { date: '2026-06-05', amountOre: 0 },
  ],
  [
    'a pause starting before the payment date pushes it by its length (31 days)',
    { pauses: [{ start_date: '2026-05-20', end_date: '2026-06-20' }] },
    { date: '2026-07-06', amountOre: 49900 },
  ],
  [
    'a pause starting on the payment date pushes it too',
    { pauses: [{ start_date: '2026-06-05', end_date: '2026-06-15' }] },
    { date: '2026-06-15', amountOre: 49900 },
  ],
  [
    'a pause starting after the payment date does not push it',
    { pauses: [{ start_date: '2026-06-06', end_date: '2026-07-06' }] },
    { date: '2026-06-05', amountOre: 49900 },
  ],
  [
    'a pause already applied to paid_until does not push it again',
    {
      pauses: [
        { start_date: '2026-05-20', end_date: '2026-06-20', is_applied_to_membership_at: 1 },
      ],
    },
    { date: '2026-06-05', amountOre: 49900 },
  ],
  [
    'an open-ended pause holds the date',
    { pauses: [{ start_date: '2026-05-20', end_date: null }] },
    { date: null, amountOre: 49900 },
  ],
  ['ended: no payment', { status: 'ended' }, null],
  [
    'stopped with one month notice: one more payment',
    { status: 'cancelled_running', cancelled_from_date: '2026-07-05' },
    { date: '2026-06-05', amountOre: 49900 },
  ],
  [
    'stopped from the day after paid_until: no more payments',
    { status: 'cancelled_running', cancelled_from_date: '2026-06-05' },
    null,
  ],
  [
    'stopped before paid_until ends: no more payments',
    { status: 'cancelled_running', cancelled_from_date: '2026-05-20' },
    null,
  ],
];

describe('nextPaymentOf (CONTRACT §8 next_payment)', () => {
  it.each(cases)('%s', (_name, change, expected) => {
    expect(nextPaymentOf({ ...monthly, ...change }, today)).toEqual(expected);
  });
});
