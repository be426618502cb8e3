/**
 * The calls of the reference provider, as tables for reference mode (reference-mode.ts): which
 * calls it lacks or keeps for staff, which populate keys of `GET /classes` it refuses, and which
 * request fields and cart item types are ours only. Copied from CONTRACT.md ([MISSING], *(design)*).
 */

/** Calls the reference does not have ([MISSING] or design-only routes): `404 Not Found`. */
export const designRoutes = new Set([
  'POST /class-signups/change-count', // §5
  'POST /confirm-email-with-token', // §3 Email confirmation
  'POST /confirm-email-resend-welcome-email',
  'GET /users/:id/settings', // §3 User settings
  'POST /users/:id/settings',
  'GET /cart-items/priced', // §7 design
  'POST /class-types/:id/purchase-options', // §9
  'GET /class-series-types', // §9 Class series
  'GET /class-series-types/:id',
  'GET /class-series',
  'POST /class-series',
  'GET /orders/:id/payment-outcome', // §10 design (issue 22)
  'POST /event-signups/:id/retry-failed-installment-payment', // §6
  'POST /payments/reepay/attach-card-to-event-signup', // §7
  'POST /payments/stripe/process-order-if-completed',
  'POST /payments/stripe/create-checkout-setup-session-for-membership',
  'POST /payments/stripe/process-membership-payment-method-update-if-completed',
  'POST /payments/stripe/create-checkout-setup-session-for-event-signup',
  'POST /payments/stripe/process-event-signup-payment-method-update-if-completed',
  'GET /appointment-types', // §12 Appointments: the whole area is design
  'GET /appointment-types/:id',
  'GET /appointment-available-intervals/upcoming-appointment-types',
  'GET /appointment-available-timeslots',
  'GET /appointment-available-timeslots/check',
  'GET /appointments/access-items-valid-for-appointment',
  'POST /appointments',
  'GET /appointments',
  'GET /appointments/:id',
  'DELETE /appointments/:id',
  'GET /classes/:id/livestream-room', // issue 25: the livestream room is design
  'GET /livestream-media/:token/:file',
  'GET /video-media/:token/:file', // issue 25: the built-in video provider's files
]);

/**
 * Calls the reference has for staff only, which our design opens to customers: a customer gets
 * `403 Forbidden` there (§3 DELETE /users/{id}, §8 membership pauses).
 */
export const staffOnlyRoutes = new Set([
  'DELETE /users/:id',
  'POST /membership-pauses',
  'DELETE /membership-pauses/:id',
]);

/**
 * Keys of `GET /classes` the reference answers 400 to. Copied from CONTRACT §4 (the classes module
 * and packages/contract/src/classes.ts list every key we accept, not which are ours only).
 */
export const referenceRejectedClassKeys = new Set([
  // Seed fields not in the reference (design table).
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
  // Dependency only, or never requestable in the reference.
  'class_has_ended',
  'class_starts_today',
  'class_starts_today_or_later',
  'class_is_open',
  'class_is_too_far_in_the_future_to_sign_up',
  'class_accepts_waiting_list_signups',
  'class_livestream_signoff_deadline_timestamp',
]);

/** Request fields of our design the reference ignores (§3, §5, §6, §7): dropped before handling. */
export const designRequestFields: Record<string, { body?: string[]; query?: string[] }> = {
  'POST /users': { body: ['branches', 'emailConfirmationLink', 'vat_id', 'company_name'] },
  'PUT /users/:id': { body: ['branches', 'branch', 'vat_id', 'company_name'] },
  'POST /class-signups': { body: ['count'] },
  'POST /cart-items': { body: ['use_immediately_after_purchase', 'appointment_details'] },
  'GET /event-signups': { query: ['id'] },
};

/** Cart item types of the reference (§7); the others are our design and refused with a 400. */
export const referenceCartItemTypes = new Set([
  'membership_type',
  'class_pass_type',
  'event',
  'product',
  'discount_code',
  'gift_card_spend',
]);
