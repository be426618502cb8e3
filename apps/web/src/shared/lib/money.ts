/**
 * Amounts as the customer reads them (seed 001 §1: "Amounts are shown in Danish kroner format",
 * CONTRACT §1.9): kroner from the wire, rounded to whole øre, shown as `1.234,50 kr` in every
 * interface language, as the studio's prices and the server's price texts are.
 */
import { toOre } from '@studio/contract/money';

/** Kroner (number or numeric string, e.g. `1234.5`) → `"1.234,50 kr"`; negative → `"-75,00 kr"`. */
export function formatKroner(kroner: number | string): string {
  const ore = toOre(kroner);
  const sign = ore < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(ore) / 100);
  const cents = String(Math.abs(ore) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${cents} kr`;
}
