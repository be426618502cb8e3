/**
 * Issue 23 item 4: Prices on a provider that is not ours. The reference sends 0/1 for the types'
 * `for_sale` and `archived` (CONTRACT §1.10), no `registration_fee` or place in the price group
 * (design), and has no class series; the page lists what it sells, by price group, with the gift
 * card. Runs in the `reference` project only (playwright.config.ts; support/reference.ts).
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

test('a customer sees the memberships, class passes and gift card with their prices', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = await useReferenceApi(page, baseURL);
  const email = `reference-prices-${unique()}@example.test`;
  await addCustomer(request, { email, password: 'Journey1', classes: 0 });
  await logIn(page, 'en', email);

  await page.goto('/prices');
  const membership = page.getByRole('article', { name: 'Ubegrænset medlemskab' });
  await expect(membership.getByRole('button', { name: 'Buy', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Morgenkort' })).toBeVisible();
  // The reference has no registration fee (CONTRACT §8 design): none is promised.
  await expect(page.getByText(/registration fee/i)).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Gift card' })).toBeVisible();
  await expectNoA11yViolations(page, 'Prices (reference mode)');
  expect(await strayDigits(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Price group' }).selectOption({ label: 'Klippekort' });
  await expect(page.getByRole('article', { name: '10-klippekort' })).toContainText('1.200,00 kr');
  await expect(page.getByRole('article', { name: '2-klippekort' })).toContainText('300,00 kr');

  await expect(page.getByText(somethingWentWrong)).toHaveCount(0);
  expect(await strayDigits(page)).toEqual([]);
  expect(corsProblems(problems)).toEqual([]);
});
