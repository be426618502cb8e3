/**
 * Issue 15 "Feedback" and "Keep the customer's place", English at desktop width and Danish at
 * phone width (the project decides): every booking action of the class dialog ends with a snackbar
 * (livestream too) in the customer's language, in a polite live region, and the card shows the
 * new state at once; a visitor's "Log in to book" comes back to the same class dialog after
 * logging in.
 * The phone run saves its snackbar to test-results/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test';
import { logInNewCustomer } from '../support/login.ts';
import {
  addClass,
  addCustomer,
  addOpenAndFullClass,
  unique,
  type MadeClass,
} from '../support/studio.ts';
import { texts } from '../support/texts.ts';
import { expectNoA11yViolations } from '../support/axe.ts';

/** The snackbar texts of the booking catalogs (apps/web/src/features/booking/i18n). */
const done = {
  da: {
    booked: (name: string, n: number) => `Du er tilmeldt ${name} med ${n} pladser`,
    seats: (name: string) => `Du har nu 1 plads til ${name}`,
    cancelled: (name: string) => `Du er afmeldt ${name}`,
    joined: (name: string) => `Du står på ventelisten til ${name}`,
    left: (name: string) => `Du står ikke længere på ventelisten til ${name}`,
    bookLivestream: 'Tilmeld livestream',
    cancelLivestream: 'Afmeld livestream',
    livestreamBooked: (name: string) => `Du er tilmeldt livestream af ${name}`,
    livestreamCancelled: (name: string) => `Du er afmeldt livestream af ${name}`,
    logInToBook: 'Log ind for at booke',
  },
  en: {
    booked: (name: string, n: number) => `You are booked for ${name} with ${n} seats`,
    seats: (name: string) => `You now have 1 seat for ${name}`,
    cancelled: (name: string) => `Your booking for ${name} is cancelled`,
    joined: (name: string) => `You are on the waiting list for ${name}`,
    left: (name: string) => `You are no longer on the waiting list for ${name}`,
    bookLivestream: 'Book livestream',
    cancelLivestream: 'Cancel livestream',
    livestreamBooked: (name: string) => `You are booked for the livestream of ${name}`,
    livestreamCancelled: (name: string) => `Your livestream booking for ${name} is cancelled`,
    logInToBook: 'Log in to book',
  },
};

const langOf = (projectName: string) => (projectName === 'phone' ? 'da' : 'en');

const openClass = async (page: Page, cls: MadeClass) => {
  await page.goto(`/schedule?week=${cls.monday}`);
  await page.getByRole('button', { name: new RegExp(cls.name) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(cls.name) });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** The polite live region holding `text`. */
const snackbar = (page: Page, text: string) =>
  page.locator('[role="status"][aria-live="polite"]').filter({ hasText: text });

test('every booking action ends with a snackbar, and the card changes at once', async ({
  page,
  request,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const t = texts[lang];
  const said = done[lang];
  const id = unique();
  const { flow, full } = await addOpenAndFullClass(request, id);
  await logInNewCustomer(page, lang, { prefix: 'feedback', classes: 10 });

  // Book 2 seats.
  let dialog = await openClass(page, flow);
  await dialog.getByRole('textbox', { name: t.seats }).fill('2');
  await dialog.getByRole('textbox', { name: t.seats }).press('Tab');
  await dialog.getByRole('button', { name: t.bookSeats(2) }).click();
  await expect(snackbar(page, said.booked(flow.name, 2))).toBeVisible();
  await expectNoA11yViolations(page, 'schedule with the booking snackbar');
  await expect(page.getByRole('button', { name: new RegExp(flow.name) })).toContainText(
    t.bookedSeats,
  );
  if (testInfo.project.name === 'phone') {
    await page.screenshot({
      path: `${testInfo.project.outputDir}/screenshots/booking-feedback-phone-${lang}.png`,
    });
  }

  // Change to 1 seat.
  dialog = await openClass(page, flow);
  await dialog.getByRole('textbox', { name: t.seats }).fill('1');
  await dialog.getByRole('textbox', { name: t.seats }).press('Tab');
  await dialog
    .getByRole('button', { name: lang === 'da' ? 'Skift antal pladser' : 'Change seats' })
    .click();
  await expect(snackbar(page, said.seats(flow.name))).toBeVisible();

  // Cancel.
  dialog = await openClass(page, flow);
  await dialog.getByRole('button', { name: t.cancelBooking, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.yesCancel }).click();
  await expect(snackbar(page, said.cancelled(flow.name))).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(flow.name) })).not.toContainText(
    t.bookedSeats,
  );

  // Join and leave the full class's waiting list.
  dialog = await openClass(page, full);
  await dialog.getByRole('button', { name: t.joinWaitingList }).click();
  await expect(snackbar(page, said.joined(full.name))).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(full.name) })).toContainText(
    t.onWaitingList,
  );
  dialog = await openClass(page, full);
  await dialog.getByRole('button', { name: t.leaveWaitingList }).click();
  await expect(snackbar(page, said.left(full.name))).toBeVisible();

  // Book and cancel the livestream of a streamed class.
  const streamed = await addClass(request, {
    name: `Stream ${id}`,
    startsInDays: 2,
    startTime: '12:00',
    seats: 8,
    livestream: true,
  });
  dialog = await openClass(page, streamed);
  await dialog.getByRole('button', { name: said.bookLivestream }).click();
  await expect(snackbar(page, said.livestreamBooked(streamed.name))).toBeVisible();
  dialog = await openClass(page, streamed);
  await dialog.getByRole('button', { name: said.cancelLivestream }).click();
  await expect(snackbar(page, said.livestreamCancelled(streamed.name))).toBeVisible();
});

test('a visitor who logs in to book is back in the same class dialog', async ({
  page,
  request,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const t = texts[lang];
  const id = unique();
  const cls = await addClass(request, {
    name: `Return ${id}`,
    startsInDays: 2,
    startTime: '09:00',
    seats: 8,
  });
  const email = `return-${id}@example.test`;
  await addCustomer(request, { email, password: 'Journey1', classes: 10 });
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);

  const visitorDialog = await openClass(page, cls);
  await visitorDialog.getByRole('link', { name: done[lang].logInToBook }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: t.email }).fill(email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill('Journey1');
  await page.getByRole('button', { name: t.logIn, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`class=${cls.id}`));
  const dialog = page.getByRole('dialog', { name: new RegExp(cls.name) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.book, exact: true })).toBeVisible();
});
