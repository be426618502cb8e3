/**
 * The membership card change with Reepay against a local stand-in of Reepay (CONTRACT §7 Reepay
 * `create-recurring-session`, `attach-card-to-membership`): the save-card session for the
 * caller's Reepay customer (made with the session when Reepay does not know it), and the card
 * the modal saved attached to the membership when Reepay says it is the caller's active card.
 * A foreign card is 400 and another customer's membership 403, with nothing changed.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonOf } from '../../../test/payments/stand-in-kit.ts';
import { cardsOf, membershipWithCard } from '../../../test/kits/card-change.ts';
import { useProviderWorld } from '../../../test/kits/payments.ts';

vi.mock(import('../orders/public.ts'), async (importOriginal) =>
  (await import('../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const { providerApi, world } = useProviderWorld('reepay', []);

const oldCard = { provider: 'reepay', handle: 'ca_old', customerHandle: 'user-1' };

describe('Reepay membership card change', () => {
  let customerKnown: boolean;

  beforeEach(() => {
    customerKnown = true;
    providerApi.answer = (request) => {
      const me = `user-${world.customer.id}`;
      if (request.path === `/v1/customer/${me}`)
        return customerKnown ? { body: { handle: me } } : { status: 404, body: {} };
      if (request.path === '/v1/session/recurring')
        return { body: { id: 'rs_1', url: 'https://checkout.reepay.com/#/rs_1' } };
      if (request.path === '/v1/payment_method/ca_new')
        return {
          body: {
            id: 'ca_new',
            state: 'active',
            customer: me,
            card: { card_type: 'dankort', masked_card: '457100XXXXXX1111', exp_date: '05-29' },
          },
        };
      if (request.path === '/v1/payment_method/ca_foreign')
        return { body: { id: 'ca_foreign', state: 'active', customer: 'user-999999' } };
      if (request.path === '/v1/payment_method/ca_inactive')
        return { body: { id: 'ca_inactive', state: 'inactivated', customer: me } };
      return { status: 404, body: {} };
    };
  });

  const createSession = () =>
    world.post('/payments/reepay/create-recurring-session', world.customer.headers);
  const attach = (membership: number, cardId: string, headers = world.customer.headers) =>
    world.post('/payments/reepay/attach-card-to-membership', headers, { cardId, membership });

  it("creates a save-card session for the caller's Reepay customer and answers it", async () => {
    const response = await createSession();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'rs_1', url: 'https://checkout.reepay.com/#/rs_1' });
    const session = providerApi.requests.find(
      (request) => request.path === '/v1/session/recurring',
    );
    expect(jsonOf(session!)).toMatchObject({
      customer: `user-${world.customer.id}`,
      payment_methods: ['card'],
    });
  });

  it('makes the Reepay customer with the session when Reepay does not know it', async () => {
    customerKnown = false;

    await createSession();

    const session = providerApi.requests.find(
      (request) => request.path === '/v1/session/recurring',
    );
    expect(jsonOf(session!)).toMatchObject({
      create_customer: { handle: `user-${world.customer.id}`, email: world.customer.email },
    });
    expect(jsonOf(session!).customer).toBeUndefined();
  });

  it("attaches the caller's active card: the old card is stopped, the new one active with its facts", async () => {
    const membershipId = await membershipWithCard(world, oldCard);

    const response = await attach(membershipId, 'ca_new');

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    expect(await cardsOf(world, membershipId)).toEqual([
      expect.objectContaining({ status: 'stopped', handle: 'ca_old' }),
      {
        status: 'active',
        provider: 'reepay',
        handle: 'ca_new',
        customer: `user-${world.customer.id}`,
        pay_type: 'dankort',
        card_prefix: '457100',
        card_last_4_digits: '1111',
        card_expiration: '05/29',
      },
    ]);
  });

  it('refuses a card that is not an active card of the caller with 400, nothing changed', async () => {
    const membershipId = await membershipWithCard(world, oldCard);
    const before = await cardsOf(world, membershipId);

    const answers = [
      await attach(membershipId, 'ca_foreign'),
      await attach(membershipId, 'ca_inactive'),
      await attach(membershipId, 'ca_unknown'),
    ];

    expect(answers.map((response) => response.statusCode)).toEqual([400, 400, 400]);
    expect(answers.map((response) => response.json())).toEqual(
      Array.from({ length: 3 }, () => 'Card is not an active payment method for this user.'),
    );
    expect(await cardsOf(world, membershipId)).toEqual(before);
  });

  it("refuses another customer's membership with 403, without asking Reepay", async () => {
    const other = await world.make.customer(world.studio);
    const theirs = await membershipWithCard(world, oldCard, other);
    const before = await cardsOf(world, theirs);

    const response = await attach(theirs, 'ca_new');

    expect(response.statusCode).toBe(403);
    expect(providerApi.requests).toHaveLength(0);
    expect(await cardsOf(world, theirs)).toEqual(before);
  });

  it('anonymous callers are 403', async () => {
    const membershipId = await membershipWithCard(world, oldCard);

    const answers = [
      await world.post('/payments/reepay/create-recurring-session', world.studio.headers),
      await attach(membershipId, 'ca_new', world.studio.headers),
    ];

    expect(answers.map((response) => response.statusCode)).toEqual([403, 403]);
    expect(await cardsOf(world, membershipId)).toHaveLength(1);
  });
});
