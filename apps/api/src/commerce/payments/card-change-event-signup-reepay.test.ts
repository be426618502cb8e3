/**
 * An event signup's card change with Reepay against a local stand-in (CONTRACT §7 design
 * `attach-card-to-event-signup`; seed 001 §4: the modal saves a card, the client attaches it):
 * the caller's active card becomes the signup's one active card; a foreign card is 400 and
 * another customer's signup 403, with nothing changed.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardsOf, eventSignupWithCard } from '../../../test/kits/card-change.ts';
import { useProviderWorld } from '../../../test/kits/payments.ts';

vi.mock(import('../orders/public.ts'), async (importOriginal) =>
  (await import('../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const { providerApi, world } = useProviderWorld('reepay', []);

const oldCard = { provider: 'reepay', handle: 'ca_old', customerHandle: 'user-1' };
const signupCards = (id: number) => cardsOf(world, id, 'eventSignup');

describe('Reepay card change of an event signup', () => {
  beforeEach(() => {
    providerApi.answer = (request) => {
      const me = `user-${world.customer.id}`;
      if (request.path === '/v1/payment_method/ca_new')
        return {
          body: {
            id: 'ca_new',
            state: 'active',
            customer: me,
            card: { card_type: 'visa', masked_card: '400000XXXXXX0002', exp_date: '07-30' },
          },
        };
      if (request.path === '/v1/payment_method/ca_foreign')
        return { body: { id: 'ca_foreign', state: 'active', customer: 'user-999999' } };
      return { status: 404, body: {} };
    };
  });

  const attach = (eventSignup: number, cardId: string, headers = world.customer.headers) =>
    world.post('/payments/reepay/attach-card-to-event-signup', headers, { cardId, eventSignup });

  it("attaches the caller's active card: the old card stopped, the new one active", async () => {
    const signupId = await eventSignupWithCard(world, oldCard);

    const response = await attach(signupId, 'ca_new');

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    expect(await signupCards(signupId)).toEqual([
      expect.objectContaining({ status: 'stopped', handle: 'ca_old' }),
      {
        status: 'active',
        provider: 'reepay',
        handle: 'ca_new',
        customer: `user-${world.customer.id}`,
        pay_type: 'visa',
        card_prefix: '400000',
        card_last_4_digits: '0002',
        card_expiration: '07/30',
      },
    ]);
  });

  it('refuses a foreign card with 400 and another customer’s signup with 403, nothing changed', async () => {
    const signupId = await eventSignupWithCard(world, oldCard);
    const other = await world.make.customer(world.studio);
    const theirs = await eventSignupWithCard(world, oldCard, other);
    const before = [await signupCards(signupId), await signupCards(theirs)];

    const foreign = await attach(signupId, 'ca_foreign');
    const calls = providerApi.requests.length;
    const forbidden = await attach(theirs, 'ca_new');

    expect([foreign.statusCode, forbidden.statusCode]).toEqual([400, 403]);
    expect(foreign.json()).toBe('Card is not an active payment method for this user.');
    expect(providerApi.requests).toHaveLength(calls);
    expect([await signupCards(signupId), await signupCards(theirs)]).toEqual(before);
  });
});
