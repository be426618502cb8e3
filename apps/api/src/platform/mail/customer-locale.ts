/**
 * The language of a customer's mail (issue 26): the customer's own `users.locale` when they have
 * one (saved from the web's page language on their profile), else the studio's `locale` setting
 * (CONTRACT §1.13). Decision: docs/decisions/2026-11-27-class-reminders-and-mail-language.md.
 */
import { locales, toLocale, type Locale } from '../i18n/locale.ts';

/**
 * @param own the customer's `users.locale` (`da`, `en`, `nb`, or null)
 * @param studioLocale the studio's `locale` setting (any value; Danish when unknown)
 */
export function customerLocale(own: string | null | undefined, studioLocale: unknown): Locale {
  return own && (locales as readonly string[]).includes(own)
    ? (own as Locale)
    : toLocale(studioLocale);
}
