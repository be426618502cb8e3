/**
 * Changing the card that pays an event signup's later installments (CONTRACT §7; seed 001 §4
 * "Card change for event installments"). Hosted providers (`stripe`, and the built-in `test`
 * provider under `/payments/test/…`): a setup session whose page returns to
 * `/stripe/event-signup-update-payment-method-success/{id}`, where the server is asked to take the
 * new card. Reepay: a recurring session in its modal, then the card is attached to the signup.
 */
import * as z from 'zod/mini';
import { api } from '../../../shared/api/client.ts';

export type HostedProvider = 'stripe' | 'test';

const UrlAnswer = z.looseObject({ url: z.string() });
const SessionAnswer = z.looseObject({ id: z.string() });

/** The hosted page's return route for signup `id`. */
export const cardReturnUrl = (origin: string, id: number) =>
  `${origin}/stripe/event-signup-update-payment-method-success/${id}`;

/** Where Cancel on the hosted page leads: the installments screen, flagged so it says so. */
export const cardCancelUrl = (origin: string, id: number) =>
  `${origin}/event-signup-installments/${id}?card=cancelled`;

/**
 * POST /payments/{stripe|test}/create-checkout-setup-session-for-event-signup
 * `{eventSignup, success_url, cancel_url}` → the hosted page's url.
 */
export async function createCardSetupSession(provider: HostedProvider, id: number, origin: string) {
  const answer = await api.post(
    `/payments/${provider}/create-checkout-setup-session-for-event-signup`,
    UrlAnswer,
    {
      body: {
        eventSignup: id,
        success_url: cardReturnUrl(origin, id),
        cancel_url: cardCancelUrl(origin, id),
      },
    },
  );
  return answer.url;
}

/** POST /payments/{stripe|test}/process-event-signup-payment-method-update-if-completed → `OK`. */
export const processCardUpdate = (provider: HostedProvider, id: number) =>
  api.post(`/payments/${provider}/process-event-signup-payment-method-update-if-completed`, null, {
    body: { eventSignup: id },
  });

/** POST /payments/reepay/create-recurring-session → the session id for Reepay's modal. */
export const createReepayRecurringSession = async () =>
  (await api.post('/payments/reepay/create-recurring-session', SessionAnswer)).id;

/** POST /payments/reepay/attach-card-to-event-signup `{cardId, eventSignup}` → `OK`. */
export const attachReepayCard = (cardId: string, id: number) =>
  api.post('/payments/reepay/attach-card-to-event-signup', null, {
    body: { cardId, eventSignup: id },
  });
