/**
 * The printed gift card reaches the mail server as a PDF file (issue 26 item 4): the outbox keeps
 * it as base64 text with `encoding: 'base64'`, and nodemailer sends the file's bytes, not the text.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { deliverPending } from '../../platform/mail/deliver.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { pdfText } from '../../../test/kits/orders.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { createGiftCardOrder, fulfilOrder } from '../orders/public.ts';
import { findStudio } from '../../studio/public.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await t.close();
});

test('SMTP gets the card mail with the PDF as an application/pdf part holding the code', async () => {
  const made = await t.make.studio({ gift_card_delivery_mode: 'auto', locale: 'da' });
  const studio = (await findStudio(t.db, { id: made.id }))!;
  const created = await createGiftCardOrder(t.db, studio, {
    amount: 300,
    giver_name: 'Gorm',
    giver_email: 'gorm@example.dk',
    recipient_name: 'Rita',
    recipient_email: 'rita@example.dk',
  });
  if (!created.ok) throw new Error(created.code);
  await fulfilOrder(t.db, created.value.id);

  const server = await startSmtpStandIn();
  process.env.SMTP_URL = server.url;
  try {
    expect(await deliverPending(t.db)).toBe(2); // the card and the giver's receipt
    const card = server.received.find((mail) => mail.to.join().includes('rita@example.dk'))!;
    const part = card.data.split(/\r\n--/).find((p) => /Content-Type: application\/pdf/i.test(p))!;
    expect(part).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(part).toMatch(/filename="?Gavekort Test Studio\.pdf/);
    const body = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\s+/g, '');
    const pdf = Buffer.from(body, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('300,00 kr');
    expect(card.data).toMatch(/Content-Type: text\/html/i);
  } finally {
    await server.close();
  }
});
