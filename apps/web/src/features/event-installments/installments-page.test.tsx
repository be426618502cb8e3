import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderApp } from '../../app/testing/render-app.tsx';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { signupBody } from './testing/signup-fixtures.ts';

function api(
  signup: Record<string, unknown> = {},
  retry: () => unknown = () => 'OK',
  gate: Promise<void> = Promise.resolve(),
) {
  const state = { signup: signupBody(signup) };
  const calls = fakeApi({
    'GET /clients/current': () => studioBody({ payment_service_provider: 'test' }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    'GET /event-signups': () => [state.signup],
    'POST /event-signups/31/retry-failed-installment-payment': async () => {
      await gate;
      const answer = retry();
      if (answer === 'OK') state.signup = signupBody({ installment_payments_status: 'on_track' });
      return answer;
    },
  });
  return { calls, state };
}

const open = async () => {
  await renderApp('/event-signup-installments/31', { token: 'jwt-anna' });
  return screen.findByRole(
    'heading',
    { level: 1, name: 'Teacher training 200h' },
    { timeout: 8000 },
  );
};

test('the plan shows each row with its date, amount and state, and the card paying it', async () => {
  const { calls } = api();
  await open();
  const get = calls.find((c) => c.path === '/event-signups')!;
  expect(get.url.searchParams.get('id')).toBe('31');
  expect(get.url.searchParams.getAll('populate[]')).toEqual([
    'event',
    'installments',
    'installments.order',
    'payment_subscriptions',
    'installment_payments_status',
  ]);
  expect(screen.getByText('Payments on track')).toBeTruthy();
  const rows = within(screen.getByRole('table', { name: 'Payment plan' })).getAllByRole('row');
  expect(rows.slice(1).map((row) => row.textContent)).toEqual([
    '1At signup6.000,00 kr✓ PaidReceipt',
    '2March 1, 20006.000,00 krDue, not paid',
    '3February 1, 20996.000,00 krUpcoming',
    '4March 1, 20996.000,00 krUpcoming',
  ]);
  const receipt = screen.getByRole('link', { name: 'Receipt for installment 1' });
  expect(receipt.getAttribute('href')).toMatch(/\/orders\/90\/pdf-receipt\?receiptToken=r90$/);
  expect(screen.getByText('Visa')).toBeTruthy();
  expect(screen.getByText('•••• 4242')).toBeTruthy();
  expect(screen.getByText('expires 12/30')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Change card' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry payment' })).toBeNull();
});

test('paid in full: a green badge in words, and no card change', async () => {
  api({ installment_payments_status: 'paid_in_full' });
  await open();
  expect(screen.getByText('Paid in full')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Change card' })).toBeNull();
});

test('a failed charge is charged once however often Retry is pressed; paid: receipt e-mailed, and it reloads', async () => {
  let answer = () => {};
  const gate = new Promise<void>((resolve) => (answer = resolve));
  const { calls } = api({ installment_payments_status: 'failed' }, () => 'OK', gate);
  await open();
  expect(screen.getByText('Payment failed')).toBeTruthy();
  const retry = screen.getByRole('button', { name: 'Retry payment' });
  await userEvent.dblClick(retry);
  await userEvent.click(retry);
  answer();
  const alert = await screen.findByRole('alertdialog', { name: 'Payment completed' });
  expect(alert.textContent).toMatch(/receipt has been sent to your e-mail/);
  const retries = calls.filter((c) => c.path.endsWith('/retry-failed-installment-payment'));
  expect(retries).toHaveLength(1);
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByText('Payment failed')).toBeNull());
  expect(screen.getByText('Payments on track')).toBeTruthy();
  expect(calls.filter((c) => c.path === '/event-signups').length).toBeGreaterThan(1);
});

test.each([
  ['E_PAYMENT_FAILED', 'Payment declined', /card was declined/],
  ['E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT', 'Nothing to pay', /already up to date/],
])('a retry answered %s says so and reloads', async (code, title, text) => {
  const { calls } = api({ installment_payments_status: 'failed' }, () => code);
  await open();
  const before = calls.filter((c) => c.path === '/event-signups').length;
  await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
  const alert = await screen.findByRole('alertdialog', { name: title });
  expect(alert.textContent).toMatch(text);
  await waitFor(() =>
    expect(calls.filter((c) => c.path === '/event-signups').length).toBeGreaterThan(before),
  );
  expect(screen.getByRole('button', { name: 'Retry payment' })).toBeTruthy();
});

test('a signup the server does not list reads as not found', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    'GET /event-signups': () => [],
  });
  await renderApp('/event-signup-installments/31', { token: 'jwt-anna' });
  expect(
    await screen.findByText('We cannot find this signup.', {}, { timeout: 8000 }),
  ).toBeTruthy();
});
