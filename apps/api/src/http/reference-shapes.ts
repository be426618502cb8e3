/**
 * How the reference provider's answers differ from ours, as tables and pure rewrites for reference
 * mode (reference-mode.ts; the calls it lacks are in reference-calls.ts). Copied from CONTRACT.md:
 * the *(design)* fields and §1.10's 0/1 booleans in style-B objects. The modules do not know about
 * any of it.
 */

/** Settings of our design (§2 "Settings the seeds read that the reference does not have"). */
const designSettings = [
  'currency',
  'customer_can_reserve_multiple_seats_for_class',
  'customer_can_buy_multiple_seats_for_event',
  'frontend_myprofile_show_book_appointment_button',
  'signup_show_branch_field',
  'signup_branch_field_required',
  'customer_branch_field_label',
  'customer_can_destroy_own_account',
  'memberships_always_renew_at_1st_of_month',
  'payment_show_vipps_logo',
  'frontend_show_language_picker', // issue 13
  'frontend_allowed_embed_origins', // issue 10
  'frontend_visitor_start_page', // issue 26
  'class_reminder_enabled', // issue 26
  'class_reminder_hours_before', // issue 26
  // Client columns our server copies into the settings (decision 5).
  'website',
  'extended_video_enabled',
];

/**
 * Fields of our design whose names mean nothing else anywhere on the wire: removed wherever they
 * appear. Classes (§4 design table), users (§3), cart items and membership types (§7, §8), price
 * groups (§9), events and event signups (§6), memberships (§8).
 */
const designFields = new Set([
  'user_signup_count',
  'user_can_sign_up_for_number_of_seats',
  'class_series_types',
  'class_series_types_livestream',
  'class_is_part_of_locked_class_series_type',
  'user_can_sign_up_for_class_locked_by_class_series',
  'user_active_invalid_memberships',
  'user_is_signed_up_for_class_with_class_series_name',
  'user_is_signed_up_for_livestream_with_class_series_name',
  'ics_url_livestream',
  'class_livestream_signoff_deadline_timestamp',
  'vat_id',
  'company_name',
  'video_preferences',
  'video_preferences_dialog_last_opened_at',
  'recommended_videos',
  'show_in_customer_search', // §13: a video flag of our design
  'play_url', // issue 25: the built-in video provider's signed address
  'text_tracks',
  'class_series',
  'item_count',
  'use_immediately_after_purchase',
  'appointment_details',
  'ratioOfRemainingDaysAndFullMonthDays',
  'then_payment',
  'registration_fee',
  'sort_in_price_group',
  'installment_payments_enabled',
  'installments',
  'number_of_installments_left',
  'current_required_paid_amount',
  'current_required_number_of_paid_installments',
  'installment_payments_status',
  'installment_payment_failed_number_of_times',
  'number_of_installments_paid',
  'customer_cancellation_warning',
  'discount_code_applies_to_limited_number_of_payments',
  'discount_code_number_of_reduced_payments_left',
  'class_reminder_emails', // issue 26: the own user's reminder switch
]);

type Row = Record<string, unknown>;

/**
 * Fields of our design whose names the reference uses elsewhere, removed from the kinds of record
 * that have them only by our design. A record's kind is told by the fields it carries.
 */
const designFieldsOf: Array<{ kind: (row: Row) => boolean; fields: string[] }> = [
  // A cart item (an order line has `order`): the priced row and the payments to come (§7).
  {
    kind: (row) => 'item_type' in row && 'item_id' in row && !('order' in row),
    fields: ['item_price', 'total_price', 'valid', 'next_payment', 'discount_code'],
  },
  // A class signup (§5): seats and series.
  { kind: (row) => 'class_pass_seat_spent' in row, fields: ['count'] },
  // An event signup (§6): `event_id`, seats and the card of its installments.
  {
    kind: (row) => 'event' in row && 'user' in row && !('class' in row) && !('item_type' in row),
    fields: ['event_id', 'count', 'payment_subscriptions'],
  },
  // An event (§6): `client_id` and `user_is_signed_up_for_event` (a time slot's own is the REF one).
  { kind: (row) => 'use_time_slots' in row, fields: ['client_id', 'user_is_signed_up_for_event'] },
  // The own user (§3): `branches` (the client's `branches` are the reference's).
  { kind: (row) => 'email' in row && 'first_name' in row, fields: ['branches', 'locale'] },
  // A video main category (§13): `icon` (the client maps Yoga and Talk by name instead).
  { kind: (row) => 'icon' in row && 'sort_idx' in row && 'client_id' in row, fields: ['icon'] },
];

