/** Placeholders of a signup refusal's localised text (CONTRACT §15.1; our server fills them). */
import type { Settings } from '@studio/contract/client';

/** `{days}` for E_SIGNUP_NOT_OPEN_YET (the studio's booking horizon); undefined for the others. */
export function refusalParams(
  code: string,
  settings: Settings,
): Record<string, number> | undefined {
  return code === 'E_SIGNUP_NOT_OPEN_YET'
    ? { days: Number(settings.customer_can_sign_up_for_class_max_days_before_class) }
    : undefined;
}
