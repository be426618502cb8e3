/**
 * Delivering a bought gift card (issue 26 item 4; CONTRACT §11 with our design): paid, an `auto`
 * studio's card goes to the recipient (or the giver) as a designed mail with the code, amount,
 * last day, message, the studio's look and a printable PDF; a `manual` studio gets it to send; the
 * giver's receipt says where it went; a card dated later waits for its morning and goes once.
 * The clock is Wednesday 6 May 2026, 10:00 Copenhagen.
 */
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { expectHtmlLikeText, mailsTo } from '../../../test/kits/mail.ts';
import { pdfText, shop } from '../../../test/kits/orders.ts';
import { clients, giftCards, images } from '../../platform/db/schema.ts';
import { copenhagenInstant } from '../../platform/lib/time.ts';
import { createGiftCardOrder, fulfilOrder } from '../orders/public.ts';
import { sendDueGiftCards } from './send-due.ts';

const { t, b } = useBookingApp();

let serial = 0;
/** A purchase body with addresses of its own, so each test reads only its own mails. */
function purchase(extra: { recipient_email?: string; send_on?: string } = {}) {
  serial += 1;
  return {
    amount: 500,
    giver_name: 'Gorm',
    giver_email: `gorm${serial}@example.dk`,
    recipient_name: 'Rita',
    message: 'Til yoga – kærlig hilsen',
    ...extra,
  };
}

/**
 * Buys and pays a gift card at a new studio with `settings` (and `logo`, a demo image file, as
 * its logo). @returns the card row after payment.
 */
async function buy(
  settings: Record<string, unknown>,
  body: ReturnType<typeof purchase>,
  logo?: string,
) {
  const { studio, client } = await shop(t, b, settings);
  if (logo) {
    const [image] = await t.db
      .insert(images)
      .values({ client_id: studio.id, filename: logo })
      .returning();
    await t.db.update(clients).set({ logo_id: image!.id }).where(eq(clients.id, studio.id));
  }
  const created = await createGiftCardOrder(t.db, client, body);
  if (!created.ok) throw new Error(created.code);
  expect(await fulfilOrder(t.db, created.value.id)).toBe('applied');
  const cardId = created.value.items[0]!.item_id!;
  const card = async () =>
    (await t.db.select().from(giftCards).where(eq(giftCards.id, cardId)))[0]!;
  return { orderId: created.value.id, card };
}

/** The PDF attached to a queued mail, decoded. */
function attachedPdf(mail: Awaited<ReturnType<typeof mailsTo>>[number]) {
  const [file] = mail.files as { filename: string; contentType: string; content: string }[];
  expect(file).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
  return { filename: file!.filename, bytes: Buffer.from(file!.content, 'base64') };
}

