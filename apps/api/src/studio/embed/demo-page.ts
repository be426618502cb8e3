/**
 * The embed demo page (issue 13), `GET /embed-demo[?clientId=N]`: a stand-in for a studio's own
 * website that shows the product with the one-line snippet of embed-script.ts. Opened on a
 * loopback address it frames the app from the other loopback name (127.0.0.1 ↔ localhost), which
 * the browser treats as another site: the frame is third-party, as on a real studio's page.
 * Elsewhere it frames this same origin. Texts follow the studio's `locale`. (Opened on 127.0.0.2, a
 * loopback origin no demo studio lists, it shows the frame refused by `frame-ancestors`.)
 */

const texts = {
  da: {
    title: 'Demo: booking på studiets egen hjemmeside',
    intro: 'Denne side ligger på {origin} og viser bookingen fra {app} med én linje:',
    closed: 'Bookingen bad om at blive lukket ({count})',
  },
  en: {
    title: "Demo: booking on the studio's own website",
    intro: 'This page is served from {origin} and shows the booking from {app} with one line:',
    closed: 'The booking asked to be closed ({count})',
  },
  nb: {
    title: 'Demo: booking på studioets egen nettside',
    intro: 'Denne siden ligger på {origin} og viser bookingen fra {app} med én linje:',
    closed: 'Bookingen ba om å bli lukket ({count})',
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The other loopback name for `host` (`localhost` → `127.0.0.1`; any `127.x.y.z` or `[::1]` →
 * `localhost`, port kept), else `host` itself.
 */
export function appHostFor(host: string): string {
  const match = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/i.exec(host);
  if (!match) return host;
  return `${match[1]?.toLowerCase() === 'localhost' ? '127.0.0.1' : 'localhost'}${match[2] ?? ''}`;
}

/** The one line a studio puts on its page. */
export const snippet = (appOrigin: string, clientId: number) =>
  `<script src="${appOrigin}/embed.js" data-client-id="${clientId}" async></script>`;

/** The page's HTML for studio `studio` (name, id, locale), opened on `origin`, framing `appOrigin`. */
export function demoPage(
  studio: { id: number; name: string; locale: unknown },
  origin: string,
  appOrigin: string,
): string {
  const lang = studio.locale === 'en' || studio.locale === 'nb' ? studio.locale : 'da';
  const t = texts[lang];
  const line = snippet(appOrigin, studio.id);
  const intro = escape(t.intro)
    .replace('{origin}', `<strong>${escape(origin)}</strong>`)
    .replace('{app}', `<strong>${escape(appOrigin)}</strong>`);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(studio.name)} · ${escape(t.title)}</title>
<style>
  body { margin: 0; font: 16px/1.5 Georgia, 'Times New Roman', serif; background: #f3efe8; color: #2b2722; }
  header { background: #2b2722; color: #f3efe8; padding: 1rem 1.25rem; }
  header strong { font-size: 1.3rem; letter-spacing: 0.04em; }
  main { max-width: 980px; margin: 0 auto; padding: 1.25rem; }
  h1 { font-size: 1.5rem; margin: 0.5rem 0; }
  pre { white-space: pre-wrap; word-break: break-all; background: #fff; border: 1px solid #d8d0c4; border-radius: 6px; padding: 0.75rem; font-size: 0.85rem; }
  .embed { background: #fff; border-radius: 8px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); overflow: hidden; }
  [role='status']:empty { display: none; }
  [role='status'] { background: #fff7d6; border: 1px solid #e4d48a; border-radius: 6px; padding: 0.5rem 0.75rem; }
  footer { max-width: 980px; margin: 0 auto; padding: 2rem 1.25rem; color: #6b6358; }
  @media (max-width: 600px) { main { padding: 1rem 0.5rem; } h1, main > p, pre { margin-left: 0.5rem; margin-right: 0.5rem; } }
</style>
</head>
<body>
<header><strong>${escape(studio.name)}</strong></header>
<main>
<h1>${escape(t.title)}</h1>
<p>${intro}</p>
<pre><code>${escape(line)}</code></pre>
<p role="status" id="embed-status" data-text="${escape(t.closed)}"></p>
<div class="embed">
${line}
</div>
</main>
<footer>${escape(studio.name)}</footer>
<script>
  var closes = 0;
  document.addEventListener('studio-booking:close', function () {
    closes += 1;
    var status = document.getElementById('embed-status');
    status.textContent = status.dataset.text.replace('{count}', String(closes));
  });
</script>
</body>
</html>
`;
}
