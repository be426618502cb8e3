import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderApp } from '../../app/testing/render-app.tsx';
import { goToHostedPage } from '../../entities/commerce/lib/hosted-redirect.ts';
import {
  openReepayModal,
  type ReepayHandlers,
} from '../../entities/commerce/lib/reepay-checkout.ts';
import { cardChangeRoutes } from '../../entities/commerce/testing/card-change-routes.ts';
import { fakeApi } from '../../shared/testing/fake-api.ts';
import { membershipBody } from './testing/membership-fixtures.ts';

vi.mock('../../entities/commerce/lib/hosted-redirect.ts', () => ({ goToHostedPage: vi.fn() }));
vi.mock('../../entities/commerce/lib/reepay-checkout.ts', () => ({
  openReepayModal: vi.fn(async () => undefined),
  loadReepay: vi.fn(),
}));
beforeEach(() => {
  vi.mocked(goToHostedPage).mockClear();
  vi.mocked(openReepayModal).mockClear();
});

/** The card the hosted page saves: another subscription, another card. */
const newCard = {
  id: 4,
  status: 'active',
  payment_service_provider: 'test',
  pay_type: 'MC',
  card_prefix: '545454',
  card_last_4_digits: '5454',
  card_expiration: '03/30',
  payment_subscription_transactions: [],
};

/**
 * The fake API of a card change for membership 17; taking the card on return replaces it with
 * `newCard` unless `{ cardTaken: false }` (a hosted page left without saving a card).
 */
function api(
  provider: string,
  membership: Record<string, unknown> = {},
  extra = {},
  { cardTaken = true } = {},
) {
  const state = { membership: membershipBody(membership) };
  const saveNewCard = () => {
    state.membership = { ...state.membership, payment_subscriptions: [newCard] };
  };
  const takeCard = () => {
    if (cardTaken) saveNewCard();
    return 'OK';
  };
  const calls = fakeApi({
    ...cardChangeRoutes('membership', provider),
    'POST /payments/test/process-membership-payment-method-update-if-completed': takeCard,
    'POST /payments/stripe/process-membership-payment-method-update-if-completed': takeCard,
    'GET /memberships': () => state.membership,
    'POST /memberships/17/retry-failed-subscription-payment': () => {
      state.membership = { ...state.membership, renewal_failed: 0 };
      return 'OK';
    },
    ...extra,
  });
  return Object.assign(calls, { saveNewCard });
}

