/**
 * A gift card to print (issue 26 item 4; CONTRACT §11), made with pdfkit like the receipt
 * (receipt.ts): one A5 landscape page with a band in the studio's colour holding its logo (or its
 * name), the amount, who gives it to whom, the giver's message, the code in a framed box, the last
 * valid day and where the card is spent. The caller passes every text already in the studio's
 * language, so the words live in one table beside the mail. Streams are left uncompressed: the
 * card is a few kilobytes, and its text stays readable by simple tools (and our tests).
 */

/** What the printed card says, each text ready to print. */
export interface GiftCardPrint {
  studioName: string;
  /** The studio's `theme_primary_color`; anything but `#rgb`/`#rrggbb` falls back to the default. */
  color: string;
  /** The studio's logo as PNG bytes, or null (its name is printed instead). */
  logoPng: Buffer | null;
  /** The card's heading (`Gavekort`). */
  title: string;
  /** The amount, formatted (`500,00 kr`). */
  amount: string;
  /** `Fra Gorm til Rita`. */
  fromTo: string;
  /** The giver's message, or ''. */
  message: string;
  codeLabel: string;
  code: string;
  /** `Gyldigt til og med 6. maj 2028`. */
  validUntil: string;
  /** How to spend it, and the address of the studio's prices. */
  howToUse: string;
  url: string;
}

/** The house colour (CONTRACT §2 `theme_primary_color` default), as in the mail template. */
const fallbackColor = '#12169c';

const safeColor = (value: string) =>
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : fallbackColor;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
function textOn(hex: string): string {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#111111' : '#ffffff';
}

/** Renders the card. @returns the PDF file's bytes. */
export async function renderGiftCardPdf(card: GiftCardPrint): Promise<Buffer> {
  // pdfkit (~110 ms to load) only when a card is made.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 0,
    compress: false,
    info: { Title: `${card.title} ${card.studioName}`, Author: card.studioName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const color = safeColor(card.color);
  const { width, height } = doc.page;
  const left = 40;
  const inner = width - 2 * left;

  // The band: the studio's colour with its logo (on a white tile, logos are drawn for light
  // backgrounds) or its name.
  const band = 96;
  doc.rect(0, 0, width, band).fill(color);
  if (card.logoPng) {
    doc.roundedRect(left - 8, 14, 152, band - 28, 8).fill('#ffffff');
    doc.image(card.logoPng, left, 20, { fit: [136, band - 40], align: 'center', valign: 'center' });
  } else {
    doc
      .fillColor(textOn(color))
      .font('Helvetica-Bold')
      .fontSize(24)
      .text(card.studioName, left, 34, { width: inner / 2, lineBreak: false, ellipsis: true });
  }
  doc
    .fillColor(textOn(color))
    .font('Helvetica-Bold')
    .fontSize(28)
    .text(card.title.toUpperCase(), left + inner / 2, 22, { width: inner / 2, align: 'right' })
    .font('Helvetica')
    .fontSize(22)
    .text(card.amount, left + inner / 2, 56, { width: inner / 2, align: 'right' });

  // Who gives it, and the giver's words.
  doc
    .fillColor('#222222')
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(card.fromTo, left, band + 22, {
      width: inner,
    });
  if (card.message) {
    doc
      .moveDown(0.4)
      .font('Helvetica-Oblique')
      .fontSize(12)
      .fillColor('#444444')
      .text(`"${card.message}"`, { width: inner, height: 70, ellipsis: true });
  }

  // The code, framed in the studio's colour, and its last day.
  const boxTop = height - 170;
  doc.roundedRect(left, boxTop, inner, 64, 10).lineWidth(2).stroke(color);
  doc
    .fillColor('#555555')
    .font('Helvetica')
    .fontSize(10)
    .text(card.codeLabel.toUpperCase(), left, boxTop + 10, { width: inner, align: 'center' });
  doc
    .fillColor('#111111')
    .font('Courier-Bold')
    .fontSize(26)
    .text(card.code, left, boxTop + 26, { width: inner, align: 'center', characterSpacing: 3 });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#222222')
    .text(card.validUntil, left, boxTop + 76, { width: inner, align: 'center' });

  // Where it is spent.
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(card.howToUse, left, height - 64, { width: inner, align: 'center' })
    .fillColor(color)
    .text(card.url, { width: inner, align: 'center', link: card.url });
  doc.end();
  return done;
}
