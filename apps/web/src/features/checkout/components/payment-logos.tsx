/**
 * The payment logos under the total (seed 001 §2; CONTRACT §2 settings): Denmark shows Dankort,
 * Visa/Mastercard and MobilePay, Norway Vipps and Visa/Mastercard, each switched by its
 * `payment_show_*_logo` setting. The schemes' and wallets' own marks (issue 26 item 7), as SVG
 * components from react-pay-icons; this module is in the lazily loaded checkout page only.
 */
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import Dankort from 'react-pay-icons/Dankort';
import Mastercard from 'react-pay-icons/Mastercard';
import MobilePay from 'react-pay-icons/MobilePay';
import Vipps from 'react-pay-icons/Vipps';
import Visa from 'react-pay-icons/Visa';
import { useStudio } from '../../../shared/api/studio.ts';

type Mark = ComponentType<SVGProps<SVGSVGElement>>;

/** The marks of each setting's badge, with the name a screen reader says. */
const badges: Record<string, { name: string; marks: Mark[] }> = {
  dankort: { name: 'Dankort', marks: [Dankort] },
  visa_mastercard: { name: 'Visa, Mastercard', marks: [Visa, Mastercard] },
  mobilepay: { name: 'MobilePay', marks: [MobilePay] },
  vipps: { name: 'Vipps', marks: [Vipps] },
};

/** Which badges a studio in `country` shows with `settings`. */
export function paymentLogos(country: string, settings: Record<string, unknown>): string[] {
  const on = (key: string, fallback: boolean) =>
    settings[key] === undefined ? fallback : settings[key] === true || settings[key] === 1;
  const shown: string[] = [];
  if (country === 'DK' && on('payment_show_dankort_logo', false)) shown.push('dankort');
  if (on('payment_show_visa_mastercard_logos', true)) shown.push('visa_mastercard');
  if (country === 'DK' && on('payment_show_mobilepay_logo', false)) shown.push('mobilepay');
  if (country === 'NO' && on('payment_show_vipps_logo', false)) shown.push('vipps');
  return shown;
}

/** The marks as a labelled list: one item a setting, each mark an image named by its scheme. */
export function PaymentLogos() {
  const { t } = useTranslation('checkout');
  const studio = useStudio();
  const shown = paymentLogos(String(studio.country ?? 'DK').toUpperCase(), studio.settings);
  if (!shown.length) return null;
  return (
    <ul className="payment-logos" aria-label={t('payment_methods')}>
      {shown.map((key) => {
        const { name, marks } = badges[key]!;
        return (
          <li key={key}>
            <span role="img" aria-label={name}>
              {marks.map((Mark, index) => (
                <Mark key={index} aria-hidden="true" focusable="false" height={28} width={42} />
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
