/**
 * What the Stripe and Reepay tests share (the adapters' own, stripe.test.ts, reepay.test.ts,
 * wallet-methods.test.ts, and the payments routes' in commerce/payments): keys made for the test
 * file only, adapters pointed at a local stand-in of the provider started once per file whose
 * answer each test may swap (or the providers' stateful stand-ins, `providerStandIns`), an
 * order's checkout request, what the SDK and fetch sent, and webhooks signed as the providers
 * sign them (CONTRACT §7).
 */
import { createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { reepayStandIn } from './reepay-stand-in.ts';
import { createReepayAdapter } from '../../src/commerce/payments/providers/reepay.ts';
import {
  startStandIn,
  type StandIn,
  type StandInHandler,
  type StandInRequest,
} from './stand-in.ts';
import { stripeStandIn } from './stripe-stand-in.ts';
import { createStripeAdapter } from '../../src/commerce/payments/providers/stripe.ts';
import type { CheckoutRequest } from '../../src/commerce/payments/providers/types.ts';

/** Fresh keys under the environment names the adapters read (adapters.ts); nothing real-looking. */
export function providerKeys() {
  return {
    STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(12).toString('hex')}`,
    REEPAY_PRIVATE_KEY: `priv_${randomBytes(12).toString('hex')}`,
    REEPAY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
  };
}

export type ProviderKeys = ReturnType<typeof providerKeys>;

/** The Stripe adapter with `keys`, talking to the stand-in at `url`. */
export const stripeAdapterAt = (keys: ProviderKeys, url: string) =>
  createStripeAdapter({
    secretKey: keys.STRIPE_SECRET_KEY,
    webhookSecret: keys.STRIPE_WEBHOOK_SECRET,
    apiUrl: url,
  });

/** The Reepay adapter with `keys`, its main API and Checkout API at stand-ins. */
export const reepayAdapterAt = (keys: ProviderKeys, apiUrl: string, checkoutApiUrl: string) =>
  createReepayAdapter({
    privateKey: keys.REEPAY_PRIVATE_KEY,
    webhookSecret: keys.REEPAY_WEBHOOK_SECRET,
    apiUrl,
    checkoutApiUrl,
  });

/** An order's checkout as service.ts asks for it: 449,50 kr., card only; `values` change it. */
export function checkoutRequest(values: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    orderId: 901,
    amountOre: 44_950,
    currency: 'DKK',
    lines: [{ name: '10 klip', count: 1, unitOre: 44_950 }],
    saveCard: false,
    customer: { handle: 'user-7', email: 'anna@example.dk' },
    successUrl: 'https://studio.example/stripe-payment-succes/901',
    cancelUrl: 'https://studio.example/checkout',
    locale: 'da',
    wallet: null,
    ...values,
  };
}

/** A stand-in for the whole test file; `answer` goes back to the initial one before each test. */
export interface LiveStandIn {
  readonly url: string;
  readonly requests: StandInRequest[];
  answer: StandInHandler;
}

/** Starts a stand-in before the file's tests and stops it after them (vitest hooks). */
export function useStandIn(initial: StandInHandler): LiveStandIn {
  let standIn: StandIn | undefined;
  const started = () => {
    if (!standIn) throw new Error('the stand-in starts in beforeAll');
    return standIn;
  };
  const live: LiveStandIn = {
    answer: initial,
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
  };
  beforeAll(async () => {
    standIn = await startStandIn((request) => live.answer(request));
  });
  afterAll(() => standIn?.close());
  beforeEach(() => {
    started().requests.length = 0;
    live.answer = initial;
  });
  return live;
}

/**
 * One stand-in for Stripe's API and both of Reepay's, with the keys and urls in the environment
 * (the API's own adapters, adapters.ts, read them on each use).
 */
export function useProviderEnvironment(keys: ProviderKeys, initial: StandInHandler): LiveStandIn {
  const live = useStandIn(initial);
  beforeAll(() => {
    for (const [name, value] of Object.entries(keys)) vi.stubEnv(name, value);
    for (const name of ['STRIPE_API_URL', 'REEPAY_API_URL', 'REEPAY_CHECKOUT_API_URL'])
      vi.stubEnv(name, live.url);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  return live;
}

/** The form-encoded body the Stripe SDK sent. */
export const formOf = (request: StandInRequest) => new URLSearchParams(request.body);

/** The JSON body sent to Reepay. */
export const jsonOf = (request: StandInRequest) =>
  JSON.parse(request.body) as Record<string, unknown>;

/** `allowed_payment_method_types[0]`, `[1]`, … of a Stripe form, in order. */
export const allowedTypesOf = (request: StandInRequest) => {
  const form = formOf(request);
  return [...form.keys()]
    .filter((key) => key.startsWith('allowed_payment_method_types['))
    .map((key) => form.get(key));
};

/** A Checkout Session as Stripe answers it: open and unpaid unless `values` say otherwise. */
export function stripeSession(values: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    status: 'open',
    payment_status: 'unpaid',
    mode: 'payment',
    ...values,
  };
}

/** The `stripe-signature` header Stripe would send with `payload`. */
export const stripeSignature = (payload: string, secret: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** A Reepay webhook body, signed: `signature` = hex HMAC-SHA256(secret, timestamp + id). */
export function reepayEvent(secret: string, values: Record<string, string> = {}) {
  const body = {
    id: 'evt_1',
    timestamp: '2026-11-23T10:00:00.000Z',
    event_type: 'invoice_settled',
    ...values,
  };
  const signature = createHmac('sha256', secret)
    .update(body.timestamp + body.id)
    .digest('hex');
  return { signature, ...body };
}

/**
 * Stripe's and Reepay's stateful stand-ins (stripe-stand-in.ts, reepay-stand-in.ts) behind one
 * handler for `useStandIn` or `useProviderEnvironment`: a call with Basic auth is Reepay's, one
 * with a Bearer key Stripe's.
 */
export function providerStandIns() {
  const stripe = stripeStandIn();
  const reepay = reepayStandIn();
  const handle: StandInHandler = (request) =>
    String(request.headers.authorization ?? '').startsWith('Basic ')
      ? reepay.handle(request)
      : stripe.handle(request);
  return { stripe, reepay, handle };
}
