/**
 * The HTML of the test provider's hosted checkout page (README.md): the studio's name, language
 * and colours, the order lines and total, a card form prefilled with the test card, and Pay,
 * Decline and Cancel buttons posting to our own routes; with the studio's wallet a second pay
 * button ("Pay with MobilePay" / "Pay with Vipps") that pays as the card does. Also the save-card
 * page of the membership card change (`cardPage`: the good and the declining test card, Cancel).
 * Every studio or customer text is escaped.
 */
import { intlLocale } from '../../../platform/i18n/dates.ts';
import { fill, type Locale, type Texts } from '../../../platform/i18n/locale.ts';
import { DECLINING_TEST_CARD, TEST_CARD } from './provider.ts';
import type { Wallet } from '../providers/wallet.ts';
import { paymentTexts as t } from '../texts.ts';

export interface TestPageView {
  locale: Locale;
  studioName: string;
  primaryColor: string;
  backgroundColor: string;
  currency: string;
  lines: { name: string; count: number; totalOre: number }[];
  totalOre: number;
  saveCard: boolean;
  /** The studio's wallet (`walletOf`): a second pay button, or none. */
  wallet: Wallet | null;
  /** Copenhagen `HH:mm` until which the order holds what it sells (commerce/holds), or null. */
  heldUntil: string | null;
  /** `/payments/test/checkout/{id}` and the signed query the form posts carry. */
  actionPath: string;
  query: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A CSS colour from a setting, or the fallback when it is not a plain hex colour. */
const colour = (value: string, fallback: string) =>
  /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback;

const walletNames: Record<Wallet, string> = { mobilepay: 'MobilePay', vipps: 'Vipps' };

export function formatMoney(ore: number, currency: string, locale: Locale) {
  try {
    return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency }).format(
      ore / 100,
    );
  } catch {
    return `${(ore / 100).toFixed(2)} ${currency}`;
  }
}

function page(view: PageLook, body: string) {
  const primary = colour(view.primaryColor, '#12169c');
  const background = colour(view.backgroundColor, '#f7f7f7');
  return `<!doctype html>
<html lang="${view.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t.title[view.locale])} · ${escape(view.studioName)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:${background};color:#222}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;color:${primary};margin-top:0}
h2{font-size:1rem;margin:1.25rem 0 .25rem}
.notice{background:#fff6d6;padding:.5rem .75rem;border-radius:.5rem;font-size:.9rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}
td{padding:.35rem 0;border-bottom:1px solid #eee}td.amount{text-align:right;white-space:nowrap}
tr.total td{font-weight:700;border-bottom:0}
label{display:block;font-size:.85rem;margin-top:.75rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #bbb;border-radius:.4rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button,.button{display:block;width:100%;margin-top:.75rem;padding:.75rem;font-size:1rem;border-radius:.5rem;border:1px solid ${primary};cursor:pointer;text-align:center;text-decoration:none;box-sizing:border-box}
.pay{background:${primary};color:#fff}.secondary{background:#fff;color:${primary}}
</style>
</head>
<body><main>
<p>${escape(view.studioName)}</p>
${body}
</main></body>
</html>`;
}

