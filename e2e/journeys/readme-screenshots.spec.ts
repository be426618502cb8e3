/**
 * The README's pictures (issue 26 item 9), taken by a journey so they always show the product as
 * it is: the schedule, a class dialog, the checkout and My profile of the README's demo customer
 * anna, in Danish at phone width and in English at desktop width. Each screen is checked (its
 * heading, axe) before it is taken. The PNGs go to the test output; with `README_SCREENSHOTS=1`
 * also to docs/screenshots/, which the README shows (`README_SCREENSHOTS=1 npx playwright test
 * --config e2e/playwright.config.ts readme-screenshots`).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { logIn } from '../support/login.ts';
import { mondayOf } from '../support/studio.ts';

const words = {
  da: {
    schedule: 'Skema',
    priceGroup: 'Prisgruppe',
    passes: 'Klippekort',
    buy: 'Køb',
    cart: 'Kurv',
    remove: 'Fjern 2-klippekort',
    myProfile: /Anna/,
  },
  en: {
    schedule: 'Schedule',
    priceGroup: 'Price group',
    passes: 'Klippekort',
    buy: 'Buy',
    cart: 'Cart',
    remove: 'Remove 2-klippekort',
    myProfile: /Anna/,
  },
};

/** Saves what the visitor sees as `<project>-<name>.png`: in the test output, and for the README. */
async function picture(page: Page, testInfo: TestInfo, name: string) {
  const file = `${testInfo.project.name}-${name}.png`;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath(file), animations: 'disabled' });
  if (process.env.README_SCREENSHOTS === '1') {
    const readmeDir = join(dirname(testInfo.config.configFile!), '..', 'docs', 'screenshots');
    mkdirSync(readmeDir, { recursive: true });
    await page.screenshot({ path: join(readmeDir, file), animations: 'disabled' });
  }
}

test('the README pictures: schedule, class dialog, checkout and My profile', async ({
  page,
}, testInfo) => {
  const lang = testInfo.project.name === 'phone' ? 'da' : 'en';
  const w = words[lang];
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  await logIn(page, lang, 'anna@studionord.dk', 'Klippekort10');

  // Next week: a whole week of classes still to come.
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Copenhagen' });
  const nextMonday = new Date(`${mondayOf(today)}T12:00:00Z`);
  nextMonday.setUTCDate(nextMonday.getUTCDate() + 7);
  const week = nextMonday.toISOString().slice(0, 10);
  await page.goto(`/schedule?week=${week}`);
  await expect(page.getByRole('heading', { name: w.schedule, level: 1 })).toBeVisible();
  // A class card's name starts with its time span.
  const firstClass = page.getByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d/ }).first();
  await expect(firstClass).toBeVisible();
  await expectNoA11yViolations(page, 'schedule (README)');
  await picture(page, testInfo, 'schedule');

  await firstClass.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(dialog.locator('img').first()).toBeVisible();
  await expectNoA11yViolations(page, 'class dialog (README)');
  await picture(page, testInfo, 'class-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/prices');
  await page.getByRole('combobox', { name: w.priceGroup }).selectOption({ label: w.passes });
  await page
    .getByRole('article', { name: '2-klippekort' })
    .getByRole('button', { name: w.buy, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: w.cart, exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: /Payment methods|Betalingsmetoder/ })).toBeVisible();
  await expectNoA11yViolations(page, 'checkout (README)');
  await picture(page, testInfo, 'checkout');
  // Leave anna as the README describes her: nothing in the cart.
  await page.getByRole('button', { name: w.remove }).click();
  await expect(page.getByRole('button', { name: w.remove })).toHaveCount(0);

  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: w.myProfile })).toBeVisible();
  await expect(page.getByText('10-klippekort').first()).toBeVisible();
  await expectNoA11yViolations(page, 'My profile (README)');
  await picture(page, testInfo, 'profile');
});
