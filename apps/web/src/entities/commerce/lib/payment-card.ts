/**
 * The saved card as the customer reads it, and which card-change flow the studio uses (seed 001
 * §4 card change, §9 card types; CONTRACT §2 `payment_service_provider`, §7). Shared by the
 * membership page and the event installments screen.
 */

/** Card type labels (seed 001 §9); lower-case brand names from Reepay/Stripe are capitalised. */
const cardLabels: Record<string, string> = {
  'V-DK': 'Visa/Dankort',
  MC: 'Eurocard/Mastercard',
  DIN: 'Diners Club',
  AMEX: 'American Express',
  MTRO: 'Maestro',
  ELEC: 'VISA Electron',
  FFK: 'Forbrugsforeningen',
  visa: 'Visa',
  mc: 'Mastercard',
  mastercard: 'Mastercard',
  dankort: 'Dankort',
  amex: 'American Express',
};

/** `MC(DK)` → "Eurocard/Mastercard (DK)"; unknown codes as given; '' without a card type. */
export function cardLabel(payType: string | null | undefined): string {
  if (!payType) return '';
  const [, code = payType, region] = /^([^(]+)(?:\((\w+)\))?$/.exec(payType) ?? [];
  const label = cardLabels[code] ?? code;
  return region ? `${label} (${region})` : label;
}

/** The card-change route family for `payment_service_provider`; `null`: no online card change. */
export function cardProvider(setting: unknown): 'stripe' | 'test' | 'reepay' | null {
  return setting === 'stripe' || setting === 'test' || setting === 'reepay' ? setting : null;
}
