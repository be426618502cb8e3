/**
 * Amounts in mails and receipts, as the customer reads them on the web (seed 001 §1, CONTRACT §1.9):
 * Danish kroner format `1.234,50 kr` in every language; negative lines `-75,00 kr`.
 */

/** Integer øre → `"1.234,50 kr"` (the web's `formatKroner`, apps/web/src/shared/lib/money.ts). */
export function formatOre(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(ore) / 100);
  const cents = String(Math.abs(ore) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${cents} kr`;
}
