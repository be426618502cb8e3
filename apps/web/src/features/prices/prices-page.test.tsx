import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import {
  cartItemAnswer,
  classPassType,
  classSeriesType,
  membershipType,
  paymentOption,
  priceGroup,
} from '../../entities/commerce/testing/catalogue-fixtures.ts';
import { renderRoute } from '../../entities/commerce/testing/render-route.tsx';
import { mockFetch, type Answer } from '../../shared/testing/mock-fetch.ts';
import { strayDigits } from '../../shared/testing/stray-text.ts';
import { Component as PricesPage } from './prices-page.tsx';

const campaignType = membershipType({
  registration_fee: 199,
  active_campaign_id: 2,
  userIsEligibleForCampaign: true,
  payment_options: [
    paymentOption({
      id: 15,
      name: '6 months',
      number_of_months_payment_covers: 6,
      payment_amount: 2400,
      nameThatUserSees: '6 months',
      priceTextThatUserSees: '2.400,00 kr',
    }),
    paymentOption({
      nameThatUserSees: '1 month - Summer offer',
      priceTextThatUserSees: 'First month 99 kr, then 499,00 kr',
    }),
  ],
});

function api(extra: Record<string, Answer> = {}) {
  return mockFetch({
    'GET /price-groups': [priceGroup()],
    'GET /membership-types': [campaignType],
    'GET /class-pass-types': [classPassType()],
    'GET /class-series-types': [classSeriesType()],
    'POST /cart-items': cartItemAnswer,
    ...extra,
  });
}

const show = (path = '/prices', options = {}) =>
  renderRoute(PricesPage, '/prices/show-price-group-for?/:desiredItem?', path, options);
const tile = (name: string) => screen.findByRole('article', { name });

test("a membership shows the server's campaign wording and the registration fee", async () => {
  api();
  show();
  const card = await tile('Unlimited');
  expect(within(card).getByText('First month 99 kr, then 499,00 kr')).toBeTruthy();
  expect(
    within(card).getByText('Plus a registration fee of 199,00 kr with the first payment'),
  ).toBeTruthy();
  expect(within(card).getByRole('combobox', { name: 'Choose payment period' })).toBeTruthy();
});

