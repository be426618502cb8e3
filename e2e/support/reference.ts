/**
 * The `reference` project's journeys (playwright.config.ts): the server runs in its reference mode
 * (REFERENCE_MODE=1, apps/api/src/http/reference-mode.ts) and the app calls it from another origin
 * (the page on `localhost`, the API on `127.0.0.1`), so every call goes through CORS as it would
 * against another provider.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Points the page's app at the API on the other host name, in English, and collects the console
 * errors and failed requests. @returns the collected problems (read them at the end).
 */
export async function useReferenceApi(page: Page, baseURL: string | undefined) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('requestfailed', (failed) =>
    problems.push(`${failed.url()}: ${failed.failure()?.errorText}`),
  );
  const apiRoot = (baseURL ?? '').replace('localhost', '127.0.0.1');
  const studio = (await (await page.request.get('/clients/current')).json()) as { id: number };
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiRoot, imageHost: `${apiRoot}/image-files`, clientId: studio.id } }),
  );
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  return problems;
}

/** The problems that are CORS refusals: a header or method another provider would not allow. */
export const corsProblems = (problems: string[]) =>
  problems.filter((text) => /CORS|Access-Control|net::ERR_FAILED/i.test(text));

/** Text nodes that are only a digit 0 or 1: `{flag && …}` with a 0/1 boolean (CONTRACT §1.10). */
export const strayDigits = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      // A figure in a data table (My activity's months) and the cart icon's item count are counts,
      // and the day strip's date of the 1st of a month is a date: none is a 0/1 boolean.
      if (node.parentElement?.closest('td, .day-strip-date, .cart-count')) continue;
      if (text === '0' || text === '1') found.push(text);
    }
    return found;
  });

/** The root error page the app shows when a page breaks (shared i18n `error_title`). */
export const somethingWentWrong = 'Something went wrong';

/**
 * A paid order, made as the customer would through the provider API: the class pass type named
 * `passName` into the cart, checkout with the built-in test provider, Pay on its page.
 * @returns the order's id
 */
export async function buyClassPass(
  request: APIRequestContext,
  customer: { email: string; password: string },
  passName: string,
): Promise<number> {
  const login = await request.post('/login', { data: customer });
  const { user, token } = (await login.json()) as { user: { id: number }; token: string };
  const headers = { authorization: `Bearer ${token}` };
  const types = (await (await request.get('/class-pass-types')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const pass = types.find((type) => type.name === passName);
  if (!pass) throw new Error(`no class pass type ${passName}`);
  const added = await request.post('/cart-items', {
    headers,
    data: { item_type: 'class_pass_type', item_id: pass.id, user: user.id, destroyOthers: 1 },
  });
  expect(added.ok()).toBe(true);
  const checkout = await request.post('/payments/test/create-order-and-matching-session-type', {
    headers,
    data: { success_url: 'http://localhost/done/{orderId}', cancel_url: 'http://localhost/' },
  });
  const session = (await checkout.json()) as { order: { id: number }; url: string };
  const page = new URL(session.url);
  const paid = await request.post(`${page.pathname}/pay${page.search}`, {
    form: { card: '4242' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return session.order.id;
}
