/**
 * Issue 26 item 4: a visitor buys a gift card at Studio Nord, which mails gift cards itself
 * (`gift_card_delivery_mode = auto`), and has it sent to the recipient's e-mail; the thanks say
 * where it went, the recipient's mail holds the code and the card as a PDF, and the giver's
 * receipt says where the card went. Danish at phone width, English at desktop width; the test
 * provider's page and the mails speak the studio's language (Danish).
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { mailsTo } from '../support/outbox.ts';
import { unique } from '../support/studio.ts';

const words = {
  da: {
    giverName: 'Dit navn',
    giverEmail: 'Din e-mail',
    recipientName: 'Modtagerens navn',
    toRecipient: 'Til Rasmus',
    recipientEmail: 'Modtagerens e-mail',
    acceptTerms: 'Jeg accepterer handelsbetingelserne',
    buy: 'Køb gavekort',
    thanks: 'Tak for dit køb',
    sentTo: (email: string) => `Gavekortet er betalt og sendt til Rasmus (${email}).`,
  },
  en: {
    giverName: 'Your name',
    giverEmail: 'Your email',
    recipientName: "Recipient's name",
    toRecipient: 'To Rasmus',
    recipientEmail: "Recipient's email",
    acceptTerms: 'I accept the terms and conditions',
    buy: 'Buy gift card',
    thanks: 'Thank you for your purchase',
    sentTo: (email: string) => `The gift card is paid and sent to Rasmus (${email}).`,
  },
};

type Lang = keyof typeof words;
const langOf = (projectName: string): Lang => (projectName === 'phone' ? 'da' : 'en');

interface MailWithFiles {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string }[] | null;
}

test('a visitor has a gift card sent to the recipient, who gets the code and a PDF', async ({
  browser,
  page,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  const id = unique();
  const giver = `giver-${id}@example.test`;
  const recipient = `rasmus-${id}@example.test`;

  // A context of its own (a visitor, not logged in), so axe can run in it.
  const context = await browser.newContext({ ...testInfo.project.use });
  const visitor = await context.newPage();
  await visitor.addInitScript((language) => localStorage.setItem('language', language), lang);
  await visitor.goto('/gift?amount=400');
  await visitor.getByRole('textbox', { name: w.giverName }).fill('Gita Giver');
  await visitor.getByRole('textbox', { name: w.giverEmail }).fill(giver);
  await visitor.getByRole('textbox', { name: w.recipientName }).fill('Rasmus');
  // The choice is a card with a radio in it; a person taps the card.
  await visitor.getByText(w.toRecipient, { exact: true }).click();
  await expect(visitor.getByRole('radio', { name: new RegExp(w.toRecipient) })).toBeChecked();
  await visitor.getByRole('textbox', { name: w.recipientEmail }).fill(recipient);
  await visitor.getByText(w.acceptTerms).click();
  await expectNoA11yViolations(visitor, `the gift card form sending to the recipient (${lang})`);
  await visitor.getByRole('button', { name: w.buy }).click();

  await expect(visitor).toHaveURL(/\/payments\/test\/checkout\//);
  await visitor.getByRole('button', { name: /^Betal / }).click();
  const thanks = visitor.getByRole('alertdialog', { name: w.thanks });
  await expect(thanks).toContainText(w.sentTo(recipient));
  await expectNoA11yViolations(visitor, `the gift card's thanks (${lang})`);
  await context.close();

  // The recipient's mail: the card with its code, and the card as a PDF to print.
  const card = (await (
    await page.request.get(`/test/gift-cards?giver_email=${encodeURIComponent(giver)}`)
  ).json()) as { code: string; amount_left: number };
  expect(card.amount_left).toBe(400);
  const [mail] = (await mailsTo(page.request, recipient)) as unknown as MailWithFiles[];
  expect(mail!.subject).toBe('Gita Giver har givet dig et gavekort til Studio Nord');
  expect(mail!.text).toContain(`Kode: ${card.code}`);
  expect(mail!.text).toContain('Gavekort: 400,00 kr');
  expect(mail!.attachments).toEqual([
    expect.objectContaining({
      filename: 'Gavekort Studio Nord.pdf',
      contentType: 'application/pdf',
    }),
  ]);

  // The giver's receipt says where the card went.
  const receipt = (await mailsTo(page.request, giver)).find((m) =>
    m.subject.startsWith('Kvittering'),
  );
  expect(receipt?.text).toContain(`Gavekortet er sendt til Rasmus (${recipient}).`);
});