describe('auto delivery', () => {
  test('the recipient gets the designed card with its code and a PDF; the receipt says where it went', async () => {
    const body = purchase({ recipient_email: `rita${serial + 1}@example.dk` });
    const { orderId, card } = await buy(
      {
        gift_card_delivery_mode: 'auto',
        gift_card_valid_for_days: 365,
        theme_primary_color: '#1f4e5f',
        locale: 'da',
      },
      body,
    );
    const paid = await card();
    expect(paid).toMatchObject({ activated: true, valid_until: '2027-05-06', sent_by: 'system' });
    expect(paid.sent_at).toBeGreaterThan(0);
    const [mail, ...more] = await mailsTo(t.db, body.recipient_email!);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Gorm har givet dig et gavekort til Test Studio');
    expect(mail!.text).toContain('Hej Rita');
    expect(mail!.text).toContain('"Til yoga – kærlig hilsen"\n– Gorm');
    expect(mail!.text).toContain(
      `Gavekort: 500,00 kr\nKode: ${paid.code}\nGyldigt til og med 6. maj 2027`,
    );
    const urls = expectHtmlLikeText(mail!, 'da');
    expect(urls).toEqual([expect.stringMatching(/\/prices$/)]);
    expect(mail!.html).toContain('#1f4e5f');

    // A second report of the payment sends nothing again.
    expect(await fulfilOrder(t.db, orderId)).toBe('already');
    expect(await mailsTo(t.db, body.recipient_email!)).toHaveLength(1);

    const [receipt] = await mailsTo(t.db, body.giver_email);
    expect(receipt!.text).toContain(`Gavekortet er sendt til Rita (${body.recipient_email}).`);
    expectHtmlLikeText(receipt!, 'da');
  });

  test('the PDF is a printable card: its code, amount, message, last day and the studio', async () => {
    const body = purchase({ recipient_email: `rita${serial + 1}@example.dk` });
    const { card } = await buy({ gift_card_delivery_mode: 'auto', locale: 'en' }, body);
    // At a studio with a logo, drawn into the PDF (an SVG made a PNG on the way).
    const second = purchase({ recipient_email: `rita${serial + 1}@example.dk` });
    await buy({ gift_card_delivery_mode: 'auto', locale: 'en' }, second, 'nord-logo.svg');

    const [withoutLogo] = await mailsTo(t.db, body.recipient_email!);
    const [withLogo] = await mailsTo(t.db, second.recipient_email!);
    const plain = attachedPdf(withoutLogo!);
    expect(plain.filename).toBe('Gift card Test Studio.pdf');
    expect(plain.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(plain.bytes);
    const code = (await card()).code!;
    expect(text).toContain(code);
    expect(text).toContain('500,00 kr');
    expect(text).toContain('From Gorm to Rita');
    expect(text).toContain('Til yoga');
    expect(text).toMatch(/Valid until \d{1,2} May 2028/);
    expect(text).toContain('Test Studio');
    expect(plain.bytes.toString('latin1')).not.toContain('/Subtype /Image');
    expect(attachedPdf(withLogo!).bytes.toString('latin1')).toContain('/Subtype /Image');
  });

  test('without a recipient address the card goes to the giver, to pass on', async () => {
    const body = purchase();
    const { card } = await buy({ gift_card_delivery_mode: 'auto', locale: 'en' }, body);
    const [cardMail, receipt] = await mailsTo(t.db, body.giver_email);
    expect(cardMail!.subject).toBe('Your gift card for Rita from Test Studio');
    expect(cardMail!.text).toContain('Here is the gift card you bought for Rita.');
    expect(cardMail!.text).toContain(`Code: ${(await card()).code}`);
    expect(receipt!.text).toContain(
      `The gift card for Rita was sent to you (${body.giver_email}) in a separate e-mail`,
    );
  });
});

describe('manual delivery', () => {
  test('the studio gets the card to send, the recipient nothing, and the receipt says so', async () => {
    const body = purchase({
      recipient_email: `rita${serial + 1}@example.dk`,
      send_on: '2026-12-24',
    });
    const desk = `desk${serial}@studio.dk`;
    const { card } = await buy(
      { gift_card_manual_delivery_admin_notification_email: desk, locale: 'en' },
      body,
    );
    expect(await mailsTo(t.db, body.recipient_email!)).toEqual([]);
    const [note] = await mailsTo(t.db, desk);
    expect(note!.subject).toBe('Gift card sold: please send it to the customer');
    expect(note!.text).toContain(`for Rita (${body.recipient_email})`);
    expect(note!.text).toContain('The buyer would like it sent on 24 December 2026.');
    expect(note!.text).toContain(`Code: ${(await card()).code}`);
    expect(pdfText(attachedPdf(note!).bytes)).toContain((await card()).code!);
    expectHtmlLikeText(note!, 'en');
    // Not ours to send: no send date left for the job, nothing marked sent.
    expect(await card()).toMatchObject({ send_on: null, sent_at: 0, valid_until: '2028-05-05' });
    const [receipt] = await mailsTo(t.db, body.giver_email);
    expect(receipt!.text).toContain(
      'Test Studio sends you the gift card themselves. You will hear from the studio.',
    );
  });
});

describe('a card dated later', () => {
  test('waits for its morning, goes once, and is valid from that day', async () => {
    const body = purchase({
      recipient_email: `rita${serial + 1}@example.dk`,
      send_on: '2026-05-20',
    });
    const { card } = await buy(
      { gift_card_delivery_mode: 'auto', gift_card_valid_for_days: 30, locale: 'da' },
      body,
    );
    expect(await card()).toMatchObject({ sent_at: 0, valid_until: '2026-06-19' });
    expect(await mailsTo(t.db, body.recipient_email!)).toEqual([]);
    const [receipt] = await mailsTo(t.db, body.giver_email);
    expect(receipt!.text).toContain(
      `Gavekortet sendes til Rita (${body.recipient_email}) om morgenen 20. maj 2026.`,
    );

    const at = (date: string, time: string) => copenhagenInstant(date, time);
    await sendDueGiftCards(t.db, at('2026-05-19', '12:00'));
    await sendDueGiftCards(t.db, at('2026-05-20', '07:50'));
    expect(await mailsTo(t.db, body.recipient_email!)).toEqual([]);

    await sendDueGiftCards(t.db, at('2026-05-20', '08:10'));
    await Promise.all([
      sendDueGiftCards(t.db, at('2026-05-20', '08:20')),
      sendDueGiftCards(t.db, at('2026-05-20', '08:20')),
    ]);
    const mails = await mailsTo(t.db, body.recipient_email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Kode: ${(await card()).code}`);
    expect((await card()).sent_at).toBe(at('2026-05-20', '08:10'));
  });
});
