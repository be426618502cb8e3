/**
 * The renewal's words (da first, en, nb): order line names and the failed-payment mail (issue 12
 * "On decline … a mail to the customer"). Amounts are formatted with `formatOre`.
 */
import type { Locale, Texts } from '../../platform/i18n/locale.ts';
import type { Mail } from '../../platform/mail/outbox.ts';
import { formatOre } from '../../platform/mail/money-text.ts';
import { declinedChargeMail } from '../payments/public.ts';

const texts = {
  noShowFee: { da: 'Udeblivelsesgebyr', en: 'No-show fee', nb: 'Gebyr for uteblivelse' },
  lateCancelFee: {
    da: 'Gebyr for sen afmelding',
    en: 'Late cancellation fee',
    nb: 'Gebyr for sen avmelding',
  },
  failedSubject: {
    da: 'Betalingen for dit medlemskab hos {studio} blev afvist',
    en: 'The payment for your membership at {studio} was declined',
    nb: 'Betalingen for medlemskapet ditt hos {studio} ble avvist',
  },
  failedBody: {
    da: 'Hej {name}\n\nVi kunne ikke trække {amount} for dit medlemskab {membership} med dit gemte kort.',
    en: 'Hi {name}\n\nWe could not charge {amount} for your membership {membership} to your saved card.',
    nb: 'Hei {name}\n\nVi kunne ikke trekke {amount} for medlemskapet ditt {membership} fra det lagrede kortet ditt.',
  },
} satisfies Record<string, Texts>;

/** The texts in one language. */
export function renewalTexts(locale: Locale) {
  return {
    noShowFee: texts.noShowFee[locale],
    lateCancelFee: texts.lateCancelFee[locale],
  };
}

export interface FailedPaymentMail {
  locale: Locale;
  to: string;
  name: string;
  studio: string;
  membership: string;
  amountOre: number;
  /** Copenhagen date of the next automatic try, or null when none comes. */
  nextTry: string | null;
  /** The membership page (`https://studio.example/membership/17`). */
  link: string;
}

/** The mail a customer gets when a renewal is declined (`payments/declined-mail.ts`). */
export function failedPaymentMail(m: FailedPaymentMail): Mail {
  return declinedChargeMail({
    locale: m.locale,
    to: m.to,
    studio: m.studio,
    subject: texts.failedSubject,
    body: texts.failedBody,
    params: { name: m.name, amount: formatOre(m.amountOre), membership: m.membership },
    nextTry: m.nextTry,
    link: m.link,
  });
}