test('a customer buys the 1-month option with its campaign: the cart is replaced, then Checkout', async () => {
  const { calls } = api();
  const { router } = show();
  await userEvent.click(within(await tile('Unlimited')).getByRole('button', { name: 'Buy' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  const post = calls.find((call) => call.path === '/cart-items')!;
  expect(post.url.searchParams.get('destroyOthers')).toBe('1');
  expect(post.body).toEqual({
    item_type: 'membership_type',
    item_id: 6,
    user: 42,
    item_count: 1,
    payment_option: 14,
    membership_campaign: 2,
  });
});

test('the 6-month option gets no campaign', async () => {
  const { calls } = api();
  show();
  const card = await tile('Unlimited');
  await userEvent.selectOptions(within(card).getByRole('combobox'), '6 months');
  expect(within(card).getByText('2.400,00 kr')).toBeTruthy();
  await userEvent.click(within(card).getByRole('button', { name: 'Buy' }));
  await waitFor(() => expect(calls.some((call) => call.path === '/cart-items')).toBe(true));
  const body = calls.find((call) => call.path === '/cart-items')!.body as Record<string, unknown>;
  expect(body.payment_option).toBe(15);
  expect(body.membership_campaign).toBeUndefined();
});

test('a visitor who presses Buy goes to Login with cart, carrying the item', async () => {
  const { calls } = api();
  const { router } = show('/prices', { loggedIn: false });
  await userEvent.click(within(await tile('10-class pass')).getByRole('button', { name: 'Buy' }));
  await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/login-with-cart\//));
  const json = decodeURIComponent(router.state.location.pathname.split('/')[2]!);
  expect(JSON.parse(json)).toEqual({ itemType: 'class_pass_type', itemId: 3, itemCount: 1 });
  expect(calls.some((call) => call.path === '/cart-items')).toBe(false);
});

test('a full membership offers the waiting list by e-mail instead of Buy', async () => {
  api({
    'GET /membership-types': [
      membershipType({ has_max_number_of_memberships: true, max_number_of_memberships: 3 }),
    ],
  });
  show();
  const card = await tile('Unlimited');
  const link = within(card).getByRole('link', { name: 'Join the waiting list' });
  expect(link.getAttribute('href')).toBe(
    'mailto:hej@studio.dk?subject=Waiting%20list%20for%20Unlimited',
  );
  expect(within(card).queryByRole('button', { name: 'Buy' })).toBeNull();
});

test('a membership the customer has links to it; one with nothing for sale is not shown', async () => {
  api({
    'GET /membership-types': [
      membershipType({ user_has_membership_type: true, user_membership_id: 77 }),
      membershipType({
        id: 7,
        name: 'Morning',
        payment_options: [paymentOption({ for_sale: false })],
      }),
    ],
  });
  show();
  const card = await tile('Unlimited');
  expect(within(card).getByRole('link', { name: 'See membership' }).getAttribute('href')).toBe(
    '/membership/77',
  );
  expect(within(card).queryByRole('button', { name: 'Buy' })).toBeNull();
  expect(screen.queryByRole('article', { name: 'Morning' })).toBeNull();
});

test("at the per-customer maximum a class pass says so and can't be bought", async () => {
  api({
    'GET /class-pass-types': [
      classPassType({ limited_number_per_customer: true, max_number_per_customer_already_used: 1 }),
    ],
  });
  show();
  const card = await tile('10-class pass');
  expect(within(card).getByText("You can't buy more class passes of this kind.")).toBeTruthy();
  expect(within(card).queryByRole('button', { name: 'Buy' })).toBeNull();
});

test('a free class pass is created on the profile directly, with a confirmation', async () => {
  const { calls } = api({
    'GET /class-pass-types': [classPassType({ price: 0, name: 'Trial class' })],
    'POST /class-passes': {
      id: 9,
      classes_left: 10,
      start_date: '2025-06-01',
      valid_until: '2025-12-01',
      createdAt: 0,
      archived: false,
    },
  });
  show();
  await userEvent.click(
    within(await tile('Trial class')).getByRole('button', { name: 'Get it free' }),
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Done' });
  expect(dialog.textContent).toContain('Trial class is on your profile now.');
  expect(calls.find((call) => call.path === '/class-passes')?.body).toEqual({
    user: 42,
    class_pass_type: 3,
  });
  expect(calls.some((call) => call.path === '/cart-items')).toBe(false);
});

test('a class series the customer cannot buy any more is refused with an alert', async () => {
  const { calls } = api({
    'GET /class-series-types': [classSeriesType({ customer_can_buy_class_series_type: false })],
  });
  show();
  await userEvent.click(
    within(await tile('Beginners course')).getByRole('button', { name: 'Buy' }),
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'This cannot be bought' });
  expect(dialog.textContent).toContain('Beginners course can no longer be bought.');
  expect(calls.some((call) => call.path === '/cart-items')).toBe(false);
});

test('a refusal from the cart is shown, and the customer stays on Prices', async () => {
  api({ 'POST /cart-items': 'E_INVALID_CART_ITEM' });
  const { router } = show();
  await userEvent.click(within(await tile('10-class pass')).getByRole('button', { name: 'Buy' }));
  expect(await screen.findByRole('alertdialog')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/prices');
});

test('the group selector shows only with several visible groups; desiredItem picks one', async () => {
  const groups = [
    priceGroup(),
    priceGroup({ id: 2, name: 'Pilates', sort: 1 }),
    priceGroup({ id: 3, name: 'Hidden', show_in_default_price_list: false, sort: 2 }),
  ];
  api({
    'GET /price-groups': (_body: unknown, url: URL) =>
      url.searchParams.get('desiredItem') === 'class_type_5' ? [groups[1]] : groups,
    'GET /class-pass-types': [
      classPassType(),
      classPassType({ id: 4, name: 'Pilates pass', price_groups: [{ id: 2 }] }),
    ],
  });
  show('/prices/show-price-group-for/class_type_5');
  await tile('Pilates pass');
  const select = screen.getByRole('combobox', { name: 'Price group' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Yoga', 'Pilates']);
  expect(screen.queryByRole('article', { name: '10-class pass' })).toBeNull();
  await userEvent.selectOptions(select, 'Yoga');
  expect(await tile('10-class pass')).toBeTruthy();
});

test('one visible group: no selector; the gift card tile links to the gift card page', async () => {
  api();
  show('/prices', { settings: { gift_card_show_in_prices: true } });
  await tile('Unlimited');
  expect(screen.queryByRole('combobox', { name: 'Price group' })).toBeNull();
  const gift = await tile('Gift card');
  expect(within(gift).getByRole('link', { name: 'Buy a gift card' }).getAttribute('href')).toBe(
    '/gift',
  );
});

test('a reference provider: 0/1 columns, no design fields, no class series route', async () => {
  const { registration_fee: _fee, ...membership } = membershipType();
  const { calls } = mockFetch({
    'GET /price-groups': [{ ...priceGroup(), archived: 0 }],
    'GET /membership-types': [
      {
        ...membership,
        for_sale: 1,
        archived: 0,
        has_max_number_of_memberships: false,
        price_groups: [{ id: 1, name: 'Yoga' }],
      },
    ],
    'GET /class-pass-types': [
      {
        ...classPassType(),
        for_sale: 1,
        limited_number_per_customer: 0,
        archived: 0,
        user_can_buy: 1,
        price_groups: [{ id: 1, name: 'Yoga' }],
      },
    ],
  });
  show('/prices', {
    settings: { gift_card_show_in_prices: true, gift_card_show_in_price_groups: '[1]' },
  });
  const membershipTile = await tile('Unlimited');
  expect(within(membershipTile).getByText('499,00 kr')).toBeTruthy();
  expect(within(membershipTile).queryByText(/registration fee/)).toBeNull();
  expect(within(await tile('10-class pass')).getByText('1.200,00 kr')).toBeTruthy();
  expect(await tile('Gift card')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(strayDigits()).toEqual([]);
  expect(calls.some((call) => call.path === '/class-series-types')).toBe(true);
});

test('a class pass of one class says "1 class", not "1 classes" (issue 26)', async () => {
  api({
    'GET /class-pass-types': [
      classPassType({ name: 'Drop-in', number_of_classes: 1, days: 1, price: 150 }),
    ],
  });
  show();
  const card = await tile('Drop-in');
  expect(within(card).getByText('1 class, valid for 1 day')).toBeTruthy();
});
