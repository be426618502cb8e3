/**
 * Which phone wallet a studio offers next to the card (wallet.ts): MobilePay in Denmark, Vipps in
 * Norway, each only with its logo setting on.
 */
import { describe, expect, it } from 'vitest';
import { walletOf } from './wallet.ts';

const on = { payment_show_mobilepay_logo: true, payment_show_vipps_logo: true };

describe('walletOf', () => {
  it('offers MobilePay at a Danish studio with the MobilePay logo on', () => {
    expect(walletOf('DK', { payment_show_mobilepay_logo: true })).toBe('mobilepay');
    expect(walletOf('dk', on)).toBe('mobilepay');
  });

  it('offers Vipps at a Norwegian studio with the Vipps logo on', () => {
    expect(walletOf('NO', { payment_show_vipps_logo: true })).toBe('vipps');
    expect(walletOf(' no ', on)).toBe('vipps');
  });

  it('offers no wallet with the country’s logo off, whatever the other logo says', () => {
    expect(walletOf('DK', { payment_show_vipps_logo: true })).toBeNull();
    expect(walletOf('NO', { payment_show_mobilepay_logo: true })).toBeNull();
    expect(walletOf('DK', { payment_show_mobilepay_logo: false })).toBeNull();
    expect(walletOf('DK', {})).toBeNull();
  });

  it('offers no wallet in other countries, or for a setting that is not the boolean true', () => {
    expect(walletOf('SE', on)).toBeNull();
    expect(walletOf('', on)).toBeNull();
    expect(walletOf(null, on)).toBeNull();
    expect(walletOf('DK', { payment_show_mobilepay_logo: 'true' })).toBeNull();
  });
});
