/**
 * Logging in as a journey's customer: through the login form, the way a person does, so every
 * journey that needs a customer also proves the form works in its language.
 */
import { expect, type Page } from '@playwright/test';
import { addCustomer, unique, type CustomerOptions } from './studio.ts';
import { texts, type Language } from './texts.ts';

/** Fills and submits the login form and waits for My profile. The page's language is already set. */
export async function logIn(page: Page, lang: Language, email: string, password = 'Journey1') {
  const t = texts[lang];
  await page.goto('/login');
  await page.getByRole('textbox', { name: t.email }).fill(email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await page.getByRole('button', { name: t.logIn, exact: true }).click();
  await expect(page).toHaveURL(/\/my-profile/);
}

/**
 * Makes a fresh customer (`<prefix>-<unique>@example.test`, no class pass unless `classes` says
 * so; a membership or attended classes as the options say), sets the app's language and logs in.
 * Returns the e-mail.
 */
export async function logInNewCustomer(
  page: Page,
  lang: Language,
  options: { prefix: string } & Partial<Omit<CustomerOptions, 'email' | 'password'>>,
): Promise<string> {
  const email = `${options.prefix}-${unique()}@example.test`;
  const { prefix: _prefix, ...holds } = options;
  await addCustomer(page.request, { classes: 0, ...holds, email, password: 'Journey1' });
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  await logIn(page, lang, email);
  return email;
}
