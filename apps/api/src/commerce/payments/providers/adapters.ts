/**
 * Which adapter serves a studio: the studio setting `payment_service_provider` names it; secrets
 * come from the environment, read on each use (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET,
 * REEPAY_PRIVATE_KEY, REEPAY_WEBHOOK_SECRET; per-studio settings may override them later).
 * STRIPE_API_URL, REEPAY_API_URL and REEPAY_CHECKOUT_API_URL point the adapters at other origins
 * (the tests' local stand-ins); unset, the providers' own hosts are used.
 */
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@studio/contract/payments';
import { testProviderAllowed } from '../../../settings.ts';
import { createReepayAdapter, type ReepayAdapter } from './reepay.ts';
import { createStripeAdapter } from './stripe.ts';
import { createTestAdapter, type TestProviderConfig } from '../test-provider/provider.ts';
import type { PaymentAdapter } from './types.ts';

/** The studio's provider, or undefined when it names none we speak (payments are then off). */
export function providerOf(settings: Record<string, unknown>): PaymentProvider | undefined {
  const value = settings.payment_service_provider;
  if (value === 'test' && !testProviderAllowed()) return undefined; // production takes no test payments
  return (PAYMENT_PROVIDERS as readonly unknown[]).includes(value)
    ? (value as PaymentProvider)
    : undefined;
}

const env = (name: string) => process.env[name] ?? '';

export function stripeAdapter(): PaymentAdapter {
  return createStripeAdapter({
    secretKey: env('STRIPE_SECRET_KEY'),
    webhookSecret: env('STRIPE_WEBHOOK_SECRET'),
    ...(env('STRIPE_API_URL') && { apiUrl: env('STRIPE_API_URL') }),
  });
}

export function reepayAdapter(): ReepayAdapter {
  return createReepayAdapter({
    privateKey: env('REEPAY_PRIVATE_KEY'),
    webhookSecret: env('REEPAY_WEBHOOK_SECRET'),
    ...(env('REEPAY_API_URL') && { apiUrl: env('REEPAY_API_URL') }),
    ...(env('REEPAY_CHECKOUT_API_URL') && { checkoutApiUrl: env('REEPAY_CHECKOUT_API_URL') }),
  });
}

/** The adapter of a provider; the test provider needs our secret, origin and studio id. */
export function adapterFor(provider: PaymentProvider, test: TestProviderConfig): PaymentAdapter {
  if (provider === 'stripe') return stripeAdapter();
  if (provider === 'reepay') return reepayAdapter();
  return createTestAdapter(test);
}
