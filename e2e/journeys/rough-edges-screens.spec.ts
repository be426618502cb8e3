/**
 * Issue 26 items 1, 5 and 7 (the screens' rough edges), Danish at phone width and English at
 * desktop width, with one Norwegian check:
 * - where a visitor lands at the studio's root address: Login (Studio Nord, the default), the
 *   schedule (Fjord Pilates, `frontend_visitor_start_page: schedule`);
 * - server texts in the page's language: the login welcome and the class dialog's seat line in
 *   English and Norwegian at a Danish studio, the stop warning in English;
 * - "1 klasse" not "1 klasser"; an unknown path's designed page in the shell; links in the
 *   studio's colour; a new customer's profile without an empty chart, My classes and Upcoming
 *   classes told apart; focus on the heading after login and on the status after a stop.
 * Screenshots go to the run's output dir (rough-edges-*.png).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { logIn, logInNewCustomer } from '../support/login.ts';
import { addClass, addCustomer, unique } from '../support/studio.ts';

const words = {
  da: {
    logIn: 'Log ind',
    welcome: 'Velkommen til Studio Nord',
    notFound: 'Siden findes ikke',
    toSchedule: 'Gå til skemaet',
    toStart: 'Gå til forsiden',
    freeTrial: '1 klasse, gyldig i 14 dage',
    greeting: /^Hej /,
    myActivity: 'Min aktivitet',
    noActivity: /Du har ikke været til nogen klasser endnu/,
    myClassesIntro: 'Hold, du har booket, og dine pladser på venteliste og livestreams.',
    upcomingIntro: 'Studiets næste hold, som du ikke har booket endnu.',
    seeSchedule: 'Se skemaet',
    seats: '4/14 (livestream åben)',
    stop: 'Stop medlemskab',
    stopWarning: /^Dit medlemskab stopper, og sidste dag er/,
    stopped: /Dit medlemskab er stoppet\. Din sidste dag er/,
  },
  en: {
    logIn: 'Log in',
    welcome: 'Welcome to Studio Nord',
    notFound: 'Page not found',
    toSchedule: 'Go to the schedule',
    toStart: 'Go to the start page',
    freeTrial: '1 class, valid for 14 days',
    greeting: /^Hi /,
    myActivity: 'My activity',
    noActivity: /No classes attended yet/,
    myClassesIntro: 'Classes you have booked, with your waiting-list places and livestreams.',
    upcomingIntro: "The studio's next classes that you have not booked yet.",
    seeSchedule: 'See the schedule',
    seats: '4/14 (livestream open)',
    stop: 'Stop membership',
    stopWarning:
      /^Your membership stops at the end of the notice period\. Payments due before then/,
    stopped: /Your membership is stopped\. Your last day is/,
  },
};
type Lang = keyof typeof words;
const langOf = (info: TestInfo): Lang => (info.project.name === 'phone' ? 'da' : 'en');

/** A full-page screenshot, on the phone at 390 px (the width the issue was seen at). */
async function shoot(page: Page, info: TestInfo, name: string) {
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath(`rough-edges-${name}.png`), fullPage: true });
}

test('a visitor lands on Login, or on the schedule where the studio chose it', async ({
  page,
}, info) => {
  const w = words[langOf(info)];
  await page.addInitScript((language) => localStorage.setItem('language', language), langOf(info));
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: w.logIn })).toBeVisible();
  // The studio's default welcome, in the page's language (Studio Nord's locale is Danish).
  await expect(page.getByText(w.welcome)).toBeVisible();
  await shoot(page, info, 'login');

  // Fjord Pilates (studio 2) lands visitors on the schedule.
  await page.goto('/?clientId=2');
  await expect(page).toHaveURL(/\/schedule/);
  await expect(page.getByRole('heading', { level: 1, name: w.logIn })).toBeHidden();
});

