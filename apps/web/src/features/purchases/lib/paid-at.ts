/**
 * When an invoice was paid, in Copenhagen time (seed 001 §1: Europe/Copenhagen). `paid` is a ms
 * timestamp, 0 for unpaid (CONTRACT §10).
 */

/** Date and time of payment in `language`, e.g. en "May 6, 2024, 14:40"; `''` when unpaid. */
export function formatPaidAt(paid: number, language: string): string {
  if (!Number.isFinite(paid) || paid <= 0) return '';
  return new Intl.DateTimeFormat(language, {
    timeZone: 'Europe/Copenhagen',
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(paid));
}
