/**
 * The built-in test provider's hosted page (README.md): what it shows in the studio's language
 * and colours, the Pay, Decline and Cancel buttons, the studio's wallet as a second pay button,
 * and its signed urls. Order creation is stood in for (it prices the cart); fulfilment is the
 * orders module's own `fulfilOrder`.
 */
import { describe, expect, it, vi } from 'vitest';
import { fulfilOrder } from '../../orders/public.ts';
import {
  classPass,
  mailsTo,
  pressButton,
  storedOrder,
  testSession,
  usePaymentsWorld,
} from '../../../../test/kits/payments.ts';

vi.mock(import('../../orders/public.ts'), async (importOriginal) =>
  (await import('../../../../test/kits/orders-mock.ts')).mockOrders(await importOriginal()),
);

const world = usePaymentsWorld('test', [classPass]);

describe('the hosted test page', () => {
  it('shows the order lines, the total, the prefilled test card and three buttons, in the studio language', async () => {
    await world.reset({ settings: { locale: 'da', theme_primary_color: '#aa3300' } });
    world.cart = [
      classPass,
      { item_type: 'discount_code', name: 'Rabatkode: SOMMER', priceOre: -4_950 },
    ];
    const { path, query } = await testSession(world);

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
    const { path, query, orderId } = await testSession(world);

    const paid = await pressButton(world, `${path}/pay${query}`);

    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`https://studio.example/stripe-payment-succes/${orderId}`);
    const order = await storedOrder(world.db, orderId);
    expect(order.paid).toBeGreaterThan(0);
    expect(order.invoice_id).toBeGreaterThan(0);
    expect(order.card_last_4_digits).toBe('4242');
    expect(await mailsTo(world.db, world.customer.email)).toBe(1);

    // Paying again (back button, double click) changes nothing and still leads on.
    const again = await pressButton(world, `${path}/pay${query}`);
    expect(again.statusCode).toBe(303);
    expect((await storedOrder(world.db, orderId)).invoice_id).toBe(order.invoice_id);
    expect(await mailsTo(world.db, world.customer.email)).toBe(1);
    const page = await world.app.inject({ method: 'GET', url: path + query });
    expect(page.body).toContain('This order is already paid.');
  });

  it('Decline marks the payment failed, gives nothing and links back to the cancel url', async () => {
    const { path, query, orderId } = await testSession(world);

    const declined = await pressButton(world, `${path}/decline${query}`);

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
    const { path, query, orderId } = await testSession(world);

    const cancelled = await pressButton(world, `${path}/cancel${query}`);

    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('https://studio.example/checkout');
    const order = await storedOrder(world.db, orderId);
    expect([order.paid, order.fulfilled, order.payment_failed]).toEqual([0, 0, 0]);
  });

  it('is 404 and changes nothing for a changed return url, a forged signature or an unknown session', async () => {
    const { path, query, orderId } = await testSession(world);
    const elsewhere = query.replace(
      encodeURIComponent('https://studio.example/stripe'),
      encodeURIComponent('https://evil.example/stripe'),
    );
    expect(elsewhere).not.toBe(query);

    expect((await pressButton(world, `${path}/pay${elsewhere}`)).statusCode).toBe(404);
    expect(
      (await pressButton(world, `${path}/pay${query.replace(/sig=[0-9a-f]{4}/, 'sig=0000')}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await pressButton(world, `${path.replace(/tcs_.{4}/, 'tcs_AAAA')}/pay${query}`)).statusCode,
    ).toBe(404);
    expect((await world.app.inject({ method: 'GET', url: path + elsewhere })).statusCode).toBe(404);
    expect((await storedOrder(world.db, orderId)).paid).toBe(0);
    expect(vi.mocked(fulfilOrder)).not.toHaveBeenCalled();
  });
});

describe('the studio’s wallet on the hosted test page', () => {
  /** The url the form around the button labelled `label` posts to, as the browser reads it. */
  function actionOf(html: string, label: string) {
    const forms = html.match(/<form [^>]*action="[^"]*"[^>]*>[\s\S]*?<\/form>/g) ?? [];
    const form = forms.find((candidate) => candidate.includes(`>${label}</button>`));
    const action = form?.match(/action="([^"]*)"/)?.[1];
    return action?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  }

  it('a Danish studio with the MobilePay logo on offers “Betal med MobilePay”, which pays the order', async () => {
    await world.reset({ settings: { locale: 'da', payment_show_mobilepay_logo: true } });
    const { path, query, orderId } = await testSession(world);
    const page = await world.app.inject({ method: 'GET', url: path + query });

    const action = actionOf(page.body, 'Betal med MobilePay');
    expect(action).toBe(`${path}/pay${query}`);
    const paid = await pressButton(world, action!);

    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`https://studio.example/stripe-payment-succes/${orderId}`);
    expect((await storedOrder(world.db, orderId)).invoice_id).toBeGreaterThan(0);
    expect(await mailsTo(world.db, world.customer.email)).toBe(1);
  });

  it('a Norwegian studio with the Vipps logo on offers Vipps in its language', async () => {
    await world.reset({
      country: 'NO',
      settings: { locale: 'nb', payment_show_vipps_logo: true },
    });
    const { path, query } = await testSession(world);

    const page = await world.app.inject({ method: 'GET', url: path + query });

    expect(actionOf(page.body, 'Betal med Vipps')).toBe(`${path}/pay${query}`);
    expect(page.body).not.toContain('MobilePay');
  });

  it('offers no wallet where the country’s logo is off (card only)', async () => {
    await world.reset({ country: 'NO', settings: { payment_show_mobilepay_logo: true } });
    const { path, query } = await testSession(world);

    const page = await world.app.inject({ method: 'GET', url: path + query });

    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/MobilePay|Vipps/);
  });
});
