/**
 * Issue 23 item 4: Checkout on a provider that is not ours. The reference's cart items have no
 * `item_count` or `use_immediately_after_purchase` and there is no priced cart (design), so the app
 * prices the rows itself; the customer pays on the built-in test provider's page and is thanked on
 * My profile, where the pass shows. Runs in the `reference` project only (playwright.config.ts;
 * support/reference.ts).
 */
import { expect, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import {
  corsProblems,
  somethingWentWrong,
  strayDigits,
  useReferenceApi,
} from '../support/reference.ts';
import { addCustomer, unique } from '../support/studio.ts';
import { expectNoA11yViolations } from '../support/axe.ts';

test('a customer buys a class pass from Prices and pays with the test provider', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = await useReferenceApi(page, baseURL);
  const email = `reference-checkout-${unique()}@example.test`;
  await addCustomer(request, { email, password: 'Journey1', classes: 0 });
  await logIn(page, 'en', email);

  await page.goto('/prices');
  await page.getByRole('combobox', { name: 'Price group' }).selectOption({ label: 'Klippekort' });
  await page
    .getByRole('article', { name: '2-klippekort' })
    .getByRole('button', { name: 'Buy', exact: true })
    .click();
  await expect(page).toHaveURL(/\/checkout/);
  const cart = page.getByRole('table', { name: 'Your cart' });
  await expect(cart.getByRole('row').filter({ hasText: '2-klippekort' })).toContainText(
    '300,00 kr',
  );
  await expect(cart.getByRole('row').filter({ hasText: 'Total' })).toContainText('300,00 kr');
  expect(await strayDigits(page)).toEqual([]);

  await page.getByText('I accept the terms and conditions').click();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\//);
  await page.getByRole('button', { name: /^Betal / }).click();

  await expect(page).toHaveURL(/\/my-profile/);
  const thanks = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'OK' }).click();
  const passes = page.getByRole('region', { name: /^My class pass/ });
  await expect(passes.getByText('2-klippekort')).toBeVisible();
  await expectNoA11yViolations(page, 'My profile after paying (reference mode)');
  await expect(page.getByRole('region', { name: 'My purchases' })).toContainText('300,00 kr');

  await expect(page.getByText(somethingWentWrong)).toHaveCount(0);
  expect(await strayDigits(page)).toEqual([]);
  expect(corsProblems(problems)).toEqual([]);
});
