/**
 * The demo outbox page's HTML (GET /outbox): the studio's newest mails in the studio's language,
 * each as it will look (its HTML part in a sandboxed frame: no script, no same-origin access),
 * then its plain-text part (escaped, links clickable) and its attachments' names. A developer's
 * window on mail that was not sent anywhere.
 */
import { fill, type Locale } from '../../platform/i18n/locale.ts';
import type { MailAttachment } from '../../platform/mail/outbox.ts';
import { escapeHtml } from '../../platform/mail/template.ts';
import type { OutboxMail } from './queries.ts';

const texts = {
  title: { da: 'Udbakke – {studio}', en: 'Outbox – {studio}', nb: 'Utboks – {studio}' },
  intro: {
    da: 'E-mails, der ikke er sendt, fordi der ikke er sat en SMTP-server op (SMTP_URL). Nyeste først.',
    en: 'Emails that were not sent because no SMTP server is set up (SMTP_URL). Newest first.',
    nb: 'E-poster som ikke er sendt fordi ingen SMTP-server er satt opp (SMTP_URL). Nyeste først.',
  },
  empty: { da: 'Ingen e-mails endnu.', en: 'No emails yet.', nb: 'Ingen e-poster ennå.' },
  to: { da: 'Til', en: 'To', nb: 'Til' },
  asHtml: { da: 'Som HTML: {subject}', en: 'As HTML: {subject}', nb: 'Som HTML: {subject}' },
  plainText: { da: 'Ren tekst', en: 'Plain text', nb: 'Ren tekst' },
  attachments: { da: 'Vedhæftet', en: 'Attached', nb: 'Vedlagt' },
} satisfies Record<string, Record<Locale, string>>;

/** Escapes the text, then turns each http(s) URL into a link (the URL is escaped already). */
function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}" rel="noreferrer">${url}</a>`,
  );
}

function article(locale: Locale, mail: OutboxMail): string {
  const files = ((mail.attachments as MailAttachment[] | null) ?? []).map((file) =>
    escapeHtml(file.filename),
  );
  const frame = mail.html
    ? `<iframe sandbox title="${escapeHtml(fill(texts.asHtml[locale], { subject: mail.subject }))}" srcdoc="${escapeHtml(mail.html)}"></iframe>`
    : '';
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${texts.to[locale]}: ${escapeHtml(mail.to)} · <time>${new Date(mail.createdAt).toISOString()}</time></p>
${frame}
<details${mail.html ? '' : ' open'}><summary>${texts.plainText[locale]}</summary><pre>${linkify(mail.text)}</pre></details>
${files.length ? `<p class="meta">${texts.attachments[locale]}: ${files.join(', ')}</p>` : ''}
</article>`;
}

/** The whole page: `<html lang>` in the studio's language, one `<article>` per mail. */
export function outboxPage(locale: Locale, studio: string, mails: OutboxMail[]): string {
  const title = escapeHtml(fill(texts.title[locale], { studio }));
  const items = mails.map((mail) => article(locale, mail));
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;font:inherit}
iframe{width:100%;height:36rem;border:1px solid #ccc}
.meta{color:#555;font-size:.875rem}</style></head>
<body><main><h1>${title}</h1><p>${texts.intro[locale]}</p>
${items.length ? items.join('\n') : `<p>${texts.empty[locale]}</p>`}
</main></body></html>`;
}
