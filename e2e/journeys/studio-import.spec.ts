/**
 * Issue 13, done-means 3: importing a second studio file (apps/api/src/studio/import/examples/
 * harbour.json) gives a studio a customer can tell apart from demo studio 1 at a glance: its
 * language, theme colour, font, logo, menu (no Prices) and timetable layout with the room on each
 * class. Screenshots of both at this project's width go into the test output (and into
 * STUDIO_SHOTS_DIR when set).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { importExampleStudio } from '../support/studio-files.ts';
import { expectNoA11yViolations } from '../support/axe.ts';

/** A visitor's schedule of one studio, in a fresh browser context (no remembered studio). */
async function openSchedule(browser: Browser, clientId: number, testInfo: TestInfo) {
  const context = await browser.newContext(testInfo.project.use);
  const page = await context.newPage();
  await page.goto(`/schedule?clientId=${clientId}`);
  return page;
}

async function shoot(page: Page, name: string, testInfo: TestInfo) {
  const file = `${name}-${testInfo.project.name}.png`;
  const path = testInfo.outputPath(file);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(file, { path, contentType: 'image/png' });
  const copies = process.env.STUDIO_SHOTS_DIR;
  if (copies) {
    mkdirSync(copies, { recursive: true });
    copyFileSync(path, join(copies, file));
  }
}

/** The main menu's links; on a phone the menu opens behind its button first. */
async function menuLinks(page: Page, menuButton: string) {
  const toggle = page.getByRole('button', { name: menuButton, exact: true });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('navigation').first().getByRole('link');
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('an imported studio file looks and reads unlike demo studio 1', async ({
  browser,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const harbourId = await importExampleStudio(request, 'harbour');
  expect(harbourId).toBeGreaterThan(2);

  const harbour = await openSchedule(browser, harbourId, testInfo);
  await expect(harbour.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  const friday = harbour.getByRole('region', { name: /Friday/ });
  const early = friday.getByRole('button', { name: /07:00–08:00/ });
  const evening = friday.getByRole('button', { name: /18:00–19:15/ });
  // The room and branch on every class (calendar_show_room), in either layout.
  await expect(early).toContainText('The Loft, Havnegade');
  await expect(friday.getByRole('button', { name: /Pier Room, Havnegade/ })).toBeVisible();
  await expectNoA11yViolations(harbour, 'schedule of an imported studio');
  const [top, bottom] = [await early.boundingBox(), await evening.boundingBox()];
  if (phone) {
    // A phone keeps the day list: classes follow each other, whatever the hours between them.
    expect(bottom!.y - top!.y).toBeLessThan(400);
  } else {
    // The timetable: eleven hours between the classes are eleven rows of the grid.
    expect(bottom!.y - top!.y).toBeGreaterThan(11 * 60);
    expect(Math.abs(bottom!.x - top!.x)).toBeLessThan(2);
    const saturday = harbour.getByRole('region', { name: /Saturday/ });
    const nextDay = await saturday.getByRole('button', { name: /09:00–10:30/ }).boundingBox();
    expect(nextDay!.x).toBeGreaterThan(top!.x + 50);
  }
  // Its own logo beside its name in the header.
  const brand = harbour.getByRole('link', { name: 'Harbour Yoga Loft' });
  await expect(brand.locator('img')).toHaveAttribute('src', /studio-[0-9a-f]{16}\.png/);
  const harbourFont = await harbour.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(harbourFont).toContain('Playfair Display');
  await shoot(harbour, 'harbour-schedule', testInfo);
  const harbourMenu = await menuLinks(harbour, 'Menu');
  await expect(harbourMenu.filter({ hasText: 'Schedule' })).toBeVisible();
  await expect(harbourMenu.filter({ hasText: 'Prices' })).toHaveCount(0);
  const signUp = harbourMenu.filter({ hasText: 'Sign up' });
  await expect(signUp).toHaveCSS('background-color', rgb('#9a3412'));

  const nord = await openSchedule(browser, 1, testInfo);
  await expect(nord.getByRole('heading', { name: 'Skema', level: 1 })).toBeVisible();
  const nordTuesday = nord.getByRole('region', { name: /tirsdag/i });
  await expect(nordTuesday.getByRole('button').first()).toBeVisible();
  expect(await nord.locator('.timetable').count()).toBe(0);
  expect(await nord.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Nunito');
  await shoot(nord, 'nord-schedule', testInfo);
  const nordMenu = await menuLinks(nord, 'Menu');
  await expect(nordMenu.filter({ hasText: 'Priser' })).toBeVisible();
  await expect(nordMenu.filter({ hasText: 'Opret profil' })).toHaveCSS(
    'background-color',
    rgb('#1f4e5f'),
  );
});
