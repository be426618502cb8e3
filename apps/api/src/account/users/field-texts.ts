/**
 * Localised texts for field problems on signup and profile edit (seed 000 §5): one message per
 * `validation:` key of packages/contract/src/auth.ts, and the field names used in the summary.
 */
import type { Texts } from '../../platform/i18n/locale.ts';

export const fieldMessages: Record<string, Texts> = {
  required: { da: 'Skal udfyldes', en: 'Required', nb: 'Må fylles ut' },
  first_name_required: {
    da: 'Fornavn skal angives',
    en: 'First name must be given',
    nb: 'Fornavn må oppgis',
  },
  last_name_required: {
    da: 'Efternavn skal angives',
    en: 'Last name must be given',
    nb: 'Etternavn må oppgis',
  },
  email_required: { da: 'Skriv din e-mail', en: 'Type your email', nb: 'Skriv e-posten din' },
  email_invalid: {
    da: 'Det er ikke en gyldig e-mailadresse',
    en: 'That is not a valid email address',
    nb: 'Det er ikke en gyldig e-postadresse',
  },
  password_too_weak: {
    da: 'Mindst 6 tegn med stort og lille bogstav og et tal',
    en: 'At least 6 characters with upper- and lower-case letters and a digit',
    nb: 'Minst 6 tegn med stor og liten bokstav og et tall',
  },
  phone_required: {
    da: 'Telefon skal angives',
    en: 'Phone must be entered',
    nb: 'Telefon må oppgis',
  },
  phone_invalid: {
    da: 'Kun tal, mellemrum, bindestreg og + foran',
    en: 'Only digits, spaces, hyphens and a leading +',
    nb: 'Bare tall, mellomrom, bindestrek og + foran',
  },
  date_of_birth_required: {
    da: 'Fødselsdato skal angives',
    en: 'Birthday must be entered',
    nb: 'Fødselsdato må oppgis',
  },
  invalid_date: { da: 'Ugyldig dato', en: 'Invalid date', nb: 'Ugyldig dato' },
  address_required: {
    da: 'Adresse skal angives',
    en: 'Address must be entered',
    nb: 'Adresse må oppgis',
  },
  zip_code_required: {
    da: 'Postnummer skal angives',
    en: 'Postcode must be entered',
    nb: 'Postnummer må oppgis',
  },
  city_required: { da: 'By skal angives', en: 'City must be entered', nb: 'Sted må oppgis' },
  branch_required: {
    da: 'Vælg en afdeling',
    en: 'Choose a branch',
    nb: 'Velg en avdeling',
  },
};

export const fieldNames: Record<string, Texts> = {
  first_name: { da: 'fornavn', en: 'first name', nb: 'fornavn' },
  last_name: { da: 'efternavn', en: 'last name', nb: 'etternavn' },
  email: { da: 'e-mail', en: 'email', nb: 'e-post' },
  password: { da: 'adgangskode', en: 'password', nb: 'passord' },
  phone: { da: 'telefon', en: 'phone', nb: 'telefon' },
  date_of_birth: { da: 'fødselsdato', en: 'birthday', nb: 'fødselsdato' },
  address_1: { da: 'adresse', en: 'address', nb: 'adresse' },
  zip_code: { da: 'postnummer', en: 'postcode', nb: 'postnummer' },
  city: { da: 'by', en: 'city', nb: 'sted' },
  branches: { da: 'afdeling', en: 'branch', nb: 'avdeling' },
};
