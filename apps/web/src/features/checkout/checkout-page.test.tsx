import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { fakeApi, status, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../../app/testing/render-app.tsx';
import { strayDigits } from '../../shared/testing/stray-text.ts';
import { goToHostedPage } from '../../entities/commerce/lib/hosted-redirect.ts';

vi.mock('../../entities/commerce/lib/hosted-redirect.ts', () => ({ goToHostedPage: vi.fn() }));
beforeEach(() => vi.mocked(goToHostedPage).mockClear());

const cartItem = (id: number, item_type: string, product: Record<string, unknown>, extra = {}) => ({
  id,
  createdAt: 0,
  updatedAt: 0,
  archived: false,
  client: 1,
  user: 42,
  item_type,
  item_id: product.id as number,
  item_count: 1,
  payment_option: null,
  membership_campaign: null,
  use_immediately_after_purchase: null,
  real_user_name: null,
  product,
  ...extra,
});

const membership = cartItem(
  3,
  'membership_type',
  { id: 6, name: 'Unlimited', price: 0, registration_fee: 200 },
  {
    payment_option: {
      id: 14,
      membership_type: 6,
      name: '1 month',
      number_of_months_payment_covers: 1,
      payment_amount: 499,
      for_sale: true,
    },
  },
);
const pass = cartItem(1, 'class_pass_type', {
  id: 2,
  name: '10 classes',
  price: 1000,
  pass_type: 'fixed_count',
  number_of_classes: 10,
});
const priced = (total: number) => ({
  rows: [
    {
      cart_item_id: 3,
      item_type: 'membership_type',
      item_id: 6,
      name: 'Unlimited',
      count: 1,
      item_price: 499,
      total_price: 499,
      vat_amount: 0,
    },
    {
      cart_item_id: null,
      item_type: 'membership_registration_fee',
      item_id: 6,
      name: 'Fee',
      count: 1,
      item_price: 200,
      total_price: 200,
      vat_amount: 0,
    },
    {
      cart_item_id: 1,
      item_type: 'class_pass_type',
      item_id: 2,
      name: '10 classes',
      count: 1,
      item_price: 1000,
      total_price: 1000,
      vat_amount: 0,
    },
  ],
  total,
  vat_amount: 0,
  invalid_cart_item_ids: [],
});

function api(
  handlers: Record<string, (request: { body: unknown }) => unknown> = {},
  settings = {},
) {
  let items: unknown[] = [pass, membership];
  return fakeApi({
    'GET /clients/current': () =>
      studioBody({
        payment_service_provider: 'test',
        terms: 'Studio terms text',
        payment_show_dankort_logo: true,
        ...settings,
      }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody({ cart_items: items }),
    'GET /cart-items': () => items,
    'GET /cart-items/priced': () => priced(items.length === 2 ? 1699 : 699),
    'DELETE /cart-items/1': () => {
      items = [membership];
      return 'OK';
    },
    ...handlers,
  });
}

const table = () => screen.findByRole('table', { name: 'Your cart' }, { timeout: 8000 });

test('the cart lists membership first with its fee row, then the pass, with the server total', async () => {
  api();
  await renderApp('/checkout', { token: 'jwt' });
  const rows = within(await table()).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'Unlimited1 month499,00 kr✕',
    'Registration feeUnlimited200,00 kr',
    '10 classes10 classes1.000,00 kr✕',
    'Total1.699,00 kr',
  ]);
  expect(screen.getByRole('button', { name: 'Remove Unlimited' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Remove Registration fee/ })).toBeNull();
  const logos = screen.getByRole('list', { name: 'Payment methods' });
  expect(within(logos).getByRole('img', { name: 'Dankort' })).toBeTruthy();
  // The schemes' own marks, drawn as paths: two for Visa and Mastercard, no text boxes.
  const cards = within(logos).getByRole('img', { name: 'Visa, Mastercard' });
  expect(cards.querySelectorAll('svg')).toHaveLength(2);
  expect(cards.querySelectorAll('path').length).toBeGreaterThan(2);
  expect(logos.querySelector('text')).toBeNull();
  expect(within(logos).queryByRole('img', { name: 'Vipps' })).toBeNull();
});

test('a campaign membership bought on 27 November says what is charged now and what next, with the dates', async () => {
  const joined = {
    ...membership,
    payment_option: {
      id: 14,
      membership_type: 6,
      name: '1 month',
      number_of_months_payment_covers: 1,
      payment_amount: 695,
      for_sale: true,
    },
    membership_campaign: {
      id: 2,
      name: 'Summer start',
      membership_type: 6,
      number_of_months_at_reduced_price: 1,
      reduced_price: 295,
      min_number_of_months_since_customer_last_had_membership_type: 6,
    },
    item_price: 39.33,
    total_price: 39.33,
    valid: true,
    ratioOfRemainingDaysAndFullMonthDays: 4 / 30,
    next_payment: { date: '2026-12-01', amount: 295 },
    then_payment: { date: '2027-01-01', amount: 695 },
  };
  api({
    'GET /cart-items': () => [joined],
    'GET /cart-items/priced': () => status(404, 'Not Found'),
  });
  await renderApp('/checkout', { token: 'jwt' });
  const [row] = within(await table()).getAllByRole('row');
  expect(within(row!).getByText('39,33 kr')).toBeTruthy();
  expect(
    within(row!).getByText('Then 295,00 kr on December 1, 2026, then 695,00 kr monthly'),
  ).toBeTruthy();
});

