/**
 * Issue 11, done means 1 (second slice): a membership with a registration fee and a campaign at a
 * studio that renews on the 1st (the total shown follows the proration rule), a cancelled payment
 * that leaves nothing behind, a gift card bought by a visitor and half of it spent by a customer,
 * and the receipt PDF, read as text. Danish at phone width, English at desktop width; the test
 * provider's page speaks the studio's language (Danish).
 */
import { expect, test, type Page } from '@playwright/test';
import { logInNewCustomer } from '../support/login.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { unique } from '../support/studio.ts';

const words = {
  da: {
    prices: 'Priser',
    buy: 'Køb',
    acceptTerms: 'Jeg accepterer handelsbetingelserne',
    acceptMembershipTerms: 'Jeg accepterer medlemsbetingelserne',
    proceed: 'Gå til betaling',
    total: 'I alt',
    thanks: 'Tak for din ordre',
    codeLabel: 'Rabatkode eller gavekort',
    apply: 'Anvend',
    receipt: 'Kvittering',
    giverName: 'Dit navn',
    giverEmail: 'Din e-mail',
    recipientName: 'Modtagerens navn',
    buyGiftCard: 'Køb gavekort',
    giftThanks: 'Tak for dit køb',
    registrationFee: 'Indmeldelsesgebyr',
  },
  en: {
    prices: 'Prices',
    buy: 'Buy',
    acceptTerms: 'I accept the terms and conditions',
    acceptMembershipTerms: 'I accept the membership terms',
    proceed: 'Proceed to payment',
    total: 'Total',
    thanks: 'Thank you for your order',
    codeLabel: 'Discount code or gift card',
    apply: 'Apply',
    receipt: 'Receipt',
    giverName: 'Your name',
    giverEmail: 'Your email',
    recipientName: "Recipient's name",
    buyGiftCard: 'Buy gift card',
    giftThanks: 'Thank you for your purchase',
    registrationFee: 'Registration fee',
  },
};

type Lang = keyof typeof words;
const langOf = (projectName: string): Lang => (projectName === 'phone' ? 'da' : 'en');

