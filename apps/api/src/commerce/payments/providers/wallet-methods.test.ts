/**
 * The payment methods each adapter asks its provider to offer, for the studio's wallet
 * (wallet.ts: MobilePay in Denmark, Vipps in Norway, by setting), against local stand-ins:
 * Stripe Checkout's `allowed_payment_method_types` in the form the SDK sends, Reepay Checkout's
 * `payment_methods` in the JSON we send.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReepayAdapter } from './reepay.ts';
import {
  allowedTypesOf,
  checkoutRequest,
  formOf as form,
  jsonOf,
  providerKeys,
  reepayAdapterAt,
  stripeAdapterAt,
  stripeSession,
  useStandIn,
} from '../../../../test/payments/stand-in-kit.ts';
import type { PaymentAdapter } from './types.ts';

const keys = providerKeys();
const stripeApi = useStandIn(() => ({ body: stripeSession() }));
const reepayCheckout = useStandIn(() => ({
  body: { id: 'cs_47a', url: 'https://checkout.reepay.com/#/cs_47a' },
}));
let stripe: PaymentAdapter;
let reepay: ReepayAdapter;
beforeAll(() => {
  stripe = stripeAdapterAt(keys, stripeApi.url);
  reepay = reepayAdapterAt(keys, reepayCheckout.url, reepayCheckout.url);
});

const stripeOrder = checkoutRequest();
/** Reepay's modal checkout: no return urls. */
const reepayOrder = checkoutRequest({ successUrl: '', cancelUrl: '' });

describe('Stripe Checkout: allowed_payment_method_types', () => {
  it('offers the studio’s wallet next to the card on an order’s payment page', async () => {
    await stripe.createCheckout({ ...stripeOrder, wallet: 'mobilepay' });
    await stripe.createCheckout({ ...stripeOrder, wallet: 'vipps' });
    await stripe.createCheckout(stripeOrder);

    expect(stripeApi.requests.map(allowedTypesOf)).toEqual([
      ['card', 'mobilepay'],
      ['card', 'vipps'],
      ['card'],
    ]);
  });

  it('offers the card only where the card is kept for renewals (Stripe keeps no wallet)', async () => {
    await stripe.createCheckout({ ...stripeOrder, saveCard: true, wallet: 'mobilepay' });
    stripeApi.answer = () => ({ body: stripeSession({ mode: 'setup' }) });
    await stripe.createCheckout({ ...stripeOrder, amountOre: 0, saveCard: true, wallet: 'vipps' });
    await stripe.createSaveCardSession({
      customer: { handle: 'cus_1', email: 'anna@example.dk' },
      currency: 'DKK',
      successUrl: stripeOrder.successUrl,
      cancelUrl: stripeOrder.cancelUrl,
      locale: 'da',
      wallet: 'mobilepay',
    });

    expect(stripeApi.requests.map((request) => form(request).get('mode'))).toEqual([
      'payment',
      'setup',
      'setup',
    ]);
    expect(stripeApi.requests.map(allowedTypesOf)).toEqual([['card'], ['card'], ['card']]);
  });
});

describe('Reepay Checkout: payment_methods', () => {
  /** The sessions asked for (the save-card session first looks up the customer: a GET). */
  const sessions = () => reepayCheckout.requests.filter((request) => request.method === 'POST');
  const methodsSent = () => sessions().map((request) => jsonOf(request).payment_methods);

  it('a charge session offers the wallet next to the card, the saving kind when the card is kept', async () => {
    await reepay.createCheckout({ ...reepayOrder, saveCard: false, wallet: 'mobilepay' });
    await reepay.createCheckout({ ...reepayOrder, saveCard: false, wallet: 'vipps' });
    await reepay.createCheckout({ ...reepayOrder, saveCard: false });
    await reepay.createCheckout({ ...reepayOrder, saveCard: true, wallet: 'mobilepay' });
    await reepay.createCheckout({ ...reepayOrder, saveCard: true, wallet: 'vipps' });

    expect(sessions().map((request) => request.path)).toEqual(
      Array.from({ length: 5 }, () => '/v1/session/charge'),
    );
    expect(methodsSent()).toEqual([
      ['card', 'mobilepay'],
      ['card', 'vipps'],
      ['card'],
      ['card', 'mobilepay_subscriptions'],
      ['card', 'vipps_recurring'],
    ]);
  });

  it('a recurring session offers the wallet’s recurring kind next to the card', async () => {
    await reepay.createCheckout({ ...reepayOrder, amountOre: 0, wallet: 'mobilepay' });
    await reepay.createCheckout({ ...reepayOrder, amountOre: 0, wallet: 'vipps' });
    await reepay.createCheckout({ ...reepayOrder, amountOre: 0 });
    await reepay.createSaveCardSession({
      customer: { handle: 'user-7', email: 'anna@example.dk' },
      currency: 'NOK',
      successUrl: 'https://studio.example/card-saved',
      cancelUrl: 'https://studio.example/profile',
      locale: 'nb',
      wallet: 'vipps',
    });

    expect(sessions().map((request) => request.path)).toEqual(
      Array.from({ length: 4 }, () => '/v1/session/recurring'),
    );
    expect(methodsSent()).toEqual([
      ['card', 'mobilepay_subscriptions'],
      ['card', 'vipps_recurring'],
      ['card'],
      ['card', 'vipps_recurring'],
    ]);
  });
});
