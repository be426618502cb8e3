/**
 * Issue 2's main journey, in Danish and in English, at the desktop and phone widths of the
 * projects: a visitor sees the schedule; a customer logs in, books 2 seats, sees them on My
 * profile, changes to 1, cancels, joins and leaves a full class's waiting list; a new visitor signs
 * up with the fields the studio requires and is sent to buy access when booking.
 * Every step leaves a screenshot in test-results/journeys/.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import {
  addClass,
  addCustomer,
  addOpenAndFullClass,
  unique,
  type MadeClass,
} from '../support/studio.ts';
import { texts, type Language } from '../support/texts.ts';

function stepper(page: Page, testInfo: TestInfo, language: Language, journey: string) {
  let n = 0;
  return async (name: string) => {
    n += 1;
    const step = `${journey}-${String(n).padStart(2, '0')}-${name}`;
    const file = `${testInfo.project.name}-${language}/${step}.png`;
    await page.screenshot({ path: `${testInfo.project.outputDir}/journeys/${file}` });
  };
}

const openClass = async (page: Page, cls: MadeClass) => {
  await page.goto(`/schedule?week=${cls.monday}`);
  await page.getByRole('button', { name: new RegExp(cls.name) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(cls.name) });
  await expect(dialog).toBeVisible();
  return dialog;
};

for (const language of ['da', 'en'] as const) {
  test.describe(`in ${language === 'da' ? 'Danish' : 'English'}`, () => {
    const t = texts[language];
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    });

    test('a customer books seats, changes them, cancels, and uses the waiting list', async ({
      page,
      request,
    }, testInfo) => {
      const shot = stepper(page, testInfo, language, 'booking');
      const id = unique();
      const { flow, full } = await addOpenAndFullClass(request, id);
      const email = `journey-${id}@example.test`;
      await addCustomer(request, { email, password: 'Journey1', classes: 10 });

      // An anonymous visitor sees the schedule and the class.
      await page.goto(`/schedule?week=${flow.monday}`);
      await expect(page.getByRole('heading', { name: t.schedule })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(flow.name) })).toBeVisible();
      await shot('visitor-schedule');
      await expectNoA11yViolations(page, 'schedule');

      // The customer logs in.
      await page.goto('/login');
      await page.getByRole('textbox', { name: t.email }).fill(email);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill('Journey1');
      await shot('login');
      await expectNoA11yViolations(page, 'login');
      await page.getByRole('button', { name: t.logIn, exact: true }).click();
      await expect(page).toHaveURL(/\/my-profile/);

      // Books 2 seats from the class dialog.
      const dialog = await openClass(page, flow);
      await dialog.getByRole('textbox', { name: t.seats }).fill('2');
      await dialog.getByRole('textbox', { name: t.seats }).press('Tab');
      await shot('dialog-two-seats');
      await expectNoA11yViolations(page, 'class dialog');
      await dialog.getByRole('button', { name: t.bookSeats(2) }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByRole('button', { name: new RegExp(flow.name) });
      await expect(card).toContainText(t.bookedSeats);
      await shot('booked');

      // Sees them on My profile, changes to 1 seat.
      await page.goto('/my-profile');
      const item = page.getByRole('article', { name: new RegExp(flow.name) });
      await expect(item).toContainText(t.seatCount(2));
      await shot('my-profile-two-seats');
      await expectNoA11yViolations(page, 'my profile');
      await item.getByRole('button', { name: t.change }).click();
      const change = page.getByRole('dialog');
      await change.getByRole('textbox', { name: t.seats }).fill('1');
      await change.getByRole('textbox', { name: t.seats }).press('Tab');
      await change.getByRole('button', { name: t.save }).click();
      await expect(item).toContainText(t.seatCount(1));
      await shot('my-profile-one-seat');

      // Cancels the booking.
      await item.getByRole('button', { name: t.cancelBooking }).click();
      await shot('cancel-question');
      await page.getByRole('alertdialog').getByRole('button', { name: t.yesCancel }).click();
      await expect(item).toBeHidden();
      await shot('cancelled');

      // Joins and leaves the full class's waiting list.
      let fullDialog = await openClass(page, full);
      await fullDialog.getByRole('button', { name: t.joinWaitingList }).click();
      await expect(fullDialog).toBeHidden();
      await expect(page.getByRole('button', { name: new RegExp(full.name) })).toContainText(
        t.onWaitingList,
      );
      await shot('on-waiting-list');
      fullDialog = await openClass(page, full);
      await fullDialog.getByRole('button', { name: t.leaveWaitingList }).click();
      await expect(fullDialog).toBeHidden();
      await expect(page.getByRole('button', { name: new RegExp(full.name) })).not.toContainText(
        t.onWaitingList,
      );
      await shot('left-waiting-list');
    });

    test('a new visitor signs up with the required fields and is sent to buy access', async ({
      page,
      request,
    }, testInfo) => {
      const shot = stepper(page, testInfo, language, 'signup');
      const id = unique();
      const flow = await addClass(request, {
        name: `Signup ${id}`,
        startsInDays: 2,
        startTime: '12:00',
        seats: 8,
      });

      await page.goto('/signup');
      await page.getByRole('textbox', { name: t.firstName }).fill('Nora');
      await page.getByRole('textbox', { name: t.lastName }).fill('Holm');
      await page.getByRole('textbox', { name: t.email }).fill(`new-${id}@example.test`);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill('NyBruger1');
      // Studio Nord requires a phone number and a birthday (its signup settings).
      await page.getByRole('textbox', { name: t.phone }).fill('+45 20 30 40 50');
      await page.getByRole('combobox', { name: t.day }).selectOption('14');
      await page.getByRole('combobox', { name: t.month }).selectOption('3');
      await page.getByRole('combobox', { name: t.year }).selectOption('1991');
      await page.getByText(t.acceptTerms).click();
      await expect(page.getByRole('checkbox', { name: t.acceptTerms })).toBeChecked();
      await shot('signup-filled');
      await expectNoA11yViolations(page, 'signup');
      await page.getByRole('button', { name: t.createProfile }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.continue }).click();
      await expect(page).toHaveURL(/\/prices/);
      await shot('after-signup');

      const dialog = await openClass(page, flow);
      // Without access the button says what it does (issue 26 item 3).
      const buyAccess = language === 'da' ? 'Køb adgang' : 'Buy access';
      await dialog.getByRole('button', { name: buyAccess, exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`/purchase-access-for-class\\?.*classId=${flow.id}.*`),
      );
      const url = new URL(page.url());
      expect(url.searchParams.get('seatCount')).toBe('1');
      expect(url.searchParams.get('attendanceType')).toBe('class');
      await expect(page.getByRole('heading', { name: t.accessTitle })).toBeVisible();
      await shot('purchase-access');
    });
  });
}
