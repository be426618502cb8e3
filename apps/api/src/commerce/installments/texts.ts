/**
 * The words of a declined installment (da first, en, nb): the mail the customer gets when the
 * job could not charge a later installment of an event signup (README.md "Declined"). Amounts
 * are formatted with `formatOre`, dates are Copenhagen `YYYY-MM-DD`.
 */
import type { Locale, Texts } from '../../platform/i18n/locale.ts';
import type { Mail } from '../../platform/mail/outbox.ts';
import { formatOre } from '../../platform/mail/money-text.ts';
import { declinedChargeMail } from '../payments/public.ts';

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

/** The mail a customer gets when an installment is declined (`payments/declined-mail.ts`). */
export function declinedInstallmentMail(m: DeclinedInstallmentMail): Mail {
  return declinedChargeMail({
    locale: m.locale,
    to: m.to,
    studio: m.studio,
    subject: texts.subject,
    body: texts.body,
    params: { name: m.name, event: m.event, amount: formatOre(m.amountOre), due: m.due },
    nextTry: m.nextTry,
    link: m.link,
  });
}
