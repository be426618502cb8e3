/**
 * Issue 15: before booking, the class dialog says what booking costs (one class from the pass) and
 * until when cancelling is free (Copenhagen time), on the phone in Danish and on the desktop in
 * English. The dialog's screenshot goes to the run's output dir (class-dialog-facts-*.png).
 */
import { expect, test } from '@playwright/test';
import { logInNewCustomer } from '../support/login.ts';
import { addClass, unique } from '../support/studio.ts';
import { expectNoA11yViolations } from '../support/axe.ts';

const expected = {
  da: {
    cost: /Bruger 1 klip af dit .+ \(9 tilbage\)/,
    deadline: /Gratis afmelding indtil .+ kl\. \d\d:\d\d/,
    book: 'Tilmeld',
  },
  en: {
    cost: /Uses 1 class of your .+ \(9 left\)/,
    deadline: /Free cancellation until .+ at \d\d:\d\d/,
    book: 'Book',
  },
} as const;

test('the class dialog shows the cost and the free-cancellation deadline before booking', async ({
  page,
}, testInfo) => {
  const language = testInfo.project.name === 'phone' ? 'da' : 'en';
  const t = expected[language];
  const cls = await addClass(page.request, {
    name: `Facts ${unique()}`,
    startsInDays: 2,
    startTime: '17:00',
    seats: 10,
  });
  await logInNewCustomer(page, language, { prefix: 'facts', classes: 10 });
  await page.goto(`/schedule?week=${cls.monday}`);
  await page.getByRole('button', { name: new RegExp(cls.name) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(cls.name) });
  await expect(dialog.getByText(t.cost)).toBeVisible();
  await expect(dialog.getByText(t.deadline)).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.book, exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'class dialog before booking');
  await dialog.screenshot({
    path: testInfo.outputPath(`class-dialog-facts-${testInfo.project.name}-${language}.png`),
  });
});
