/**
 * The receipt PDF of an invoiced order (CONTRACT §10 GET /orders/{id}/pdf-receipt), made with
 * pdfkit: the studio, the invoice number and payment date, each line with count and amount, the
 * total and the VAT in it, in Danish money format (`1.234,50 kr`). Streams are left uncompressed:
 * a receipt is a few kilobytes, and its text stays readable by simple tools (and our tests).
 */
import { toLocale, type Texts } from '../i18n/locale.ts';
import { formatOre } from '../mail/money-text.ts';

export interface ReceiptLine {
  name: string;
  count: number;
  /** Øre, the line's total (negative for discounts and gift cards). */
  totalOre: number;
}

export interface Receipt {
  studio: { name: string; address: string[]; vatNumber: string; locale: unknown };
  invoiceId: number;
  /** Copenhagen date of payment, `YYYY-MM-DD`. */
  paidDate: string;
  buyer: string;
  lines: ReceiptLine[];
  totalOre: number;
  vatOre: number;
}

const texts = {
  title: { da: 'Kvittering', en: 'Receipt', nb: 'Kvittering' },
  invoice: { da: 'Fakturanummer', en: 'Invoice number', nb: 'Fakturanummer' },
  date: { da: 'Dato', en: 'Date', nb: 'Dato' },
  customer: { da: 'Kunde', en: 'Customer', nb: 'Kunde' },
  vatNumber: { da: 'CVR', en: 'VAT no.', nb: 'Org.nr.' },
  total: { da: 'I alt', en: 'Total', nb: 'Totalt' },
  vat: { da: 'Heraf moms', en: 'Of which VAT', nb: 'Herav mva.' },
} satisfies Record<string, Texts>;

/** Renders the receipt. @returns the PDF file's bytes. */
export async function renderReceipt(receipt: Receipt): Promise<Buffer> {
  // pdfkit (~110 ms to load) only when a receipt is asked for.
  const { default: PDFDocument } = await import('pdfkit');
  const t = (key: keyof typeof texts) => texts[key][toLocale(receipt.studio.locale)];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: `${t('title')} ${receipt.invoiceId}`, Author: receipt.studio.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(receipt.studio.name);
  doc.font('Helvetica').fontSize(10);
  for (const line of receipt.studio.address) doc.text(line);
  if (receipt.studio.vatNumber) doc.text(`${t('vatNumber')}: ${receipt.studio.vatNumber}`);
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(14).text(t('title'));
  doc.font('Helvetica').fontSize(10);
  doc.text(`${t('invoice')}: ${receipt.invoiceId}`);
  doc.text(`${t('date')}: ${receipt.paidDate}`);
  if (receipt.buyer) doc.text(`${t('customer')}: ${receipt.buyer}`);
  doc.moveDown();

  const left = 50;
  const amountX = 400;
  const amountWidth = 145;
  for (const line of receipt.lines) {
    const y = doc.y;
    const name = line.count > 1 ? `${line.count} x ${line.name}` : line.name;
    doc.text(name, left, y, { width: amountX - left - 10 });
    const after = doc.y;
    doc.text(formatOre(line.totalOre), amountX, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  }
  doc.moveDown();
  const y = doc.y;
  doc.font('Helvetica-Bold').text(t('total'), left, y);
  doc.text(formatOre(receipt.totalOre), amountX, y, { width: amountWidth, align: 'right' });
  doc.font('Helvetica');
  const vatY = doc.y;
  doc.text(t('vat'), left, vatY);
  doc.text(formatOre(receipt.vatOre), amountX, vatY, { width: amountWidth, align: 'right' });
  doc.end();
  return done;
}
