/**
 * The delivery fields of a gift card purchase on the wire (issue 26 item 4; CONTRACT §11 with our
 * design): a recipient address that is not one, or a send date before today or more than a year
 * ahead, is refused as an extended error in the studio's language, and nothing is made. The clock
 * is Wednesday 6 May 2026, 10:00 Copenhagen.
 */
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { giftCards, orders } from '../../platform/db/schema.ts';

const { t, b } = useBookingApp();

let address = 0;
/** POST …/create-order-and-charge-session-for-gift-card at the test provider, from its own address. */
async function buy(studio: { headers: Record<string, string> }, extra: object, extended = true) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/payments/test/create-order-and-charge-session-for-gift-card',
    remoteAddress: `198.51.100.${address}`,
    headers: {
      ...studio.headers,
      ...(extended ? { 'x-yogo-client-accepts-extended-error-format': '1' } : {}),
    },
    payload: {
      amount: 500,
      giver_name: 'Gorm',
      giver_email: 'gorm@example.dk',
      recipient_name: 'Rita',
      stripe_success_url: 'https://studio.example/gift-ok/{orderId}',
      stripe_cancel_url: 'https://studio.example/gift',
      ...extra,
    },
  });
}

/** The gift cards and orders the studio has. */
async function madeAt(studioId: number) {
  const cards = await t.db.select().from(giftCards).where(eq(giftCards.client_id, studioId));
  const made = await t.db.select().from(orders).where(eq(orders.client_id, studioId));
  return { cards: cards.length, orders: made.length };
}

async function danishStudio() {
  return b.studio({
    payment_service_provider: 'test',
    gift_card_delivery_mode: 'auto',
    locale: 'da',
  });
}

describe('refused, nothing made', () => {
  test('a recipient e-mail that is not an address', async () => {
    const studio = await danishStudio();
    const reply = await buy(studio, { recipient_email: 'rita@example' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      error: {
        type: 'giftCardRecipientEmailInvalid',
        localized_title: 'Modtagerens e-mail er ikke gyldig',
        localized_message: 'Skriv modtagerens fulde e-mailadresse, fx navn@eksempel.dk.',
      },
    });
    // Without the extended-error header: the bare key, as `giftCardAmountTooSmall`.
    expect((await buy(studio, { recipient_email: 'rita' }, false)).json()).toBe(
      'giftCardRecipientEmailInvalid',
    );
    expect(await madeAt(studio.id)).toEqual({ cards: 0, orders: 0 });
  });

  test.each([
    ['yesterday', '2026-05-05'],
    ['a year and a day ahead', '2027-05-07'],
    ['a day that does not exist', '2026-02-30'],
  ])('a send date %s', async (_, sendOn) => {
    const studio = await danishStudio();
    const reply = await buy(studio, { recipient_email: 'rita@example.dk', send_on: sendOn });
    expect(reply.json()).toEqual({
      error: {
        type: 'giftCardSendDateInvalid',
        localized_title: 'Datoen kan ikke vælges',
        localized_message: 'Vælg en dato fra i dag til og med 6. maj 2027.',
      },
    });
    expect(await madeAt(studio.id)).toEqual({ cards: 0, orders: 0 });
  });

  test('a send date that is not a date at all is a 400', async () => {
    const studio = await danishStudio();
    const reply = await buy(studio, { send_on: 'tomorrow' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'E_MISSING_OR_INVALID_PARAMS' });
    expect(await madeAt(studio.id)).toEqual({ cards: 0, orders: 0 });
  });
});

test('today and a year ahead are allowed, and the card keeps its address and date', async () => {
  const studio = await danishStudio();
  for (const sendOn of ['2026-05-06', '2027-05-06']) {
    const reply = await buy(studio, { recipient_email: ' rita@example.dk ', send_on: sendOn });
    expect(reply.json()).toMatchObject({
      url: expect.any(String),
      order: { id: expect.any(Number) },
    });
  }
  const cards = await t.db.select().from(giftCards).where(eq(giftCards.client_id, studio.id));
  expect(cards.map((card) => [card.recipient_email, card.send_on])).toEqual([
    ['rita@example.dk', '2026-05-06'],
    ['rita@example.dk', '2027-05-06'],
  ]);
});
