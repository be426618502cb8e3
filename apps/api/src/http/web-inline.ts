/**
 * The app page in one round trip (issue 15): index.html as our server sends it carries the runtime
 * config and the studio's `GET /clients/current` answer (logo, settings, branches) as inline JSON
 * (`<script type="application/json" id="boot-data">`, data that no CSP runs), the studio's colours
 * on `<html>` so the Init spinner has them from the first paint, and the API requests the app asks
 * for first, started by the page itself (boot-requests.ts): the login status when a token is
 * stored and, on the schedule, the current week, exactly as the app asks for it. A studio that
 * nobody answers for, or an app pointed at another provider, gets the page as built (the config
 * only, for the latter).
 */
import type { FastifyInstance } from 'fastify';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { webRoutes } from '@studio/contract/web-routes';
import { createStudioCache } from '../platform/db/studio-cache.ts';
import { bootScript, loginStatusPath } from './boot-requests.ts';
import type { KeptBody } from './compression.ts';

/** What /config.json answers: the provider API root, the image host, no fixed studio. */
export const runtimeConfigOf = (apiRoot: string) => ({
  apiRoot,
  imageHost: `${apiRoot}/image-files`,
  clientId: null,
});

/** JSON safe inside a `<script>` element: `<`, `>`, `&` and the JS line separators escaped. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A colour the page may use as it is: hex, a colour name, or rgb()/hsl() with plain numbers. */
const safeColor = /^(#[0-9a-f]{3,8}|[a-z]{3,24}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\))$/i;

// One formatter for the process: making one costs more than a cached page's whole answer.
const copenhagenDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' });
/** Today's date in Copenhagen, `YYYY-MM-DD` (seed 000 §9). */
const copenhagenToday = (now = new Date()) => copenhagenDate.format(now);

/** Monday and Sunday (`YYYY-MM-DD`) of the ISO week containing `date`. */
function isoWeek(date: string): [string, string] {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  const monday = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() + 6);
  return [monday, day.toISOString().slice(0, 10)];
}

const populate = customerClassPopulate
  .map((key) => `populate[]=${encodeURIComponent(key)}`)
  .join('&');

/** The schedule's filter parameters: with any of them the page asks for another week or filter. */
const scheduleParams = ['week', 'sessionType', 'teacher', 'classType', 'branch'];

/**
 * The path and query of the current week as the schedule asks for it (features/schedule
 * get-week-classes, shared/api/client `toQueryString`), or null when the page is not the plain
 * schedule. The same for a visitor and a customer: the token tells who asks.
 */
function weekRequestUrl(path: string, search: URLSearchParams) {
  if (path !== '/schedule' || scheduleParams.some((key) => search.has(key))) return null;
  const [monday, sunday] = isoWeek(copenhagenToday());
  return `/classes?startDate=${monday}&endDate=${sunday}&sessionType=group&${populate}`;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface Inline {
  apiRoot: string;
  /** The studio the page request resolved to, when one did. */
  studioId?: number;
  url: string;
  /** The preload hints for a page name and language (web-hints.ts). */
  hints: (page: string | null, language: string) => string;
}

/** The app's language for a studio `locale` (as apps/web i18n `toLanguage`): da, en or nb. */
const languageOf = (locale: unknown) => {
  const short = String(locale ?? '')
    .slice(0, 2)
    .toLowerCase();
  if (short === 'no' || short === 'nn') return 'nb';
  return short === 'en' || short === 'nb' ? short : 'da';
};

/** Pages kept per process (studios × pages × weeks; ~10 KB each), and for how long (ms). */
const pageLimits = {
  maxEntries: 500,
  weigh: (page: KeptBody) => page.bytes.length,
  maxWeight: 16 * 1024 * 1024,
};
const PAGE_MS = 60_000;

/**
 * The app page for one request, `html` (index.html) with the boot data, colours and week preload
 * (`inlineIndex`), built once per studio, app page and week and kept with its compressed forms
 * (issue 27): the studio's data comes from the same tables as its schedule, so the page is dropped
 * with it (platform/db/studio-cache.ts), and after 60 s at most. Stops listening when the app
 * closes. A page without a studio is index.html as built.
 */
export async function inlinePages(app: FastifyInstance, html: string) {
  const cache = await createStudioCache(app.db, pageLimits);
  app.addHook('onClose', () => cache.stop());
  const type = 'text/html; charset=utf-8';
  const plain = app.keepBody(html, type);
  return (inline: Inline): Promise<KeptBody> => {
    const { studioId } = inline;
    if (studioId === undefined) return Promise.resolve(plain); // the app's "unknown studio"
    const [path = '', query = ''] = inline.url.split('?');
    const page = webRoutes.find((route) => `/${route.path}` === path)?.page ?? null;
    const week = weekRequestUrl(path, new URLSearchParams(query));
    return cache.getOrBuild(studioId, JSON.stringify([page, week]), async () => ({
      value: app.keepBody(await inlineIndex(app, html, { ...inline, studioId, page, week }), type),
      expiresAt: Date.now() + PAGE_MS,
    }));
  };
}

/** index.html with the boot data, colours and week preload for one studio, page and week. */
async function inlineIndex(
  app: FastifyInstance,
  html: string,
  inline: Inline & { studioId: number; page: string | null; week: string | null },
) {
  const { apiRoot, studioId, page: pageName, week } = inline;
  const boot: Record<string, unknown> = { config: runtimeConfigOf(apiRoot) };
  let head = '';
  let htmlStyle = '';
  // Only when this server is the app's API: another provider's studio is not ours to answer for.
  if (apiRoot === '') {
    const answer = await app.inject({
      url: '/clients/current?populate[]=logo&populate[]=settings&populate[]=branches',
      headers: { 'x-yogo-client-id': String(studioId), 'x-yogo-request-context': 'frontend' },
    });
    if (answer.statusCode === 200) {
      const client = answer.json<{ settings?: Record<string, unknown> }>();
      boot.client = client;
      const colors = [
        ['--color-primary', client.settings?.theme_primary_color],
        ['--color-background', client.settings?.theme_background_color],
      ].filter(([, value]) => typeof value === 'string' && safeColor.test(value.trim()));
      htmlStyle = colors.map(([name, value]) => `${name}:${String(value).trim()}`).join(';');
      head += inline.hints(pageName, languageOf(client.settings?.locale));
      boot.requests = week ? [loginStatusPath, week] : [loginStatusPath];
    }
  }
  // First in <head>: a script after a stylesheet would wait for it before starting the requests.
  const start =
    `<script type="application/json" id="boot-data">${scriptJson(boot)}</script>` +
    (boot.requests ? `<script>${bootScript}</script>` : '');
  // Replacer functions: a `$` in a studio's texts is never read as a replacement pattern.
  let page = html
    .replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i, (opening) => `${opening}${start}`)
    .replace('</head>', () => `${head}</head>`);
  if (htmlStyle)
    page = page.replace(
      /<html([^>]*)>/,
      (_, rest: string) => `<html${rest} style="${attribute(htmlStyle)}">`,
    );
  return page;
}
