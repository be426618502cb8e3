import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { makeClass } from '../../entities/class/testing/class-fixture.ts';
import {
  cartItemAnswer,
  classPassType,
  membershipType,
  paymentOption,
} from '../../entities/commerce/testing/catalogue-fixtures.ts';
import { renderRoute } from '../../entities/commerce/testing/render-route.tsx';
import { mockFetch, type Answer } from '../../shared/testing/mock-fetch.ts';
import { Component as PurchaseAccessPage } from './purchase-access-page.tsx';

const cls = makeClass({ id: 812, class_type_id: 3 });
const twoClassPass = classPassType({
  id: 4,
  name: '2-class pass',
  number_of_classes: 2,
  price: 300,
});

function api(
  options: Answer = { membershipTypes: [membershipType()], classPassTypes: [twoClassPass] },
) {
  return mockFetch({
    'GET /classes': { responseType: 'classes', populate: ['class_type'], classes: [cls] },
    'POST /class-types/3/purchase-options': options,
    'POST /cart-items': cartItemAnswer,
  });
}

const open = (query: string) =>
  renderRoute(
    PurchaseAccessPage,
    '/purchase-access-for-class',
    `/purchase-access-for-class?${query}`,
  );

const checked = () =>
  screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' });

test('nothing is chosen for the customer: Continue waits for a choice and says so', async () => {
  const { calls } = api();
  open('classId=812&attendanceType=class&seatCount=1');
  await screen.findByRole('radio', { name: /Unlimited: 1 month/ });
  expect(checked()).toEqual([]);
  expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText('Choose an option above to continue.')).toBeTruthy();
  await userEvent.click(continueButton());
  expect(calls.some((call) => call.path === '/cart-items')).toBe(false);
  await userEvent.click(screen.getByRole('radio', { name: /2-class pass/ }));
  expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
  expect(screen.queryByText('Choose an option above to continue.')).toBeNull();
});

test('a membership shows its registration fee as its own amount', async () => {
  api({
    membershipTypes: [membershipType({ registration_fee: 199 })],
    classPassTypes: [twoClassPass],
  });
  open('classId=812&attendanceType=class&seatCount=1');
  const option = await screen.findByRole('radio', { name: /Unlimited: 1 month/ });
  const label = option.closest('label')!;
  expect(label.textContent).toContain('499,00 kr');
  expect(label.textContent).toContain('Registration fee: 199,00 kr (once, with the first payment)');
  // A type without a fee says nothing about one.
  const pass = screen.getByRole('radio', { name: /2-class pass/ }).closest('label')!;
  expect(pass.textContent).not.toContain('Registration fee');
});

test('the customer chooses a membership payment option; Continue buys it and books the class', async () => {
  const { calls } = api();
  const { router } = open('classId=812&attendanceType=class&seatCount=1');
  await userEvent.click(await screen.findByRole('radio', { name: /Unlimited: 1 month/ }));
  const ask = calls.find((call) => call.path === '/class-types/3/purchase-options');
  expect(ask?.body).toEqual({ user: 42, attendanceType: 'class', requiredNumberOfSeats: 1 });
  await userEvent.click(continueButton());
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  const posts = calls.filter((call) => call.path === '/cart-items');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.url.searchParams.get('destroyOthers')).toBe('1');
  expect(posts[0]!.body).toEqual({
    item_type: 'membership_type',
    item_id: 6,
    user: 42,
    item_count: 1,
    payment_option: 14,
    use_immediately_after_purchase: { item_type: 'class', class_id: 812, numberOfSeats: 1 },
  });
});

test('3 seats with a 2-class pass: 2 passes in one request that clears the cart and books', async () => {
  const { calls } = api({ membershipTypes: [], classPassTypes: [twoClassPass] });
  const { router } = open('classId=812&attendanceType=class&seatCount=3');
  expect(await screen.findByText('3 seats need 2 passes, 600,00 kr in all')).toBeTruthy();
  // The only option is not chosen for the customer either.
  expect(checked()).toEqual([]);
  await userEvent.click(screen.getByRole('radio', { name: /2-class pass/ }));
  await userEvent.click(continueButton());
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  const posts = calls.filter((call) => call.path === '/cart-items');
  // One request with item_count 2: two separate ones for the same type would replace each other.
  expect(posts.map((post) => post.url.searchParams.get('destroyOthers'))).toEqual(['1']);
  expect(posts.map((post) => post.body)).toEqual([
    {
      item_type: 'class_pass_type',
      item_id: 4,
      user: 42,
      item_count: 2,
      use_immediately_after_purchase: { item_type: 'class', class_id: 812, numberOfSeats: 3 },
    },
  ]);
});

test('the customer can pick another option; a waiting list asks as a class', async () => {
  const { calls } = api({
    membershipTypes: [
      membershipType({
        payment_options: [
          paymentOption(),
          paymentOption({
            id: 15,
            name: '6 months',
            nameThatUserSees: '6 months',
            number_of_months_payment_covers: 6,
          }),
        ],
      }),
    ],
    classPassTypes: [twoClassPass],
  });
  open('classId=812&attendanceType=class_waiting_list&seatCount=1');
  await userEvent.click(await screen.findByRole('radio', { name: /2-class pass/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(calls.some((call) => call.path === '/cart-items')).toBe(true));
  const post = calls.find((call) => call.path === '/cart-items')!;
  expect(post.body).toMatchObject({
    item_type: 'class_pass_type',
    use_immediately_after_purchase: { item_type: 'class_waiting_list', class_id: 812 },
  });
  const ask = calls.find((call) => call.path === '/class-types/3/purchase-options');
  expect((ask?.body as { attendanceType: string }).attendanceType).toBe('class');
});

test('with nothing to buy the page says so and offers no Continue', async () => {
  api({ membershipTypes: [], classPassTypes: [] });
  open('classId=812&seatCount=1');
  expect(
    await screen.findByText(
      'There are currently no available memberships or class types for this class.',
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
});

test('a refusal from the cart is shown where the customer pressed Continue', async () => {
  mockFetch({
    'GET /classes': { responseType: 'classes', populate: ['class_type'], classes: [cls] },
    'POST /class-types/3/purchase-options': { membershipTypes: [], classPassTypes: [twoClassPass] },
    'POST /cart-items': 'E_INVALID_CART_ITEM',
  });
  const { router } = open('classId=812&seatCount=1');
  await userEvent.click(await screen.findByRole('radio', { name: /2-class pass/ }));
  await userEvent.click(continueButton());
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/purchase-access-for-class');
});

test('a provider without the purchase options call points to Prices instead of failing', async () => {
  mockFetch({
    'GET /classes': { responseType: 'classes', populate: ['class_type'], classes: [cls] },
  });
  const { router } = open('classId=812&attendanceType=class&seatCount=1');
  const link = await screen.findByRole('link', { name: 'See prices' });
  expect(
    screen.getByText(/The studio cannot list the options here/, { exact: false }),
  ).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.click(link);
  await waitFor(() => expect(router.state.location.pathname).toBe('/prices'));
});
