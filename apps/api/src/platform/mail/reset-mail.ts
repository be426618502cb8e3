/**
 * The password-reset e-mail (CONTRACT §3 "Password reset"; seed 000 §2 reset password, §9: the link
 * is valid one hour and only the newest one works), in the studio's language.
 */
import { fill, type Locale } from '../i18n/locale.ts';
import type { Mail } from './outbox.ts';

const texts = {
  subject: {
    da: 'Nulstil din adgangskode hos {studio}',
    en: 'Reset your password at {studio}',
    nb: 'Tilbakestill passordet ditt hos {studio}',
  },
  greeting: { da: 'Hej {name}', en: 'Hi {name}', nb: 'Hei {name}' },
  body: {
    da: 'Vi har fået en anmodning om at nulstille adgangskoden til din profil ({email}). Åbn linket herunder for at vælge en ny adgangskode. Linket virker i én time, og kun det nyeste link, vi har sendt dig, kan bruges.',
    en: 'We received a request to reset the password of your profile ({email}). Open the link below to choose a new password. The link works for one hour, and only the newest link we have sent you can be used.',
    nb: 'Vi har fått en forespørsel om å tilbakestille passordet til profilen din ({email}). Åpne lenken nedenfor for å velge et nytt passord. Lenken virker i én time, og bare den nyeste lenken vi har sendt deg, kan brukes.',
  },
  ignore: {
    da: 'Har du ikke bedt om det, kan du se bort fra denne e-mail. Din adgangskode er uændret.',
    en: 'If you did not ask for this, you can ignore this email. Your password has not changed.',
    nb: 'Har du ikke bedt om dette, kan du se bort fra denne e-posten. Passordet ditt er uendret.',
  },
  signature: {
    da: 'Venlig hilsen\n{studio}',
    en: 'Best regards\n{studio}',
    nb: 'Vennlig hilsen\n{studio}',
  },
} satisfies Record<string, Record<Locale, string>>;

/**
 * @param link the filled set-new-password link (template with `{email}` and `{token}` filled).
 * @returns the mail to queue with `sendMail`.
 */
export function resetPasswordMail(
  locale: Locale,
  to: { email: string; firstName: string },
  studioName: string,
  link: string,
): Mail {
  const params = { studio: studioName, name: to.firstName, email: to.email };
  return {
    to: to.email,
    subject: fill(texts.subject[locale], params),
    text: [
      fill(texts.greeting[locale], params),
      fill(texts.body[locale], params),
      link,
      texts.ignore[locale],
      fill(texts.signature[locale], params),
    ].join('\n\n'),
  };
}
