/**
 * Which `populate[]` keys GET /classes accepts and which fields each one brings along
 * (CONTRACT §1.6, §4, decision 1). Dotted relation paths imply their parents.
 */
import {
  classComputedKeys,
  classRelationKeys,
  classStaffRelationKeys,
} from '@studio/contract/class-query';

const known = new Set<string>([
  ...classRelationKeys,
  ...classStaffRelationKeys,
  ...classComputedKeys,
]);

/** Fields a computed key is built from, sent with it (decision 1). */
const dependencies: Record<string, string[]> = {
  signup_count: ['checkedin_count', 'classpass_signup_count'],
  capacity_text: ['signup_count'],
  class_is_fully_booked: ['signup_count'],
  user_is_signed_up_for_class: ['user_signup_id'],
  user_is_signed_up_for_livestream: ['user_livestream_signup_id'],
  user_is_signed_up_for_waiting_list: ['user_waiting_list_signup_id'],
  user_number_on_waiting_list: ['user_waiting_list_signup_id'],
  user_signup_count: ['user_signup_id'],
  waiting_list_is_full: ['waiting_list_count', 'waiting_list_max'],
  class_signoff_deadline_has_been_exceeded: ['class_signoff_deadline_timestamp'],
  user_can_sign_up_for_class: [
    'user_has_access_to_class',
    'class_accepts_customer_signups',
    'class_is_fully_booked',
    'class_has_started',
    'class_signup_deadline_has_been_exceeded',
    'user_is_signed_up_for_class',
    'user_is_signed_up_for_livestream',
  ],
  user_can_sign_off_from_class: ['user_is_signed_up_for_class', 'class_has_started'],
  user_can_sign_off_from_livestream: [
    'user_is_signed_up_for_livestream',
    'class_has_started',
    'class_livestream_signoff_deadline_timestamp',
  ],
  user_can_sign_off_from_waiting_list: ['user_is_signed_up_for_waiting_list', 'class_has_started'],
  user_can_sign_up_for_waiting_list: [
    'user_has_access_to_class',
    'class_accepts_waiting_list_signups',
    'waiting_list_is_full',
    'user_is_signed_up_for_waiting_list',
    'user_number_on_waiting_list',
    'user_is_signed_up_for_class',
    'user_is_signed_up_for_livestream',
    'class_is_fully_booked',
    'class_has_started',
  ],
  waiting_list_text: [
    'class_accepts_waiting_list_signups',
    'waiting_list_is_full',
    'user_is_signed_up_for_waiting_list',
    'user_number_on_waiting_list',
    'class_is_fully_booked',
    'class_has_started',
  ],
  user_can_sign_up_for_livestream: [
    'user_has_access_to_livestream',
    'class_accepts_livestream_signups',
    'user_is_signed_up_for_livestream',
    'user_is_signed_up_for_class',
    'livestream_signup_count',
  ],
  user_can_start_livestream: ['user_is_signed_up_for_livestream'],
  user_can_sign_up_for_number_of_seats: ['signup_count', 'user_signup_count'],
  class_signoff_warning: ['class_signoff_deadline_timestamp', 'user_can_sign_off_from_class'],
  user_must_receive_warning_after_signoff_deadline: ['class_signoff_deadline_timestamp'],
  user_can_sign_up_for_class_locked_by_class_series: ['class_is_part_of_locked_class_series_type'],
  user_is_signed_up_for_class_with_class_series_name: ['user_is_signed_up_for_class'],
  user_is_signed_up_for_livestream_with_class_series_name: ['user_is_signed_up_for_livestream'],
  class_accepts_waiting_list_signups: ['class_is_fully_booked'],
};

/** Staff-only lists answered to customers as counts (CONTRACT §4 "Our server"). */
const staffListCounts: Record<string, string> = {
  signups: 'signup_count',
  waiting_list_signups: 'waiting_list_count',
  livestream_signups: 'livestream_signup_count',
};

export interface PopulatePlan {
  /** Recognised keys as asked for, with implied parents (the echoed `populate`). */
  applied: string[];
  /** Every output field to send: applied keys plus their dependencies. */
  fields: Set<string>;
  invalid: string[];
}

/** Validates and expands the requested keys. */
export function planPopulate(requested: string[]): PopulatePlan {
  const invalid = requested.filter((key) => !known.has(key));
  const applied = new Set<string>();
  for (const key of requested) {
    if (!known.has(key)) continue;
    const parts = key.split('.');
    for (let i = 1; i <= parts.length; i++) applied.add(parts.slice(0, i).join('.'));
  }
  const fields = new Set<string>();
  const add = (key: string) => {
    if (fields.has(key)) return;
    fields.add(key);
    for (const dep of dependencies[key] ?? []) add(dep);
    if (key in staffListCounts) add(staffListCounts[key]!);
  };
  for (const key of applied) add(key);
  if (fields.has('location')) add('room');
  return { applied: [...applied], fields, invalid };
}

/** Keys whose value depends on the logged-in user (user data is loaded only when one is asked). */
export const needsUser = (fields: Set<string>) =>
  [...fields].some(
    (key) =>
      key.startsWith('user_') ||
      key === 'class_signoff_warning' ||
      key === 'livestream_link' ||
      key === 'class_series_types' ||
      key === 'class_series_types_livestream',
  );
