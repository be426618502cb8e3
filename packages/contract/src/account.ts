/**
 * The account lifecycle on the wire (CONTRACT §3 "Password reset", "Email confirmation",
 * "User settings", DELETE /users/{id}; seed 000 §2 reset password and email confirmation, §5
 * rules). Messages are i18n keys (namespace `validation`), so the web forms and the api share them.
 */
import * as z from 'zod/mini';
import { isStrongPassword } from './password.ts';
import { hasNoNul } from './wire.ts';

const text = () => z.string().check(z.refine(hasNoNul, 'NUL character'));

const email = text().check(
  z.trim(),
  z.minLength(1, 'validation:email_required'),
  z.email('validation:email_invalid'),
);

/** A new password under the seed 000 §5 rule (≥ 6 characters, upper, lower, digit). */
const newPassword = text().check(z.refine(isStrongPassword, 'validation:password_too_weak'));

/**
 * The success body of the "no data" calls of this file and of DELETE /users/{id}: text `OK`
 * (CONTRACT §1.5).
 */
export const OkAnswer = z.literal('OK');

/**
 * POST /password-reset-send-token. `setNewPasswordLink` is a URL template holding `{email}` and
 * `{token}` (it may arrive URI-encoded) that leads to the studio's own web address.
 * Answers `OK`, or the refusal `E_EMAIL_NOT_FOUND` (extended `emailNotFound`).
 */
export const PasswordResetSendTokenBody = z.object({
  email,
  setNewPasswordLink: text().check(z.minLength(1, 'validation:required')),
});
export type PasswordResetSendTokenBody = z.infer<typeof PasswordResetSendTokenBody>;

/** The reset request page's form (seed 000 §2 reset password): just the e-mail. */
export const PasswordResetRequestForm = z.object({ email });
export type PasswordResetRequestForm = z.infer<typeof PasswordResetRequestForm>;

/**
 * POST /password-reset-check-token: `OK`, or `E_EMAIL_NOT_FOUND`, `E_INVALID_TOKEN`,
 * `E_TOKEN_EXPIRED` (extended `emailNotFound`, `invalidToken`, `tokenExpired`).
 */
export const PasswordResetCheckTokenBody = z.object({ email, token: text() });
export type PasswordResetCheckTokenBody = z.infer<typeof PasswordResetCheckTokenBody>;

/**
 * POST /password-reset-set-password-with-token: `OK` (the link is used up and every session of the
 * user ends), or in this order `E_PASSWORD_TOO_WEAK`, `E_EMAIL_NOT_FOUND`, `E_INVALID_TOKEN`,
 * `E_TOKEN_EXPIRED`.
 */
export const PasswordResetSetPasswordBody = z.object({ email, token: text(), password: text() });
export type PasswordResetSetPasswordBody = z.infer<typeof PasswordResetSetPasswordBody>;

/** Both password fields typed the same (seed 000 §5: confirmation must match). */
const matching = z.refine<{ password: string; password_confirmation: string }>(
  (form) => form.password === form.password_confirmation,
  { message: 'validation:passwords_must_match', path: ['password_confirmation'] },
);

/** The set-new-password page's form (seed 000 §2): a strong password typed twice. */
export const SetNewPasswordForm = z
  .object({ password: newPassword, password_confirmation: text() })
  .check(matching);
export type SetNewPasswordForm = z.infer<typeof SetNewPasswordForm>;

/**
 * The profile edit's password pair (seed 000 §5): both empty keeps the password; otherwise the
 * password must be strong and typed the same twice.
 */
export const ProfilePasswordForm = z
  .object({
    password: text().check(
      z.refine((value) => value === '' || isStrongPassword(value), 'validation:password_too_weak'),
    ),
    password_confirmation: text(),
  })
  .check(matching);
export type ProfilePasswordForm = z.infer<typeof ProfilePasswordForm>;

/**
 * POST /confirm-email-with-token (design): `OK` and `email_confirmed: true`, or the refusals
 * `E_TOKEN_NOT_FOUND` (no such e-mail and token pair), `E_TOKEN_EXPIRED` (older than 7 days).
 */
export const ConfirmEmailBody = z.object({ email, token: text() });
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

/**
 * POST /confirm-email-resend-welcome-email (design): a new 7-day token and the welcome e-mail
 * again. `OK`, or `E_EMAIL_NOT_FOUND`.
 */
export const ResendWelcomeEmailBody = z.object({
  email,
  emailConfirmationLink: text().check(z.minLength(1, 'validation:required')),
});
export type ResendWelcomeEmailBody = z.infer<typeof ResendWelcomeEmailBody>;

/** The statuses of the e-mail confirmation page (seed 000 §2). */
export const emailConfirmationStatuses = [
  'LOADING',
  'EMAIL_CONFIRMED',
  'TOKEN_NOT_FOUND',
  'TOKEN_EXPIRED',
  'NEW_EMAIL_SENT',
] as const;
export type EmailConfirmationStatus = (typeof emailConfirmationStatuses)[number];

/**
 * GET and POST /users/{id}/settings answer (CONTRACT §3 "User settings", design): the full
 * settings object. `video_preferences` is opaque JSON chosen by the client; the time is ms.
 */
export const UserSettings = z.object({
  video_preferences: z.nullable(z.record(z.string(), z.unknown())),
  video_preferences_dialog_last_opened_at: z.nullable(z.number()),
});
export type UserSettings = z.infer<typeof UserSettings>;

/** POST /users/{id}/settings body: any subset of the two keys; `null` clears one. */
export const UserSettingsBody = z.strictObject({
  video_preferences: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  video_preferences_dialog_last_opened_at: z.optional(
    z.nullable(z.number().check(z.int(), z.minimum(0))),
  ),
});
export type UserSettingsBody = z.infer<typeof UserSettingsBody>;
