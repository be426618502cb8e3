/**
 * The built-in test provider through the API (README.md): checkout answers, its hosted page and
 * the Pay, Decline and Cancel flows, gift cards, and who may process an order. Order creation is
 * stood in for (it prices the cart); fulfilment is the orders module's own `fulfilOrder`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutResult, GiftCardCheckoutSession } from '@studio/contract/payments';
import { ok, refuse } from '../../lib/outcome.ts';
import { createGiftCardOrder, createOrderFromCart, fulfilOrder } from '../orders/public.ts';
import {
  insertOrder,
  mailsTo,
  paymentsWorld,
  storedOrder,
  type Line,
  type PaymentsWorld,
} from './test-kit.ts';

vi.mock(import('../orders/public.ts'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    createOrderFromCart: vi.fn(),
    createGiftCardOrder: vi.fn(),
    fulfilOrder: vi.fn(real.fulfilOrder),
    markPaymentFailed: vi.fn(real.markPaymentFailed),
  };
});

let world: PaymentsWorld;
let cart: Line[];

const classPass: Line = { item_type: 'class_pass_type', name: '10 klip', priceOre: 44_950 };
const body = {
  success_url: 'https://studio.example/stripe-payment-succes/{orderId}',
  cancel_url: 'https://studio.example/checkout',
};

async function setUp(settings: Record<string, unknown> = {}) {
  world = await paymentsWorld('test', settings);
  vi.mocked(createOrderFromCart).mockImplementation(async (db, client, userId, provider) =>
    ok(await insertOrder(db, { clientId: client.row.id, userId, provider, lines: cart })),
  );
}

beforeEach(async () => {
  cart = [classPass];
  await setUp();
});
afterEach(async () => {
  vi.clearAllMocks();
  await world.close();
});

async function checkout(headers = world.customer.headers) {
  const response = await world.app.inject({
    method: 'POST',
    url: '/payments/test/create-order-and-matching-session-type',
    headers,
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return CheckoutResult.parse(response.json());
}

/** Creates the session and answers its page path (with the signed query) and order id. */
async function session() {
  const answer = await checkout();
  if (typeof answer === 'string' || answer.status !== 'CHECKOUT_SESSION_CREATED')
    throw new Error(`unexpected ${JSON.stringify(answer)}`);
  const url = new URL(answer.url);
  return { answer, path: url.pathname, query: url.search, orderId: answer.order.id };
}

const post = (url: string) =>
  world.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=4242+4242+4242+4242&expiry=12%2F34&cvc=123',
  });

