import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import {
  cartItemAnswer,
  classPassType,
  membershipType,
} from '../../entities/commerce/testing/catalogue-fixtures.ts';
import { customer, renderRoute } from '../../entities/commerce/testing/render-route.tsx';
import { loginWithCartPath } from '../../entities/commerce/lib/local-cart-item.ts';
import { mockFetch, type Answer } from '../../shared/testing/mock-fetch.ts';
import { Component as LoginWithCartPage, loader } from './login-with-cart-page.tsx';

const pattern = '/login-with-cart/:cartItemJson?';
const passLink = loginWithCartPath({ itemType: 'class_pass_type', itemId: 3, itemCount: 1 });
const membershipLink = loginWithCartPath({
  itemType: 'membership_type',
  itemId: 6,
  itemCount: 1,
  paymentOption: 14,
});

function api(extra: Record<string, Answer> = {}) {
  return mockFetch({
    'GET /class-pass-types': [classPassType()],
    'GET /membership-types': [membershipType()],
    'POST /login': { user: customer, token: 'jwt-ea' },
    'POST /cart-items': cartItemAnswer,
    ...extra,
  });
}

const open = (path: string, settings = {}) =>
  renderRoute(LoginWithCartPage, pattern, path, { loggedIn: false, settings, loader });

async function logIn(button: string) {
  await userEvent.type(screen.getByLabelText('Email'), 'ea@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

test('a visitor sees the item, must accept the terms, then logs in and lands in Checkout', async () => {
  const { calls } = api();
  const { router } = open(passLink);
  const summary = await screen.findByRole('region', { name: 'Your purchase' });
  expect(summary.textContent).toContain('10-class pass');
  expect(summary.textContent).toContain('1.200,00 kr');

  await logIn('Log in and pay');
  const dialog = await screen.findByRole('alertdialog', { name: 'Please accept' });
  expect(dialog.textContent).toContain('You must accept our terms and conditions.');
  expect(calls.some((call) => call.path === '/login')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Log in and pay' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  const post = calls.find((call) => call.path === '/cart-items')!;
  expect(post.url.searchParams.get('destroyOthers')).toBe('1');
  expect(post.body).toEqual({ item_type: 'class_pass_type', item_id: 3, user: 42, item_count: 1 });
}, 15_000); // the whole app in jsdom and typing: a few seconds, more on a busy machine

test('a membership needs the membership terms too when the studio shows them', async () => {
  const { calls } = api();
  const { router } = open(membershipLink, {
    show_recurring_terms: true,
    recurring_terms: 'Monthly.',
  });
  await screen.findByRole('region', { name: 'Your purchase' });
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await logIn('Log in and pay');
  const dialog = await screen.findByRole('alertdialog', { name: 'Please accept' });
  expect(dialog.textContent).toContain('You must accept our membership terms.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the membership terms' }));
  await userEvent.click(screen.getByRole('button', { name: 'Log in and pay' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  expect(calls.find((call) => call.path === '/cart-items')?.body).toMatchObject({
    item_type: 'membership_type',
    payment_option: 14,
  });
});

test('a customer who already has the membership hears so after logging in, and goes to the profile', async () => {
  const { calls } = api({
    // Only the logged-in customer's answer knows they have it.
    'GET /membership-types': () => [
      membershipType({ user_has_membership_type: calls.some((call) => call.path === '/login') }),
    ],
  });
  const { router } = open(membershipLink);
  await screen.findByRole('region', { name: 'Your purchase' });
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await logIn('Log in and pay');
  const dialog = await screen.findByRole('alertdialog', {
    name: 'You already have this membership',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Go to my profile' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
  expect(calls.some((call) => call.path === '/cart-items')).toBe(false);
});

test('a discount code is applied after the item; a refused one is explained, then Checkout', async () => {
  const { calls } = api({
    'POST /cart-items': (body: unknown) =>
      (body as { item_type: string }).item_type === 'discount_code'
        ? 'E_DISCOUNT_CODE_NOT_FOUND'
        : cartItemAnswer(body),
  });
  const { router } = open(passLink);
  await userEvent.type(
    await screen.findByLabelText('Discount code or gift card (optional)'),
    'SUMMER',
  );
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await logIn('Log in and pay');
  const dialog = await screen.findByRole('alertdialog', { name: 'The code was not applied' });
  expect(dialog.textContent).toContain('We could not find that discount code.');
  const posts = calls.filter((call) => call.path === '/cart-items');
  expect(posts[1]?.body).toEqual({ item_type: 'discount_code', user: 42, discount_code: 'SUMMER' });
  expect(posts[1]?.url.searchParams.get('destroyOthers')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
});

test('a free class pass needs no terms: "Log in", then it is on the profile', async () => {
  const { calls } = api({
    'GET /class-pass-types': [classPassType({ price: 0, name: 'Trial class' })],
    'POST /class-passes': {
      id: 9,
      classes_left: 1,
      start_date: '2025-06-01',
      valid_until: '2025-07-01',
      createdAt: 0,
      archived: false,
    },
  });
  open(passLink);
  await screen.findByRole('region', { name: 'Your purchase' });
  expect(screen.queryByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeNull();
  expect(screen.queryByLabelText('Discount code or gift card (optional)')).toBeNull();
  await logIn('Log in');
  const dialog = await screen.findByRole('alertdialog', { name: 'Done' });
  expect(dialog.textContent).toContain('Trial class is on your profile now.');
  expect(calls.some((call) => call.path === '/cart-items')).toBe(false);
});

test('signupMode opens the signup form; the customer can switch to logging in', async () => {
  api();
  open(`${passLink}?signupMode=1`);
  expect(await screen.findByRole('heading', { name: 'Create a profile to buy' })).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Create profile' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Log in instead' }));
  expect(await screen.findByRole('button', { name: 'Log in and pay' })).toBeTruthy();
});

test("another studio's item is an invalid link, shown before any login", async () => {
  api({ 'GET /class-pass-types': [classPassType({ client: 2 })] });
  open(passLink);
  expect(await screen.findByText('Invalid link.')).toBeTruthy();
  expect(screen.queryByLabelText('Email')).toBeNull();
});

test('the item can come from the query string; an unknown item type goes to Login', async () => {
  api();
  const first = open('/login-with-cart?itemType=class_pass_type&itemId=3');
  expect((await screen.findByRole('region', { name: 'Your purchase' })).textContent).toContain(
    '10-class pass',
  );
  first.unmount();
  const second = open('/login-with-cart?itemType=teleport&itemId=3');
  await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
});

test('a customer who is logged in already goes straight on to Checkout', async () => {
  const { calls } = api();
  const { router } = renderRoute(LoginWithCartPage, pattern, passLink, { loader });
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  expect(calls.filter((call) => call.path === '/cart-items')).toHaveLength(1);
  expect(calls.some((call) => call.path === '/login')).toBe(false);
});
