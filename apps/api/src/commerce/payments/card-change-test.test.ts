/**
 * The membership card change with the built-in test provider (README.md "Card change"): the
 * setup session's url opens our own card page (in the studio's language), which saves the good
 * card or the declining one (renewals charging it are declined), or cancels; the process route
 * answers `OK`. Another customer's membership is refused with nothing changed.
 */
import { describe, expect, it, vi } from 'vitest';
import { adapterForStudio } from './public.ts';
import { cardReturnUrls, cardsOf, membershipWithCard } from '../../../test/kits/card-change.ts';
import { pressButton, usePaymentsWorld } from '../../../test/kits/payments.ts';
import { resolveStudio } from '../../studio/public.ts';

vi.mock(import('../orders/public.ts'), async (importOriginal) =>
  (await import('../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const world = usePaymentsWorld('test', []);

const oldCard = { provider: 'test', handle: 'test_card_old', customerHandle: 'user-1' };

/** POST …/create-checkout-setup-session-for-membership as the world's customer: the page url. */
async function openCardPage(membershipId: number) {
  const response = await world.post(
    '/payments/test/create-checkout-setup-session-for-membership',
    world.customer.headers,
    { membership: membershipId, ...cardReturnUrls(membershipId) },
  );
  expect(response.statusCode).toBe(200);
  const { url } = response.json<{ url: string }>();
  const parsed = new URL(url);
  return { url, path: parsed.pathname, query: parsed.search };
}

const processUpdate = (membershipId: number, headers = world.customer.headers) =>
  world.post('/payments/test/process-membership-payment-method-update-if-completed', headers, {
    membership: membershipId,
  });

describe('the test provider card change', () => {
  it('opens a card page in the studio language offering a good and a declining card', async () => {
    await world.reset({ settings: { locale: 'da' } });
    const membershipId = await membershipWithCard(world, oldCard);

    const { path, query } = await openCardPage(membershipId);
    const page = await world.app.inject({ method: 'GET', url: path + query });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' https://studio.example",
    );
    expect(page.body).toContain('<html lang="da">');
    expect(page.body).toContain('Skift betalingskort');
    expect(page.body).toContain('Unlimited');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect(page.body).toContain('Annuller');
  });

  it('saving the good card stops the old one and makes it the active card, once', async () => {
    const membershipId = await membershipWithCard(world, oldCard);
    const { path, query } = await openCardPage(membershipId);

    const saved = await pressButton(world, `${path}/save-card${query}`);

    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(cardReturnUrls(membershipId).success_url);
    expect((await processUpdate(membershipId)).body).toBe('OK');
    const cards = await cardsOf(world, membershipId);
    expect(cards).toEqual([
      expect.objectContaining({ status: 'stopped', handle: 'test_card_old' }),
      {
        status: 'active',
        provider: 'test',
        handle: expect.stringMatching(/^test_card_tcs_/),
        customer: `user-${world.customer.id}`,
        pay_type: 'visa',
        card_prefix: '424242',
        card_last_4_digits: '4242',
        card_expiration: '12/34',
      },
    ]);

    // The same page saved again (double click, back button) changes nothing.
    await pressButton(world, `${path}/save-card${query}`);
    expect(await cardsOf(world, membershipId)).toEqual(cards);
  });

  it('saves the declining card as a card whose handle contains `decline`; charging it is declined', async () => {
    const membershipId = await membershipWithCard(world, null);
    const { path, query } = await openCardPage(membershipId);

    await pressButton(world, `${path}/save-declining-card${query}`);

    const [card] = await cardsOf(world, membershipId);
    expect(card).toMatchObject({ status: 'active', card_last_4_digits: '0002' });
    expect(card!.handle).toContain('decline');
    const studio = await resolveStudio(world.db, { header: String(world.studio.id) });
    if (!studio || studio === 'invalid') throw new Error('no studio');
    const charge = await adapterForStudio(studio)!.chargeSavedCard({
      card: { provider: 'test', handle: card!.handle },
      amountOre: 49_900,
      currency: 'DKK',
      idempotencyKey: `membership-${membershipId}-2026-06-01`,
      description: 'Unlimited',
    });
    expect(charge).toMatchObject({ paid: false, failed: true });
  });

  it('Cancel on the card page leads back and changes nothing', async () => {
    const membershipId = await membershipWithCard(world, oldCard);
    const before = await cardsOf(world, membershipId);
    const { path, query } = await openCardPage(membershipId);

    const cancelled = await pressButton(world, `${path}/cancel${query}`);

    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(cardReturnUrls(membershipId).cancel_url);
    expect((await processUpdate(membershipId)).body).toBe('OK');
    expect(await cardsOf(world, membershipId)).toEqual(before);
  });

  it("refuses another customer's membership with 403 and changes nothing", async () => {
    const other = await world.make.customer(world.studio);
    const theirs = await membershipWithCard(world, oldCard, other);
    const before = await cardsOf(world, theirs);

    const open = await world.post(
      '/payments/test/create-checkout-setup-session-for-membership',
      world.customer.headers,
      { membership: theirs, ...cardReturnUrls(theirs) },
    );
    const processed = await processUpdate(theirs);

    expect([open.statusCode, processed.statusCode]).toEqual([403, 403]);
    expect(await cardsOf(world, theirs)).toEqual(before);
  });

  it('a page whose query names another membership is 404 and saves nothing', async () => {
    const mine = await membershipWithCard(world, oldCard);
    const other = await world.make.customer(world.studio);
    const theirs = await membershipWithCard(world, oldCard, other);
    const { path, query } = await openCardPage(mine);
    const tampered = query.replace(`membership=${mine}`, `membership=${theirs}`);

    const saved = await pressButton(world, `${path}/save-card${tampered}`);

    expect(saved.statusCode).toBe(404);
    expect((await cardsOf(world, theirs)).map((card) => card.status)).toEqual(['active']);
  });

  it("the Stripe route at a test-provider studio is 400 (the studio's provider only)", async () => {
    const membershipId = await membershipWithCard(world, oldCard);

    const response = await world.post(
      '/payments/stripe/create-checkout-setup-session-for-membership',
      world.customer.headers,
      { membership: membershipId, ...cardReturnUrls(membershipId) },
    );

    expect(response.statusCode).toBe(400);
  });
});
