/**
 * Issue 15 Done means 1, keyboard only: a visitor skips to the classes, opens one, logs in from its
 * dialog, comes back to it, books, and cancels, with nothing but keys (Danish at phone width,
 * English at desktop width). Every key press is counted, and focus is checked after each route
 * change (the page's heading) and each dialog (inside it while open, back on the class's card
 * when it closes). The count goes into the test's annotations.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { addClass, addCustomer, unique } from '../support/studio.ts';
import { texts } from '../support/texts.ts';

const words = {
  da: {
    skip: 'Gå til indhold',
    logInToBook: 'Log ind for at booke',
    logInHeading: 'Log ind',
    booked: (name: string) => `Du er tilmeldt ${name}`,
    cancelled: (name: string) => `Du er afmeldt ${name}`,
  },
  en: {
    skip: 'Skip to content',
    logInToBook: 'Log in to book',
    logInHeading: 'Log in',
    booked: (name: string) => `You are booked for ${name}`,
    cancelled: (name: string) => `Your booking for ${name} is cancelled`,
  },
};

/** Every key the customer presses goes through here, so the journey can count them. */
class Keyboard {
  presses = 0;
  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.presses += 1;
    await this.page.keyboard.press(key);
  }

  /** Types `text`, one press per character. */
  async type(text: string) {
    this.presses += text.length;
    await this.page.keyboard.type(text);
  }

  /** Presses Tab until `target` has focus; fails when `max` presses do not get there. */
  async tabTo(target: Locator, max: number) {
    for (let i = 0; i < max; i += 1) {
      if (await hasFocus(target)) return;
      await this.press('Tab');
    }
    await expect(target).toBeFocused({ timeout: 1_000 });
  }
}

const hasFocus = (target: Locator) =>
  target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 500 })
    .catch(() => false);

/** Focus is somewhere inside `container`. */
const expectFocusInside = async (container: Locator) =>
  expect
    .poll(() =>
      container.evaluate((element) => element.contains(document.activeElement)).catch(() => false),
    )
    .toBe(true);

test('keyboard only: skip to the classes, log in from the class, book and cancel', async ({
  page,
  request,
}, testInfo) => {
  const lang = testInfo.project.name === 'phone' ? 'da' : 'en';
  const t = texts[lang];
  const w = words[lang];
  const cls = await addClass(request, {
    name: `Keys ${unique()}`,
    startsInDays: 2,
    startTime: '18:00',
    seats: 8,
  });
  const email = `keys-${unique()}@example.test`;
  await addCustomer(request, { classes: 10, email, password: 'Journey1' });
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  const keys = new Keyboard(page);

  await page.goto(`/schedule?week=${cls.monday}`);
  const card = page.getByRole('button', { name: new RegExp(cls.name) });
  await expect(card).toBeVisible();
  // The skip link comes first and goes to the week's first class that has not started.
  const skip = page.getByRole('link', { name: w.skip });
  await expect(skip).toBeAttached();
  await keys.press('Tab');
  await expect(skip).toBeFocused();
  await keys.press('Enter');
  await expect(
    page.locator('main .class-card:not(.is-started):not(:disabled)').first(),
  ).toBeFocused();

  // Open the class; as a visitor its dialog offers to log in. Each Tab moves one class on (how
  // many classes come first depends on the week, so the walk is counted on its own).
  const stopsBefore = await card.evaluate((target) => {
    const stops = [...document.querySelectorAll<HTMLElement>('main button, main a[href]')].filter(
      (element) => !element.matches(':disabled') && element.offsetParent !== null,
    );
    return (
      stops.indexOf(target as HTMLElement) - stops.indexOf(document.activeElement as HTMLElement)
    );
  });
  const beforeWalk = keys.presses;
  await keys.tabTo(card, stopsBefore + 1);
  const walk = keys.presses - beforeWalk;
  expect(walk).toBe(stopsBefore);
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(cls.name) });
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await keys.tabTo(dialog.getByRole('link', { name: w.logInToBook }), 15);
  await keys.press('Enter');

  // A route change: focus on the login page's heading.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: w.logInHeading })).toBeFocused();
  await expectNoA11yViolations(page, 'login page after a route change');
  await keys.tabTo(page.getByRole('textbox', { name: t.email }), 10);
  await keys.type(email);
  await keys.tabTo(page.getByRole('textbox', { name: t.password, exact: true }), 3);
  await keys.type('Journey1');
  await keys.press('Enter');

  // Back in the same class's dialog, focus inside it.
  await expect(page).toHaveURL(new RegExp(`class=${cls.id}`));
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await keys.tabTo(dialog.getByRole('button', { name: t.book, exact: true }), 15);
  await keys.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: w.booked(cls.name) })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The dialog came from a link, yet focus lands on the class's card, not the top of the page.
  await expect(card).toBeFocused();

  // Cancel: the card opens the dialog again, and its question is answered with keys too.
  await keys.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await keys.tabTo(dialog.getByRole('button', { name: t.cancelBooking, exact: true }), 15);
  await keys.press('Enter');
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await expectFocusInside(question);
  await expectNoA11yViolations(page, 'cancel question over the class dialog');
  await keys.tabTo(question.getByRole('button', { name: t.yesCancel }), 5);
  await keys.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: w.cancelled(cls.name) })).toBeVisible();
  await expect(question).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  testInfo.annotations.push({ type: 'key presses', description: String(keys.presses) });
  const typed = email.length + 'Journey1'.length;
  const rest = keys.presses - typed - walk;
  console.log(
    `keyboard journey (${testInfo.project.name}, ${lang}): ${keys.presses} key presses ` +
      `(${typed} typed, ${walk} through the week to the class, ${rest} the rest)`,
  );
  // Besides typing and the walk to the class, the whole journey is a short way through the page.
  expect(rest).toBeLessThanOrEqual(25);
});

test('keyboard only: a date from the picker keeps focus on the picker, in this week and the next', async ({
  page,
}, testInfo) => {
  const lang = testInfo.project.name === 'phone' ? 'da' : 'en';
  const goToDate = lang === 'da' ? 'Gå til dato' : 'Go to date';
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  await page.goto('/schedule');
  await expect(page.locator('main .class-card').first()).toBeVisible();
  // Phones keep the filters behind one button.
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: /Filtre/ }).click();
  const keys = new Keyboard(page);
  const trigger = page.getByRole('button', { name: goToDate });
  await trigger.focus();
  await keys.press('Enter');
  const calendar = page.getByRole('grid');
  await expect(calendar).toBeVisible();
  await expectFocusInside(calendar);
  await keys.press('ArrowRight');
  await keys.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(/week=\d{4}-\d\d-\d\d/);
  const pickerButton = page.locator('.date-jump .date-picker-button');
  await expect(pickerButton).toBeFocused();

  // A date in another week: the week loads, and focus stays with the picker.
  await keys.press('Enter');
  await expect(calendar).toBeVisible();
  for (let i = 0; i < 8; i += 1) await keys.press('ArrowRight');
  await keys.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page.locator('main .class-card').first()).toBeVisible();
  await expect(pickerButton).toBeFocused();
});
