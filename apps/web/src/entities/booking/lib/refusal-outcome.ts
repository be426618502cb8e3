/**
 * What a failed booking request leads to (seed 000 §8, CONTRACT §15.3): no access → the first
 * invalid membership's reason or the purchase-access page; started/cancelled/already signed up →
 * an alert and back to the schedule; anything else → shown in the dialog.
 */
import type { Class } from '@studio/contract/classes';
import { noAccessCodes } from '@studio/contract/errors';
import { isRefusal } from '../../../shared/api/errors.ts';
import { attendanceTypeOf, type BookingRequest } from '../api/booking-requests.ts';
import { noAccessOutcome, type NoAccessOutcome } from './purchase-access.ts';
import { seatsHeld } from '../../class/lib/seat-limits.ts';

export type RefusalOutcome = NoAccessOutcome | { kind: 'alert_and_close' } | { kind: 'inline' };

const closingCodes = ['E_CLASS_HAS_STARTED', 'E_CLASS_CANCELLED', 'E_ALREADY_SIGNED_UP'];

/** Seats to buy access for: the extra seats beyond what access allows, at least 1. */
export function seatsToBuy(cls: Class, request: BookingRequest): number {
  if (request.kind !== 'sign_up' && request.kind !== 'change_count') return 1;
  const extra = request.count - (request.kind === 'sign_up' ? 0 : seatsHeld(cls));
  return Math.max(1, extra - (cls.user_can_sign_up_for_number_of_seats ?? 0));
}

/** Maps `error` from `request` on `cls` to what the dialog does next. */
export function refusalOutcome(
  error: unknown,
  cls: Class,
  request: BookingRequest,
): RefusalOutcome {
  if (isRefusal(error, ...noAccessCodes)) {
    return noAccessOutcome(cls, attendanceTypeOf(request), seatsToBuy(cls, request));
  }
  if (isRefusal(error, ...closingCodes)) return { kind: 'alert_and_close' };
  return { kind: 'inline' };
}
