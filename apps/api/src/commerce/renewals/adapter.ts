/**
 * The provider adapter a renewal charges through: the studio's `payment_service_provider`
 * (`src/payments/adapters.ts`, as the payment routes choose it). Charging a saved card needs no
 * page, so the test provider's page settings (signing key, origin) are not used here.
 */
import { adapterFor, providerOf } from '../payments/public.ts';
import type { PaymentAdapter } from '../payments/public.ts';
import type { StudioClient } from '../../studio/public.ts';

/** The studio's adapter, or undefined when the studio takes no payments. */
export function studioAdapter(studio: StudioClient): PaymentAdapter | undefined {
  const provider = providerOf(studio.settings);
  if (!provider) return undefined;
  return adapterFor(provider, {
    signingKey: new Uint8Array(32),
    origin: '',
    clientId: studio.row.id,
  });
}
