/**
 * The phone wallet a studio offers next to the card (issue 11 "Payments"; seed 001 §2 payment
 * logos by country; CONTRACT settings `payment_show_mobilepay_logo`, `payment_show_vipps_logo`).
 * Each adapter turns the wallet into its own payment method names (stripe.ts, reepay.ts; the
 * test provider's page shows a second pay button).
 */

/** `mobilepay` (Denmark) or `vipps` (Norway). */
export type Wallet = 'mobilepay' | 'vipps';

/**
 * The studio's wallet: MobilePay for a Danish studio (`country` `DK`) with
 * `payment_show_mobilepay_logo` true, Vipps for a Norwegian one (`NO`) with
 * `payment_show_vipps_logo` true, else null (card only). `country` is the client row's ISO code
 * (any case); a setting counts only when it is the boolean `true`.
 *
 * walletOf('DK', { payment_show_mobilepay_logo: true }) → 'mobilepay'
 * walletOf('NO', { payment_show_mobilepay_logo: true }) → null
 */
export function walletOf(
  country: string | null | undefined,
  settings: Record<string, unknown>,
): Wallet | null {
  const code = (country ?? '').trim().toUpperCase();
  if (code === 'DK' && settings.payment_show_mobilepay_logo === true) return 'mobilepay';
  if (code === 'NO' && settings.payment_show_vipps_logo === true) return 'vipps';
  return null;
}
