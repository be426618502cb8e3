/**
 * The appointment refusals (CONTRACT §12, all design): extended `error.type` → legacy `E_…`.
 * Apart from errors.ts so the schedule's first load does not carry them (the web's appointment
 * screens read the extended `type` itself); the server's `extendedKeyFor` knows them.
 */
export const appointmentErrorKeys = {
  /** (design) POST /appointments: the slot is taken, closed or past (CONTRACT §12). */
  appointmentTimeslotUnavailable: 'E_APPOINTMENT_TIMESLOT_UNAVAILABLE',
  /** (design) POST /appointments: the customer has something then; `overlappingObjects`. */
  appointmentOverlaps: 'E_APPOINTMENT_OVERLAPS',
  /** (design) DELETE /appointments/{id}: later than the studio's cancellation deadline. */
  appointmentCancellationDeadlineExceeded: 'E_APPOINTMENT_CANCELLATION_DEADLINE_EXCEEDED',
  /** (design) DELETE /appointments/{id}: paid directly; the studio cancels it. */
  appointmentCannotBeCancelled: 'E_APPOINTMENT_CANNOT_BE_CANCELLED',
} as const;
