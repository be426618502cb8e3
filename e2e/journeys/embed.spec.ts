/**
 * Issue 13, done-means 2: the product inside a studio's page. The demo page on 127.0.0.1 embeds
 * the app from localhost (another site) with the one-line snippet; a customer logs in and books
 * inside the frame, the frame's height follows its content, and the Close button reaches the
 * studio's page. Chromium's default context here denies a third-party frame its storage (reading
 * `localStorage` throws), which the journey checks first; a second run allows it (partitioned).
 * A page on an origin the studio does not list is refused by `frame-ancestors`, and the journey in
 * mobile-app mode shows no header. Screenshots go to <output>/embed/.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  bookOneSeat,
  demoUrl,
  embedOn,
  expectFrameFitsContent,
  heights,
  logInInside,
  openScheduleAt,
  storageInFrame,
  pressInFrame,
  toClassWeek,
} from '../support/embed.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { addClass, addCustomer, unique } from '../support/studio.ts';

/**
 * A screenshot of the studio's page: `whole` grows the window to the page's height first (a
 * full-page capture leaves a cross-site frame partly unpainted), else what the visitor sees.
 */
async function shot(page: Page, testInfo: TestInfo, name: string, whole = true) {
  const path = `${testInfo.project.outputDir}/embed/${testInfo.project.name}-${name}.png`;
  const size = page.viewportSize();
  if (!whole || !size) return void (await page.screenshot({ path }));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.min(height, 2400) });
  await page.screenshot({ path });
  await page.setViewportSize(size);
}

/** The named options of `use`, for a context this test launches itself. */
function pick<T extends object, K extends keyof T>(use: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, use[key]])) as Pick<T, K>;
}

/** A class and a customer with a class pass of their own. */
async function journeyData(request: Parameters<typeof addClass>[0], prefix: string) {
  const id = unique();
  const cls = await addClass(request, {
    name: `${prefix} ${id}`,
    startsInDays: 1,
    startTime: '09:15',
    seats: 8,
  });
  const email = `${prefix.toLowerCase()}-${id}@example.test`;
  await addCustomer(request, { email, password: 'Journey1', classes: 10 });
  return { cls, email };
}

/** The whole journey on the demo page that `page` shows. */
async function bookInsideTheFrame(
  page: Page,
  testInfo: TestInfo,
  data: Awaited<ReturnType<typeof journeyData>>,
  label: string,
) {
  const embed = embedOn(page);
  await expect(embed.app.getByRole('heading', { name: 'Skema' })).toBeVisible();
  await expectFrameFitsContent(embed);
  await shot(page, testInfo, `${label}-schedule`);

  await logInInside(embed.app, data.email);
  const profileHeight = await expectFrameFitsContent(embed);

  await openScheduleAt(embed.app, data.cls);
  const scheduleHeight = await expectFrameFitsContent(embed);
  expect(scheduleHeight).not.toBe(profileHeight);

  await bookOneSeat(embed.app, data.cls, async () => {
    // The open dialog fits in the frame, with no scrollbar inside it, and opens where the visitor
    // is looking on the studio's page, not in the middle of the (taller) frame.
    await expect
      .poll(async () => {
        const { frame, content } = await heights(embed);
        return frame >= content - 2;
      })
      .toBe(true);
    const dialog = embed.app.getByRole('dialog');
    const window = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return !!box && box.y >= 0 && box.y + box.height <= window.height;
      })
      .toBe(true);
    await shot(page, testInfo, `${label}-dialog`, false);
  });
  await shot(page, testInfo, `${label}-booked`);
  await expectNoA11yViolations(page, `studio page with the booking frame (${label})`);

  // The Close button tells the studio's page, which shows it.
  await pressInFrame(embed.app, embed.app.getByRole('banner').getByRole('button', { name: 'Luk' }));
  await expect(page.getByRole('status')).toHaveText('Bookingen bad om at blive lukket (1)');
}

test('with third-party storage denied, a customer books inside the studio page', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const data = await journeyData(request, 'Framed');
  await page.goto(demoUrl(baseURL!));
  const embed = embedOn(page);
  await expect(embed.app.getByRole('heading', { name: 'Skema' })).toBeVisible();
  expect(await storageInFrame(embed)).toBe('SecurityError');
  await bookInsideTheFrame(page, testInfo, data, 'denied');
});

test('where the browser allows third-party storage (partitioned), the same journey works', async ({
  request,
  baseURL,
}, testInfo) => {
  // A profile that allows third-party cookies: Chromium then gives the frame partitioned storage.
  const profile = mkdtempSync(join(tmpdir(), 'embed-profile-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    ...pick(testInfo.project.use, [
      'viewport',
      'deviceScaleFactor',
      'isMobile',
      'hasTouch',
      'userAgent',
      'timezoneId',
      'baseURL',
    ]),
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const data = await journeyData(request, 'Partitioned');
    await page.goto(demoUrl(baseURL!));
    const embed = embedOn(page);
    await expect(embed.app.getByRole('heading', { name: 'Skema' })).toBeVisible();
    expect(await storageInFrame(embed)).toBe('ok');
    await bookInsideTheFrame(page, testInfo, data, 'partitioned');
    // The session sits in the frame's own (partitioned) session storage (no remember-me).
    expect(
      await (await embed.frame()).evaluate(() => sessionStorage.getItem('accessToken')),
    ).toBeTruthy();
  } finally {
    await context.close();
  }
});

test('a page on an origin the studio does not list cannot frame the product', async ({
  page,
  request,
  baseURL,
}) => {
  const csp =
    (await request.get('/schedule?clientId=1', { headers: { accept: 'text/html' } })).headers()[
      'content-security-policy'
    ] ?? '';
  const ancestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
  expect(ancestors).toEqual(expect.arrayContaining(["'self'", 'http://127.0.0.1:*']));
  expect(ancestors.some((source) => source.includes('127.0.0.2'))).toBe(false);

  // The demo page on 127.0.0.2: a loopback origin that Studio Nord does not list.
  const elsewhere = new URL(demoUrl(baseURL!));
  elsewhere.hostname = '127.0.0.2';
  await page.goto(elsewhere.href);
  const embed = embedOn(page);
  await expect(embed.iframe).toBeAttached();
  await expect.poll(async () => (await embed.frame()).url()).toMatch(/^chrome-error:/);
  await expect(embed.app.getByRole('heading', { name: 'Skema' })).toHaveCount(0);
});

test('in mobile-app mode the app waits for the token, then books with no header', async ({
  page,
  request,
}, testInfo) => {
  const data = await journeyData(request, 'App');
  await page.goto(`/schedule?mobileAppMode=1`);
  // The studio's app logged the customer in itself and hands the token over (design, issue 13).
  const login = await request.post('/login', {
    data: { email: data.email, password: 'Journey1' },
    headers: { 'X-Yogo-Request-Context': 'frontend' },
  });
  const { token } = (await login.json()) as { token: string };
  await page.evaluate(
    (token) => window.postMessage({ type: 'studio-booking:token', token }, location.origin),
    token,
  );
  await expect(page.getByRole('heading', { name: 'Skema' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await toClassWeek(page, data.cls);
  await bookOneSeat(page, data.cls);
  await page.screenshot({
    path: `${testInfo.project.outputDir}/embed/${testInfo.project.name}-mobile-app.png`,
  });
});
