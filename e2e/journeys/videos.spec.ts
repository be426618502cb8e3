/**
 * Issue 25, "Done means" (video part; seed 001 §2 "Video library", "Video player page"; CONTRACT
 * §13): a member searches the library, filters it, plays a video to its third second and marks it
 * a favourite, which is still there after a reload; a visitor who presses play on a paid video
 * gets the no-access dialog and lands on Prices (the media itself is refused to them: API tests in
 * apps/api/src/library/video-media). Danish at phone width, English at desktop width (the project
 * decides). The demo studio's videos are in Danish in both (the studio's own words).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { logInNewCustomer } from '../support/login.ts';

const copy = {
  da: {
    search: 'Søg i videoer',
    length: 'Varighed',
    notNow: 'Ikke nu',
    clearAll: 'Ryd alle',
    favorite: (name: string) => `Favorit: ${name}`,
    play: (name: string) => `Afspil ${name}`,
    noAccess: 'Ingen adgang',
    seePrices: 'Se priser',
    prices: /Priser/,
  },
  en: {
    search: 'Search videos',
    length: 'Length',
    notNow: 'Not now',
    clearAll: 'Clear all',
    favorite: (name: string) => `Favourite: ${name}`,
    play: (name: string) => `Play ${name}`,
    noAccess: 'No access',
    seePrices: 'See prices',
    prices: /Prices/,
  },
};

const langOf = (projectName: string) => (projectName === 'phone' ? 'da' : 'en');

/** Demo studio 1's videos (apps/api/src/demo/video-texts.ts). */
const yin = 'Yin for hofterne';
const morning = 'Morgenflow for begyndere';
const vinyasa = 'Vinyasa: styrke og balance';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** A card's picture-and-name button ("Length 00:16 <name>"), not its heart. */
const openButton = (page: Page, name: string, length: string) =>
  card(page, name).getByRole('button', { name: new RegExp(`^${length} \\d\\d:\\d\\d ${name}$`) });

/** Seconds the open player has played. */
const playedSeconds = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('video')
    .evaluate((video: HTMLVideoElement) => video.currentTime);

test('a member searches, filters, plays a video to its third second and keeps it as a favourite', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const lang = langOf(testInfo.project.name);
  const t = copy[lang];
  await logInNewCustomer(page, lang, {
    prefix: 'video',
    membership: { card: 'good', paidUntilInDays: 30 },
  });
  await page.goto('/video-extended');
  // A member whose membership opens every video is asked what they like, once.
  await page.getByRole('button', { name: t.notNow }).click();
  await expect(card(page, vinyasa)).toBeVisible();

  // Search: three letters of a tag find the video that carries it.
  await page.getByRole('searchbox', { name: t.search }).fill('hof');
  await expect(card(page, yin)).toBeVisible();
  await expect(card(page, vinyasa)).toBeHidden();
  await page.getByRole('searchbox', { name: t.search }).fill('');
  await expect(card(page, vinyasa)).toBeVisible();

  // Filter: the level dropdown's "Begynder" keeps the beginners' videos, with a chip.
  await page.getByRole('button', { name: 'Niveau' }).click();
  await page.getByRole('checkbox', { name: 'Begynder' }).check();
  await expect(card(page, morning)).toBeVisible();
  await expect(card(page, vinyasa)).toBeHidden();
  await expectNoA11yViolations(page, 'video library, filtered');
  await page.getByRole('button', { name: t.clearAll }).click();
  await expect(card(page, vinyasa)).toBeVisible();

  // Play: the modal's player runs past its third second.
  await openButton(page, yin, t.length).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: yin })).toBeVisible();
  const video = modal.locator('video');
  await expect(video).toBeVisible();
  // It starts by itself: the tap that opened it lets it play with sound.
  await expect.poll(() => playedSeconds(page), { timeout: 30_000 }).toBeGreaterThan(3);
  await expectNoA11yViolations(page, 'video modal, playing');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Favourite: the heart stays pressed after a reload.
  const heart = card(page, yin).getByRole('button', { name: t.favorite(yin) });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  const notNow = page.getByRole('button', { name: t.notNow });
  if (await notNow.isVisible()) await notNow.click();
  await expect(card(page, yin).getByRole('button', { name: t.favorite(yin) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a visitor pressing play on a paid video is offered the prices', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const t = copy[lang];
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  await page.goto('/video-extended');
  await openButton(page, yin, t.length).click();
  const modal = page.getByRole('dialog');
  await expect(modal.locator('video')).toHaveCount(0);
  await modal.getByRole('button', { name: t.play(yin) }).click();
  const refusal = page.getByRole('alertdialog', { name: t.noAccess });
  await expect(refusal).toBeVisible();
  await expectNoA11yViolations(page, 'video no-access dialog');
  await refusal.getByRole('button', { name: t.seePrices }).click();
  await expect(page).toHaveURL(/\/prices/);
  await expect(page.getByRole('heading', { level: 1, name: t.prices })).toBeVisible();
});
