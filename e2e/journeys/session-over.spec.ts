/**
 * Seed 000 §8: a 401 or 403 outside login clears the stored token and goes to Login. Here the
 * stored login is another studio's (CONTRACT §1.4 "Token is not valid for this client"): the
 * customer opening the schedule lands on this studio's own Login page, never on an error page.
 */
import { expect, test } from '@playwright/test';
import { texts } from '../support/texts.ts';
import { expectNoA11yViolations } from '../support/axe.ts';

test('a login remembered for another studio ends at this studio’s Login', async ({
  page,
  request,
}, testInfo) => {
  const lang = testInfo.project.name === 'phone' ? 'da' : 'en';
  // A token of studio 2, as a browser that used Fjord Pilates on this host would keep it.
  const login = await request.post('/login', {
    headers: { 'X-Yogo-Client-ID': '2', 'X-Yogo-Request-Context': 'frontend' },
    data: { email: 'olivia@fjordpilates.dk', password: 'Reformer10' },
  });
  const { token } = (await login.json()) as { token: string };
  expect(token).toBeTruthy();
  await page.addInitScript(
    ({ language, stored }) => {
      localStorage.setItem('language', language);
      if (!sessionStorage.getItem('seen')) localStorage.setItem('accessToken', stored);
      sessionStorage.setItem('seen', '1');
    },
    { language: lang, stored: token },
  );
  await page.goto('/schedule');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].logIn })).toBeVisible();
  await expect(page.getByRole('link', { name: /Studio Nord/ }).first()).toBeVisible();
  await expectNoA11yViolations(page, 'Login after a session for another studio');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
