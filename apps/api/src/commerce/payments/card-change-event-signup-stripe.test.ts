/**
 * An event signup's card change with Stripe against a local stand-in of Stripe (CONTRACT §7
 * design `create-checkout-setup-session-for-event-signup`,
 * `process-event-signup-payment-method-update-if-completed`; README.md "Card change"): the setup
 * session names the signup in its metadata and, once complete, its card replaces the signup's
 * card once. Another customer's signup is 403 and Stripe is not called.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SetupSessionAnswer } from '@studio/contract/payments';
import { formOf, stripeSession } from '../../../test/payments/stand-in-kit.ts';
import {
  cardsOf,
  eventSignupWithCard,
  signupCardReturnUrls,
} from '../../../test/kits/card-change.ts';
import { useProviderWorld } from '../../../test/kits/payments.ts';

vi.mock(import('../orders/public.ts'), async (importOriginal) =>
  (await import('../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const { providerApi, world } = useProviderWorld('stripe', []);

const oldCard = { provider: 'stripe', handle: 'pm_old', customerHandle: 'cus_anna' };
const signupCards = (id: number) => cardsOf(world, id, 'eventSignup');

describe('Stripe card change of an event signup', () => {
  let state: 'open' | 'complete';

  beforeEach(() => {
    state = 'open';
    providerApi.answer = (request) => {
      if (!request.path.startsWith('/v1/checkout/sessions')) return { status: 404, body: {} };
      return {
        body: stripeSession({
          id: 'cs_setup_9',
          url: 'https://checkout.stripe.com/c/pay/cs_setup_9',
          mode: 'setup',
          status: state,
          payment_status: 'no_payment_required',
          customer: 'cus_anna',
          setup_intent:
            state === 'complete'
              ? {
                  id: 'seti_9',
                  object: 'setup_intent',
                  payment_method: {
                    id: 'pm_new',
                    object: 'payment_method',
                    card: { brand: 'visa', last4: '0005', exp_month: 8, exp_year: 2031 },
                  },
                }
              : null,
        }),
      };
    };
  });

  const open = (signupId: number) =>
    world.post(
      '/payments/stripe/create-checkout-setup-session-for-event-signup',
      world.customer.headers,
      { eventSignup: signupId, ...signupCardReturnUrls(signupId) },
    );
  const processUpdate = (signupId: number) =>
    world.post(
      '/payments/stripe/process-event-signup-payment-method-update-if-completed',
      world.customer.headers,
      { eventSignup: signupId },
    );

  it("opens a setup session for the signup's Stripe customer; the completed session replaces the card once", async () => {
    const signupId = await eventSignupWithCard(world, oldCard);

    const opened = await open(signupId);
    expect(SetupSessionAnswer.parse(opened.json())).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_setup_9',
    });
    const sent = formOf(providerApi.requests[0]!);
    expect(sent.get('mode')).toBe('setup');
    expect(sent.get('customer')).toBe('cus_anna');
    expect(sent.get('metadata[event_signup_id]')).toBe(String(signupId));
    expect(sent.get('success_url')).toBe(signupCardReturnUrls(signupId).success_url);

    // Back from a cancelled page (the session still open): nothing changes.
    expect((await processUpdate(signupId)).body).toBe('OK');
    expect((await signupCards(signupId)).map((card) => card.status)).toEqual(['active']);

    state = 'complete';
    const answers = await Promise.all([processUpdate(signupId), processUpdate(signupId)]);
    expect(answers.map((response) => response.body)).toEqual(['OK', 'OK']);
    expect(await signupCards(signupId)).toEqual([
      expect.objectContaining({ status: 'stopped', handle: 'pm_old' }),
      expect.objectContaining({
        status: 'active',
        provider: 'stripe',
        handle: 'pm_new',
        customer: 'cus_anna',
        card_last_4_digits: '0005',
        card_expiration: '08/31',
      }),
    ]);
  });

  it("refuses another customer's signup with 403, without calling Stripe", async () => {
    const other = await world.make.customer(world.studio);
    const theirs = await eventSignupWithCard(world, oldCard, other);
    const before = await signupCards(theirs);
    const calls = providerApi.requests.length;

    const answers = [await open(theirs), await processUpdate(theirs)];

    expect(answers.map((response) => response.statusCode)).toEqual([403, 403]);
    expect(providerApi.requests).toHaveLength(calls);
    expect(await signupCards(theirs)).toEqual(before);
  });
});
