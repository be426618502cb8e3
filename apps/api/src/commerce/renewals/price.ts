/**
 * What a membership's renewal charges (issue 12 "Renewal"; CONTRACT §8 `next_payment`): the
 * memberships module's `nextPaymentOf` (campaign price while campaign payments are left, else the
 * option's amount less a valid discount code while its payments are left; pauses push the date)
 * plus the pending no-show and late-cancel fees. Amounts in integer øre.
 */
import { toOre } from '@studio/contract/money';
import { toLocale } from '../../platform/i18n/locale.ts';
import { nextPaymentInput, nextPaymentOf, type MembershipRow } from '../memberships/public.ts';
import type { RenewalLine } from '../orders/public.ts';
import { pausesOfMembership, pendingFees, pricingRows } from './queries.ts';
import { renewalTexts } from './texts.ts';
import type { Tx } from '../../platform/db/connect.ts';

export interface RenewalPrice {
  /** The next payment's date (`YYYY-MM-DD`; null while an open-ended pause holds it). */
  date: string | null;
  /** The renewal alone, øre. */
  renewalOre: number;
  months: number;
  /** This payment is one of the campaign's reduced ones. */
  campaignPayment: boolean;
  /** This payment is reduced by the discount code (and counts down its payments left). */
  discountPayment: boolean;
  /** Pauses not yet applied to paid_until: the ones starting on/before the date are stepped over. */
  pendingPauses: { id: number; start_date: string }[];
  lines: RenewalLine[];
}

/**
 * The membership's next renewal, or null when no payment comes (ended, or stopped with no
 * payment before the end). `today` is Copenhagen `YYYY-MM-DD`; `locale` names the lines.
 */
export async function renewalPrice(
  tx: Tx,
  m: MembershipRow,
  today: string,
  locale: unknown,
): Promise<RenewalPrice | null> {
  const rows = await pricingRows(tx, m);
  const pauses = await pausesOfMembership(tx, m.id);
  const campaignLeft = m.membership_campaign_number_of_reduced_payments_left;
  // One rule for the page and the charge: the memberships module decides what the code gives.
  const campaignOre = rows.campaign ? toOre(rows.campaign.reduced_price) : null;
  const input = nextPaymentInput(
    m,
    rows.option ?? undefined,
    campaignOre,
    rows.code ?? undefined,
    pauses,
  );
  const discount = input.discount;
  const next = nextPaymentOf(input, today);
  if (!next) return null;
  const campaignPayment = Boolean(rows.campaign) && campaignLeft > 0;
  const discountPayment =
    !campaignPayment && discount !== null && (discount.payments_left ?? 1) > 0;
  const texts = renewalTexts(toLocale(locale));
  const lines: RenewalLine[] = [
    {
      item_type: 'membership_renewal',
      item_id: m.id,
      name: `${rows.type?.name ?? ''}${rows.option ? ` (${rows.option.name})` : ''}`.trim(),
      priceOre: next.amountOre,
      payment_option_id: m.payment_option_id,
      membership_campaign_id: campaignPayment ? m.membership_campaign_id : null,
      membership_renewal_membership_type: m.membership_type_id,
    },
  ];
  for (const fee of await pendingFees(tx, m.id)) {
    const reason = fee.reason === 'no_show' ? texts.noShowFee : texts.lateCancelFee;
    const when = fee.date ? ` ${fee.date} ${String(fee.start_time ?? '').slice(0, 5)}` : '';
    lines.push({
      item_type: 'no_show_fee',
      item_id: fee.id,
      name: `${reason}: ${fee.class_type ?? ''}${when}`.trim(),
      priceOre: toOre(fee.amount),
    });
  }
  return {
    date: next.date,
    renewalOre: next.amountOre,
    months: input.number_of_months,
    campaignPayment,
    discountPayment,
    pendingPauses: pauses
      .filter((p) => !p.is_applied_to_membership_at)
      .map((p) => ({ id: p.id, start_date: p.start_date })),
    lines,
  };
}
