/**
 * The built-in test provider's checkout routes through the API (README.md): the answers of
 * create-order-and-matching-session-type (our own hosted page, ORDER_SETTLED, the cart refusals,
 * who may call it) and who may process an order. Order creation is stood in for (it prices the
 * cart); fulfilment is the orders module's own `fulfilOrder`.
 */
import { describe, expect, it, vi } from 'vitest';
import { refuse } from '../../../platform/lib/outcome.ts';
import { createOrderFromCart, fulfilOrder } from '../../orders/public.ts';
import {
  classPass,
  pressButton,
  returnUrls,
  storedOrder,
  testCheckout,
  testSession,
  usePaymentsWorld,
} from '../../../../test/kits/payments.ts';

vi.mock(import('../../orders/public.ts'), async (importOriginal) =>
  (await import('../../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const world = usePaymentsWorld('test', [classPass]);

describe('POST /payments/test/create-order-and-matching-session-type', () => {
  it('answers CHECKOUT_SESSION_CREATED with the order and our own hosted page', async () => {
    const { answer, path } = await testSession(world);

    expect(answer).toMatchObject({
      status: 'CHECKOUT_SESSION_CREATED',
      order: { total: 449.5, paid: 0 },
    });
    expect(path).toMatch(/^\/payments\/test\/checkout\/tcs_[A-Za-z0-9_-]+$/);
    expect(vi.mocked(createOrderFromCart)).toHaveBeenCalledWith(
      world.db,
      expect.objectContaining({ row: expect.objectContaining({ id: world.studio.id }) }),
      world.customer.id,
      'test',
    );
  });

  it('settles a zero total order at once (ORDER_SETTLED) and gives it an invoice', async () => {
    world.cart = [{ item_type: 'product', name: 'Free intro', priceOre: 0 }];

    const answer = await testCheckout(world);

    expect(answer).toMatchObject({ status: 'ORDER_SETTLED' });
    const id = (answer as { order: { id: number } }).order.id;
    expect((await storedOrder(world.db, id)).invoice_id).toBeGreaterThan(0);
  });

  it('passes the cart refusals on as raw strings', async () => {
    vi.mocked(createOrderFromCart).mockResolvedValueOnce(refuse('E_INVALID_CART_ITEM'));
    expect(await testCheckout(world)).toBe('E_INVALID_CART_ITEM');

    vi.mocked(createOrderFromCart).mockResolvedValueOnce(refuse('E_CART_IS_EMPTY'));
    expect(await testCheckout(world)).toBe('E_CART_IS_EMPTY');
  });

  it('is 403 without a customer, 400 for a return url that is not http(s)', async () => {
    const start = (headers: Record<string, string>, payload: unknown) =>
      world.post('/payments/test/create-order-and-matching-session-type', headers, payload);

    const anonymous = await start(world.studio.headers, returnUrls);
    expect(anonymous.statusCode).toBe(403);

    const bad = await start(world.customer.headers, {
      ...returnUrls,
      success_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(vi.mocked(createOrderFromCart)).not.toHaveBeenCalled();
  });

  it('is 400 at a studio that pays with another provider', async () => {
    await world.reset({ settings: { payment_service_provider: 'stripe' } });

    const response = await world.post(
      '/payments/test/create-order-and-matching-session-type',
      world.customer.headers,
      returnUrls,
    );

    expect(response.statusCode).toBe(400);
    expect(vi.mocked(createOrderFromCart)).not.toHaveBeenCalled();
  });
});

describe('an order with the first installment of an event', () => {
  it('keeps the card: the page says so, and Pay hands the saved card to the order', async () => {
    await world.reset({ settings: { locale: 'en' } });
    world.cart = [
      { item_type: 'event_first_installment', name: 'Teacher training', priceOre: 600_000 },
    ];

    const { path, query, orderId } = await testSession(world);
    const page = await world.app.inject({ method: 'GET', url: path + query });
    expect(page.body).toContain('The card is saved for your coming payments');
    await pressButton(world, `${path}/pay${query}`);

    const sessionId = path.split('/').pop();
    expect(vi.mocked(fulfilOrder)).toHaveBeenCalledWith(
      world.db,
      orderId,
      expect.objectContaining({
        savedCard: expect.objectContaining({
          provider: 'test',
          handle: `test_card_${sessionId}`,
          customerHandle: `user-${world.customer.id}`,
          card_last_4_digits: '4242',
        }),
      }),
    );
  });
});

describe('POST /payments/test/process-order-if-completed', () => {
  it('answers OK for the own order and 403 for another customer’s', async () => {
    const { orderId } = await testSession(world);
    const process = (headers: Record<string, string>) =>
      world.app.inject({
        method: 'POST',
        url: '/payments/test/process-order-if-completed',
        headers,
        payload: { orderId },
      });

    const own = await process(world.customer.headers);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('OK');

    const other = await world.make.customer(world.studio);
    expect((await process(other.headers)).statusCode).toBe(403);
    expect((await process(world.studio.headers)).statusCode).toBe(403);
  });
});
