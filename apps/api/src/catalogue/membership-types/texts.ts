/**
 * The payment option texts the server writes (CONTRACT §8, §1.13), in the studio locale: the plain
 * price, and the campaign name and price wording for 1-month options. Amounts are integer øre in,
 * Danish money format out (`123450` → `1.234,50 kr`, seed 001 §1), whatever the locale.
 */
import type { Locale } from '../../platform/i18n/locale.ts';
import { fill } from '../../platform/i18n/locale.ts';

/** Integer øre → `1.234,50 kr` (Danish format, seed 001 §1). */
export function formatKroner(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ore));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} kr`;
}

const campaignPrice = {
  one: {
    da: 'Første måned {reduced}, derefter {price}',
    en: 'First month {reduced}, then {price}',
    nb: 'Første måned {reduced}, deretter {price}',
  },
  many: {
    da: 'Første {months} måneder {reduced} pr. måned, derefter {price}',
    en: 'First {months} months {reduced} per month, then {price}',
    nb: 'Første {months} måneder {reduced} per måned, deretter {price}',
  },
} satisfies Record<string, Record<Locale, string>>;

export interface OptionTexts {
  nameAccountingForCampaign: string;
  priceTextAccountingForCampaign: string;
  priceTextNotAccountingForCampaign: string;
  nameThatUserSees: string;
  priceTextThatUserSees: string;
}

/**
 * The texts of one payment option (CONTRACT §8 rules). The campaign counts only for a 1-month
 * option; `…ThatUserSees` takes the campaign variant when `showCampaign` (the caller is eligible,
 * or anonymous).
 * @param option `name`, `months`, `amountOre` (per period)
 * @param campaign `name`, `months` at the reduced price, `reducedOre` per month; or null
 */
export function optionTexts(
  locale: Locale,
  option: { name: string; months: number; amountOre: number },
  campaign: { name: string; months: number; reducedOre: number } | null,
  showCampaign: boolean,
): OptionTexts {
  const plain = formatKroner(option.amountOre);
  const applies = campaign !== null && option.months === 1;
  const name = applies ? `${option.name} - ${campaign.name}` : option.name;
  const price = applies
    ? fill(campaignPrice[campaign.months === 1 ? 'one' : 'many'][locale], {
        months: campaign.months,
        reduced: formatKroner(campaign.reducedOre),
        price: plain,
      })
    : plain;
  return {
    nameAccountingForCampaign: name,
    priceTextAccountingForCampaign: price,
    priceTextNotAccountingForCampaign: plain,
    nameThatUserSees: showCampaign ? name : option.name,
    priceTextThatUserSees: showCampaign ? price : plain,
  };
}
