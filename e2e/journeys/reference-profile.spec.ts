/**
 * Issue 23 item 4: My profile of a customer with an invoice, on a provider that is not ours. The
 * reference sends the invoice's `archived` as 0 (CONTRACT §1.10) and has no class series or
 * payment outcome calls; the page still shows every card. Runs in the `reference` project only
 * (playwright.config.ts; support/reference.ts).
 */
import { expect, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import {
  buyClassPass,
  corsProblems,
  somethingWentWrong,
  strayDigits,
  useReferenceApi,
} from '../support/reference.ts';
import { addCustomer, unique } from '../support/studio.ts';
import { expectNoA11yViolations } from '../support/axe.ts';

test('a customer with a paid order sees the pass, the purchase and its receipt on My profile', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = await useReferenceApi(page, baseURL);
  const customer = { email: `reference-paid-${unique()}@example.test`, password: 'Journey1' };
  await addCustomer(request, { ...customer, classes: 0 });
  await buyClassPass(request, customer, '10-klippekort');

  await logIn(page, 'en', customer.email);
  const passes = page.getByRole('region', { name: /^My class pass/ });
  await expect(passes.getByText('10-klippekort')).toBeVisible();
  await expect(passes.getByText('10 classes left')).toBeVisible();
  const purchases = page.getByRole('region', { name: 'My purchases' });
  await expect(purchases.getByText('1.200,00 kr')).toBeVisible();
  await expect(purchases.getByRole('link', { name: /^Receipt for invoice \d+$/ })).toBeVisible();
  await expectNoA11yViolations(page, 'My profile with a purchase (reference mode)');
  await expect(page.getByRole('region', { name: 'My info' })).toContainText(customer.email);

  await expect(page.getByText(somethingWentWrong)).toHaveCount(0);
  expect(await strayDigits(page)).toEqual([]);
  expect(corsProblems(problems)).toEqual([]);
});
