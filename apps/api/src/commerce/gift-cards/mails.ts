/**
 * The mails of a bought gift card (CONTRACT §11, issue 26 item 4), in the studio's language: the
 * card itself (to the recipient, or to the giver who hands it over) with the code, the amount,
 * the last valid day, the giver's name and message, the link to the studio's prices and the card
 * as a PDF to print; the note to a studio that sends cards by hand; and the line of the giver's
 * receipt saying where the card went. `sendMail` (studio) adds the HTML part in the studio's look.
 */
import { toOre } from '@studio/contract/money';
import { fill, type Locale } from '../../platform/i18n/locale.ts';
import type { Mail, MailAttachment } from '../../platform/mail/outbox.ts';
import { formatOre } from '../../platform/mail/money-text.ts';
import { renderGiftCardPdf } from '../../platform/pdf/gift-card.ts';
import type { ActiveCard } from './queries.ts';
import { printedDate } from '../../platform/i18n/dates.ts';
import { giftCardTexts as texts } from './texts.ts';

/** The studio as its gift cards show it. */
export interface CardStudio {
  name: string;
  locale: Locale;
  /** Origin links start with (`https://studio.example`, no trailing slash). */
  origin: string;
  /** `theme_primary_color`. */
  color: string;
  /** The logo as PNG bytes for the PDF, or null. */
  logoPng: Buffer | null;
}

/**
 * A binary attachment: nodemailer decodes `content` by `encoding`. The outbox keeps attachments
 * as JSON, so bytes travel as base64 text.
 */
interface Base64Attachment extends MailAttachment {
  encoding: 'base64';
}

const paramsOf = (studio: CardStudio, card: ActiveCard) => ({
  studio: studio.name,
  giver: card.giver_name,
  recipient: card.recipient_name,
  amount: formatOre(toOre(card.amount)),
  date: printedDate(card.valid_until, studio.locale),
});

/** The card as a PDF attachment (`Gavekort Studio Nord.pdf`). */
async function cardPdf(studio: CardStudio, card: ActiveCard): Promise<Base64Attachment> {
  const t = (key: keyof typeof texts) => fill(texts[key][studio.locale], paramsOf(studio, card));
  const pdf = await renderGiftCardPdf({
    studioName: studio.name,
    color: studio.color,
    logoPng: studio.logoPng,
    title: t('card'),
    amount: paramsOf(studio, card).amount,
    fromTo: t('from'),
    message: card.message,
    codeLabel: t('code'),
    code: card.code,
    validUntil: t('validUntil'),
    howToUse: t('howToUse'),
    url: `${studio.origin}/prices`,
  });
  return {
    filename: `${t('card')} ${studio.name}.pdf`,
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
    encoding: 'base64',
  };
}

/**
 * The gift card itself, to `to`: the recipient's address (`forGiver` false), or the giver's, who
 * passes it on. The card's facts stand in a paragraph of their own, the link to the prices as a
 * button, the PDF attached.
 */
export async function giftCardMail(
  studio: CardStudio,
  card: ActiveCard,
  to: string,
  forGiver: boolean,
): Promise<Mail> {
  const locale = studio.locale;
  const params = paramsOf(studio, card);
  const t = (key: keyof typeof texts) => fill(texts[key][locale], params);
  const facts = [
    `${t('card')}: ${params.amount}`,
    `${t('code')}: ${card.code}`,
    t('validUntil'),
  ].join('\n');
  const paragraphs = [
    fill(texts.greeting[locale], { name: forGiver ? card.giver_name : card.recipient_name }),
    forGiver ? t('toGiver') : t('toRecipient'),
    ...(card.message ? [`"${card.message}"\n– ${card.giver_name}`] : []),
    facts,
    `${t('howToUse')}\n${studio.origin}/prices`,
    t('pdf'),
    studio.name,
  ];
  return {
    to,
    subject: forGiver ? t('subjectToGiver') : t('subjectToRecipient'),
    text: paragraphs.join('\n\n'),
    attachments: [await cardPdf(studio, card)],
  };
}

/**
 * `gift_card_delivery_mode = manual`: the studio is told to send the card, with everything the
 * card says (the same mail as the giver's, PDF included) and the buyer's wished date if any.
 */
export async function giftCardStudioMail(
  studio: CardStudio,
  card: ActiveCard,
  to: string,
  wishedDate: string | null,
): Promise<Mail> {
  const locale = studio.locale;
  const note = fill(texts.adminBody[locale], {
    giver: card.giver_name,
    giverEmail: card.giver_email,
    recipient: card.recipient_name,
    recipientEmail: card.recipient_email || '-',
  });
  const wish = wishedDate
    ? [fill(texts.adminWish[locale], { date: printedDate(wishedDate, locale) })]
    : [];
  const base = await giftCardMail(studio, card, to, true);
  return {
    ...base,
    subject: texts.adminSubject[locale],
    text: [note, ...wish, base.text].join('\n\n'),
  };
}

/** Where the card went, as the giver's receipt says it. */
export type Delivery =
  | { kind: 'giver' }
  | { kind: 'recipient' }
  | { kind: 'dated'; sendOn: string }
  | { kind: 'studio' };

/** The receipt's paragraph about the card's delivery. */
export function deliveryNote(studio: CardStudio, card: ActiveCard, delivery: Delivery): string {
  const locale = studio.locale;
  const params = {
    studio: studio.name,
    recipient: card.recipient_name,
    email: delivery.kind === 'giver' ? card.giver_email : card.recipient_email,
    date: delivery.kind === 'dated' ? printedDate(delivery.sendOn, locale) : '',
  };
  const key = {
    giver: 'receiptToGiver',
    recipient: 'receiptToRecipient',
    dated: 'receiptDated',
    studio: 'receiptManual',
  } as const;
  return fill(texts[key[delivery.kind]][locale], params);
}
