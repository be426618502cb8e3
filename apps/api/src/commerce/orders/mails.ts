/**
 * The mails of a paid order (CONTRACT §7 "Applying a paid order … e-mails the receipt", §11): the
 * receipt with its PDF link, and the gift card with its code (to the recipient, or to the studio
 * when it sends gift cards by hand). Text in the studio's language; `sendMail` adds the HTML part.
 */
import { toOre } from '@studio/contract/money';
import { receiptPath } from '@studio/contract/orders';
import { fill, toLocale, type Texts } from '../../platform/i18n/locale.ts';
import type { Mail } from '../../platform/mail/outbox.ts';
import { formatOre } from '../../platform/mail/money-text.ts';
import type { OrderItemRow, OrderRow } from './queries.ts';

const texts = {
  receiptSubject: {
    da: 'Kvittering for din ordre hos {studio}',
    en: 'Receipt for your order at {studio}',
    nb: 'Kvittering for bestillingen din hos {studio}',
  },
  receiptIntro: {
    da: 'Tak for din ordre. Fakturanummer: {invoice}.',
    en: 'Thank you for your order. Invoice number: {invoice}.',
    nb: 'Takk for bestillingen. Fakturanummer: {invoice}.',
  },
  total: { da: 'I alt', en: 'Total', nb: 'Totalt' },
  pdf: {
    da: 'Kvitteringen som PDF:',
    en: 'The receipt as a PDF:',
    nb: 'Kvitteringen som PDF:',
  },
  giftSubject: {
    da: 'Du har fået et gavekort til {studio}',
    en: 'You have received a gift card for {studio}',
    nb: 'Du har fått et gavekort til {studio}',
  },
  giftBody: {
    da: 'Hej {recipient}\n\n{giver} har givet dig et gavekort til {studio} på {amount}.',
    en: 'Hi {recipient}\n\n{giver} has given you a gift card for {studio} of {amount}.',
    nb: 'Hei {recipient}\n\n{giver} har gitt deg et gavekort til {studio} på {amount}.',
  },
  giftCode: {
    da: 'Gavekortkode: {code}\nGyldigt til og med: {validUntil}\nIndtast koden ved betalingen.',
    en: 'Gift card code: {code}\nValid until: {validUntil}\nEnter the code at checkout.',
    nb: 'Gavekortkode: {code}\nGyldig til og med: {validUntil}\nTast inn koden ved betaling.',
  },
  adminSubject: {
    da: 'Gavekort solgt: send det til modtageren',
    en: 'Gift card sold: please send it to the recipient',
    nb: 'Gavekort solgt: send det til mottakeren',
  },
  adminBody: {
    da: 'Et gavekort er købt af {giver} ({giverEmail}) til {recipient} ({recipientEmail}).',
    en: 'A gift card was bought by {giver} ({giverEmail}) for {recipient} ({recipientEmail}).',
    nb: 'Et gavekort er kjøpt av {giver} ({giverEmail}) til {recipient} ({recipientEmail}).',
  },
} satisfies Record<string, Texts>;

interface Studio {
  name: string;
  locale: unknown;
  /** Origin the receipt link starts with (`https://studio.example`), or '' for a relative link. */
  origin: string;
}

/** The receipt mail: every line with its amount, the total, the PDF link. */
export function receiptMail(
  studio: Studio,
  to: string,
  order: OrderRow,
  items: OrderItemRow[],
): Mail {
  const locale = toLocale(studio.locale);
  const lines = items.map(
    (item) =>
      `${item.count > 1 ? `${item.count} × ` : ''}${item.name}: ${formatOre(toOre(item.total_price))}`,
  );
  const link = `${studio.origin}${receiptPath(order.id, order.receipt_token ?? '')}`;
  return {
    to,
    subject: fill(texts.receiptSubject[locale], { studio: studio.name }),
    text: [
      fill(texts.receiptIntro[locale], { invoice: order.invoice_id }),
      lines.join('\n'),
      `${texts.total[locale]}: ${formatOre(toOre(order.total))}`,
      `${texts.pdf[locale]}\n${link}`,
      studio.name,
    ].join('\n\n'),
  };
}

export interface ActivatedCard {
  code: string;
  amount: string;
  valid_until: string;
  giver_name: string;
  giver_email: string;
  recipient_name: string;
  recipient_email: string;
  message: string;
}

/** The gift card itself, for the recipient (or the giver when no recipient address was given). */
export function giftCardMail(studio: Studio, to: string, card: ActivatedCard): Mail {
  const locale = toLocale(studio.locale);
  const params = {
    studio: studio.name,
    recipient: card.recipient_name,
    giver: card.giver_name,
    amount: formatOre(toOre(card.amount)),
    code: card.code,
    validUntil: card.valid_until,
  };
  const parts = [fill(texts.giftBody[locale], params)];
  if (card.message) parts.push(card.message);
  parts.push(fill(texts.giftCode[locale], params), studio.name);
  return { to, subject: fill(texts.giftSubject[locale], params), text: parts.join('\n\n') };
}

/** `gift_card_delivery_mode = manual`: the studio is told to send the card (with its code). */
export function giftCardAdminMail(studio: Studio, to: string, card: ActivatedCard): Mail {
  const locale = toLocale(studio.locale);
  const params = {
    giver: card.giver_name,
    giverEmail: card.giver_email,
    recipient: card.recipient_name,
    recipientEmail: card.recipient_email || '-',
  };
  return {
    to,
    subject: texts.adminSubject[locale],
    text: [fill(texts.adminBody[locale], params), giftCardMail(studio, to, card).text].join('\n\n'),
  };
}
