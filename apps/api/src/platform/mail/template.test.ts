/**
 * The HTML part of every mail (issue 26): the studio's colour and logo, its words escaped and the
 * same as the text part's, each link a button, in the studio's language.
 */
import { expect, test } from 'vitest';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';
import { renderMailHtml, type MailLook } from './template.ts';

const look: MailLook = {
  studioName: 'Yoga <Nord>',
  locale: 'da',
  primaryColor: '#0f766e',
  logoUrl: 'https://yoga-nord.dk/image-files/logo.png?w=320',
  origin: 'https://yoga-nord.dk',
};

const mail = {
  to: 'mia@example.dk',
  subject: 'Kvittering for din ordre hos Yoga <Nord>',
  text: 'Hej <b>Mia</b>\n\nKvitteringen som PDF:\nhttps://yoga-nord.dk/receipts/7?token=a&b=1\n\nVenlig hilsen\nYoga <Nord>',
};

test('the studio’s colour, logo and name; words escaped; the link a button and a link', async () => {
  const html = await renderMailHtml(mail, look);
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html).toContain('<html lang="da"');
  expect(html).toContain('<title>Kvittering for din ordre hos Yoga &lt;Nord&gt;</title>');
  expect(html).toContain('background:#0f766e');
  expect(html).toContain('src="https://yoga-nord.dk/image-files/logo.png?w=320"');
  expect(html).toContain('alt="Yoga &lt;Nord&gt;"');
  expect(html).toContain('Hej &lt;b&gt;Mia&lt;/b&gt;');
  expect(html).not.toContain('<b>Mia</b>');
  expect(html).toContain('Åbn linket');
  expect(html).toContain('href="https://yoga-nord.dk/receipts/7?token=a&amp;b=1"');
  expect(html).toContain('href="https://yoga-nord.dk"');
  expect(html).not.toMatch(/<script/i);
  // Every line and link of the text part is in the HTML part.
  expect(expectHtmlLikeText({ text: mail.text, html }, 'da')).toEqual([
    'https://yoga-nord.dk/receipts/7?token=a&b=1',
  ]);
});

test('without a logo the name stands at the top; a colour that is not hex falls back', async () => {
  const html = await renderMailHtml(mail, {
    ...look,
    locale: 'en',
    logoUrl: null,
    primaryColor: 'red;background:url(x)',
  });
  expect(html).toContain('<html lang="en"');
  expect(html).not.toContain('<img');
  expect(html).not.toContain('url(x)');
  expect(html).toContain('#12169c');
  expect(html).toContain('Open the link');
});

test('a light primary colour gets dark button text', async () => {
  const html = await renderMailHtml(mail, { ...look, primaryColor: '#ffe066' });
  expect(html).toMatch(/color:#111111[^"]*"[^>]*>\s*Åbn linket/);
});

test('two mails of one shape each carry their own words, as typed, from the kept layout', async () => {
  const first = await renderMailHtml(mail, look);
  const other = {
    ...mail,
    subject: 'Kvittering @@T0@@ $&',
    text: 'Hej Bo @@U1@@\n\nKvitteringen som PDF:\nhttps://yoga-nord.dk/receipts/8?token=c\n\nHilsen $1\nYoga <Nord>',
  };
  const second = await renderMailHtml(other, look);
  expect(second).not.toBe(first);
  expect(second).toContain('<title>Kvittering @@T0@@ $&amp;</title>');
  expect(second).toContain('Hej Bo @@U1@@');
  expect(second).toContain('href="https://yoga-nord.dk/receipts/8?token=c"');
  expect(second).not.toContain('receipts/7');
  expect(second).toContain('Hilsen $1<br />Yoga &lt;Nord&gt;');
  // The first mail again: nothing of the second stayed behind.
  expect(await renderMailHtml(mail, look)).toBe(first);
});
