/**
 * The translated error of a react-hook-form field. Schema messages are i18n keys with their
 * namespace (`validation:email_invalid`, packages/contract), so one `t` reads them all.
 */
import type { TFunction } from 'i18next';

/** `undefined` when the field is valid. */
export function fieldError(
  t: TFunction,
  fieldState: { error?: { message?: string } },
): string | undefined {
  const key = fieldState.error?.message;
  return key ? t(key) : undefined;
}
