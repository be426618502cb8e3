/**
 * Changing a membership's card (CONTRACT §7 Stripe and Reepay; the built-in `test` provider takes
 * Stripe's routes under `/payments/test/…`). Hosted providers: a setup session whose page returns
 * to `/stripe/membership-update-payment-method-success/{id}` (Cancel returns there with
 * `?cancelled=1`), which then asks the server to take the new card. Reepay: a recurring session in
 * its modal, then the card is attached to the membership.
 */
import * as z from 'zod/mini';
import { api } from '../../../shared/api/client.ts';

export type HostedProvider = 'stripe' | 'test';

const UrlAnswer = z.looseObject({ url: z.string() });
const SessionAnswer = z.looseObject({ id: z.string() });

/** The hosted return route of membership `id`; `cancelled` marks Cancel on the hosted page. */
export const cardReturnUrl = (origin: string, id: number, cancelled = false) =>
  `${origin}/stripe/membership-update-payment-method-success/${id}${cancelled ? '?cancelled=1' : ''}`;

/** POST /payments/{stripe|test}/create-checkout-setup-session-for-membership → the page's url. */
export async function createCardSetupSession(provider: HostedProvider, id: number, origin: string) {
  const answer = await api.post(
    `/payments/${provider}/create-checkout-setup-session-for-membership`,
    UrlAnswer,
    {
      body: {
        membership: id,
        success_url: cardReturnUrl(origin, id),
        cancel_url: cardReturnUrl(origin, id, true),
      },
    },
  );
  return answer.url;
}

/** POST /payments/{stripe|test}/process-membership-payment-method-update-if-completed → `OK`. */
export const processCardUpdate = (provider: HostedProvider, id: number) =>
  api.post(`/payments/${provider}/process-membership-payment-method-update-if-completed`, null, {
    body: { membership: id },
  });

/** POST /payments/reepay/create-recurring-session → the session id for Reepay's modal. */
export const createReepayRecurringSession = async () =>
  (await api.post('/payments/reepay/create-recurring-session', SessionAnswer)).id;

/** POST /payments/reepay/attach-card-to-membership `{cardId, membership}` → `OK`. */
export const attachReepayCard = (cardId: string, id: number) =>
  api.post('/payments/reepay/attach-card-to-membership', null, {
    body: { cardId, membership: id },
  });
