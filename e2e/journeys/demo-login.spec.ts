/** Done-means 1: the README's demo login books a class in Chromium (and cancels it again). */
import { expect, test } from '@playwright/test';
import { addClass, unique } from '../support/studio.ts';
import { expectNoA11yViolations } from '../support/axe.ts';

test('the README demo customer logs in and books a class', async ({ page, request }) => {
  const cls = await addClass(request, {
    name: `Demo ${unique()}`,
    startsInDays: 1,
    startTime: '07:30',
    seats: 10,
  });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/login');
  await page.getByLabel('Email').fill('anna@studionord.dk');
  await page.getByLabel('Password', { exact: true }).fill('Klippekort10');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/my-profile/);

  await page.goto(`/schedule?week=${cls.monday}`);
  const card = page.getByRole('button', { name: new RegExp(cls.name) });
  await card.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Book', exact: true }).click();
  await expect(card).toContainText('You are booked');
  await expectNoA11yViolations(page, 'schedule with a booked class');

  // Leave the demo customer as the README describes them.
  await card.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(card).not.toContainText('You are booked');
});
