/**
 * Issue 12, done means 1: a customer lives with a membership on the built-in test provider. They
 * see last month's classes in My activity, pause the membership and see the dates, cancel the
 * pause, stop the membership and see when it ends, and resubmit it; a renewal declined by the card
 * shows the retry button, and a card change returns with "payment method updated" and clears it.
 * Danish at phone width, English at desktop width; the test provider's card page speaks the
 * studio's language (Danish).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { logInNewCustomer } from '../support/login.ts';

const words = {
  da: {
    myActivity: 'Min aktivitet',
    activityTable: 'Hold deltaget i pr. måned',
    pause: 'Sæt medlemskab på pause',
    schedulePause: 'Sæt på pause',
    pauseStart: 'Pausens første dag',
    pauseEnd: 'Medlemskabet kører igen den',
    scheduledPause: 'Planlagt pause',
    cancelPause: 'Annullér pause',
    pauseCancelled: 'Pausen er annulleret',
    stop: 'Stop medlemskab',
    stopped: 'Dit medlemskab er stoppet. Din sidste dag er',
    resume: 'Genoptag medlemskab',
    resumed: 'Dit medlemskab kører igen',
    retry: 'Prøv betalingen igen',
    declined: 'Betalingen blev afvist',
    changeCard: 'Skift kort',
    cardUpdated: 'Din betalingsmetode er opdateret.',
    failedOnce: 'Den seneste automatiske betaling mislykkedes.',
    paid: 'Betalt',
    previousPayments: 'Tidligere betalinger',
    ok: 'OK',
  },
  en: {
    myActivity: 'My activity',
    activityTable: 'Classes attended per month',
    pause: 'Pause membership',
    schedulePause: 'Pause membership',
    pauseStart: 'First day of the pause',
    pauseEnd: 'The membership runs again on',
    scheduledPause: 'Scheduled pause',
    cancelPause: 'Cancel pause',
    pauseCancelled: 'The pause has been cancelled',
    stop: 'Stop membership',
    stopped: 'Your membership is stopped. Your last day is',
    resume: 'Resubmit membership',
    resumed: 'Your membership runs again',
    retry: 'Retry payment',
    declined: 'Payment declined',
    changeCard: 'Change card',
    cardUpdated: 'Your payment method has been updated.',
    failedOnce: 'The latest automatic payment failed.',
    paid: 'Paid',
    previousPayments: 'Previous payments',
    ok: 'OK',
  },
};
type Lang = keyof typeof words;
const langOf = (projectName: string): Lang => (projectName === 'phone' ? 'da' : 'en');

/** Today in Copenhagen plus `days`, as `YYYY-MM-DD`. */
function copenhagenDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(
    new Date(),
  );
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A date as the app shows it: '26. nov. 2026' (Danish), 'November 26, 2026' (English). */
function shown(iso: string, lang: Lang): string {
  const options: Intl.DateTimeFormatOptions =
    lang === 'da'
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(lang === 'da' ? 'da-DK' : 'en-US', options).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

/** Types `iso` into the react-aria date field named `label` (day, month, year in both languages). */
async function fillDate(page: Page, scope: Locator, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

async function openMembership(page: Page) {
  await page.goto('/my-profile');
  await page.locator('a[href^="/membership/"]').first().click();
  await expect(page).toHaveURL(/\/membership\/\d+$/);
}

test('pause, cancel the pause, stop and resubmit; My activity shows last month', async ({
  page,
}, info) => {
  const lang = langOf(info.project.name);
  const w = words[lang];
  // Two classes in the previous calendar month: a few days before this month's first day.
  const dayOfMonth = Number(copenhagenDay(0).slice(8, 10));
  const lastMonth = copenhagenDay(-(dayOfMonth + 3)).slice(0, 7);
  await logInNewCustomer(page, lang, {
    prefix: 'member',
    membership: { card: 'good', paidUntilInDays: 20 },
    attendedDaysAgo: [dayOfMonth + 2, dayOfMonth + 5],
  });

  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { name: w.myActivity })).toBeVisible();
  const monthName = new Intl.DateTimeFormat(lang === 'da' ? 'da' : 'en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${lastMonth}-15T12:00:00Z`));
  const activity = page.getByRole('table', { name: w.activityTable });
  await expect(activity.getByRole('row', { name: monthName })).toContainText('2');

  await openMembership(page);
  await page.getByRole('button', { name: w.pause }).click();
  const dialog = page.getByRole('dialog');
  const start = copenhagenDay(3);
  const end = copenhagenDay(13);
  await fillDate(page, dialog, w.pauseStart, start);
  await fillDate(page, dialog, w.pauseEnd, end);
  await dialog.getByRole('button', { name: w.schedulePause }).click();
  await expect(dialog).toBeHidden();
  const pauseTable = page.getByRole('table', { name: w.scheduledPause });
  await expect(pauseTable).toContainText(shown(start, lang));
  await expect(pauseTable).toContainText(shown(end, lang));
  // Stopping waits while a pause is scheduled.
  await expect(page.getByRole('button', { name: w.stop })).toBeHidden();

  await page.getByRole('button', { name: w.cancelPause }).click();
  await expect(page.getByRole('status')).toHaveText(w.pauseCancelled);
  await expect(pauseTable).toBeHidden();

  await page.getByRole('button', { name: w.stop }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: w.stop }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(w.stopped)).toBeVisible();
  await expectNoA11yViolations(page, 'membership page');

  await page.getByRole('button', { name: w.resume }).click();
  await expect(page.getByRole('status')).toHaveText(w.resumed);
  await expect(page.getByRole('button', { name: w.stop })).toBeVisible();
});

test('a declined renewal shows the retry; a new card clears it', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  const w = words[lang];
  await logInNewCustomer(page, lang, {
    prefix: 'renewal',
    membership: { card: 'decline', paidUntilInDays: -1 },
  });
  const run = await page.request.post('/test/run-renewals');
  expect(run.ok()).toBe(true);

  await openMembership(page);
  await expect(page.getByText(w.failedOnce)).toBeVisible();
  await page.getByRole('button', { name: w.retry }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(w.declined);
  await alert.getByRole('button', { name: w.ok }).click();

  await page.getByRole('link', { name: w.changeCard }).click();
  // The test provider's card page (the studio's language): save the card that works.
  await page.getByRole('button', { name: 'Gem dette kort' }).first().click();
  await expect(page.getByText(w.cardUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: w.retry })).toBeHidden();
  await expect(page.getByText(w.failedOnce)).toBeHidden();
  await expect(page.getByRole('table', { name: w.previousPayments })).toContainText(w.paid);
});
