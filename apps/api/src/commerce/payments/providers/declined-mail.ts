/**
 * The mail a customer gets when the job could not charge a saved card (a membership renewal, a
 * later event installment): the caller's subject and first paragraph, then when we try again
 * (or that we do not) with the link to pay or change card, then the studio's name. The shared
 * words are here in da, en, nb; each module keeps its own subject and body texts.
 */
import { fill, type Locale, type Texts } from '../../../platform/i18n/locale.ts';
import type { Mail } from '../../../platform/mail/outbox.ts';

const texts = {
  retry: {
    da: 'Vi prøver igen {date}. Du kan også betale nu eller skifte kort her:',
    en: 'We will try again on {date}. You can also pay now or change your card here:',
    nb: 'Vi prøver igjen {date}. Du kan også betale nå eller bytte kort her:',
  },
  noRetry: {
    da: 'Vi prøver ikke igen automatisk. Betal eller skift kort her:',
    en: 'We will not try again automatically. Please pay or change your card here:',
    nb: 'Vi prøver ikke igjen automatisk. Betal eller bytt kort her:',
  },
} satisfies Record<string, Texts>;

export interface DeclinedChargeMail {
  locale: Locale;
  to: string;
  studio: string;
  /** The caller's subject and body texts, filled with `params` (and `studio`, `date`). */
  subject: Texts;
  body: Texts;
  params: Record<string, string>;
  /** Copenhagen date of the next automatic try (`YYYY-MM-DD`), or null when none comes. */
  nextTry: string | null;
  /** Where to pay or change card (`https://studio.example/membership/17`). */
  link: string;
}

/** The declined-charge mail in the studio's language. */
export function declinedChargeMail(m: DeclinedChargeMail): Mail {
  const params = { ...m.params, studio: m.studio, date: m.nextTry ?? '' };
  const next = m.nextTry ? texts.retry[m.locale] : texts.noRetry[m.locale];
  return {
    to: m.to,
    subject: fill(m.subject[m.locale], params),
    text: [fill(m.body[m.locale], params), `${fill(next, params)}\n${m.link}`, m.studio].join(
      '\n\n',
    ),
  };
}
