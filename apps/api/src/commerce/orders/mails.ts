/**
 * The mail of a paid order (CONTRACT §7 "Applying a paid order … e-mails the receipt"): the
 * receipt with its PDF link, and what the order's lines want said (a gift card's delivery,
 * commerce/gift-cards). Text in the studio's language; `sendMail` adds the HTML part.
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
} satisfies Record<string, Texts>;

interface Studio {
  name: string;
  locale: unknown;
  /** Origin the receipt link starts with (`https://studio.example`), or '' for a relative link. */
  origin: string;
}

/**
 * The receipt mail: every line with its amount, the total, `notes` (paragraphs, e.g. where a
 * bought gift card went), the PDF link.
 */
export function receiptMail(
  studio: Studio,
  to: string,
  order: OrderRow,
  items: OrderItemRow[],
  notes: string[] = [],
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
      ...notes,
      `${texts.pdf[locale]}\n${link}`,
      studio.name,
    ].join('\n\n'),
  };
}
