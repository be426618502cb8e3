/**
 * Fake API routes every card-change test needs (seed 001 §4; CONTRACT §7): the studio on
 * `provider`, customer 42 logged in, the hosted setup session for `test` and `stripe`, taking the
 * card on return, and the Reepay session and attach. `kind` names the record the card pays for:
 * `membership` or `event-signup`. Spread into `fakeApi({...})` beside the feature's own routes.
 */
import { studioBody, userBody } from '../../../shared/testing/fake-api.ts';

export function cardChangeRoutes(kind: 'membership' | 'event-signup', provider: string) {
  return {
    'GET /clients/current': () => studioBody({ payment_service_provider: provider }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    [`POST /payments/test/create-checkout-setup-session-for-${kind}`]: () => ({
      url: 'https://api.test/payments/test/checkout/tcs_0123456789abcdef',
    }),
    [`POST /payments/stripe/create-checkout-setup-session-for-${kind}`]: () => ({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    }),
    [`POST /payments/test/process-${kind}-payment-method-update-if-completed`]: () => 'OK',
    [`POST /payments/stripe/process-${kind}-payment-method-update-if-completed`]: () => 'OK',
    'POST /payments/reepay/create-recurring-session': () => ({ id: 'rs_1', url: 'https://x' }),
    [`POST /payments/reepay/attach-card-to-${kind}`]: () => 'OK',
  };
}
