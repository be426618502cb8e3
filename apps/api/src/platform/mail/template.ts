/**
 * Every mail's HTML part in the studio's look (issue 26, "Mail that looks like the studio"), built
 * with MJML (mjml 5): a responsive, table-based layout that mail clients render alike, with the
 * CSS inlined. The HTML says what the plain-text part says, word for word: each paragraph of the
 * text (apart by a blank line) is a paragraph; a line that is only an http(s) URL is a button in
 * the studio's primary colour with the URL under it. Above: the studio's logo (or its name);
 * below: the studio's name linking to its public origin. Decision:
 * docs/decisions/2026-11-27-html-mail-and-booking-confirmations.md.
 */
import type { Locale, Texts } from '../i18n/locale.ts';
import type { Mail } from './outbox.ts';

/** What a studio's mail looks like, and where its links lead. */
export interface MailLook {
  studioName: string;
  /** The language of the mail's own words (the button label, `<html lang>`). */
  locale: Locale;
  /** The studio's `theme_primary_color`; anything but a `#rgb`/`#rrggbb` hex is replaced. */
  primaryColor: string;
  /** Absolute URL of the studio's logo, or null (the studio's name is shown instead). */
  logoUrl: string | null;
  /** The origin the studio's links start with (`https://yoga-lotus.dk`, no trailing slash). */
  origin: string;
}

const openLink: Texts = { da: 'Åbn linket', en: 'Open the link', nb: 'Åpne lenken' };

/** The house colour (CONTRACT §2 `theme_primary_color` default) when a studio's is unusable. */
const fallbackColor = '#12169c';

const isUrl = (line: string) => /^https?:\/\/\S+$/.test(line.trim());

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A colour MJML may put in a style attribute: hex only, else the fallback. */
function safeColor(value: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : fallbackColor;
}

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
function textOn(hex: string): string {
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split('')
          .map((c) => c + c)
          .join('')
      : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.179 ? '#111111' : '#ffffff';
}

/**
 * The mail's words, escaped, by slot: the subject (`S`), each run of text lines (`T<n>`, lines
 * joined by `<br />`) and each URL line (`U<n>`). MJML lays out the shape once; the words go into
 * its output afterwards (see `renderMailHtml`).
 */
interface Words {
  /** One letter per paragraph part: `t` text, `u` URL; `|` between paragraphs. */
  shape: string;
  slots: Map<string, string>;
}

function wordsOf(mail: Mail): Words {
  const slots = new Map<string, string>([['S', escapeHtml(mail.subject)]]);
  let shape = '';
  let n = 0;
  const blocks = mail.text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .filter((block) => block.trim());
  for (const block of blocks) {
    let lines: string[] = [];
    const flush = () => {
      if (!lines.length) return;
      slots.set(`T${n++}`, lines.map((line) => escapeHtml(line)).join('<br />'));
      shape += 't';
      lines = [];
    };
    for (const line of block.split('\n')) {
      if (!isUrl(line)) {
        lines.push(line);
        continue;
      }
      flush();
      slots.set(`U${n++}`, escapeHtml(line.trim()));
      shape += 'u';
    }
    flush();
    shape += '|';
  }
  return { shape, slots };
}

/** A slot's place holder in the markup: nothing MJML changes, and no escaped text contains. */
const slot = (name: string) => `@@${name}@@`;
const slotPattern = /@@([STU]\d*)@@/g;

/** The paragraphs of `shape` as MJML, with place holders for the words; URL parts as buttons. */
function bodyMarkup(shape: string, look: MailLook, color: string): string {
  let n = 0;
  return shape
    .split('|')
    .filter(Boolean)
    .map((paragraph) =>
      [...paragraph]
        .map((kind) => {
          const name = `${kind === 't' ? 'T' : 'U'}${n++}`;
          if (kind === 't') return `<mj-text>${slot(name)}</mj-text>`;
          const url = slot(name);
          return [
            `<mj-button href="${url}" background-color="${color}" color="${textOn(color)}" align="left">${escapeHtml(openLink[look.locale])}</mj-button>`,
            `<mj-text font-size="13px" color="#555555" padding-top="0"><a href="${url}" style="color:${color};word-break:break-all">${url}</a></mj-text>`,
          ].join('\n');
        })
        .join('\n'),
    )
    .join('\n');
}

/**
 * MJML's output per look and shape, with place holders. Rendering costs ~4.5 ms of CPU, inside
 * the booking's transaction (its class row locked); a studio's mails come in a handful of
 * shapes, so almost every mail is a lookup and a replace (issue 27, the rush).
 */
const layouts = new Map<string, string>();
const MAX_LAYOUTS = 500;

/**
 * The mail's HTML part: `mail.subject` as the title, `mail.text` as described above, in `look`.
 * @returns a whole HTML document (CSS inlined, no script).
 * @throws when MJML finds the markup invalid (a bug here, never the mail's words: they are escaped).
 */
export async function renderMailHtml(mail: Mail, look: MailLook): Promise<string> {
  const words = wordsOf(mail);
  const key = JSON.stringify([look, words.shape]);
  let layout = layouts.get(key);
  if (layout === undefined) {
    layout = await renderLayout(words.shape, look);
    if (layouts.size >= MAX_LAYOUTS) layouts.delete(layouts.keys().next().value!);
    layouts.set(key, layout);
  }
  // One pass: words that look like a place holder are never filled in again.
  return layout.replace(slotPattern, (whole, name: string) => words.slots.get(name) ?? whole);
}

async function renderLayout(shape: string, look: MailLook): Promise<string> {
  const color = safeColor(look.primaryColor);
  const name = escapeHtml(look.studioName);
  const origin = escapeHtml(look.origin);
  const header = look.logoUrl
    ? `<mj-image src="${escapeHtml(look.logoUrl)}" alt="${name}" width="160px" href="${origin}" padding="24px 24px 8px" />`
    : `<mj-text font-size="22px" font-weight="700" color="${color}" padding="24px 24px 8px">${name}</mj-text>`;
  const body = bodyMarkup(shape, look, color);
  const markup = `<mjml lang="${look.locale}">
<mj-head>
<mj-title>${slot('S')}</mj-title>
<mj-preview>${slot('S')}</mj-preview>
<mj-attributes>
<mj-all font-family="Helvetica, Arial, sans-serif" />
<mj-text font-size="16px" line-height="1.5" color="#222222" padding="8px 24px" />
<mj-button font-size="16px" font-weight="700" border-radius="6px" padding="8px 24px" inner-padding="12px 20px" />
</mj-attributes>
</mj-head>
<mj-body background-color="#f4f4f5" width="600px">
<mj-section background-color="${color}" padding="4px 0"><mj-column></mj-column></mj-section>
<mj-section background-color="#ffffff" padding="0 0 16px">
<mj-column>
${header}
<mj-divider border-width="1px" border-color="#e4e4e7" padding="8px 24px" />
${body}
</mj-column>
</mj-section>
<mj-section padding="16px 0">
<mj-column>
<mj-text align="center" font-size="13px" color="#555555"><a href="${origin}" style="color:#555555">${name}</a></mj-text>
</mj-column>
</mj-section>
</mj-body>
</mjml>`;
  // Loaded on first use: mjml takes ~0.4 s to import, which a server or test that sends no mail
  // need not pay.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(markup, { validationLevel: 'strict' });
  if (errors.length) throw new Error(`mail template: ${errors[0]!.formattedMessage}`);
  return html;
}
