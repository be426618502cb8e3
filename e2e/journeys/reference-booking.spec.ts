/**
 * Issue 10, done-means 5: the booking journey on a provider that is not ours. The server runs in
 * its reference mode (REFERENCE_MODE=1: the §1.6 400 for design-only populate keys, no
 * change-count, 0/1 booleans in style-B objects, CORS allowing only the §1.1 headers), and the app
 * calls it from another origin (the page on `localhost`, the API on `127.0.0.1`), so every call
 * goes through CORS as it would against another provider. A customer books a seat, sees it on My
 * profile, cancels it, and joins and leaves a full class's waiting list; no stray "0" shows and the
 * console has no CORS error. Runs in the `reference` project only (playwright.config.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { corsProblems, strayDigits, useReferenceApi } from '../support/reference.ts';
import { addClass, addCustomer, unique, type MadeClass } from '../support/studio.ts';
import { texts } from '../support/texts.ts';
import { expectNoA11yViolations } from '../support/axe.ts';

const t = texts.en;

const openClass = async (page: Page, cls: MadeClass) => {
  await page.goto(`/schedule?week=${cls.monday}`);
  await page.getByRole('button', { name: new RegExp(cls.name) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(cls.name) });
  await expect(dialog).toBeVisible();
  expect(await strayDigits(page)).toEqual([]);
  return dialog;
};

test('a customer books, sees, cancels and uses the waiting list on a reference provider', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = await useReferenceApi(page, baseURL);

  const id = unique();
  const flow = await addClass(request, {
    name: `Ref ${id}`,
    startsInDays: 2,
    startTime: '09:00',
    seats: 8,
  });
  const full = await addClass(request, {
    name: `Ref full ${id}`,
    startsInDays: 3,
    startTime: '17:00',
    seats: 2,
    taken: 2,
  });
  const email = `reference-${id}@example.test`;
  await addCustomer(request, { email, password: 'Journey1', classes: 10 });

  await logIn(page, 'en', email);

  // Books one seat.
  const dialog = await openClass(page, flow);
  await dialog.getByRole('button', { name: new RegExp(`^(${t.book}|${t.bookSeats(1)})$`) }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('button', { name: new RegExp(flow.name) });
  await expect(card).toContainText('You are booked');
  expect(await strayDigits(page)).toEqual([]);

  // Sees it on My profile and cancels it (DELETE /class-signups/{id}: no change-count here).
  await page.goto('/my-profile');
  const item = page.getByRole('article', { name: new RegExp(flow.name) });
  await expect(item).toBeVisible();
  await expectNoA11yViolations(page, 'My profile with a booking (reference mode)');
  expect(await strayDigits(page)).toEqual([]);
  await item.getByRole('button', { name: t.cancelBooking }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.yesCancel }).click();
  await expect(item).toBeHidden();

  // Joins and leaves the full class's waiting list.
  let fullDialog = await openClass(page, full);
  await fullDialog.getByRole('button', { name: t.joinWaitingList }).click();
  await expect(fullDialog).toBeHidden();
  const fullCard = page.getByRole('button', { name: new RegExp(full.name) });
  await expect(fullCard).toContainText(t.onWaitingList);
  fullDialog = await openClass(page, full);
  await fullDialog.getByRole('button', { name: t.leaveWaitingList }).click();
  await expect(fullDialog).toBeHidden();
  await expect(fullCard).not.toContainText(t.onWaitingList);

  expect(corsProblems(problems)).toEqual([]);
  expect(await strayDigits(page)).toEqual([]);
});
