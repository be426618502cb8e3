/**
 * Issue 14, done means 1 (events): a customer signs up for the demo studio's free event from the
 * schedule and cancels it; buys 2 seats at the paid workshop through Checkout and the test
 * provider, and sees the event signed up (needs the cart's event items and the studio's
 * `customer_can_buy_multiple_seats_for_event`); a full event answers with its alert. English; the
 * screenshots of the Events page and the event dialog in Danish and English at 390 and 1280 px
 * go to /tmp/w1-shots (looked at by a person, not asserted).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { logInNewCustomer } from '../support/login.ts';
import { copenhagenDay, mondayOf } from '../support/studio.ts';

/** The event dialog of `name` opened from its card in the schedule's events. */
async function openFromSchedule(page: Page, name: string, inDays: number) {
  await page.goto(`/schedule?sessionType=event&week=${mondayOf(copenhagenDay(inDays))}`);
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  return page.getByRole('dialog', { name });
}

test('a customer signs up for the free open day from the schedule and cancels it', async ({
  page,
}) => {
  await logInNewCustomer(page, 'en', { prefix: 'event-free' });
  // Studio Nord's free event, five days from today (apps/api/src/demo/insert-events.ts).
  const dialog = await openFromSchedule(page, 'Åbent hus', 5);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  const success = page.getByRole('alertdialog', { name: 'You are signed up' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('You are signed up')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel signup' }).click();
  await expect(page.getByText('Your signup for Åbent hus is cancelled.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign up' })).toBeVisible();
});

test('a customer buys 2 seats at the paid workshop and is signed up', async ({ page }) => {
  await logInNewCustomer(page, 'en', { prefix: 'event-paid' });
  await page.goto('/events');
  await page.getByRole('article', { name: 'Workshop: Armbalancer' }).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Workshop: Armbalancer' });
  // Several seats need `customer_can_buy_multiple_seats_for_event` (seed 001 §5).
  const seats = dialog.getByRole('textbox', { name: 'Number of seats' });
  await seats.fill('2');
  await dialog.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByText('Workshop: Armbalancer')).toBeVisible();
  await page.getByText('I accept the terms and conditions').click();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\//);
  await page.getByRole('button', { name: /^Betal / }).click();
  await expect(page).toHaveURL(/\/my-profile/);
  await page.goto('/events');
  await expect(
    page.getByRole('article', { name: 'Workshop: Armbalancer' }).getByText('You are signed up'),
  ).toBeVisible();
});

test('a full event answers with its alert', async ({ page }) => {
  await logInNewCustomer(page, 'en', { prefix: 'event-full' });
  // The demo's small workshop: its 2 seats are held by filler customers (insert-events.ts).
  await page.goto('/events');
  const name = 'Fuldt booket: Lille workshop';
  await page.getByRole('article', { name }).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('Fully booked')).toBeVisible();
  await dialog.getByRole('button', { name: 'Buy' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByText('Sorry, this event is fully booked.')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('Fully booked')).toBeVisible();
});

for (const lang of ['da', 'en'] as const) {
  test(`screenshots of the Events page and the event dialog (${lang})`, async ({
    page,
  }, testInfo) => {
    const width = testInfo.project.name === 'phone' ? 390 : 1280;
    await page.setViewportSize({ width, height: testInfo.project.name === 'phone' ? 844 : 860 });
    await logInNewCustomer(page, lang, { prefix: `event-shots-${lang}` });
    await page.goto('/events');
    const title = 'Yogalæreruddannelse 200 t'; // the demo studio's texts are Danish
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    // Cards' images load lazily: scroll through so the full-page picture has them.
    for (const card of await page.getByRole('article').all()) await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.images].every((image) => image.complete && image.naturalWidth > 0),
    );
    await page.screenshot({ path: `/tmp/w1-shots/events-${lang}-${width}.png`, fullPage: true });
    await expectNoA11yViolations(page, 'events page');
    await page.getByRole('article', { name: title }).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText(lang === 'da' ? 'Pris' : 'Price', { exact: true })).toBeVisible();
    await page.waitForFunction(() =>
      [...document.images].every((image) => image.complete && image.naturalWidth > 0),
    );
    await page.screenshot({ path: `/tmp/w1-shots/dialog-${lang}-${width}.png` });
    await expectNoA11yViolations(page, 'event dialog');
    await page.goto(`/schedule?sessionType=event&week=${mondayOf(copenhagenDay(5))}`);
    await expect(page.getByRole('button', { name: /Åbent hus/ })).toBeVisible();
    await page.screenshot({ path: `/tmp/w1-shots/schedule-${lang}-${width}.png` });
    await expectNoA11yViolations(page, 'schedule with events');
  });
}
