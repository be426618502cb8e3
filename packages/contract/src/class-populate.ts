/**
 * The `populate[]` keys the customer front end asks for on every view of a class (schedule, class
 * dialog, My classes), shared so the API benchmark measures the same call (CONTRACT §4, §1.6): relations for the card
 * and dialog, and each per-user flag the booking actions read. Keys the reference rejects
 * (`class_accepts_waiting_list_signups`, `class_livestream_signoff_deadline_timestamp`) arrive as
 * dependencies of the keys below instead (decision 1).
 */
export const customerClassPopulate = [
  'class_type',
  'class_type.image',
  'teachers',
  'teachers.image',
  'room',
  'room.branch',
  'signup_count',
  'capacity_text',
  'waiting_list_text',
  'ics_url',
  'ics_url_livestream',
  'livestream_link',
  'class_has_started',
  'class_is_fully_booked',
  'class_accepts_customer_signups',
  'class_accepts_livestream_signups',
  'class_is_part_of_locked_class_series_type',
  'class_signoff_warning',
  'class_signoff_deadline_timestamp',
  'user_must_receive_warning_after_signoff_deadline',
  'user_signup_count',
  'user_is_signed_up_for_class',
  'user_is_signed_up_for_livestream',
  'user_is_signed_up_for_waiting_list',
  'user_number_on_waiting_list',
  'user_can_sign_up_for_class',
  'user_can_sign_off_from_class',
  'user_can_sign_up_for_waiting_list',
  'user_can_sign_off_from_waiting_list',
  'user_can_sign_up_for_livestream',
  'user_can_sign_off_from_livestream',
  'user_can_start_livestream',
  'user_can_sign_up_for_number_of_seats',
  'user_can_sign_up_for_class_locked_by_class_series',
  'user_active_invalid_memberships',
  'user_is_signed_up_for_class_with_class_series_name',
  'user_is_signed_up_for_livestream_with_class_series_name',
];
