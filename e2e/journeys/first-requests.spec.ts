/**
 * Issue 15, a schedule in one round trip: the page our server sends starts the login status (with
 * a stored token) and the current week itself, and the app takes those answers instead of asking
 * again. A returning customer's and a visitor's schedule each ask for them once.
 */
import { expect, test, type Page } from '@playwright/test';
import { addClass, addCustomer, unique } from '../support/studio.ts';
import { expectNoA11yViolations } from '../support/axe.ts';

/** Counts the page's GET requests for the login status and for a week of classes. */
function countFirstRequests(page: Page) {
  const counts = { loginStatus: 0, week: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET') return;
    if (url.pathname === '/get-login-status') counts.loginStatus++;
    if (url.pathname === '/classes' && url.searchParams.has('startDate')) counts.week++;
  });
  return counts;
}

test('a returning customer’s schedule asks for the login status and the week once each', async ({
  page,
  request,
}) => {
  const email = `returning-${unique()}@example.test`;
  await addCustomer(request, { email, password: 'Journey1', classes: 5 });
  const login = await request.post('/login', {
    headers: { 'X-Yogo-Client-ID': '1', 'X-Yogo-Request-Context': 'frontend' },
    data: { email, password: 'Journey1' },
  });
  const { token } = (await login.json()) as { token: string };
  // Early today: always in the current week, the one the page starts.
  const cls = await addClass(request, {
    name: `Early ${unique()}`,
    startsInDays: 0,
    startTime: '00:15',
    seats: 5,
  });
  await page.addInitScript((stored) => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('accessToken', stored);
  }, token);
  const counts = countFirstRequests(page);
  await page.goto('/schedule');
  await expect(page.getByRole('button', { name: new RegExp(cls.name) })).toBeVisible();
  await expectNoA11yViolations(page, 'schedule of a returning customer');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
  expect(counts).toEqual({ loginStatus: 1, week: 1 });
});

test('a visitor’s schedule asks for the week once and for no login status', async ({
  page,
  request,
}) => {
  const cls = await addClass(request, {
    name: `Early ${unique()}`,
    startsInDays: 0,
    startTime: '00:15',
    seats: 5,
  });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const counts = countFirstRequests(page);
  await page.goto('/schedule');
  await expect(page.getByRole('button', { name: new RegExp(cls.name) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(counts).toEqual({ loginStatus: 0, week: 1 });
});
