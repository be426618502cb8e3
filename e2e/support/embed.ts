/**
 * The product inside a studio's page (issue 13): the demo page our server serves on 127.0.0.1
 * frames the app from localhost, another site, so the frame is third-party. Helpers to reach into
 * that frame the way a customer uses it, to measure it, and to ask what its storage does.
 */
import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { mondayOf, type MadeClass } from './studio.ts';
import { texts } from './texts.ts';

/** The demo page's address on 127.0.0.1 for the app at `baseURL` (http://localhost:<port>). */
export function demoUrl(baseURL: string, clientId = 1): string {
  const url = new URL(baseURL);
  url.hostname = '127.0.0.1';
  url.pathname = '/embed-demo';
  url.search = `?clientId=${clientId}`;
  return url.href;
}

/** The embedded product: the iframe element on the studio's page and what is inside it. */
export interface Embed {
  iframe: Locator;
  app: FrameLocator;
  /** The frame itself, for evaluating inside it. */
  frame: () => Promise<Frame>;
}

export function embedOn(page: Page): Embed {
  const iframe = page.locator('iframe[title="Booking"]');
  return {
    iframe,
    app: iframe.contentFrame(),
    frame: async () => {
      const frame = await (await iframe.elementHandle())?.contentFrame();
      if (!frame) throw new Error('the demo page has no booking frame');
      return frame;
    },
  };
}

/** What reading `localStorage` inside the frame does: `ok`, or the error's name. */
export async function storageInFrame(embed: Embed): Promise<string> {
  return (await embed.frame()).evaluate(() => {
    try {
      localStorage.setItem('probe', '1');
      return localStorage.getItem('probe') === '1' ? 'ok' : 'lost';
    } catch (error) {
      return (error as Error).name;
    }
  });
}

/** The iframe's height on the studio's page, and the height its content needs, in px. */
export async function heights(embed: Embed): Promise<{ frame: number; content: number }> {
  const box = await embed.iframe.boundingBox();
  const content = await (
    await embed.frame()
  ).evaluate(() => {
    const root = document.getElementById('root')!.getBoundingClientRect().bottom + window.scrollY;
    const dialogs = [...document.querySelectorAll<HTMLElement>('.dialog-modal')];
    return Math.max(root, ...dialogs.map((dialog) => dialog.scrollHeight + 32));
  });
  return { frame: box?.height ?? 0, content: Math.ceil(content) };
}

/** Waits until the frame is as tall as its content (auto-height; no scrollbar inside it). */
export async function expectFrameFitsContent(embed: Embed): Promise<number> {
  await expect
    .poll(async () => {
      const { frame, content } = await heights(embed);
      return Math.abs(frame - content) <= 2 ? 'fits' : `frame ${frame}, content ${content}`;
    })
    .toBe('fits');
  return (await heights(embed)).frame;
}

/**
 * Presses `target` inside the cross-site frame. Chromium routes a synthetic pointer click into an
 * out-of-process frame by its compositor's hit-test data, and there a click was now and then
 * dropped on the way (3 of ~70 runs on the phone project, later once on the desktop, with the
 * frame and the page at rest; the target saw no pointer event): a browser-automation effect
 * outside the product. So every press in the frame (menu, links, class cards, buttons) gets the
 * activation a keyboard or assistive tool gives it, once the target is visible and enabled; on a
 * page of our own the press is a real click.
 */
export async function pressInFrame(app: FrameLocator | Page, target: Locator) {
  if (!('owner' in app)) return target.click();
  await expect(target).toBeVisible();
  await expect(target).toBeEnabled();
  await target.dispatchEvent('click');
}

/** Opens the header's menu on a phone, where it hides behind a Menu button. */
async function openMenu(app: FrameLocator | Page) {
  const toggle = app.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await pressInFrame(app, toggle);
}

/** Logs in through the header's link and the login form, in Danish; waits for My profile. */
export async function logInInside(app: FrameLocator, email: string, password = 'Journey1') {
  const t = texts.da;
  await openMenu(app);
  await pressInFrame(app, app.getByRole('link', { name: t.logIn }));
  await app.getByRole('textbox', { name: t.email }).fill(email);
  await app.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await pressInFrame(app, app.getByRole('button', { name: t.logIn, exact: true }));
  await expect(app.getByRole('heading', { level: 1, name: /Journey/ })).toBeVisible();
}

/** Goes to the schedule through the menu and on to the class's week. */
export async function openScheduleAt(app: FrameLocator | Page, cls: MadeClass) {
  await openMenu(app);
  await pressInFrame(app, app.getByRole('link', { name: texts.da.schedule, exact: true }));
  await toClassWeek(app, cls);
}

/** On the schedule (this week), steps on to the class's week (it may be next week's). */
export async function toClassWeek(app: FrameLocator | Page, cls: MadeClass) {
  await expect(app.getByRole('heading', { name: texts.da.schedule })).toBeVisible();
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Copenhagen' });
  if (mondayOf(today) !== cls.monday)
    await pressInFrame(app, app.getByRole('button', { name: 'Næste uge' }));
  await expect(app.getByRole('button', { name: new RegExp(cls.name) })).toBeVisible();
}

/** Opens the class, books one seat, and sees it booked on the schedule. */
export async function bookOneSeat(
  app: FrameLocator | Page,
  cls: MadeClass,
  whileOpen?: () => Promise<void>,
) {
  await pressInFrame(app, app.getByRole('button', { name: new RegExp(cls.name) }));
  const dialog = app.getByRole('dialog', { name: new RegExp(cls.name) });
  await expect(dialog).toBeVisible();
  await whileOpen?.();
  await pressInFrame(app, dialog.getByRole('button', { name: /^Tilmeld( 1 plads)?$/ }));
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('button', { name: new RegExp(cls.name) })).toContainText(
    'Du er tilmeldt',
  );
}
