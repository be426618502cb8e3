import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../../app/testing/render-app.tsx';

const invoice = (id: number, invoice_id: number, total: number, paid: number) => ({
  id,
  createdAt: 0,
  updatedAt: 0,
  archived: false,
  client: 1,
  user: 42,
  non_user_email: null,
  non_user_name: null,
  total,
  vat_amount: 0,
  payment_service_provider: 'test',
  paid,
  payment_failed: 0,
  receipt_sent: 0,
  invoice_id,
  receipt_token: `tok${id}`,
  pay_type: null,
  card_last_4_digits: null,
});

function api(settings = {}) {
  const invoices = [
    invoice(900, 11, 1699, Date.UTC(2024, 4, 6, 12, 40)),
    invoice(850, 10, 499, Date.UTC(2024, 3, 6, 12, 0)),
    invoice(800, 9, 200, Date.UTC(2024, 2, 6, 12, 0)),
    invoice(700, 8, 100, Date.UTC(2024, 1, 6, 12, 0)),
  ];
  return fakeApi({
    'GET /clients/current': () => studioBody({ payment_service_provider: 'test', ...settings }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': (request) =>
      request.url.search.includes('invoices') ? userBody({ invoices }) : userBody(),
    'POST /payments/test/process-order-if-completed': () => 'OK',
    'GET /orders/900': () => ({
      ...invoice(900, 11, 1699, 1),
      order_items: [
        {
          id: 1,
          order: 900,
          client: 1,
          item_type: 'class_pass_type',
          item_id: 2,
          name: '10 classes',
          count: 1,
          item_price: 1699,
          total_price: 1699,
          vat_amount: 0,
          applied_discount_code_amount: null,
          payment_option: null,
          membership_campaign: null,
          membership_renewal_membership_type: null,
        },
      ],
    }),
  });
}

test('back from the hosted page: the order is processed and the thanks dialog shows once', async () => {
  const calls = api({ google_tag_manager_id: 'GTM-X' });
  window.dataLayer = [];
  const { router } = await renderApp('/stripe-payment-succes/900', { token: 'jwt' });
  const thanks = await screen.findByRole(
    'dialog',
    { name: 'Thank you for your order' },
    { timeout: 8000 },
  );
  expect(router.state.location.pathname).toBe('/my-profile');
  expect(calls.find((call) => call.path.endsWith('process-order-if-completed'))?.body).toEqual({
    orderId: 900,
  });
  expect(window.dataLayer).toContainEqual(
    expect.objectContaining({
      event: 'purchaseComplete',
      transactionId: 900,
      transactionTotal: 1699,
      transactionProducts: [
        expect.objectContaining({ name: '10 classes', quantity: 1, price: 1699 }),
      ],
    }),
  );
  expect(thanks).toBeTruthy();
  expect(sessionStorage.getItem('flash:paymentSuccess')).toBeNull();

  const purchases = await screen.findByRole('region', { name: 'My purchases' });
  const rows = within(purchases).getAllByRole('row');
  expect(rows).toHaveLength(4); // heading + the 3 most recent
  expect(rows[1]!.textContent).toContain('1.699,00 kr');
  expect(rows[1]!.textContent).toContain('14:40'); // Copenhagen summer time
  expect(
    within(purchases).getByRole('link', { name: 'Receipt for invoice 11' }).getAttribute('href'),
  ).toBe('/orders/900/pdf-receipt?receiptToken=tok900');
  expect(within(purchases).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
    '/purchase-history',
  );
});

test('the purchase history lists every invoice, newest first', async () => {
  api();
  await renderApp('/purchase-history', { token: 'jwt' });
  const table = await screen.findByRole('table', {}, { timeout: 8000 });
  const amounts = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[1]!.textContent);
  expect(amounts).toEqual(['1.699,00 kr', '499,00 kr', '200,00 kr', '100,00 kr']);
  expect(screen.queryByRole('dialog', { name: 'Thank you for your order' })).toBeNull();
});

test('a paid order the server refused (the seat went meanwhile) says why and that it is refunded', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody({ payment_service_provider: 'test' }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    'POST /payments/test/process-order-if-completed': () => 'OK',
    'GET /orders/901/payment-outcome': () => ({
      status: 'refused',
      amount: 300,
      refund_text: 'the seats were taken before the payment arrived.',
      refunded: 1,
    }),
  });
  await renderApp('/stripe-payment-succes/901', { token: 'jwt' });
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Your purchase could not be completed' },
    { timeout: 8000 },
  );
  expect(dialog.textContent).toContain('the seats were taken before the payment arrived.');
  expect(dialog.textContent).toContain('We have refunded 300,00 kr');
  expect(screen.queryByRole('dialog', { name: 'Thank you for your order' })).toBeNull();
});

test('a Stripe provider without process-order-if-completed: its webhook paid, the customer is thanked', async () => {
  const calls = fakeApi({
    'GET /clients/current': () => studioBody({ payment_service_provider: 'stripe' }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
  });
  const { router } = await renderApp('/stripe-payment-succes/902', { token: 'jwt' });
  expect(
    await screen.findByRole('dialog', { name: 'Thank you for your order' }, { timeout: 8000 }),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/my-profile');
  expect(calls.map((call) => call.path)).toContain('/payments/stripe/process-order-if-completed');
  expect(screen.queryByText('Something went wrong')).toBeNull();
});