/** The customer leaves for the provider's card page (the start page notes the card they have). */
async function leaveForCardPage() {
  await renderApp('/start-change-membership-credit-card/17', { token: 'jwt-anna' });
  await waitFor(() => expect(goToHostedPage).toHaveBeenCalled(), { timeout: 8000 });
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Unlimited yoga' }, { timeout: 8000 });

test.each(['test', 'stripe'])(
  'with the %s provider the card change opens the hosted setup page with the return routes',
  async (provider) => {
    const calls = api(provider);
    await renderApp('/start-change-membership-credit-card/17', { token: 'jwt-anna' });
    await waitFor(() => expect(goToHostedPage).toHaveBeenCalled(), { timeout: 8000 });
    const call = calls.find((c) =>
      c.path.endsWith('create-checkout-setup-session-for-membership'),
    )!;
    expect(call.path).toBe(`/payments/${provider}/create-checkout-setup-session-for-membership`);
    const origin = window.location.origin;
    expect(call.body).toEqual({
      membership: 17,
      success_url: `${origin}/stripe/membership-update-payment-method-success/17`,
      cancel_url: `${origin}/stripe/membership-update-payment-method-success/17?cancelled=1`,
    });
    expect(vi.mocked(goToHostedPage).mock.calls[0]![0]).toMatch(/^https:\/\//);
  },
);

test('back from the hosted page the card is taken, the failed renewal retried, and the page says so', async () => {
  const calls = api('test', { renewal_failed: 1 });
  await renderApp('/stripe/membership-update-payment-method-success/17', { token: 'jwt-anna' });
  await heading();
  expect(screen.getByText('Your payment method has been updated.')).toBeTruthy();
  expect(await screen.findByRole('alertdialog', { name: 'Payment completed' })).toBeTruthy();
  const posts = calls.filter((c) => c.method === 'POST').map((c) => c.path);
  expect(posts).toEqual([
    '/payments/test/process-membership-payment-method-update-if-completed',
    '/memberships/17/retry-failed-subscription-payment',
  ]);
  expect(screen.queryByRole('button', { name: 'Retry payment' })).toBeNull();
});

test('a membership without failed renewals is not charged after a card change', async () => {
  const calls = api('stripe');
  await renderApp('/stripe/membership-update-payment-method-success/17', { token: 'jwt-anna' });
  await heading();
  expect(screen.getByText('Your payment method has been updated.')).toBeTruthy();
  const posts = calls.filter((c) => c.method === 'POST').map((c) => c.path);
  expect(posts).toEqual(['/payments/stripe/process-membership-payment-method-update-if-completed']);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('cancel on the hosted page comes back with "update cancelled" and changes nothing', async () => {
  const calls = api('test');
  await renderApp('/stripe/membership-update-payment-method-success/17?cancelled=1', {
    token: 'jwt-anna',
  });
  await heading();
  expect(screen.getByText('The card change was cancelled.')).toBeTruthy();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('back from the hosted page without a new card the page says the card was not changed, and nothing is charged', async () => {
  const calls = api('test', { renewal_failed: 1 }, {}, { cardTaken: false });
  await leaveForCardPage();
  await renderApp('/stripe/membership-update-payment-method-success/17', {
    token: 'jwt-anna',
    sameTab: true,
  });
  await heading();
  expect(
    screen.getByText('Your card was not changed. Your current card is still used.'),
  ).toBeTruthy();
  expect(screen.queryByText('Your payment method has been updated.')).toBeNull();
  const posts = calls.filter((c) => c.method === 'POST').map((c) => c.path);
  expect(posts).toEqual([
    '/payments/test/create-checkout-setup-session-for-membership',
    '/payments/test/process-membership-payment-method-update-if-completed',
  ]);
});

test('a card the provider attached before the customer is back counts as changed, and the renewal is retried', async () => {
  // Our test provider saves the card on its own page; Stripe may attach it by webhook first.
  const calls = api('test', { renewal_failed: 1 }, {}, { cardTaken: false });
  await leaveForCardPage();
  calls.saveNewCard();
  await renderApp('/stripe/membership-update-payment-method-success/17', {
    token: 'jwt-anna',
    sameTab: true,
  });
  await heading();
  expect(screen.getByText('Your payment method has been updated.')).toBeTruthy();
  expect(calls.map((c) => c.path)).toContain('/memberships/17/retry-failed-subscription-payment');
});

test('the old (DIBS) flow return does not claim a new card: our product never starts that flow', async () => {
  const calls = api('dibs');
  await renderApp('/medlemskab-skift-betalingskort-succes/17', { token: 'jwt-anna' });
  await heading();
  expect(
    screen.getByText('Your card was not changed. Your current card is still used.'),
  ).toBeTruthy();
  expect(screen.queryByText('Your payment method has been updated.')).toBeNull();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('with Reepay the accepted card is attached, then the membership page shows it', async () => {
  let handlers: ReepayHandlers | undefined;
  vi.mocked(openReepayModal).mockImplementation(async (_id, given) => {
    handlers = given;
  });
  const calls = api('reepay', { renewal_failed: 1 });
  const { router } = await renderApp('/start-change-membership-credit-card/17', {
    token: 'jwt-anna',
  });
  await waitFor(() => expect(openReepayModal).toHaveBeenCalledWith('rs_1', expect.anything()), {
    timeout: 8000,
  });
  handlers!.onAccept({ payment_method: 'ca_9' });
  handlers!.onClose?.();
  await heading();
  expect(router.state.location.pathname).toBe('/membership/17');
  expect(screen.getByText('Your payment method has been updated.')).toBeTruthy();
  expect(calls.find((c) => c.path === '/payments/reepay/attach-card-to-membership')?.body).toEqual({
    cardId: 'ca_9',
    membership: 17,
  });
  expect(calls.some((c) => c.path === '/memberships/17/retry-failed-subscription-payment')).toBe(
    true,
  );
});

test('a studio without online payments says the card cannot be changed here', async () => {
  api('dibs');
  await renderApp('/start-change-membership-credit-card/17', { token: 'jwt-anna' });
  const main = await screen.findByRole('main', {}, { timeout: 8000 });
  expect(
    await within(main).findByText(
      /Changing the card online is not available/,
      {},
      { timeout: 8000 },
    ),
  ).toBeTruthy();
  expect(
    within(main).getByRole('link', { name: 'Back to the membership' }).getAttribute('href'),
  ).toBe('/membership/17');
});

test('a Stripe provider without the hosted setup route says the card change is not available here', async () => {
  api(
    'stripe',
    {},
    { 'POST /payments/stripe/create-checkout-setup-session-for-membership': undefined },
  );
  await renderApp('/start-change-membership-credit-card/17', { token: 'jwt-anna' });
  expect(
    await screen.findByText(
      'Changing the card online is not available at this studio. Please contact the studio.',
      {},
      { timeout: 8000 },
    ),
  ).toBeTruthy();
  expect(goToHostedPage).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).toBeNull();
});
