/**
 * The payment logos under the total (seed 001 §2; CONTRACT §2 settings): Denmark shows Dankort,
 * Visa/Mastercard and MobilePay, Norway Vipps and Visa/Mastercard, each switched by its
 * `payment_show_*_logo` setting. Our own simple badges, not the card schemes' artwork.
 */
import { useTranslation } from 'react-i18next';
import { useStudio } from '../../../shared/api/studio.ts';

interface Badge {
  name: string;
  color: string;
}

const badges: Record<string, Badge> = {
  dankort: { name: 'Dankort', color: '#e3001b' },
  visa_mastercard: { name: 'Visa / Mastercard', color: '#1a1f71' },
  mobilepay: { name: 'MobilePay', color: '#5a78ff' },
  vipps: { name: 'Vipps', color: '#ff5b24' },
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

/** The badges as a labelled list. */
export function PaymentLogos() {
  const { t } = useTranslation('checkout');
  const studio = useStudio();
  const shown = paymentLogos(String(studio.country ?? 'DK').toUpperCase(), studio.settings);
  if (!shown.length) return null;
  return (
    <ul className="payment-logos" aria-label={t('payment_methods')}>
      {shown.map((key) => {
        const { name, color } = badges[key]!;
        // Wide enough for the name at 12 px bold (~7.5 px a character), never narrower than 96.
        const width = Math.max(96, Math.ceil(name.length * 7.5) + 20);
        return (
          <li key={key}>
            <svg role="img" aria-label={name} viewBox={`0 0 ${width} 32`} height="28">
              <rect width={width} height="32" rx="5" fill={color} />
              <text
                x={width / 2}
                y="21"
                textAnchor="middle"
                fill="#fff"
                fontSize="12"
                fontWeight="700"
              >
                {name}
              </text>
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
