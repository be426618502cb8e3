/**
 * Issue 15 "A phone schedule you can scan", on the phone project in Danish: no horizontal scroll
 * at 320 px, a day strip that brings a day's classes up (the `week` date opens at that day), the
 * filters behind one "Filtre" button, and seat lines that say what they mean. Saves the phone
 * schedule (day strip, filters closed and open) to test-results/screenshots/.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { addClass, unique } from '../support/studio.ts';

test.skip(({ isMobile }) => !isMobile, 'the day strip and the Filters button are for phones');

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${testInfo.project.outputDir}/screenshots/phone-schedule-${name}.png` });

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the day strip jumps to a day, the filters open from one button, no side scroll at 320 px', async ({
  page,
  request,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('language', 'da'));
  const id = unique();
  const full = await addClass(request, {
    name: `Fuld ${id}`,
    startsInDays: 3,
    startTime: '09:00',
    seats: 2,
    taken: 2,
  });
  const open = await addClass(request, {
    name: `Ledig ${id}`,
    startsInDays: 3,
    startTime: '11:00',
    seats: 10,
    taken: 5,
  });
  const later = await addClass(request, {
    name: `Senere ${id}`,
    startsInDays: 4,
    startTime: '17:00',
    seats: 10,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  // The `week` date (the date picker puts it there) opens that day, not the week's Monday.
  await page.goto(`/schedule?week=${full.date}`);
  const strip = page.getByRole('group', { name: 'Vælg dag' });
  await expect(strip).toBeVisible();
  const chosen = strip.getByRole('button', { pressed: true });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(String(Number(full.date.slice(8))));
  // …and the list opens at that day, not at the top of the week.
  await expect(page.locator(`#day-${full.date}`)).toBeInViewport();
  const fullCard = page.getByRole('button', { name: new RegExp(`Fuld ${id}`) });
  await expect(fullCard).toContainText('Fuldt · venteliste åben');
  await expect(page.getByRole('button', { name: new RegExp(`Ledig ${id}`) })).toContainText(
    '5 ledige pladser',
  );
  expect(await noSideScroll(page)).toBe(true);
  await shoot(page, testInfo, 'day-strip-390');
  await expectNoA11yViolations(page, 'phone schedule with the day strip');

  // Another day of the strip brings that day's classes up.
  const next = strip.getByRole('button', {
    name: new RegExp(`^[^\\d]+${Number(later.date.slice(8))}\\.`),
  });
  await next.click();
  await expect(next).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`week=${later.date}`));
  // The list scrolls to that day, under the strip that stays at hand.
  await expect(page.getByRole('button', { name: new RegExp(`Senere ${id}`) })).toBeInViewport();
  await expect(strip).toBeInViewport();

  // The filters sit behind one button; opening it shows them.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/schedule?week=${open.date}`);
  await expect(strip).toBeVisible();
  const filters = page.getByRole('button', { name: /^Filtre/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await shoot(page, testInfo, 'filters-closed-320');
  await filters.click();
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await shoot(page, testInfo, 'filters-open-320');
  await expectNoA11yViolations(page, 'phone schedule with the filters open');

  // A chosen filter is counted on the button.
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('private');
  await expect(filters).toContainText('1');
  await expect(filters).toHaveAccessibleName(/1 filter valgt/);
});
