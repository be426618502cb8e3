/**
 * The signup form's values and rules (seed 000 §2 signup page, §5): the contract's `SignupBody`
 * shape plus `signupProblems` for the setting-driven rules, and the terms that must be accepted.
 * Messages are i18n keys (`validation:…`).
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { SignupBody, signupProblems, type SignupSettings } from '@studio/contract/auth';
import type { ContactValues } from './contact-values.ts';

export interface SignupValues extends ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  terms: boolean;
}

/** Empty values; the branch defaults to the first branch when it is required (seed 000 §5). */
export function blankSignup(settings: SignupSettings, branchIds: number[]): SignupValues {
  const firstBranch =
    settings.signup_show_branch_field && settings.signup_branch_field_required
      ? String(branchIds[0] ?? '')
      : '';
  return {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    phone: '',
    date_of_birth: '',
    address_1: '',
    zip_code: '',
    city: '',
    country: 'DK',
    branch: firstBranch,
    terms: false,
  };
}

/** The POST /users body: hidden fields left out, date YYYY-MM-DD or null, branch as a list. */
export function toSignupBody(
  values: SignupValues,
  settings: SignupSettings,
  emailConfirmationLink: string,
): SignupBody {
  const branchId = Number(values.branch);
  const body: SignupBody = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
    country: values.country || 'DK',
    date_of_birth:
      settings.signup_show_date_of_birth_field && values.date_of_birth
        ? values.date_of_birth
        : null,
    branches: settings.signup_show_branch_field && branchId > 0 ? [branchId] : [],
    emailConfirmationLink,
  };
  if (settings.signup_show_phone_field) body.phone = values.phone.trim();
  if (settings.signup_show_address_fields) {
    Object.assign(body, {
      address_1: values.address_1.trim(),
      zip_code: values.zip_code.trim(),
      city: values.city.trim(),
    });
  }
  return body;
}

/** A react-hook-form resolver for the studio's settings: the first problem per field is shown. */
export function signupResolver(settings: SignupSettings): Resolver<SignupValues> {
  return async (values) => {
    const body = toSignupBody(values, settings, '');
    const errors: Record<string, { type: string; message: string }> = {};
    const add = (field: string, message: string) => {
      const name = field === 'branches' ? 'branch' : field;
      errors[name] ??= { type: 'validate', message };
    };
    const parsed = SignupBody.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) add(String(issue.path[0]), issue.message);
    for (const [field, message] of signupProblems(body, settings)) add(field, message);
    if (!values.terms) add('terms', 'validation:terms_required');
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<SignupValues> }
      : { values, errors: {} };
  };
}
