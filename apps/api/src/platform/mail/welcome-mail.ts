/**
 * The welcome e-mail sent after signup (CONTRACT §3 POST /users; seed 000 §2 signup, §7), in the
 * studio's language, with the filled e-mail confirmation link when the front end sent a template.
 */
import type { Locale } from '../i18n/locale.ts';
import { fill } from '../i18n/locale.ts';
import type { Mail } from './outbox.ts';

const texts = {
  subject: {
    da: 'Velkommen til {studio}',
    en: 'Welcome to {studio}',
    nb: 'Velkommen til {studio}',
  },
  greeting: { da: 'Hej {name}', en: 'Hi {name}', nb: 'Hei {name}' },
  body: {
    da: 'Tak fordi du har oprettet en profil hos {studio}. Du kan nu booke hold og købe adgang.',
    en: 'Thank you for creating a profile with {studio}. You can now book classes and buy access.',
    nb: 'Takk for at du har opprettet en profil hos {studio}. Du kan nå booke timer og kjøpe tilgang.',
  },
  confirm: {
    da: 'Bekræft venligst din e-mailadresse ved at åbne dette link (gyldigt i 7 dage):',
    en: 'Please confirm your email address by opening this link (valid for 7 days):',
    nb: 'Bekreft e-postadressen din ved å åpne denne lenken (gyldig i 7 dager):',
  },
  signature: {
    da: 'Venlig hilsen\n{studio}',
    en: 'Best regards\n{studio}',
    nb: 'Vennlig hilsen\n{studio}',
  },
} satisfies Record<string, Record<Locale, string>>;

/** Fills a link template's `{email}` (URI-encoded) and `{token}` placeholders (CONTRACT §3). */
export function fillLinkTemplate(template: string, email: string, token: string): string {
  let decoded = template;
  try {
    // The template may arrive URI-encoded (`%7Bemail%7D`).
    decoded = decodeURIComponent(template);
  } catch {
    decoded = template;
  }
  return decoded
    .replaceAll('{email}', encodeURIComponent(email))
    .replaceAll('{token}', encodeURIComponent(token));
}

/**
 * @param confirmationLink the filled link, or undefined when the front end sent no template.
 * @returns the mail to queue with `sendMail`.
 */
export function welcomeMail(
  locale: Locale,
  to: { email: string; firstName: string },
  studioName: string,
  confirmationLink: string | undefined,
): Mail {
  const params = { studio: studioName, name: to.firstName };
  const paragraphs = [fill(texts.greeting[locale], params), fill(texts.body[locale], params)];
  if (confirmationLink) paragraphs.push(`${texts.confirm[locale]}\n${confirmationLink}`);
  paragraphs.push(fill(texts.signature[locale], params));
  return {
    to: to.email,
    subject: fill(texts.subject[locale], params),
    text: paragraphs.join('\n\n'),
  };
}
