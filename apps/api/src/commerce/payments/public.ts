/**
 * What other modules use of payments (CONTRACT §7, §11): `modules/index.ts` registers the routes;
 * the renewals charge a membership's saved card through `adapterForStudio(client)`; the jobs
 * retry refunds the provider could not take at once (`retryRefunds`). The provider
 * adapters themselves live in `src/payments/`.
 */
import { adapterFor, providerOf } from './providers/adapters.ts';
import type { PaymentAdapter } from './providers/types.ts';
import type { StudioClient } from '../../studio/public.ts';

export { retryRefunds } from './refund.ts';

/**
 * The adapter of the studio's `payment_service_provider` (`stripe`, `reepay`, `test`), or null
 * when the studio names none we speak (it takes no payments). Meant for work outside a request:
 * `chargeSavedCard` (renewals; same idempotency key → same charge) and `readPayment`. Pages that
 * send a browser somewhere are opened by the payments routes, which know our origin.
 */
export function adapterForStudio(client: StudioClient): PaymentAdapter | null {
  const provider = providerOf(client.settings);
  if (!provider) return null;
  return adapterFor(provider, {
    signingKey: new Uint8Array(0),
    origin: '',
    clientId: client.row.id,
  });
}
export { chargeSavedCardOnce, paidFacts } from './providers/charge-saved-card.ts';
export { type PaymentState } from './providers/types.ts';
export { declinedChargeMail } from './providers/declined-mail.ts';
export { adapterFor, providerOf } from './providers/adapters.ts';
export type { PaymentAdapter } from './providers/types.ts';