describe('POST /payments/test/create-order-and-matching-session-type', () => {
  it('answers CHECKOUT_SESSION_CREATED with the order and our own hosted page', async () => {
    const { answer, path } = await session();

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
    cart = [{ item_type: 'product', name: 'Free intro', priceOre: 0 }];

    const answer = await checkout();

    expect(answer).toMatchObject({ status: 'ORDER_SETTLED' });
    const id = (answer as { order: { id: number } }).order.id;
    expect((await storedOrder(world.db, id)).invoice_id).toBeGreaterThan(0);
  });

  it('passes the cart refusals on as raw strings', async () => {
    vi.mocked(createOrderFromCart).mockResolvedValueOnce(refuse('E_INVALID_CART_ITEM'));
    expect(await checkout()).toBe('E_INVALID_CART_ITEM');

    vi.mocked(createOrderFromCart).mockResolvedValueOnce(refuse('E_CART_IS_EMPTY'));
    expect(await checkout()).toBe('E_CART_IS_EMPTY');
  });

  it('is 403 without a customer, 400 for a return url that is not http(s)', async () => {
    const anonymous = await world.app.inject({
      method: 'POST',
      url: '/payments/test/create-order-and-matching-session-type',
      headers: world.studio.headers,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(403);

    const bad = await world.app.inject({
      method: 'POST',
      url: '/payments/test/create-order-and-matching-session-type',
      headers: world.customer.headers,
      payload: { ...body, success_url: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(vi.mocked(createOrderFromCart)).not.toHaveBeenCalled();
  });

  it('is 400 at a studio that pays with another provider', async () => {
    await world.close();
    await setUp({ payment_service_provider: 'stripe' });

    const response = await world.app.inject({
      method: 'POST',
      url: '/payments/test/create-order-and-matching-session-type',
      headers: world.customer.headers,
      payload: body,
    });

    expect(response.statusCode).toBe(400);
    expect(vi.mocked(createOrderFromCart)).not.toHaveBeenCalled();
  });
});

describe('the hosted test page', () => {
  it('shows the order lines, the total, the prefilled test card and three buttons, in the studio language', async () => {
    await world.close();
    await setUp({ locale: 'da', theme_primary_color: '#aa3300' });
    cart = [classPass, { item_type: 'discount_code', name: 'Rabatkode: SOMMER', priceOre: -4_950 }];
    const { path, query } = await session();

    const page = await world.app.inject({ method: 'GET', url: path + query });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' https://studio.example",
    );
    const html = page.body;
    expect(html).toContain('<html lang="da">');
    expect(html).toContain('10 klip');
    expect(html).toContain('Rabatkode: SOMMER');
    expect(html).toMatch(/400,00\s*kr\./);
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(html).toContain('#aa3300');
    expect(html).toMatch(/Betal 400,00\s*kr\./);
    expect(html).toContain('Afvis betaling');
    expect(html).toContain('Annuller');
  });

  it('Pay fulfils the order once and sends the browser to the success url with the order id', async () => {
    const { path, query, orderId } = await session();

    const paid = await post(`${path}/pay${query}`);

    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`https://studio.example/stripe-payment-succes/${orderId}`);
    const order = await storedOrder(world.db, orderId);
    expect(order.paid).toBeGreaterThan(0);
    expect(order.invoice_id).toBeGreaterThan(0);
    expect(order.card_last_4_digits).toBe('4242');
    expect(await mailsTo(world.db, world.customer.email)).toBe(1);

    // Paying again (back button, double click) changes nothing and still leads on.
    const again = await post(`${path}/pay${query}`);
    expect(again.statusCode).toBe(303);
    expect((await storedOrder(world.db, orderId)).invoice_id).toBe(order.invoice_id);
    expect(await mailsTo(world.db, world.customer.email)).toBe(1);
    const page = await world.app.inject({ method: 'GET', url: path + query });
    expect(page.body).toContain('This order is already paid.');
  });

  it('Decline marks the payment failed, gives nothing and links back to the cancel url', async () => {
    const { path, query, orderId } = await session();

    const declined = await post(`${path}/decline${query}`);

    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('The payment was declined');
    expect(declined.body).toContain('href="https://studio.example/checkout"');
    const order = await storedOrder(world.db, orderId);
    expect(order.payment_failed).toBeGreaterThan(0);
    expect(order.paid).toBe(0);
    expect(order.fulfilled).toBe(0);
    expect(await mailsTo(world.db, world.customer.email)).toBe(0);
  });

  it('Cancel sends the browser to the cancel url and leaves the order unpaid', async () => {
    const { path, query, orderId } = await session();

    const cancelled = await post(`${path}/cancel${query}`);

    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('https://studio.example/checkout');
    const order = await storedOrder(world.db, orderId);
    expect([order.paid, order.fulfilled, order.payment_failed]).toEqual([0, 0, 0]);
  });

  it('is 404 and changes nothing for a changed return url, a forged signature or an unknown session', async () => {
    const { path, query, orderId } = await session();
    const elsewhere = query.replace(
      encodeURIComponent('https://studio.example/stripe'),
      encodeURIComponent('https://evil.example/stripe'),
    );
    expect(elsewhere).not.toBe(query);

    expect((await post(`${path}/pay${elsewhere}`)).statusCode).toBe(404);
    expect(
      (await post(`${path}/pay${query.replace(/sig=[0-9a-f]{4}/, 'sig=0000')}`)).statusCode,
    ).toBe(404);
    expect((await post(`${path.replace(/tcs_.{4}/, 'tcs_AAAA')}/pay${query}`)).statusCode).toBe(
      404,
    );
    expect((await world.app.inject({ method: 'GET', url: path + elsewhere })).statusCode).toBe(404);
    expect((await storedOrder(world.db, orderId)).paid).toBe(0);
    expect(vi.mocked(fulfilOrder)).not.toHaveBeenCalled();
  });
});

describe('POST /payments/test/process-order-if-completed', () => {
  it('answers OK for the own order and 403 for another customer’s', async () => {
    const { orderId } = await session();
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
    const paid = await post(`${page.pathname}/pay${page.search}`);
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
