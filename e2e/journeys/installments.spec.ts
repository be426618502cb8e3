/**
 * Issue 14, done means 1 (installments): a customer starts the demo teacher training paid in 4
 * installments ("Pay in installments" in the event dialog → checkout → the built-in test
 * provider's page), pays the first and sees the plan; with the declining test card saved, the
 * installment job run as of the second installment's date (the fake clock, POST
 * /test/run-installments) marks the signup failed; Retry is declined; a good card is saved, the
 * failed installment is charged at once, the badge clears and the row reads paid. Danish at phone
 * width, English at desktop width; the test provider's pages speak the studio's language (Danish).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { logInNewCustomer } from '../support/login.ts';

/** Studio Nord's demo teacher training: 24,000 kr in 4 × 6,000 kr, the first at signup. */
const TRAINING = 'Yogalæreruddannelse 200 t';

const words = {
  da: {
    payInInstallments: 'Betal i rater',
    acceptTerms: 'Jeg accepterer handelsbetingelserne',
    proceed: 'Gå til betaling',
    thanks: 'Tak for din ordre',
    myEvents: 'Mine begivenheder',
    seeInstallments: 'Se rater',
    profileOnTrack: 'Ratebetaling følger planen',
    plan: 'Betalingsplan',
    atSignup: 'Ved tilmelding',
    paid: 'Betalt',
    upcoming: 'Kommende',
    receipt: 'Kvittering for rate 1',
    onTrack: 'Betalingerne følger planen',
    failed: 'Betaling mislykkedes',
    changeCard: 'Skift kort',
    cardUpdated: 'Din betalingsmetode er opdateret.',
    retry: 'Prøv betalingen igen',
    declined: 'Betalingen blev afvist',
    completed: 'Betalingen er gennemført',
    ok: 'OK',
  },
  en: {
    payInInstallments: 'Pay in installments',
    acceptTerms: 'I accept the terms and conditions',
    proceed: 'Proceed to payment',
    thanks: 'Thank you for your order',
    myEvents: 'My events',
    seeInstallments: 'See installments',
    profileOnTrack: 'Installments on track',
    plan: 'Payment plan',
    atSignup: 'At signup',
    paid: 'Paid',
    upcoming: 'Upcoming',
    receipt: 'Receipt for installment 1',
    onTrack: 'Payments on track',
    failed: 'Payment failed',
    changeCard: 'Change card',
    cardUpdated: 'Your payment method has been updated.',
    retry: 'Retry payment',
    declined: 'Payment declined',
    completed: 'Payment completed',
    ok: 'OK',
  },
};
type Lang = keyof typeof words;
const langOf = (projectName: string): Lang => (projectName === 'phone' ? 'da' : 'en');

/** The second installment's date of signup `id`, as the customer's own GET /event-signups. */
async function secondInstallmentDate(page: Page, id: number): Promise<string> {
  const token = await page.evaluate(
    () => localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken'),
  );
  const response = await page.request.get(
    `/event-signups?id=${id}&populate[]=installments&populate[]=event`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const [signup] = (await response.json()) as Array<{ installments: Array<{ date: string }> }>;
  const dates = signup!.installments.map((row) => row.date).sort();
  return dates[1]!;
}

/** On the test provider's save-card page: the good card (first) or the declining one. */
async function saveTestCard(page: Page, which: 'good' | 'declining') {
  await expect(page).toHaveURL(/\/payments\/test\/card\//);
  const buttons = page.getByRole('button', { name: 'Gem dette kort' });
  await (which === 'good' ? buttons.first() : buttons.nth(1)).click();
}

test('a 4-installment teacher training: first paid, a declined later one, a new card clears it', async ({
  page,
}, info) => {
  const lang = langOf(info.project.name);
  const w = words[lang];
  await logInNewCustomer(page, lang, { prefix: 'installments' });

  await page.goto('/events');
  await page.getByRole('article', { name: TRAINING }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: new RegExp(TRAINING) });
  await dialog.getByRole('button', { name: w.payInInstallments }).click();
  await page.getByText(w.acceptTerms).click();
  await page.getByRole('button', { name: w.proceed }).click();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\//);
  await page.getByRole('button', { name: /^Betal / }).click();

  await expect(page).toHaveURL(/\/my-profile/);
  const thanks = page.getByRole('dialog', { name: w.thanks });
  await thanks.getByRole('button', { name: w.ok }).click();
  const myEvents = page.getByRole('region', { name: w.myEvents });
  await expect(myEvents.getByText(TRAINING)).toBeVisible();
  await expect(myEvents.getByText(w.profileOnTrack)).toBeVisible();
  await expectNoA11yViolations(page, 'my profile with my events');
  await myEvents.getByRole('link', { name: w.seeInstallments }).click();

  await expect(page).toHaveURL(/\/event-signup-installments\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: TRAINING })).toBeVisible();
  await expect(page.getByText(w.onTrack)).toBeVisible();
  const rows = page.getByRole('table', { name: w.plan }).getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText(w.atSignup);
  await expect(rows.nth(1)).toContainText(w.paid);
  await expect(rows.nth(1)).toContainText('6.000,00 kr');
  await expect(rows.nth(1).getByRole('link', { name: w.receipt })).toBeVisible();
  for (const row of [2, 3, 4]) await expect(rows.nth(row)).toContainText(w.upcoming);
  await expect(page.getByRole('button', { name: w.retry })).toBeHidden();

  // The declining test card pays the next installment; the job runs on its date.
  await page.getByRole('button', { name: w.changeCard }).click();
  await saveTestCard(page, 'declining');
  await expect(page.getByText(w.cardUpdated)).toBeVisible();
  const run = await page.request.post('/test/run-installments', {
    data: { today: await secondInstallmentDate(page, id) },
  });
  expect(run.ok()).toBe(true);

  await page.reload();
  await expect(page.getByText(w.failed)).toBeVisible();
  await expectNoA11yViolations(page, 'installments screen, failed');
  await page.getByRole('button', { name: w.retry }).click();
  const declined = page.getByRole('alertdialog', { name: w.declined });
  await declined.getByRole('button', { name: w.ok }).click();
  await expect(page.getByText(w.failed)).toBeVisible();

  // A card that works: the failed installment is charged at once.
  await page.getByRole('button', { name: w.changeCard }).click();
  await saveTestCard(page, 'good');
  await expect(page.getByText(w.cardUpdated)).toBeVisible();
  const completed = page.getByRole('alertdialog', { name: w.completed });
  await completed.getByRole('button', { name: w.ok }).click();
  await expect(page.getByText(w.failed)).toBeHidden();
  await expect(page.getByText(w.onTrack)).toBeVisible();
  await expect(page.getByRole('button', { name: w.retry })).toBeHidden();
  await expect(rows.nth(2)).toContainText(w.paid);
  await expect(rows.nth(3)).toContainText(w.upcoming);
  await info.attach('installments', { body: await page.screenshot(), contentType: 'image/png' });
  await page.goto('/my-profile');
  await expect(myEvents.getByText(w.profileOnTrack)).toBeVisible();
  await expectNoA11yViolations(page, 'my profile with my events');
  await info.attach('my-events', { body: await myEvents.screenshot(), contentType: 'image/png' });
});