test('paying needs the terms; then the hosted page of the test provider opens', async () => {
  const calls = api({
    'POST /payments/test/create-order-and-matching-session-type': () => ({
      status: 'CHECKOUT_SESSION_CREATED',
      order: { id: 900 },
      url: 'http://localhost/payments/test/checkout/tcs_abc',
    }),
  });
  await renderApp('/checkout', { token: 'jwt' });
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
  expect(screen.getByText('You must accept our terms and conditions')).toBeTruthy();
  expect(calls.some((call) => call.path.startsWith('/payments'))).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Terms and conditions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
  expect(dialog.textContent).toContain('Studio terms text');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
  await waitFor(() =>
    expect(goToHostedPage).toHaveBeenCalledWith('http://localhost/payments/test/checkout/tcs_abc'),
  );
  const start = calls.find((call) => call.path.includes('create-order-and-matching'));
  expect(start?.body).toEqual({
    success_url: `${window.location.origin}/stripe-payment-succes/{orderId}`,
    cancel_url: `${window.location.origin}/checkout`,
  });
});

test('membership terms are asked for when the studio shows them', async () => {
  api({}, { show_recurring_terms: true, recurring_terms: 'Renews every month' });
  await renderApp('/checkout', { token: 'jwt' });
  await table();
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
  expect(screen.getByText('You must accept our membership terms')).toBeTruthy();
});

test('removing an item tells the customer and the total follows', async () => {
  const calls = api();
  await renderApp('/checkout', { token: 'jwt' });
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Remove 10 classes' }));
  expect((await screen.findByRole('status')).textContent).toBe(
    'The item was removed from your cart',
  );
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Remove 10 classes' })).toBeNull(),
  );
  expect(screen.getByText('699,00 kr')).toBeTruthy();
  expect(calls.some((call) => call.method === 'DELETE' && call.path === '/cart-items/1')).toBe(
    true,
  );
});

test('an unknown discount code is explained; an empty one is not sent', async () => {
  const calls = api({ 'POST /cart-items': () => 'E_DISCOUNT_CODE_NOT_FOUND' });
  await renderApp('/checkout', { token: 'jwt' });
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText('Enter a code')).toBeTruthy();
  expect(calls.some((call) => call.method === 'POST' && call.path === '/cart-items')).toBe(false);
  await userEvent.type(screen.getByLabelText('Discount code or gift card'), 'NOPE');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('The discount code was not found.')).toBeTruthy();
  const post = calls.find((call) => call.method === 'POST' && call.path === '/cart-items');
  expect(post?.body).toEqual({ item_type: 'discount_code', user: 42, discount_code: 'NOPE' });
});

test('a cart that holds a discount code has no code field', async () => {
  const code = cartItem(9, 'discount_code', { id: 4, name: 'SUMMER', code: 'SUMMER', price: -100 });
  api({
    'GET /cart-items': () => [pass, code],
    'GET /cart-items/priced': () => status(404, 'Not Found'),
  });
  await renderApp('/checkout', { token: 'jwt' });
  await table();
  expect(screen.getByText('Discount code: SUMMER')).toBeTruthy();
  expect(screen.queryByLabelText('Discount code or gift card')).toBeNull();
});

test('an item that can no longer be bought is announced and the cart reloaded', async () => {
  const calls = api({
    'POST /payments/test/create-order-and-matching-session-type': () => 'E_INVALID_CART_ITEM',
  });
  await renderApp('/checkout', { token: 'jwt' });
  await table();
  const cartLoads = () => calls.filter((call) => call.path === '/cart-items').length;
  const before = cartLoads();
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
  const alert = await screen.findByRole('alertdialog', { name: 'Your cart has changed' });
  expect(alert.textContent).toContain('no longer available');
  await waitFor(() => expect(cartLoads()).toBeGreaterThan(before));
  expect(goToHostedPage).not.toHaveBeenCalled();
});

test('an empty cart says so', async () => {
  api({ 'GET /cart-items': () => [], 'GET /cart-items/priced': () => priced(0) });
  await renderApp('/checkout', { token: 'jwt' });
  expect(
    await screen.findByText('There are no items in your cart.', {}, { timeout: 8000 }),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Proceed to payment' })).toBeNull();
});

test('a reference provider: cart items without item_count and 0/1, no priced cart', async () => {
  const referenceItem = (item: Record<string, unknown>) => {
    const { item_count: _count, use_immediately_after_purchase: _use, ...rest } = item;
    return { ...rest, archived: 0 };
  };
  const referencePass = {
    ...referenceItem(pass),
    product: { ...pass.product, for_sale: 1, archived: 0 },
  };
  api({
    'GET /cart-items': () =>
      [referencePass, referencePass].map((item, index) => ({ ...item, id: index + 1 })),
    'GET /cart-items/priced': () => status(404, 'Not Found'),
  });
  await renderApp('/checkout', { token: 'jwt' });
  const rows = within(await table()).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    '10 classes10 classes1.000,00 kr✕',
    '10 classes10 classes1.000,00 kr✕',
    'Total2.000,00 kr',
  ]);
  expect(screen.getByRole('button', { name: 'Proceed to payment' })).toBeTruthy();
  expect(screen.queryByText('Something went wrong')).toBeNull();
  expect(strayDigits()).toEqual([]);
});
