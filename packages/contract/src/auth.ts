/**
 * Login, signup and login-status bodies (CONTRACT §3; seed 000 §2 login and signup, §5 rules).
 * Messages are i18n keys (namespace `validation`), so the web and the api share one schema.
 */
import * as z from 'zod/mini';
import { isStrongPassword } from './password.ts';
import { User } from './users.ts';

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'validation:email_required'),
    z.email('validation:email_invalid'),
  );

export const LoginBody = z.object({
  email,
  password: z.string().check(z.minLength(1, 'validation:required')),
});
export type LoginBody = z.infer<typeof LoginBody>;

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
  first_name: z.string().check(z.trim(), z.minLength(1, 'validation:first_name_required')),
  last_name: z.string().check(z.trim(), z.minLength(1, 'validation:last_name_required')),
  email,
  password: z.string().check(z.refine(isStrongPassword, 'validation:password_too_weak')),
  phone: z.optional(z.string().check(z.trim())),
  address_1: z.optional(z.string().check(z.trim())),
  address_2: z.optional(z.string().check(z.trim())),
  zip_code: z.optional(z.string().check(z.trim())),
  city: z.optional(z.string().check(z.trim())),
  country: z.optional(z.string().check(z.trim())),
  date_of_birth: z.optional(z.nullable(z.string())),
  customer_additional_info: z.optional(z.string()),
  vat_id: z.optional(z.string()),
  company_name: z.optional(z.string()),
  image: z.optional(z.nullable(z.coerce.number())),
  branches: z.optional(z.array(z.coerce.number())),
  emailConfirmationLink: z.optional(z.string()),
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
  first_name: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'validation:first_name_required')),
  ),
  last_name: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'validation:last_name_required')),
  ),
  email: z.optional(email),
  password: z.optional(
    z.string().check(z.refine(isStrongPassword, 'validation:password_too_weak')),
  ),
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || phonePattern.test(value), 'validation:phone_invalid'),
    ),
  ),
  address_1: z.optional(z.string().check(z.trim())),
  address_2: z.optional(z.string().check(z.trim())),
  zip_code: z.optional(z.string().check(z.trim())),
  city: z.optional(z.string().check(z.trim())),
  country: z.optional(z.string().check(z.trim())),
  date_of_birth: z.optional(z.nullable(z.string())),
  customer_additional_info: z.optional(z.string().check(z.trim())),
  vat_id: z.optional(z.string().check(z.trim())),
  company_name: z.optional(z.string().check(z.trim())),
  image: z.optional(z.nullable(z.coerce.number())),
  livestream_time_display_mode: z.optional(z.enum(['elapsed', 'remaining'])),
  branches: z.optional(z.array(z.coerce.number())),
  branch: z.optional(z.nullable(z.coerce.number())),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;