/**
 * Relations a route populates only by our design (§3 GET /users, list form: `cart_items`; the
 * same key on GET /users/{id} is the reference's).
 */
const designRelationsOf: Record<string, string[]> = { 'GET /users': ['cart_items'] };

/** Removes, in place, the relations of our design from the rows of `route`'s answer. */
export function withoutDesignRelations(route: string, payload: unknown): void {
  const rows = Array.isArray(payload) ? payload : [payload];
  for (const field of designRelationsOf[route] ?? [])
    for (const row of rows) if (row && typeof row === 'object') delete (row as Row)[field];
}

/** Removes, in place, every field of our design from an answer and the records nested in it. */
export function withoutDesignFields(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) withoutDesignFields(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const row = value as Row;
  for (const { kind, fields } of designFieldsOf)
    if (kind(row)) for (const field of fields) delete row[field];
  for (const [key, field] of Object.entries(row)) {
    if (designFields.has(key)) delete row[key];
    else if (key === 'settings' && field && typeof field === 'object' && !Array.isArray(field))
      for (const setting of designSettings) delete (field as Row)[setting];
    else if (field && typeof field === 'object') withoutDesignFields(field);
  }
}

/** GET answers that are style B (§1.7): their boolean columns are 0/1 in the reference (§1.10). */
export const styleBRoutes = new Set([
  '/classes',
  '/users',
  '/memberships',
  '/class-passes',
  '/class-types',
  '/event-time-slots',
  '/orders',
  '/orders/:id',
  '/price-groups',
  '/class-livestream-signups',
  '/membership-types',
  '/videos',
]);

/**
 * Boolean columns of the reference's records (§1.10, §1.7 "every stored record carries archived").
 * Not here: what the reference converts to real booleans (`has_max_number_of_memberships`,
 * `access_all_videos`, `show_in_default_price_list`, and `for_sale` of payment options).
 */
const booleanColumns = new Set([
  'archived',
  'cancelled',
  'studio_attendance_enabled',
  'livestream_enabled',
  'for_sale',
  'has_max_number_of_classes_per_week',
  'has_max_number_of_simultaneous_bookings',
  'limited_number_per_customer',
  'send_email_to_customer',
  'use_time_slots',
  'show_in_calendar',
  'test',
  'email_confirmed',
  'customer',
  'teacher',
  'admin',
  'checkin',
  'class_pass_seat_spent',
  'late_cancel',
  'no_show_fee_applied',
  'notification_email_sent',
  'real_user_is_someone_else',
]);
/** Where payment options sit: their `for_sale` is a real boolean in the reference. */
const paymentOptionKeys = new Set(['payment_options', 'payment_option']);
/** Computed flags the reference can send as `0` when false (§1.10). */
const zeroWhenFalse = /^(class_accepts_|user_can_sign_up_for_(class|waiting_list|livestream)$)/;

/** Rewrites, in place, the booleans of a style-B answer and of the records nested in it. */
export function toReferenceBooleans(value: unknown, parentKey = ''): void {
  if (Array.isArray(value)) {
    for (const item of value) toReferenceBooleans(item, parentKey);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const row = value as Row;
  for (const [key, field] of Object.entries(row)) {
    const converted = key === 'for_sale' && paymentOptionKeys.has(parentKey);
    if (typeof field === 'boolean' && booleanColumns.has(key) && !converted) row[key] = +field;
    else if (field === false && zeroWhenFalse.test(key)) row[key] = 0;
    else if (field && typeof field === 'object') toReferenceBooleans(field, key);
  }
}
