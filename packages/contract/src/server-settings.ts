/**
 * Studio settings only the server's rules read (CONTRACT §2 settings tables): booking deadlines
 * and waiting-list limits, no-show fees, renewals and receipts. The server sends them with the
 * rest on GET /clients/current; they live apart from `settingDefaults` (client.ts) so the front
 * end's first load does not carry defaults it never reads.
 */
export const serverSettingDefaults = {
  /**
   * *(design, issue 26)* Where a visitor (not logged in) at the studio's root address lands:
   * `login` (seed 000 §2 Startup) or `schedule`. The web reads it only at `/` (its Init route, a
   * lazy chunk), where anything but `schedule` means Login, so the default is kept here, off the
   * schedule's first load.
   */
  frontend_visitor_start_page: 'login' as 'login' | 'schedule',
  /**
   * *(design, issue 10)* Origins that may show the front end in a frame (CSP `frame-ancestors`,
   * beside our own), e.g. `["https://studionord.dk"]`; `http://localhost:*` form allowed.
   */
  frontend_allowed_embed_origins: [] as string[],
  /**
   * *(design, issue 26)* A reminder mail before each class to every customer with a seat or the
   * livestream (schedule/reminders), unless they switched reminders off (`class_reminder_emails`).
   */
  class_reminder_enabled: true,
  /**
   * *(design, issue 26)* Hours before the class's start the reminder goes out (1–168). A signup
   * made within those hours gets none: its confirmation, minutes old, says the same.
   */
  class_reminder_hours_before: 24,
  class_waiting_list_enabled: true,
  class_waiting_list_max_customers_on_waiting_list: 20,
  private_class_waiting_list_enabled: true,
  private_class_waiting_list_max_customers_on_waiting_list: 2,
  class_signoff_deadline: 120,
  private_class_signoff_deadline: 1440,
  private_class_signup_deadline: 1440,
  class_livestream_signoff_deadline: 0,
  customer_can_sign_up_for_class_max_days_before_class: 31,
  no_show_fees_enabled: false,
  no_show_fees_apply_method: 'manual',
  no_show_membership_fee_amount: 30,
  late_cancel_membership_fee_amount: 30,
  no_show_fees_and_late_cancel_fees_are_different: false,
  no_show_time_based_class_pass_deduct_number_of_days: 1,
  late_cancel_time_based_class_pass_deduct_number_of_days: 1,
  checkin_classes_are_visible_until: 'minutes_after_class_start',
  checkin_classes_are_visible_for_minutes_after_start: 15,
  memberships_always_renew_at_1st_of_month: false,
  membership_renewal_retry_days: '1,3,7',
  /** Kroner, charged with the payment after the pause. */
  membership_pause_fee: 0,
  /**
   * *(design, issue 24)* Minutes before an appointment's start until which the customer may
   * cancel it themselves (DELETE /appointments/{id}); a fixed-count pass gets its class back.
   */
  appointment_cancellation_deadline: 1440,
  /**
   * *(design, issue 25)* The livestream room (seed 000 §2 `/livestream/class/{id}`): it opens this
   * many minutes before the class starts and closes this many after it ends.
   */
  livestream_room_opens_minutes_before_start: 15,
  livestream_room_closes_minutes_after_end: 15,
  /**
   * *(design, issue 25)* The studio's stream, for classes without their own
   * (`classes.livestream_stream_url`): an HLS address (`….m3u8`), a streaming service's embeddable
   * player address (`https://…`), or `builtin-test` (a generated test picture and tone, for the
   * demo). Empty: no stream yet (the room says the studio has not started it).
   */
  livestream_stream_url: '',
  gift_card_valid_for_days: 730,
  gift_card_manual_delivery_admin_notification_email: '',
  /** File name of the receipt PDF; '' = "Receipt from <studio>.pdf" in the studio's language. */
  receipt_pdf_filename: '',
};
