/**
 * Issue 15 Done means 2 for the screens no buying or booking journey passes through: the "coming
 * later" page and the page of a studio nobody answers for (a page that does not exist shows "Page
 * not found" in the shell, which rough-edges-screens.spec.ts checks). axe finds no
 * serious or critical violation on them, in Danish at phone width and English at desktop width,
 * and each says what it is in its main heading.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';

test('the coming-later and unknown-studio pages pass axe', async ({ page }, testInfo) => {
  const lang = testInfo.project.name === 'phone' ? 'da' : 'en';
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  const heading = {
    da: {
      later: 'Handelsbetingelser',
      notFound: 'Siden findes ikke',
      noStudio: 'Studiet blev ikke fundet',
    },
    en: { later: 'Terms and conditions', noStudio: 'Studio not found' },
  }[lang];
  // The unknown studio last: the tab remembers a `clientId` from the address.
  for (const [label, path, name] of [
    ['coming later', '/terms', heading.later],
    ['unknown studio', '/schedule?clientId=99999', heading.noStudio],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoA11yViolations(page, `${label} (${lang})`);
  }
});
