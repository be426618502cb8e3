/**
 * The "your card runs out this month" mail (issue 26): to the customer whose membership is paid
 * by a saved card expiring at the end of this month, in their language (else the studio's), with
 * the membership page where the card is changed (seed 000 §2 `/membership/{id}`).
 */
import { intlLocale } from '../../platform/i18n/dates.ts';
import { fill, type Locale, type Texts } from '../../platform/i18n/locale.ts';
import type { Mail } from '../../platform/mail/outbox.ts';

const texts = {
  subject: {
    da: 'Dit betalingskort til {membership} udløber i denne måned',
    en: 'Your payment card for {membership} expires this month',
    nb: 'Betalingskortet ditt for {membership} utløper denne måneden',
  },
  body: {
    da: 'Hej {name}\n\nDit gemte betalingskort{card}, som betaler dit medlemskab {membership}, udløber med udgangen af {month}. Skift kortet, så din næste betaling går igennem:\n{link}\n\nVenlig hilsen\n{studio}',
    en: 'Hi {name}\n\nYour saved payment card{card}, which pays for your membership {membership}, expires at the end of {month}. Change the card so that your next payment goes through:\n{link}\n\nBest regards\n{studio}',
    nb: 'Hei {name}\n\nDet lagrede betalingskortet ditt{card}, som betaler medlemskapet ditt {membership}, utløper ved utgangen av {month}. Bytt kortet, så neste betaling går gjennom:\n{link}\n\nVennlig hilsen\n{studio}',
  },
  endingIn: {
    da: ' med slutcifrene {last4}',
    en: ' ending in {last4}',
    nb: ' som slutter på {last4}',
  },
} satisfies Record<string, Texts>;

/** `11/26` → `november 2026` / `November 2026`. */
function monthName(expiration: string, locale: Locale): string {
  const [mm, yy] = expiration.split('/').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000 + yy, mm - 1, 1)));
}

export interface CardExpiryMail {
  locale: Locale;
  to: string;
  name: string;
  studio: string;
  membership: string;
  /** The card's last four digits, or null when unknown. */
  last4: string | null;
  /** `MM/YY`. */
  expiration: string;
  /** The membership page (`https://studio.example/membership/17`). */
  link: string;
}

/** The mail, plain text (sendMail adds the HTML part). */
export function cardExpiryMail(m: CardExpiryMail): Mail {
  const params = {
    name: m.name,
    membership: m.membership,
    month: monthName(m.expiration, m.locale),
    card: m.last4 ? fill(texts.endingIn[m.locale], { last4: m.last4 }) : '',
    link: m.link,
    studio: m.studio,
  };
  return {
    locale: m.locale,
    to: m.to,
    subject: fill(texts.subject[m.locale], params),
    text: fill(texts.body[m.locale], params),
  };
}
