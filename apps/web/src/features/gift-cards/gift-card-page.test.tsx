import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { fakeApi, studioBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../../app/testing/render-app.tsx';
import { goToHostedPage } from '../../entities/commerce/lib/hosted-redirect.ts';

vi.mock('../../entities/commerce/lib/hosted-redirect.ts', () => ({ goToHostedPage: vi.fn() }));
beforeEach(() => vi.mocked(goToHostedPage).mockClear());

const api = (extra = {}) =>
  fakeApi({
    'GET /clients/current': () =>
      studioBody({ payment_service_provider: 'test', gift_card_minimum_amount: 200 }),
    'POST /payments/test/create-order-and-charge-session-for-gift-card': () => ({
      url: 'http://localhost/payments/test/checkout/tcs_gift',
      order: { id: 901 },
    }),
    'POST /payments/test/process-order-if-completed': () => 'OK',
    ...extra,
  });

const field = (name: string) => screen.findByLabelText(name, { exact: false }, { timeout: 8000 });

test('a visitor buys a gift card: checks, terms, then the hosted page', async () => {
  const calls = api();
  await renderApp('/gift?amount=750');
  expect(((await field('Amount')) as HTMLInputElement).value).toBe('750');
  await userEvent.clear(await field('Amount'));
  await userEvent.type(await field('Amount'), '150');
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  expect(screen.getByText('The minimum amount is 200,00 kr')).toBeTruthy();
  expect(screen.getAllByText('Required')).toHaveLength(3);

  await userEvent.type(await field('Your name'), 'Ea');
  await userEvent.type(await field('Your email'), 'ea@example.com');
  await userEvent.type(await field("Recipient's name"), 'Bo');
  await userEvent.clear(await field('Amount'));
  await userEvent.type(await field('Amount'), '300');
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  expect(await screen.findByRole('alertdialog', { name: 'Terms and conditions' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));

  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  await waitFor(() =>
    expect(goToHostedPage).toHaveBeenCalledWith('http://localhost/payments/test/checkout/tcs_gift'),
  );
  const start = calls.find((call) => call.path.endsWith('charge-session-for-gift-card'));
  expect(start?.body).toEqual({
    amount: 300,
    giver_name: 'Ea',
    giver_email: 'ea@example.com',
    recipient_name: 'Bo',
    message: '',
    stripe_success_url: `${window.location.origin}/stripe-giftcard-payment-success/{orderId}`,
    stripe_cancel_url: `${window.location.origin}/gift`,
  });
});

test('the amount defaults to 500', async () => {
  api();
  await renderApp('/gift');
  expect(((await field('Amount')) as HTMLInputElement).value).toBe('500');
});

test('back from the hosted page the order is processed and the success alert shows on /gift', async () => {
  const calls = api();
  const { router } = await renderApp('/stripe-giftcard-payment-success/901');
  expect(
    await screen.findByRole(
      'alertdialog',
      { name: 'Thank you for your purchase' },
      { timeout: 8000 },
    ),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/gift');
  expect(calls.find((call) => call.path.endsWith('process-order-if-completed'))?.body).toEqual({
    orderId: 901,
  });
});
