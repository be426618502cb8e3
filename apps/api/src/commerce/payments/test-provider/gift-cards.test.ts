/**
 * Gift cards with the built-in test provider (CONTRACT §11, README.md): a visitor pays on the
 * hosted page and the return processes the order anonymously; the minimum-amount refusal in both
 * error forms. Order creation is stood in for; fulfilment is the orders module's own.
 */
import { describe, expect, it, vi } from 'vitest';
import { GiftCardCheckoutSession } from '@studio/contract/payments';
import { ok, refuse } from '../../../platform/lib/outcome.ts';
import { createGiftCardOrder } from '../../orders/public.ts';
import {
  insertOrder,
  mailsTo,
  pressButton,
  storedOrder,
  usePaymentsWorld,
} from '../../../../test/kits/payments.ts';

vi.mock(import('../../orders/public.ts'), async (importOriginal) =>
  (await import('../../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const world = usePaymentsWorld('test', []);

describe('gift cards with the test provider', () => {
  it('a visitor buys a gift card on the hosted page; the return processes it anonymously', async () => {
    vi.mocked(createGiftCardOrder).mockImplementation(async (db, client, gift) =>
      ok(
        await insertOrder(db, {
          clientId: client.row.id,
          userId: null,
          provider: 'test',
          email: gift.giver_email,
          lines: [{ item_type: 'product', name: 'Gift card', priceOre: gift.amount * 100 }],
        }),
      ),
    );

    const started = await world.app.inject({
      method: 'POST',
      url: '/payments/test/create-order-and-charge-session-for-gift-card',
      headers: { ...world.studio.headers, 'x-yogo-client-accepts-extended-error-format': '1' },
      payload: {
        amount: 500,
        giver_name: 'Ida',
        giver_email: 'ida@example.dk',
        recipient_name: 'Bo',
        stripe_success_url: 'https://studio.example/stripe-giftcard-payment-success/{orderId}',
        stripe_cancel_url: 'https://studio.example/gift',
      },
    });

    expect(started.statusCode).toBe(200);
    const { url, order } = GiftCardCheckoutSession.parse(started.json());
    const page = new URL(url);
    const paid = await pressButton(world, `${page.pathname}/pay${page.search}`);
    expect(paid.headers.location).toBe(
      `https://studio.example/stripe-giftcard-payment-success/${order.id}`,
    );
    expect((await storedOrder(world.db, order.id)).invoice_id).toBeGreaterThan(0);

    const processed = await world.app.inject({
      method: 'POST',
      url: '/payments/test/process-order-if-completed',
      headers: world.studio.headers,
      payload: { orderId: order.id },
    });
    expect(processed.body).toBe('OK');
    expect(await mailsTo(world.db, 'ida@example.dk')).toBe(1);
  });

  it('answers giftCardAmountTooSmall in the extended form when asked, else the bare key', async () => {
    vi.mocked(createGiftCardOrder).mockResolvedValue(
      refuse('giftCardAmountTooSmall', { amount: 100 }),
    );
    const payload = {
      amount: 50,
      giver_name: 'Ida',
      giver_email: 'ida@example.dk',
      recipient_name: 'Bo',
      stripe_success_url: 'https://studio.example/s/{orderId}',
      stripe_cancel_url: 'https://studio.example/gift',
    };
    const start = (headers: Record<string, string>) =>
      world.app.inject({
        method: 'POST',
        url: '/payments/test/create-order-and-charge-session-for-gift-card',
        headers,
        payload,
      });

    const extended = await start({
      ...world.studio.headers,
      'x-yogo-client-accepts-extended-error-format': '1',
    });
    expect(extended.json()).toEqual({
      error: {
        type: 'giftCardAmountTooSmall',
        localized_title: 'The amount is below minimum',
        localized_message: 'The minimum amount for gift cards is 100',
      },
    });
    expect((await start(world.studio.headers)).json()).toBe('giftCardAmountTooSmall');
  });
});
