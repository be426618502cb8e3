/**
 * Login, signup and login-status bodies (CONTRACT §3; seed 000 §2 login and signup, §5 rules).
 * Messages are i18n keys (namespace `validation`), so the web and the api share one schema.
 */
import * as z from 'zod/mini';
import { isStrongPassword } from './password.ts';
import { User } from './users.ts';
import { Id, hasNoNul } from './wire.ts';

/**
 * A string without NUL characters (PostgreSQL text cannot store them). The message is not an i18n
 * key on purpose: the server answers it as a malformed request (400), not as a field problem.
 */
const text = () => z.string().check(z.refine(hasNoNul, 'NUL character'));
const trimmed = () => text().check(z.trim());

const email = text().check(
  z.trim(),
  z.minLength(1, 'validation:email_required'),
  z.email('validation:email_invalid'),
);

export const LoginBody = z.object({
  email,
  password: text().check(z.minLength(1, 'validation:required')),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * POST /login as the server reads it (CONTRACT §3): two non-blank strings, nothing more. An e-mail
 * of any form is a login refusal (`E_LOGIN_FAILED`), not a 400, so the form rules of LoginBody do
 * not apply; the e-mail is passed on untrimmed.
 */
export const LoginRequest = z.object({
  email: z.string().check(z.refine((value) => value.trim() !== '')),
  password: z.string().check(z.minLength(1)),
});

/** POST /login and POST /users answer (CONTRACT §3): the own User and a bearer token. */
export const LoginResponse = z.looseObject({ user: User, token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

export { LoginStatus } from './login-status.ts';

/** Phone: digits, spaces, hyphens, an optional leading plus (seed 000 §5). */
export const phonePattern = /^\+?[\d\s-]+$/;

/**
 * POST /users (signup). Which optional fields are required depends on the studio's settings; the
 * server checks those in `signupProblems`, the web form builds its rules from the same function.
 */
export const SignupBody = z.object({
  first_name: trimmed().check(z.minLength(1, 'validation:first_name_required')),
  last_name: trimmed().check(z.minLength(1, 'validation:last_name_required')),
  email,
  password: text().check(z.refine(isStrongPassword, 'validation:password_too_weak')),
  phone: z.optional(trimmed()),
  address_1: z.optional(trimmed()),
  address_2: z.optional(trimmed()),
  zip_code: z.optional(trimmed()),
  city: z.optional(trimmed()),
  country: z.optional(trimmed()),
  date_of_birth: z.optional(z.nullable(text())),
  customer_additional_info: z.optional(text()),
  vat_id: z.optional(text()),
  company_name: z.optional(text()),
  image: z.optional(z.nullable(Id)),
  branches: z.optional(z.array(Id)),
  emailConfirmationLink: z.optional(text()),
});
export type SignupBody = z.infer<typeof SignupBody>;

/** The settings that decide which signup fields are shown and required (CONTRACT §2). */
export interface SignupSettings {
  signup_show_phone_field: boolean;
  signup_phone_field_required: boolean;
  signup_show_date_of_birth_field: boolean;
  signup_date_of_birth_field_required: boolean;
  signup_show_address_fields: boolean;
  signup_address_fields_required: boolean;
  signup_show_branch_field: boolean;
  signup_branch_field_required: boolean;
}

/**
 * The setting-driven signup rules of seed 000 §5, beyond the shape of SignupBody.
 * @returns `[field, i18n key]` pairs, empty when the body passes.
 */
export function signupProblems(
  body: Partial<SignupBody>,
  settings: SignupSettings,
): Array<[keyof SignupBody, string]> {
  const problems: Array<[keyof SignupBody, string]> = [];
  const blank = (value: unknown) =>
    value === undefined || value === null || String(value).trim() === '';
  if (settings.signup_show_phone_field) {
    if (settings.signup_phone_field_required && blank(body.phone)) {
      problems.push(['phone', 'validation:phone_required']);
    } else if (!blank(body.phone) && !phonePattern.test(String(body.phone))) {
      problems.push(['phone', 'validation:phone_invalid']);
    }
  }
  if (settings.signup_show_date_of_birth_field && settings.signup_date_of_birth_field_required) {
    if (blank(body.date_of_birth))
      problems.push(['date_of_birth', 'validation:date_of_birth_required']);
  }
  if (!blank(body.date_of_birth) && !isValidIsoDate(String(body.date_of_birth))) {
    problems.push(['date_of_birth', 'validation:invalid_date']);
  }
  if (settings.signup_show_address_fields && settings.signup_address_fields_required) {
    if (blank(body.address_1)) problems.push(['address_1', 'validation:address_required']);
    if (blank(body.zip_code)) problems.push(['zip_code', 'validation:zip_code_required']);
    if (blank(body.city)) problems.push(['city', 'validation:city_required']);
  }
  if (settings.signup_show_branch_field && settings.signup_branch_field_required) {
    if (!body.branches?.length) problems.push(['branches', 'validation:branch_required']);
  }
  return problems;
}

/** A real calendar date in `YYYY-MM-DD` form. */
export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * PUT /users/{id}: any subset of the profile (CONTRACT §3; seed 000 §2 profile edit, §5 rules).
 * A single `branch` id is accepted as a one-element `branches` list. Role fields are not part of
 * it: a customer cannot change them.
 */
export const ProfileUpdateBody = z.object({
  first_name: z.optional(trimmed().check(z.minLength(1, 'validation:first_name_required'))),
  last_name: z.optional(trimmed().check(z.minLength(1, 'validation:last_name_required'))),
  email: z.optional(email),
  password: z.optional(text().check(z.refine(isStrongPassword, 'validation:password_too_weak'))),
  phone: z.optional(
    trimmed().check(
      z.refine((value) => value === '' || phonePattern.test(value), 'validation:phone_invalid'),
    ),
  ),
  address_1: z.optional(trimmed()),
  address_2: z.optional(trimmed()),
  zip_code: z.optional(trimmed()),
  city: z.optional(trimmed()),
  country: z.optional(trimmed()),
  date_of_birth: z.optional(z.nullable(text())),
  customer_additional_info: z.optional(trimmed()),
  vat_id: z.optional(trimmed()),
  company_name: z.optional(trimmed()),
  image: z.optional(z.nullable(Id)),
  livestream_time_display_mode: z.optional(z.enum(['elapsed', 'remaining'])),
  branches: z.optional(z.array(Id)),
  branch: z.optional(z.nullable(Id)),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;