/** Clicks Buy on the Prices tile whose heading is `name`. */
async function buyFromPrices(page: Page, lang: Lang, name: string, group?: string) {
  await page.goto('/prices');
  if (group) await page.getByRole('combobox').first().selectOption({ label: group });
  const tile = page.locator('section, article, div.price-tile, li').filter({
    has: page.getByRole('heading', { name, exact: true }),
  });
  await expect(tile.last()).toBeVisible();
  await expectNoA11yViolations(page, 'prices');
  await tile.last().getByRole('button', { name: words[lang].buy, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout/);
}

/** The whole krone amount shown in the cart's total row, as a number (Danish format). */
async function cartTotal(page: Page, lang: Lang): Promise<number> {
  const row = page.getByRole('row').filter({ hasText: words[lang].total });
  const text = (await row.innerText()).replace(/\s/g, '');
  const match = /([\d.]+,\d{2})/.exec(text);
  return Number(match![1]!.replace(/\./g, '').replace(',', '.'));
}

/** Text drawn by pdfkit (hex strings in TJ/Tj operators of an uncompressed PDF). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
    const body = match[1] ?? `<${match[2]}>`;
    const parts = [...body.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) =>
      Buffer.from(m[1]!, 'hex').toString('latin1'),
    );
    lines.push(parts.join(''));
  }
  return lines.join('\n');
}

test('a membership with a fee and a campaign costs the prorated first month plus the fee', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  await logInNewCustomer(page, lang, { prefix: 'shopper' });
  await buyFromPrices(page, lang, 'Ubegrænset medlemskab');
  await expect(page.getByText(w.registrationFee)).toBeVisible();

  // Seed 001 §9: first payment = campaign price × remaining days / days in the month, plus the fee.
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Copenhagen' }));
  const daysInMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const remaining = daysInMonth - now.getDate() + 1;
  const expected = Math.round(((295 * remaining) / daysInMonth) * 100) / 100 + 199;
  await expect.poll(() => cartTotal(page, lang)).toBeCloseTo(expected, 2);

  await page.getByText(w.acceptTerms).click();
  await page.getByText(w.acceptMembershipTerms).click();
  await page.getByRole('button', { name: w.proceed }).click();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\//);
  await expect(page.getByText('Indmeldelsesgebyr')).toBeVisible();
  await page.getByRole('button', { name: /^Betal / }).click();
  const thanks = page.getByRole('dialog', { name: w.thanks });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Ubegrænset medlemskab').first()).toBeVisible();
});

test('a cancelled payment leaves the cart as it was and buys nothing', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  await logInNewCustomer(page, lang, { prefix: 'shopper' });
  await buyFromPrices(page, lang, '2-klippekort', 'Klippekort');
  await page.getByText(w.acceptTerms).click();
  await page.getByRole('button', { name: w.proceed }).click();
  await page.getByRole('button', { name: 'Annuller' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByText('2-klippekort')).toBeVisible();
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('2-klippekort')).toHaveCount(0);
});

test('a visitor buys a gift card, a customer spends half of it, and the receipt lists the order', async ({
  page,
  browser,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  const giver = `giver-${unique()}@example.test`;

  // A visitor, not logged in, at /gift with the amount preset.
  // A context of its own (not `browser.newPage`), so axe can run in it.
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript((language) => localStorage.setItem('language', language), lang);
  await visitor.goto('/gift?amount=600');
  await visitor.getByRole('textbox', { name: w.giverName }).fill('Gita Giver');
  await visitor.getByRole('textbox', { name: w.giverEmail }).fill(giver);
  await visitor.getByRole('textbox', { name: w.recipientName }).fill('Rasmus Modtager');
  await visitor.getByText(w.acceptTerms).click();
  await expectNoA11yViolations(visitor, `the gift card page (${lang})`);
  await visitor.getByRole('button', { name: w.buyGiftCard }).click();
  await expect(visitor).toHaveURL(/\/payments\/test\/checkout\//);
  await visitor.getByRole('button', { name: /^Betal / }).click();
  await expect(visitor.getByRole('alertdialog').or(visitor.getByRole('dialog'))).toContainText(
    w.giftThanks,
  );
  await expectNoA11yViolations(visitor, `the gift card's thanks (${lang})`);
  const card = (await (
    await page.request.get(`/test/gift-cards?giver_email=${encodeURIComponent(giver)}`)
  ).json()) as { code: string; amount_left: number };
  expect(card.amount_left).toBe(600);
  await visitorContext.close();

  // A customer spends 300 of it on a 2-class pass: nothing left to pay.
  await logInNewCustomer(page, lang, { prefix: 'shopper' });
  await buyFromPrices(page, lang, '2-klippekort', 'Klippekort');
  await page.getByRole('textbox', { name: w.codeLabel }).fill(card.code);
  await page.getByRole('button', { name: w.apply }).click();
  await expect(page.getByText(card.code)).toBeVisible();
  await expect.poll(() => cartTotal(page, lang)).toBe(0);
  await page.getByText(w.acceptTerms).click();
  await page.getByRole('button', { name: w.proceed }).click();
  const thanks = page.getByRole('dialog', { name: w.thanks });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'OK' }).click();
  const after = (await (
    await page.request.get(`/test/gift-cards?giver_email=${encodeURIComponent(giver)}`)
  ).json()) as { amount_left: number };
  expect(after.amount_left).toBe(300);

  // The receipt of that order downloads as a PDF naming what was bought.
  const receipt = page.getByRole('link', { name: new RegExp(w.receipt) }).first();
  await expect(receipt).toBeVisible();
  await expectNoA11yViolations(page, `purchase history with the receipt (${lang})`);
  const href = await receipt.getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const text = pdfText(await pdf.body());
  expect(text).toContain('2-klippekort');
});
