/**
 * The confirmation e-mail of a free event signup (CONTRACT §6 POST /event-signups: sent when the
 * event has `send_email_to_customer`). The studio's own subject and body when it wrote them,
 * else ours in the studio's language (da, en, nb). Dates as Copenhagen `YYYY-MM-DD`.
 */
import type { Locale, Texts } from '../../platform/i18n/locale.ts';
import { fill } from '../../platform/i18n/locale.ts';
import type { Mail } from '../../platform/mail/outbox.ts';
import type { EventRow } from './queries.ts';

const subject: Texts = {
  da: 'Du er tilmeldt {event}',
  en: 'You are signed up for {event}',
  nb: 'Du er påmeldt {event}',
};

const body: Texts = {
  da: 'Hej {name}\n\nTak for din tilmelding til {event}, som begynder {date}.\n\nVi glæder os til at se dig.\n{studio}',
  en: 'Hi {name}\n\nThank you for signing up for {event}, which begins on {date}.\n\nWe look forward to seeing you.\n{studio}',
  nb: 'Hei {name}\n\nTakk for påmeldingen til {event}, som begynner {date}.\n\nVi gleder oss til å se deg.\n{studio}',
};

export function eventSignupMail(
  locale: Locale,
  event: EventRow,
  to: { email: string; first_name: string },
  studio: string,
): Mail {
  const params = { event: event.name, date: event.start_date, name: to.first_name, studio };
  return {
    to: to.email,
    subject: event.email_subject.trim() || fill(subject[locale], params),
    text: event.email_body.trim() || fill(body[locale], params),
  };
}
