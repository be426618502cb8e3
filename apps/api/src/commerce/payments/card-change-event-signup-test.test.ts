/**
 * An event signup's card change with the built-in test provider (CONTRACT §7 design
 * `create-checkout-setup-session-for-event-signup`, `process-event-signup-payment-method-update-
 * if-completed`; seed 001 §4 "Card change for event installments"; README.md "Card change"): our
 * card page names the event and saves the good or the declining card as the signup's one active
 * card; another customer's signup is 403 and the Stripe route 400, with nothing changed.
 */
import { describe, expect, it, vi } from 'vitest';
import { SetupSessionAnswer } from '@studio/contract/payments';
import {
  cardsOf,
  eventSignupWithCard,
  signupCardReturnUrls,
} from '../../../test/kits/card-change.ts';
import { pressButton, usePaymentsWorld } from '../../../test/kits/payments.ts';

vi.mock(import('../orders/public.ts'), async (importOriginal) =>
  (await import('../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const world = usePaymentsWorld('test', []);

const oldCard = { provider: 'test', handle: 'test_card_old', customerHandle: 'user-1' };
const signupCards = (id: number) => cardsOf(world, id, 'eventSignup');

/** POST …/create-checkout-setup-session-for-event-signup as the world's customer: the page. */
async function openCardPage(signupId: number) {
  const response = await world.post(
    '/payments/test/create-checkout-setup-session-for-event-signup',
    world.customer.headers,
    { eventSignup: signupId, ...signupCardReturnUrls(signupId) },
  );
  expect(response.statusCode).toBe(200);
  const { url } = SetupSessionAnswer.parse(response.json());
  const parsed = new URL(url);
  return { path: parsed.pathname, query: parsed.search };
}

const processUpdate = (signupId: number, headers = world.customer.headers) =>
  world.post('/payments/test/process-event-signup-payment-method-update-if-completed', headers, {
    eventSignup: signupId,
  });

describe("the test provider's card change of an event signup", () => {
  it('names the event and saves the good card as the one active card, once', async () => {
    await world.reset({ settings: { locale: 'en' } });
    const signupId = await eventSignupWithCard(world, oldCard);
    const { path, query } = await openCardPage(signupId);

    const page = await world.app.inject({ method: 'GET', url: path + query });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The card pays for Teacher training from now on.');

    const saved = await pressButton(world, `${path}/save-card${query}`);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(signupCardReturnUrls(signupId).success_url);
    expect((await processUpdate(signupId)).body).toBe('OK');
    const cards = await signupCards(signupId);
    expect(cards).toEqual([
      expect.objectContaining({ status: 'stopped', handle: 'test_card_old' }),
      expect.objectContaining({
        status: 'active',
        provider: 'test',
        customer: `user-${world.customer.id}`,
        card_last_4_digits: '4242',
        card_expiration: '12/34',
      }),
    ]);
    await pressButton(world, `${path}/save-card${query}`);
    expect(await signupCards(signupId)).toEqual(cards);
  });

  it('saves the declining card (4000 0000 0000 0002) for a signup without a card', async () => {
    const signupId = await eventSignupWithCard(world, null);
    const { path, query } = await openCardPage(signupId);

    await pressButton(world, `${path}/save-declining-card${query}`);

    const [card, ...more] = await signupCards(signupId);
    expect(more).toEqual([]);
    expect(card).toMatchObject({ status: 'active', card_last_4_digits: '0002' });
    expect(card!.handle).toContain('decline');
  });

  it("refuses another customer's signup with 403, and a page naming it with 404", async () => {
    const other = await world.make.customer(world.studio);
    const theirs = await eventSignupWithCard(world, oldCard, other);
    const before = await signupCards(theirs);

    const open = await world.post(
      '/payments/test/create-checkout-setup-session-for-event-signup',
      world.customer.headers,
      { eventSignup: theirs, ...signupCardReturnUrls(theirs) },
    );
    const processed = await processUpdate(theirs);
    expect([open.statusCode, processed.statusCode]).toEqual([403, 403]);

    const mine = await eventSignupWithCard(world, oldCard);
    const { path, query } = await openCardPage(mine);
    const tampered = query.replace(`eventSignup=${mine}`, `eventSignup=${theirs}`);
    expect((await pressButton(world, `${path}/save-card${tampered}`)).statusCode).toBe(404);
    expect(await signupCards(theirs)).toEqual(before);
  });

  it("the Stripe and Reepay routes at a test-provider studio are 400 (the studio's provider only)", async () => {
    const signupId = await eventSignupWithCard(world, oldCard);

    const stripe = await world.post(
      '/payments/stripe/create-checkout-setup-session-for-event-signup',
      world.customer.headers,
      { eventSignup: signupId, ...signupCardReturnUrls(signupId) },
    );
    const reepay = await world.post(
      '/payments/reepay/attach-card-to-event-signup',
      world.customer.headers,
      { eventSignup: signupId, cardId: 'ca_1' },
    );

    expect([stripe.statusCode, reepay.statusCode]).toEqual([400, 400]);
    expect(await signupCards(signupId)).toHaveLength(1);
  });
});
