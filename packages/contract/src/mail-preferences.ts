/**
 * *(design, issue 26)* The customer's mail preferences on the own User (CONTRACT §3 "User object",
 * PUT /users/{id}): whether they get a reminder before each class they booked, and the language
 * their mail is written in. Kept apart from `users.ts` and `auth.ts`, so the web's first load does
 * not carry them: only the profile edit page (a lazy chunk) reads and sends them. Decision:
 * docs/decisions/2026-11-27-class-reminders-and-mail-language.md.
 */
import * as z from 'zod/mini';
import { WireBool } from './wire.ts';

/** The languages mail is written in (the studio's `locale` values, CONTRACT §1.13). */
export const mailLocales = ['da', 'en', 'nb'] as const;
export type MailLocale = (typeof mailLocales)[number];

/** The two fields as the own User carries them. `locale` null: the studio's `locale`. */
export const MailPreferences = z.object({
  /** Default true: a reminder before each booked class (the studio's `class_reminder_*`). */
  class_reminder_emails: z.optional(WireBool),
  locale: z.optional(z.nullable(z.enum(mailLocales))),
});
export type MailPreferences = z.infer<typeof MailPreferences>;

/** What PUT /users/{id} accepts of them, beside the profile fields (`ProfileUpdateBody`). */
export const MailPreferencesBody = z.object({
  class_reminder_emails: z.optional(z.boolean()),
  locale: z.optional(z.nullable(z.enum(mailLocales))),
});
export type MailPreferencesBody = z.infer<typeof MailPreferencesBody>;
