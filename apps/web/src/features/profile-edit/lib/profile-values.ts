/**
 * The profile edit form's values and rules (seed 000 §2 profile edit, §5): the contract's
 * `ProfileUpdateBody` for the fields and `ProfilePasswordForm` for the optional password pair.
 * Messages are i18n keys (`validation:…`), shared with the api.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ProfilePasswordForm } from '@studio/contract/account';
import { ProfileUpdateBody, isValidIsoDate } from '@studio/contract/auth';
import {
  mailLocales,
  type MailLocale,
  type MailPreferencesBody,
} from '@studio/contract/mail-preferences';
import type { User } from '@studio/contract/users';
import type { ContactValues } from '../../../entities/auth/lib/contact-values.ts';

export interface ProfileValues extends ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  address_2: string;
  vat_id: string;
  company_name: string;
  customer_additional_info: string;
  password: string;
  password_confirmation: string;
  /** Reminders before booked classes (issue 26). */
  class_reminder_emails: boolean;
  /** The language of the customer's mail: `da`, `en` or `nb`. */
  locale: MailLocale;
}

/** Which setting-driven fields the form shows (seed 000 §2 profile edit). */
export interface ProfileFieldSwitches {
  /** `customer_profile_use_additional_info_field`. */
  additionalInfo: boolean;
  /** The studio has branches. */
  branches: boolean;
}

const branchIdOf = (branch: number | { id: number }) =>
  typeof branch === 'number' ? branch : branch.id;

const isMailLocale = (value: unknown): value is MailLocale =>
  (mailLocales as readonly unknown[]).includes(value);

/**
 * The form filled from the saved profile; the country defaults to DK (seed 000 §9), reminders to
 * on, and the mail language to `pageLanguage` (the page's) until the customer has saved one.
 */
export function profileValues(user: User, pageLanguage: string): ProfileValues {
  const firstBranch = user.branches?.[0];
  const reminders = user.class_reminder_emails;
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    address_1: user.address_1 ?? '',
    address_2: user.address_2 ?? '',
    zip_code: user.zip_code ?? '',
    city: user.city ?? '',
    country: user.country || 'DK',
    date_of_birth: user.date_of_birth ?? '',
    vat_id: user.vat_id ?? '',
    company_name: user.company_name ?? '',
    customer_additional_info: user.customer_additional_info ?? '',
    branch: firstBranch === undefined ? '' : String(branchIdOf(firstBranch)),
    password: '',
    password_confirmation: '',
    class_reminder_emails: reminders !== false && reminders !== 0,
    locale: isMailLocale(user.locale)
      ? user.locale
      : isMailLocale(pageLanguage)
        ? pageLanguage
        : 'da',
  };
}

/**
 * The PUT /users/{id} body (CONTRACT §3, and the mail preferences of issue 26): strings trimmed, the birthday `YYYY-MM-DD` or null,
 * the branch as a one-element list (or none), hidden fields left out, the password only when typed.
 */
export function toProfileBody(values: ProfileValues, shown: ProfileFieldSwitches) {
  const trim = (value: string) => value.trim();
  const body: ProfileUpdateBody & MailPreferencesBody = {
    first_name: trim(values.first_name),
    last_name: trim(values.last_name),
    email: trim(values.email),
    phone: trim(values.phone),
    address_1: trim(values.address_1),
    address_2: trim(values.address_2),
    zip_code: trim(values.zip_code),
    city: trim(values.city),
    country: values.country || 'DK',
    date_of_birth: values.date_of_birth || null,
    vat_id: trim(values.vat_id),
    company_name: trim(values.company_name),
    class_reminder_emails: values.class_reminder_emails,
    locale: values.locale,
  };
  if (shown.additionalInfo) body.customer_additional_info = trim(values.customer_additional_info);
  if (shown.branches) body.branches = Number(values.branch) > 0 ? [Number(values.branch)] : [];
  if (values.password) body.password = values.password;
  return body;
}

/** A react-hook-form resolver: the first problem per field, as an i18n key. */
export function profileResolver(shown: ProfileFieldSwitches): Resolver<ProfileValues> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const add = (field: PropertyKey | undefined, message: string) => {
      const name = field === 'branches' ? 'branch' : String(field);
      errors[name] ??= { type: 'validate', message };
    };
    const body = ProfileUpdateBody.safeParse(toProfileBody({ ...values, password: '' }, shown));
    if (!body.success) for (const issue of body.error.issues) add(issue.path[0], issue.message);
    if (values.date_of_birth && !isValidIsoDate(values.date_of_birth))
      add('date_of_birth', 'validation:invalid_date');
    const password = ProfilePasswordForm.safeParse(values);
    if (!password.success)
      for (const issue of password.error.issues) add(issue.path[0], issue.message);
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<ProfileValues> }
      : { values, errors: {} };
  };
}
