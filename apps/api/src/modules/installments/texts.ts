/**
 * The words of a declined installment (da first, en, nb): the mail the customer gets when the
 * job could not charge a later installment of an event signup (README.md "Declined"). Amounts
 * are formatted with `formatOre`, dates are Copenhagen `YYYY-MM-DD`.
 */
import { fill, type Locale, type Texts } from '../../i18n/locale.ts';
import type { Mail } from '../../mail/outbox.ts';
import { formatOre } from '../../mail/money-text.ts';

const texts = {
  subject: {
    da: 'Betalingen af en rate for {event} hos {studio} blev afvist',
    en: 'The payment of an installment for {event} at {studio} was declined',
    nb: 'Betalingen av et avdrag for {event} hos {studio} ble avvist',
  },
  body: {
    da: 'Hej {name}\n\nVi kunne ikke trække raten på {amount} for {event} (forfaldsdato {due}) med dit gemte kort.',
    en: 'Hi {name}\n\nWe could not charge the installment of {amount} for {event} (due {due}) to your saved card.',
    nb: 'Hei {name}\n\nVi kunne ikke trekke avdraget på {amount} for {event} (forfallsdato {due}) fra det lagrede kortet ditt.',
  },
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

export interface DeclinedInstallmentMail {
  locale: Locale;
  to: string;
  name: string;
  studio: string;
  event: string;
  amountOre: number;
  /** The installment's date (`YYYY-MM-DD`). */
  due: string;
  /** Copenhagen date of the next automatic try, or null when none comes. */
  nextTry: string | null;
  /** The installments screen (`https://studio.example/event-signup-installments/17`). */
  link: string;
}

/** The mail a customer gets when an installment is declined. */
export function declinedInstallmentMail(m: DeclinedInstallmentMail): Mail {
  const params = {
    studio: m.studio,
    name: m.name,
    event: m.event,
    amount: formatOre(m.amountOre),
    due: m.due,
    date: m.nextTry ?? '',
  };
  const next = m.nextTry ? texts.retry[m.locale] : texts.noRetry[m.locale];
  return {
    to: m.to,
    subject: fill(texts.subject[m.locale], params),
    text: [fill(texts.body[m.locale], params), `${fill(next, params)}\n${m.link}`, m.studio].join(
      '\n\n',
    ),
  };
}
