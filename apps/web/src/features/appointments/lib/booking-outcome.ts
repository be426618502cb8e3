/**
 * What the customer is told when a booking does not go through (seed 001 §5, §8; CONTRACT §12
 * POST /appointments): a slot the check finds taken, or a refusal after POST. An overlap in which
 * the customer is busy says so; every other overlap, and a taken slot, says the time is no longer
 * available. Both close the popup. Other refusals (`noAccess`, …) are shown where the customer
 * acted, in the server's words.
 */
import { ApiRefusal } from '../../../shared/api/errors.ts';

/** The alert shown once the popup closes. */
export type BookingAlert = 'booked' | 'unavailable' | 'overlap';

/** The refusal's kind: its extended `type` when sent, else its legacy code (CONTRACT §1.5). */
const kindOf = (error: ApiRefusal) => error.localized?.type || error.code;

/** The alert for a refusal of POST /appointments, or `null` to show it in the popup. */
export function refusalAlert(error: unknown): Exclude<BookingAlert, 'booked'> | null {
  if (!(error instanceof ApiRefusal)) return null;
  const kind = kindOf(error);
  if (kind === 'appointmentTimeslotUnavailable' || kind === 'E_APPOINTMENT_TIMESLOT_UNAVAILABLE')
    return 'unavailable';
  if (kind !== 'appointmentOverlaps' && kind !== 'E_APPOINTMENT_OVERLAPS') return null;
  const overlapping = error.localized?.overlappingObjects as { customer?: unknown } | undefined;
  const customerBusy = Array.isArray(overlapping?.customer) && overlapping.customer.length > 0;
  return customerBusy ? 'overlap' : 'unavailable';
}
