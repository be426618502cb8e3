/**
 * The booking flow of one class: checks before sending (seats beyond access, late-cancel
 * confirmation, "cancel the booking?" at 0 seats), sends one request at a time, and turns a
 * refusal into the next step (seed 000 §4, §5, §8).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Class } from '@studio/contract/classes';
import { attendanceTypeOf, type BookingRequest } from '../api/booking-requests.ts';
import { useBookingMutation } from '../api/use-booking-mutation.ts';
import { noAccessOutcome } from './purchase-access.ts';
import { refusalOutcome, type RefusalOutcome } from './refusal-outcome.ts';
import { missingSeats } from '../../class/lib/seat-limits.ts';
import { lateCancelWarning } from './signoff-warning.ts';

export interface Confirmation {
  /** The server's late-cancel warning, or `null` for the plain "cancel the booking?" question. */
  warning: string | null;
  request: BookingRequest;
}

export interface Notice {
  /** A server-localised message (invalid membership reason) or `null` for the refusal itself. */
  message: string | null;
  error?: unknown;
  /** Close the class dialog when the notice is dismissed ("back to the schedule"). */
  closeAfter: boolean;
}

/**
 * `onDone` runs after a success, or after a closing notice is dismissed; `onBooked` runs first on
 * a success, with the request that succeeded (the caller's snackbar, seed 000 §9).
 */
export function useBookingFlow(
  cls: Class,
  onDone: () => void,
  onBooked?: (request: BookingRequest) => void,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useBookingMutation(cls.id, (request) => {
    onBooked?.(request);
    onDone();
  });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A refetched class is a new object: the next action may go.
  const { unlock } = mutation;
  useEffect(unlock, [cls, unlock]);

  const follow = (outcome: RefusalOutcome, error?: unknown) => {
    if (outcome.kind === 'purchase') void navigate(outcome.url);
    else if (outcome.kind === 'reason') setNotice({ message: outcome.message, closeAfter: false });
    else if (outcome.kind === 'alert_and_close')
      setNotice({ message: null, error, closeAfter: true });
  };

  const send = (request: BookingRequest) => {
    setConfirmation(null);
    if (request.kind === 'change_count') request = { ...request, signupId: cls.user_signup_id };
    mutation.send(request, {
      onError: (error) => follow(refusalOutcome(error, cls, request), error),
    });
  };

  /** Starts `request`, asking first when the rules say so. */
  const start = (request: BookingRequest) => {
    mutation.reset();
    if (request.kind === 'sign_up' || request.kind === 'change_count') {
      const missing = missingSeats(cls, request.count);
      if (missing > 0) return follow(noAccessOutcome(cls, attendanceTypeOf(request), missing));
    }
    if (request.kind === 'change_count' && request.count === 0) {
      return setConfirmation({ warning: lateCancelWarning(cls), request });
    }
    send(request);
  };

  const dismissNotice = () => {
    const closeAfter = notice?.closeAfter;
    setNotice(null);
    if (!closeAfter) return;
    // The class changed under the customer (started, cancelled, booked elsewhere): show it anew.
    void queryClient.invalidateQueries({ queryKey: ['classes'] });
    onDone();
  };

  return {
    start,
    confirm: () => confirmation && send(confirmation.request),
    cancelConfirmation: () => setConfirmation(null),
    confirmation,
    notice,
    dismissNotice,
    isPending: mutation.isPending,
    /** A refusal to show inline (not one that led elsewhere). */
    inlineError: mutation.isError && !notice ? mutation.error : null,
  };
}
