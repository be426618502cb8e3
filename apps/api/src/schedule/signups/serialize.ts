/** Signup records on the wire (CONTRACT §5): class and waiting-list signups style A, livestream style B too. */
import type { LivestreamRow, SignupRow, WaitingRow } from './queries.ts';

function common(row: SignupRow | WaitingRow | LivestreamRow) {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    archived: row.archived,
    client: row.client_id,
    user: row.user_id,
    class: row.class_id,
    used_membership: row.used_membership_id,
    used_class_pass: row.used_class_pass_id,
    class_pass_seat_spent: row.class_pass_classes_spent > 0,
    cancelled_at: row.cancelled_at,
  };
}

/** Class signup, style A, with the design fields `count` and `class_series`. */
export const classSignupStyleA = (row: SignupRow) => ({
  ...common(row),
  checked_in: row.checked_in,
  late_cancel: row.late_cancel,
  no_show_fee_applied: row.no_show_fee_applied,
  classpass_com_reservation_id: null,
  count: row.count,
  class_series: row.class_series_id,
});

/** Waiting-list signup, style A. */
export const waitingListSignupStyleA = (row: WaitingRow) => ({
  ...common(row),
  count: row.count,
  class_series: row.class_series_id,
});

/** Livestream signup, style A (POST answers). */
export const livestreamSignupStyleA = (row: LivestreamRow) => ({
  ...common(row),
  notification_email_sent: row.notification_email_sent,
  class_series: row.class_series_id,
});

/** Any signup in style B (`user_id`, `class_id`, …; GET /class-livestream-signups rows). */
export function signupStyleB(styleA: ReturnType<typeof common> & Record<string, unknown>) {
  const { client, user, class: cls, used_membership, used_class_pass, ...rest } = styleA;
  return {
    ...rest,
    client_id: client,
    user_id: user,
    class_id: cls,
    used_membership_id: used_membership,
    used_class_pass_id: used_class_pass,
  };
}
