/**
 * Gift cards through orders (CONTRACT §11, §7 "Applying a paid order"): spending one at checkout
 * takes the amount off, never below 0; buying one makes an order for the giver and activates the
 * card with a code once paid; a second report of the payment sends nothing twice. Delivery (auto,
 * manual, dated) is tested in commerce/gift-cards.
 */
import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { giftCards, outbox } from '../../platform/db/schema.ts';
import { createGiftCardOrder } from './create.ts';
import { fulfilOrder } from './fulfil.ts';
import { orderOf, row, shop } from '../../../test/kits/orders.ts';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';

const { t, b } = useBookingApp();

const mailsTo = (clientId: number, to: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.client_id, clientId), eq(outbox.to, to)));

describe('gift card spend', () => {
  test('a gift card spend takes the amount off the card; one beyond what is left is refused', async () => {
    const { studio, client, passType } = await shop(t, b);
    const [card] = await t.db
      .insert(giftCards)
      .values({
        client_id: studio.id,
        code: 'HALFHALF',
        giver_email: 'g@example.dk',
        giver_name: 'G',
        activated: true,
        amount: '500',
        amount_left: '150',
        valid_until: '2027-01-01',
      })
      .returning();
    const customer = await b.customer(studio.id);
    const spend = (ore: number) =>
      orderOf(t, client, customer.id, [
        row({ item_type: 'class_pass_type', item_id: passType.id, itemPriceOre: 20000 }),
        row({ item_type: 'gift_card_spend', item_id: card!.id, itemPriceOre: -ore }),
      ]);
    await fulfilOrder(t.db, (await spend(10000)).id);
    const left = async () =>
      (await t.db.select().from(giftCards).where(eq(giftCards.id, card!.id)))[0]!.amount_left;
    expect(await left()).toBe('50.00');
    expect(await fulfilOrder(t.db, (await spend(10000)).id)).toBe('refused');
    expect(await left()).toBe('50.00');
  });
});

describe('gift card purchase', () => {
  const body = {
    amount: 500,
    giver_name: 'Gorm',
    giver_email: 'gorm@example.dk',
    recipient_name: 'Rita',
    recipient_email: 'rita@example.dk',
    message: 'Til yoga',
  };

  test('below gift_card_minimum_amount it is refused with giftCardAmountTooSmall', async () => {
    const { client } = await shop(t, b, { gift_card_minimum_amount: 200 });
    expect(await createGiftCardOrder(t.db, client, { ...body, amount: 199.99 })).toEqual({
      ok: false,
      code: 'giftCardAmountTooSmall',
      params: { amount: 200 },
    });
  });

  test('paid, the card is activated with a code and mailed to the recipient (auto)', async () => {
    const { studio, client } = await shop(t, b, {
      gift_card_delivery_mode: 'auto',
      gift_card_valid_for_days: 365,
    });
    const created = await createGiftCardOrder(t.db, client, body);
    if (!created.ok) throw new Error(created.code);
    const order = created.value;
    expect(order).toMatchObject({
      user_id: null,
      non_user_email: 'gorm@example.dk',
      total: '500.00',
    });
    expect(order.items.map((i) => i.item_type)).toEqual(['gift_card_purchase']);
    const cardId = order.items[0]!.item_id!;
    const card = async () =>
      (await t.db.select().from(giftCards).where(eq(giftCards.id, cardId)))[0]!;
    expect(await card()).toMatchObject({ activated: false, code: null, amount_left: '0.00' });

    await fulfilOrder(t.db, order.id);
    await fulfilOrder(t.db, order.id);
    const activated = await card();
    expect(activated).toMatchObject({
      activated: true,
      amount_left: '500.00',
      valid_until: '2027-05-06',
      paid_with_order_id: order.id,
      sent_by: 'system',
    });
    expect(activated.code).toMatch(/^[A-Z2-9]{10}$/);
    const mails = await mailsTo(studio.id, 'rita@example.dk');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(activated.code!);
    expect(mails[0]!.text).toContain('500,00 kr');
    expectHtmlLikeText(mails[0]!, 'en');
    expect(await mailsTo(studio.id, 'gorm@example.dk')).toHaveLength(1); // the receipt
  });
});