export function checkoutPage(view: TestPageView): string {
  const money = (ore: number) => escape(formatMoney(ore, view.currency, view.locale));
  const action = (what: string) => `${view.actionPath}/${what}?${escape(view.query)}`;
  const rows = view.lines
    .map(
      (line) =>
        `<tr><td>${line.count > 1 ? `${line.count} × ` : ''}${escape(line.name)}</td><td class="amount">${money(line.totalOre)}</td></tr>`,
    )
    .join('\n');
  const payText =
    view.totalOre === 0
      ? t.saveOnly[view.locale]
      : fill(t.pay[view.locale], {
          amount: formatMoney(view.totalOre, view.currency, view.locale),
        });
  return page(
    view,
    `<h1>${escape(t.title[view.locale])}</h1>
<p class="notice">${escape(t.notice[view.locale])}</p>
${view.heldUntil ? `<p class="held">${escape(fill(t.heldUntil[view.locale], { time: view.heldUntil }))}</p>` : ''}
<table>
${rows}
<tr class="total"><td>${escape(t.total[view.locale])}</td><td class="amount">${money(view.totalOre)}</td></tr>
</table>
<form method="post" action="${action('pay')}">
<label for="card">${escape(t.cardNumber[view.locale])}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" value="${TEST_CARD.number}">
<div class="row">
<div><label for="expiry">${escape(t.expiry[view.locale])}</label><input id="expiry" name="expiry" value="${TEST_CARD.card_expiration}"></div>
<div><label for="cvc">${escape(t.cvc[view.locale])}</label><input id="cvc" name="cvc" value="${TEST_CARD.cvc}"></div>
</div>
${view.saveCard ? `<p>${escape(t.saveCard[view.locale])}</p>` : ''}
<button type="submit" class="pay">${escape(payText)}</button>
</form>
${view.wallet ? `<form method="post" action="${action('pay')}"><button type="submit" class="pay">${escape(fill(t.payWith[view.locale], { wallet: walletNames[view.wallet] }))}</button></form>` : ''}
<form method="post" action="${action('decline')}"><button type="submit" class="secondary">${escape(t.decline[view.locale])}</button></form>
<form method="post" action="${action('cancel')}"><button type="submit" class="secondary">${escape(t.cancel[view.locale])}</button></form>`,
  );
}

type PageLook = Pick<TestPageView, 'locale' | 'studioName' | 'primaryColor' | 'backgroundColor'>;

export interface CardPageView extends PageLook {
  /** What the card pays: the membership type's name, or the event's. */
  ownerName: string;
  /** `/payments/test/card/{id}` and the signed query its forms post. */
  actionPath: string;
  query: string;
}

/**
 * The save-card page (card change of a membership or an event signup): two test cards, each with its own save button
 * (the good one; the declining one, whose later charges are declined), and Cancel.
 */
export function cardPage(view: CardPageView): string {
  const say = (texts: Texts) => escape(texts[view.locale]);
  const action = (what: string) => `${view.actionPath}/${what}?${escape(view.query)}`;
  const card = (
    what: string,
    label: Texts,
    shown: { number: string; card_expiration: string },
    look: 'pay' | 'secondary',
  ) => `<form method="post" action="${action(what)}">
<h2>${say(label)}</h2>
<p>${say(t.cardNumber)}: ${shown.number} · ${say(t.expiry)}: ${shown.card_expiration}</p>
<button type="submit" class="${look}">${say(t.saveThisCard)}</button>
</form>`;
  return page(
    view,
    `<h1>${say(t.cardTitle)}</h1>
<p class="notice">${say(t.cardNotice)}</p>
<p>${escape(fill(t.cardFor[view.locale], { name: view.ownerName }))}</p>
${card('save-card', t.goodCard, TEST_CARD, 'pay')}
${card('save-declining-card', t.decliningCard, DECLINING_TEST_CARD, 'secondary')}
<form method="post" action="${action('cancel')}"><button type="submit" class="secondary">${say(t.cancel)}</button></form>`,
  );
}

/** A page with a heading, one message and one link button (`pay` or `secondary` look). */
function messagePage(
  view: PageLook,
  text: { title: Texts; message: Texts; link: Texts },
  href: string,
  look: 'pay' | 'secondary',
) {
  const say = (texts: Texts) => escape(texts[view.locale]);
  return page(
    view,
    `<h1>${say(text.title)}</h1>
<p>${say(text.message)}</p>
<a class="button ${look}" href="${escape(href)}">${say(text.link)}</a>`,
  );
}

/** After Decline: the message and a link back to the cancel url. */
export const declinedPage = (view: PageLook, backUrl: string) =>
  messagePage(
    view,
    { title: t.declinedTitle, message: t.declinedText, link: t.back },
    backUrl,
    'secondary',
  );

/** The session's order is paid already: a link on to the success url. */
export const alreadyPaidPage = (view: PageLook, successUrl: string) =>
  messagePage(
    view,
    { title: t.title, message: t.alreadyPaid, link: t.continue },
    successUrl,
    'pay',
  );
