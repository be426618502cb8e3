/**
 * Issue 25, "Done means" (livestream part; seed 000 §2 routes `/livestream/class/{id}/preloader`
 * and `/livestream/class/{id}`): a customer booked on a class's livestream opens it from the class
 * dialog, waits in the room until it opens (a countdown), then watches the studio's stream play
 * (demo studio 1 streams a generated live test picture); another customer cannot open that room.
 * Danish at phone width, English at desktop width (the project decides).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { logInNewCustomer } from '../support/login.ts';
import {
  addClass,
  copenhagenDay,
  minutesToCopenhagenMidnight,
  unique,
  type MadeClass,
} from '../support/studio.ts';

const copy = {
  da: {
    bookLivestream: 'Tilmeld livestream',
    booked: (name: string) => `Du er tilmeldt livestream af ${name}`,
    openLivestream: 'Åbn livestream',
    opensAt: /Livestreamen åbner kl\./,
    notSignedUp: /ikke tilmeldt/,
  },
  en: {
    bookLivestream: 'Book livestream',
    booked: (name: string) => `You are booked for the livestream of ${name}`,
    openLivestream: 'Open livestream',
    opensAt: /The livestream opens at/,
    notSignedUp: /not signed up/,
  },
};

const langOf = (projectName: string) => (projectName === 'phone' ? 'da' : 'en');

async function openClass(page: Page, cls: MadeClass) {
  await page.goto(`/schedule?week=${cls.monday}`);
  await page.getByRole('button', { name: new RegExp(cls.name) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(cls.name) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Seconds the room's video has played (0 before it starts). */
const playedSeconds = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

test('a customer booked on the livestream waits for the room, watches it, and nobody else can', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The room opens 15 minutes before the start, on the class's own day only (CONTRACT
  // `user_can_start_livestream`: "class is today"). A class 17 minutes ahead (its start rounded
  // down to the minute) opens in one to two minutes, time enough to see the countdown first. In
  // the last 18 minutes of a Copenhagen day that class would be tomorrow's: the class then starts
  // in two minutes (booking closes at the start) and its room is already open; in the last 5
  // minutes the journey waits for midnight.
  test.setTimeout(420_000);
  const lang = langOf(testInfo.project.name);
  const t = copy[lang];
  if (minutesToCopenhagenMidnight() <= 5) {
    await new Promise((resolve) =>
      setTimeout(resolve, (minutesToCopenhagenMidnight() * 60 + 5) * 1000),
    );
  }
  const countdownFirst = minutesToCopenhagenMidnight() > 18;
  const cls = await addClass(request, {
    name: `Live ${unique()}`,
    startsInDays: 0,
    startTime: '00:00',
    startsInMinutes: countdownFirst ? 17 : 2,
    seats: 8,
    livestream: true,
  });
  expect(cls.date).toBe(copenhagenDay());
  await logInNewCustomer(page, lang, { prefix: 'live', classes: 10 });
  let dialog = await openClass(page, cls);
  await dialog.getByRole('button', { name: t.bookLivestream }).click();
  // Booked once the snackbar says so (the dialog closes): only then is the class opened again.
  await expect(
    page.locator('[role="status"][aria-live="polite"]').filter({ hasText: t.booked(cls.name) }),
  ).toBeVisible();
  dialog = await openClass(page, cls);
  await dialog.getByRole('link', { name: t.openLivestream }).click();

  // The preloader gives way to the room, which counts down until it opens.
  await expect(page).toHaveURL(new RegExp(`/livestream/class/${cls.id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(cls.name) })).toBeVisible();
  if (countdownFirst) {
    await expect(page.getByText(t.opensAt)).toBeVisible();
    await expectNoA11yViolations(page, 'livestream room, waiting');
  }

  // Then the stream plays: the video's clock moves past three seconds.
  await expect(page.locator('video')).toBeVisible({ timeout: 150_000 });
  await expect.poll(() => playedSeconds(page), { timeout: 40_000 }).toBeGreaterThan(3);
  await expectNoA11yViolations(page, 'livestream room, playing');

  // Another customer, not signed up, is turned away from the same room.
  const other = await browser.newContext({ ...testInfo.project.use });
  const otherPage = await other.newPage();
  await logInNewCustomer(otherPage, lang, { prefix: 'not-live', classes: 10 });
  await otherPage.goto(`/livestream/class/${cls.id}`);
  await expect(otherPage.getByText(t.notSignedUp)).toBeVisible();
  await expect(otherPage.locator('video')).toHaveCount(0);
  await other.close();
});