test('an unknown path shows a designed page in the shell, with ways back', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Not Found', { exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: w.toStart })).toHaveAttribute('href', '/');
  await expectNoA11yViolations(page, `not found (${lang})`);
  await shoot(page, info, 'not-found');
  await page.getByRole('link', { name: w.toSchedule }).click();
  await expect(page).toHaveURL(/\/schedule/);
});

test('a class pass of one class says so in the singular', async ({ page }, info) => {
  const lang = langOf(info);
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  await page.goto('/prices');
  await page.getByRole('combobox').first().selectOption({ label: 'Klippekort' });
  await expect(page.getByText(words[lang].freeTrial)).toBeVisible();
  await expect(page.getByText(/\b1 (klasser|classes)\b/)).toHaveCount(0);
});

test('a new customer: heading focused after login, a friendly activity card, two class lists told apart, studio-coloured links', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  await logInNewCustomer(page, lang, { prefix: 'rough' });
  const heading = page.getByRole('heading', { level: 1, name: w.greeting });
  await expect(heading).toBeFocused();

  const activity = page.getByRole('region', { name: w.myActivity });
  await expect(activity.getByText(w.noActivity)).toBeVisible();
  await expect(activity.getByRole('img')).toHaveCount(0);
  await expect(page.getByText(w.myClassesIntro)).toBeVisible();
  await expect(page.getByText(w.upcomingIntro)).toBeVisible();
  await expect(
    page.locator('.upcoming-classes').getByRole('link', { name: w.seeSchedule }),
  ).toBeVisible();

  // One link style: the studio's primary colour (Studio Nord #1f4e5f), underlined.
  const link = page.locator('.upcoming-classes').getByRole('link', { name: w.seeSchedule });
  await expect(link).toHaveCSS('color', 'rgb(31, 78, 95)');
  await expect(link).toHaveCSS('text-decoration-line', 'underline');
  await expectNoA11yViolations(page, `new customer's profile (${lang})`);
  await shoot(page, info, 'profile');
});

test('seat texts follow the page: Danish, English and Norwegian at a Danish studio', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const cls = await addClass(page.request, {
    name: `Stream ${unique()}`,
    startsInDays: 2,
    startTime: '19:00',
    seats: 14,
    taken: 4,
    livestream: true,
  });
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  await page.goto(`/schedule?week=${cls.monday}&class=${cls.id}`);
  const dialog = page.getByRole('dialog', { name: new RegExp(cls.name) });
  await expect(dialog.getByText(words[lang].seats, { exact: true })).toBeVisible();
  await shoot(page, info, 'class-dialog');

  // Norwegian: the page's own words, not the Danish server text.
  await page.addInitScript(() => localStorage.setItem('language', 'nb'));
  await page.goto(`/schedule?week=${cls.monday}&class=${cls.id}`);
  await expect(dialog.getByText('4/14 (livestream åpen)', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/åben/)).toHaveCount(0);
  await shoot(page, info, 'class-dialog-nb');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
  await expect(page.getByText('Velkommen til Studio Nord')).toBeVisible();
  await shoot(page, info, 'login-nb');
});

test('stopping a membership: the warning in the page’s language, then focus on the status', async ({
  page,
}, info) => {
  const lang = langOf(info);
  const w = words[lang];
  const email = `stopper-${unique()}@example.test`;
  await addCustomer(page.request, {
    classes: 0,
    email,
    password: 'Journey1',
    membership: { card: 'good', paidUntilInDays: 20 },
  });
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  await logIn(page, lang, email);
  await page.locator('a[href^="/membership/"]').first().click();
  await expect(page).toHaveURL(/\/membership\/\d+$/);

  await page.getByRole('button', { name: w.stop }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(w.stopWarning)).toBeVisible();
  await shoot(page, info, 'stop-warning');
  await confirm.getByRole('button', { name: w.stop }).click();
  await expect(confirm).toBeHidden();
  const status = page.locator('#membership-status');
  await expect(status).toContainText(w.stopped);
  await expect(status).toBeFocused();
});
