/**
 * The membership card change with Stripe against a local stand-in of Stripe (CONTRACT §7 Stripe
 * `create-checkout-setup-session-for-membership`, `process-membership-payment-method-update-if-
 * completed`; README.md "Card change"): a `setup` mode session for the membership's Stripe
 * customer (one made first when it has none), read back on return: completed → the new card
 * replaces the old one once, also when asked twice at the same moment; still open (cancelled
 * page) or expired → nothing changes. Another customer's membership is 403 and Stripe is not
 * called.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formOf, stripeSession } from '../../../test/payments/stand-in-kit.ts';
import { cardReturnUrls, cardsOf, membershipWithCard } from '../../../test/kits/card-change.ts';
import { useProviderWorld } from '../../../test/kits/payments.ts';

vi.mock(import('../orders/public.ts'), async (importOriginal) =>
  (await import('../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const { providerApi, world } = useProviderWorld('stripe', []);

const oldCard = { provider: 'stripe', handle: 'pm_old', customerHandle: 'cus_anna' };

describe('Stripe membership card change', () => {
  let state: 'open' | 'complete' | 'expired';

  beforeEach(() => {
    state = 'open';
    providerApi.answer = (request) => {
      if (request.method === 'POST' && request.path === '/v1/customers')
        return { body: { id: 'cus_new', object: 'customer' } };
      if (request.path.startsWith('/v1/checkout/sessions'))
        return {
          body: stripeSession({
            id: 'cs_setup_1',
            url: 'https://checkout.stripe.com/c/pay/cs_setup_1',
            mode: 'setup',
            status: state,
            payment_status: 'no_payment_required',
            customer: 'cus_anna',
            setup_intent:
              state === 'complete'
                ? {
                    id: 'seti_1',
                    object: 'setup_intent',
                    payment_method: {
                      id: 'pm_new',
                      object: 'payment_method',
                      card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2030 },
                    },
                  }
                : null,
          }),
        };
      return { status: 404, body: {} };
    };
  });

  const open = (membershipId: number) =>
    world.post(
      '/payments/stripe/create-checkout-setup-session-for-membership',
      world.customer.headers,
      { membership: membershipId, ...cardReturnUrls(membershipId) },
    );
  const processUpdate = (membershipId: number) =>
    world.post(
      '/payments/stripe/process-membership-payment-method-update-if-completed',
      world.customer.headers,
      { membership: membershipId },
    );

  it("opens a setup session for the membership's Stripe customer and answers its url", async () => {
    const membershipId = await membershipWithCard(world, oldCard);

    const response = await open(membershipId);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_setup_1' });
    expect(providerApi.requests.map((request) => request.path)).toEqual(['/v1/checkout/sessions']);
    const sent = formOf(providerApi.requests[0]!);
    expect(sent.get('mode')).toBe('setup');
    expect(sent.get('customer')).toBe('cus_anna');
    expect(sent.get('currency')).toBe('dkk');
    expect(sent.get('metadata[membership_id]')).toBe(String(membershipId));
    expect(sent.get('success_url')).toBe(cardReturnUrls(membershipId).success_url);
    expect(sent.get('cancel_url')).toBe(cardReturnUrls(membershipId).cancel_url);
  });

  it('makes a Stripe customer first for a membership without a Stripe card', async () => {
    const membershipId = await membershipWithCard(world, {
      provider: 'test',
      handle: 'test_card_1',
    });

    await open(membershipId);

    expect(providerApi.requests.map((request) => request.path)).toEqual([
      '/v1/customers',
      '/v1/checkout/sessions',
    ]);
    expect(formOf(providerApi.requests[0]!).get('email')).toBe(world.customer.email);
    expect(formOf(providerApi.requests[1]!).get('customer')).toBe('cus_new');
  });

  it('a completed session replaces the card once, also when the return is processed twice at once', async () => {
    const membershipId = await membershipWithCard(world, oldCard);
    await open(membershipId);

    // Back from a cancelled page (the session still open): nothing changes.
    expect((await processUpdate(membershipId)).body).toBe('OK');
    expect((await cardsOf(world, membershipId)).map((card) => card.status)).toEqual(['active']);

    state = 'complete';
    const answers = await Promise.all([processUpdate(membershipId), processUpdate(membershipId)]);

    expect(answers.map((response) => response.body)).toEqual(['OK', 'OK']);
    expect(await cardsOf(world, membershipId)).toEqual([
      expect.objectContaining({ status: 'stopped', handle: 'pm_old' }),
      {
        status: 'active',
        provider: 'stripe',
        handle: 'pm_new',
        customer: 'cus_anna',
        pay_type: 'mastercard',
        card_prefix: null,
        card_last_4_digits: '4444',
        card_expiration: '03/30',
      },
    ]);
    const retrieved = providerApi.requests.filter((request) => request.method === 'GET');
    expect(retrieved[0]?.path).toBe('/v1/checkout/sessions/cs_setup_1');
  });

  it('an expired session changes nothing, and is not read again', async () => {
    const membershipId = await membershipWithCard(world, oldCard);
    const before = await cardsOf(world, membershipId);
    await open(membershipId);
    state = 'expired';

    await processUpdate(membershipId);
    state = 'complete';
    await processUpdate(membershipId);

    expect(await cardsOf(world, membershipId)).toEqual(before);
    expect(providerApi.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it("refuses another customer's membership with 403, without calling Stripe", async () => {
    const other = await world.make.customer(world.studio);
    const theirs = await membershipWithCard(world, oldCard, other);
    await world.post(
      '/payments/stripe/create-checkout-setup-session-for-membership',
      other.headers,
      { membership: theirs, ...cardReturnUrls(theirs) },
    );
    state = 'complete';
    const before = await cardsOf(world, theirs);
    const calls = providerApi.requests.length;

    const answers = [await open(theirs), await processUpdate(theirs)];

    expect(answers.map((response) => response.statusCode)).toEqual([403, 403]);
    expect(providerApi.requests).toHaveLength(calls);
    expect(await cardsOf(world, theirs)).toEqual(before);
  });
});
