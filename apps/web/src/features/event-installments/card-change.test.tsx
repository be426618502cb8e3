import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderApp } from '../../app/testing/render-app.tsx';
import { goToHostedPage } from '../../entities/commerce/lib/hosted-redirect.ts';
import {
  openReepayModal,
  type ReepayHandlers,
} from '../../entities/commerce/lib/reepay-checkout.ts';
import { cardChangeRoutes } from '../../entities/commerce/testing/card-change-routes.ts';
import { fakeApi } from '../../shared/testing/fake-api.ts';
import { signupBody } from './testing/signup-fixtures.ts';

vi.mock('../../entities/commerce/lib/hosted-redirect.ts', () => ({ goToHostedPage: vi.fn() }));
vi.mock('../../entities/commerce/lib/reepay-checkout.ts', () => ({
  openReepayModal: vi.fn(async () => undefined),
  loadReepay: vi.fn(),
}));
beforeEach(() => {
  vi.mocked(goToHostedPage).mockClear();
  vi.mocked(openReepayModal).mockClear();
});

function api(provider: string, status = 'on_track') {
  const state = { signup: signupBody({ installment_payments_status: status }) };
  return fakeApi({
    ...cardChangeRoutes('event-signup', provider),
    'GET /event-signups': () => [state.signup],
    'POST /event-signups/31/retry-failed-installment-payment': () => {
      state.signup = signupBody();
      return 'OK';
    },
  });
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Teacher training 200h' }, { timeout: 8000 });
const posts = (calls: ReturnType<typeof api>) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.path);

test.each(['test', 'stripe'])(
  'with the %s provider Change card opens the hosted setup page with the return routes',
  async (provider) => {
    const calls = api(provider);
    await renderApp('/event-signup-installments/31', { token: 'jwt-anna' });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Change card' }));
    await waitFor(() => expect(goToHostedPage).toHaveBeenCalled());
    const call = calls.find((c) =>
      c.path.endsWith('create-checkout-setup-session-for-event-signup'),
    )!;
    expect(call.path).toBe(`/payments/${provider}/create-checkout-setup-session-for-event-signup`);
    const origin = window.location.origin;
    expect(call.body).toEqual({
      eventSignup: 31,
      success_url: `${origin}/stripe/event-signup-update-payment-method-success/31`,
      cancel_url: `${origin}/event-signup-installments/31?card=cancelled`,
    });
    expect(vi.mocked(goToHostedPage).mock.calls[0]![0]).toMatch(/^https:\/\//);
  },
);

test('back from the hosted page the card is taken, failed installments retried, and the screen says so', async () => {
  const calls = api('test', 'failed');
  const { router } = await renderApp('/stripe/event-signup-update-payment-method-success/31', {
    token: 'jwt-anna',
  });
  await heading();
  expect(router.state.location.pathname).toBe('/event-signup-installments/31');
  expect(screen.getByText('Your payment method has been updated.')).toBeTruthy();
  expect(await screen.findByRole('alertdialog', { name: 'Payment completed' })).toBeTruthy();
  expect(posts(calls)).toEqual([
    '/payments/test/process-event-signup-payment-method-update-if-completed',
    '/event-signups/31/retry-failed-installment-payment',
  ]);
  expect(screen.queryByRole('button', { name: 'Retry payment' })).toBeNull();
});

test('a signup on track is not charged after a card change', async () => {
  const calls = api('stripe');
  await renderApp('/stripe/event-signup-update-payment-method-success/31', { token: 'jwt-anna' });
  await heading();
  expect(screen.getByText('Your payment method has been updated.')).toBeTruthy();
  expect(posts(calls)).toEqual([
    '/payments/stripe/process-event-signup-payment-method-update-if-completed',
  ]);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('cancel on the hosted page comes back with "cancelled" and changes nothing', async () => {
  const calls = api('test');
  const { router } = await renderApp('/event-signup-installments/31?card=cancelled', {
    token: 'jwt-anna',
  });
  await heading();
  expect(screen.getByText('The card change was cancelled.')).toBeTruthy();
  expect(router.state.location.search).toBe('');
  expect(posts(calls)).toEqual([]);
});

test('with Reepay the accepted card is attached, failures retried, and the screen reloads', async () => {
  let handlers: ReepayHandlers | undefined;
  vi.mocked(openReepayModal).mockImplementation(async (_id, given) => {
    handlers = given;
  });
  const calls = api('reepay', 'failed');
  await renderApp('/event-signup-installments/31', { token: 'jwt-anna' });
  await heading();
  await userEvent.click(screen.getByRole('button', { name: 'Change card' }));
  await waitFor(() => expect(openReepayModal).toHaveBeenCalledWith('rs_1', expect.anything()));
  handlers!.onAccept({ payment_method: 'ca_9' });
  handlers!.onClose?.();
  expect(await screen.findByText('Your payment method has been updated.')).toBeTruthy();
  expect(await screen.findByRole('alertdialog', { name: 'Payment completed' })).toBeTruthy();
  expect(
    calls.find((c) => c.path === '/payments/reepay/attach-card-to-event-signup')?.body,
  ).toEqual({ cardId: 'ca_9', eventSignup: 31 });
  expect(posts(calls)).toContain('/event-signups/31/retry-failed-installment-payment');
  expect(screen.getByText('Payments on track')).toBeTruthy();
});

test('closing Reepay without a card says the change was cancelled', async () => {
  let handlers: ReepayHandlers | undefined;
  vi.mocked(openReepayModal).mockImplementation(async (_id, given) => {
    handlers = given;
  });
  const calls = api('reepay');
  await renderApp('/event-signup-installments/31', { token: 'jwt-anna' });
  await heading();
  await userEvent.click(screen.getByRole('button', { name: 'Change card' }));
  await waitFor(() => expect(openReepayModal).toHaveBeenCalled());
  handlers!.onClose?.();
  expect(await screen.findByText('The card change was cancelled.')).toBeTruthy();
  expect(posts(calls)).toEqual(['/payments/reepay/create-recurring-session']);
});
