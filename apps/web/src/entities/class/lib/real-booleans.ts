/**
 * Turns a provider's 0/1 booleans into `true`/`false` as a class enters the app (CONTRACT §1.10:
 * style-B objects may carry 0/1 for boolean columns; `class_accepts_*` and `user_can_sign_up_*`
 * can be 0). After this, `{cls.cancelled && …}` can never render a stray "0", and a check such as
 * `flag !== false` means what it says.
 */
import type { Class } from '@studio/contract/classes';

/** Every boolean field of the Class object (CONTRACT §4), wire spelling. */
const booleanFields = [
  'archived',
  'cancelled',
  'studio_attendance_enabled',
  'livestream_enabled',
  'class_has_started',
  'class_has_ended',
  'class_is_fully_booked',
  'class_accepts_customer_signups',
  'class_accepts_livestream_signups',
  'class_accepts_waiting_list_signups',
  'class_signup_deadline_has_been_exceeded',
  'class_signoff_deadline_has_been_exceeded',
  'class_is_part_of_locked_class_series_type',
  'user_must_receive_warning_after_signoff_deadline',
  'user_has_access_to_class',
  'user_has_access_to_livestream',
  'user_is_signed_up_for_class',
  'user_is_signed_up_for_livestream',
  'user_is_signed_up_for_waiting_list',
  'user_can_sign_up_for_class',
  'user_can_sign_off_from_class',
  'user_can_sign_up_for_waiting_list',
  'user_can_sign_off_from_waiting_list',
  'user_can_sign_up_for_livestream',
  'user_can_sign_off_from_livestream',
  'user_can_start_livestream',
  'user_can_sign_up_for_class_locked_by_class_series',
  'waiting_list_is_full',
] as const;

/** The class with each boolean field that arrived as a number made a boolean (0 → false). */
export function withRealBooleans(cls: Class): Class {
  let copy: Record<string, unknown> | null = null;
  for (const field of booleanFields) {
    const value = (cls as Record<string, unknown>)[field];
    if (typeof value !== 'number') continue;
    copy ??= { ...cls };
    copy[field] = value !== 0;
  }
  return (copy as Class | null) ?? cls;
}
